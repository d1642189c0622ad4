/**
 * Words sorted by UTF-16 code units (the order `<` and `startsWith` agree
 * on), searched by key or by prefix: shared by the phrase book
 * (search-vocabulary/phrase-book.ts), the vocabulary corrections come
 * from (either backend's word list), and, in the embedded engine, the
 * prefix index and the suggestions.
 *
 * Beside each word sit its first three code units packed in one number (its
 * head), in one typed array: a search runs over the heads, which lie
 * together in memory, and compares strings only among the few words that
 * share the key's head. Searching the strings themselves reads a string
 * object at every step, each somewhere else in the heap: once a request's
 * other work has run, most steps miss the processor's caches: a word's
 * score lists, found on four levels with two searches each, took 5.9–7.1 µs
 * a word with the caches cleared before each, 1.5 µs without (issue 17,
 * session 48; 3.2–5.1 µs cleared over the heads).
 */
import { compareCodeUnits } from './text.js';

/**
 * Bits of one code unit in a head: the unit plus one (at most 2 ** 16), so that a missing unit (0) sorts before
 * every unit, NUL included. UNIT_BITS * HEAD_UNITS must stay within a double's 53 exact bits.
 */
const UNIT_BITS = 17;
const HEAD_UNITS = 3;
/** The heads of the words that start with a prefix of n units (n ≤ HEAD_UNITS) are those in [its head, its head + SPAN[n]). */
const SPAN = Array.from({ length: HEAD_UNITS + 1 }, (_, n) => 2 ** (UNIT_BITS * (HEAD_UNITS - n)));

/**
 * The word's first three code units, each plus one, in 51 bits: exact in a double. Words in code-unit order
 * have heads in ascending order, and words with one head have the same first three units (or are equal,
 * when shorter than three).
 */
function headOf(word: string): number {
  let head = 0;
  for (let at = 0; at < HEAD_UNITS; at += 1) head = head * 2 ** UNIT_BITS + (at < word.length ? word.charCodeAt(at) + 1 : 0);
  return head;
}

export class SortedWords {
  /** The distinct words of `words`, in code-unit order. */
  static of(words: Iterable<string>): SortedWords {
    return new SortedWords([...new Set(words)].sort(compareCodeUnits));
  }

  readonly words: readonly string[];
  readonly #heads: Float64Array;

  private constructor(words: readonly string[]) {
    this.words = words;
    this.#heads = Float64Array.from(words, headOf);
  }

  get length(): number {
    return this.words.length;
  }

  /** Index of the first word not less than `key`; length when there is none. */
  firstAtOrAfter(key: string): number {
    const head = headOf(key);
    const from = this.#firstHeadAtLeast(head, 0);
    // A key of three units or fewer is its own head's first word: the words with its head start with it, or are it.
    if (key.length <= HEAD_UNITS) return from;
    return this.#firstWordAtLeast(key, from, this.#firstHeadAtLeast(head + 1, from));
  }

  /** Position of `word`, or -1 when it is not one of the words. */
  indexOf(word: string): number {
    const at = this.firstAtOrAfter(word);
    return this.words[at] === word ? at : -1;
  }

  /** Positions [from, to) of the words that start with `prefix`: they follow one another from the first not less than it. */
  prefixRange(prefix: string): [number, number] {
    const head = headOf(prefix);
    const headFrom = this.#firstHeadAtLeast(head, 0);
    // As firstAtOrAfter: a prefix of three units or fewer starts its head's first word, and its words are a run of heads.
    if (prefix.length <= HEAD_UNITS) return [headFrom, this.#firstHeadAtLeast(head + (SPAN[prefix.length] as number), headFrom)];
    // Longer: among the words of its head, those from the first not less than it that start with it.
    const headTo = this.#firstHeadAtLeast(head + 1, headFrom);
    const from = this.#firstWordAtLeast(prefix, headFrom, headTo);
    let low = from;
    let high = headTo;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.words[middle] as string).startsWith(prefix)) low = middle + 1;
      else high = middle;
    }
    return [from, low];
  }

  /** The first position from `low` whose head is `head` or more. */
  #firstHeadAtLeast(head: number, low: number): number {
    const heads = this.#heads;
    let high = heads.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((heads[middle] as number) < head) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** The first position in [low, high) whose word is not less than `key`; high when there is none. */
  #firstWordAtLeast(key: string, low: number, high: number): number {
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.words[middle] as string) < key) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
