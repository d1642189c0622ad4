/**
 * A vocabulary of search words answering what query understanding asks
 * (application/ports/search-vocabulary.ts): whether a prefix starts any word
 * (a search over the sorted words, domain/sorted-words.ts), and the words within a few
 * edits of a misspelt one. Both backends build one from the same words, so
 * they correct alike.
 *
 * Corrections scan only the words whose length is within the allowed edits
 * and whose letter sets differ by at most two letters per edit (one 32-bit
 * mask compare each), then run the bounded edit distance on the few left.
 * Answers are remembered: people repeat their typos.
 */
import { bitCount } from '../bit-count.js';
import { boundedEditDistance } from '../../../domain/edit-distance.js';
import { SortedWords } from '../../../domain/sorted-words.js';
import { compareCodeUnits } from '../../../domain/text.js';

const CACHE_ENTRIES = 10_000;

export class WordList {
  readonly #sorted: SortedWords;
  readonly #byLength = new Map<number, { words: string[]; masks: Uint32Array }>();
  readonly #cache = new Map<string, string[]>();

  /** The distinct words of `words`. */
  static of(words: Iterable<string>): WordList {
    return new WordList(SortedWords.of(words));
  }

  /** Words an index holds sorted already (prefix-index.ts, suggestion-index.ts), shared rather than sorted again. */
  constructor(sorted: SortedWords) {
    this.#sorted = sorted;
    const groups = new Map<number, string[]>();
    for (const word of this.#sorted.words) {
      const group = groups.get(word.length);
      if (group === undefined) groups.set(word.length, [word]);
      else group.push(word);
    }
    for (const [length, list] of groups) this.#byLength.set(length, { words: list, masks: Uint32Array.from(list, letterMask) });
  }

  get size(): number {
    return this.#sorted.length;
  }

  hasPrefix(prefix: string): boolean {
    const first = this.#sorted.firstAtOrAfter(prefix);
    return first < this.#sorted.length && (this.#sorted.words[first] as string).startsWith(prefix);
  }

  /** Words within `maxEdits` of `word`, closest first, then in code-unit order; at most `limit`. */
  corrections(word: string, maxEdits: number, limit: number): string[] {
    if (maxEdits <= 0 || limit <= 0) return [];
    const key = `${maxEdits}:${limit}:${word}`;
    const cached = this.#cache.get(key);
    if (cached !== undefined) return cached;
    const mask = letterMask(word);
    const found: Array<{ word: string; distance: number }> = [];
    for (let length = word.length - maxEdits; length <= word.length + maxEdits; length += 1) {
      const bucket = this.#byLength.get(length);
      if (bucket === undefined) continue;
      for (let index = 0; index < bucket.words.length; index += 1) {
        if (bitCount(mask ^ (bucket.masks[index] as number)) > 2 * maxEdits) continue;
        const candidate = bucket.words[index] as string;
        const distance = boundedEditDistance(word, candidate, maxEdits);
        if (distance <= maxEdits && distance > 0) found.push({ word: candidate, distance });
      }
    }
    found.sort((a, b) => a.distance - b.distance || compareCodeUnits(a.word, b.word));
    const answer = found.slice(0, limit).map((entry) => entry.word);
    if (this.#cache.size >= CACHE_ENTRIES) this.#cache.clear();
    this.#cache.set(key, answer);
    return answer;
  }
}

/** One bit per letter a-z, the rest folded onto six more bits: an edit changes at most two bits. */
function letterMask(word: string): number {
  let mask = 0;
  for (let index = 0; index < word.length; index += 1) {
    const code = word.charCodeAt(index);
    mask |= 1 << (code >= 97 && code <= 122 ? code - 97 : 26 + (code % 6));
  }
  return mask >>> 0;
}
