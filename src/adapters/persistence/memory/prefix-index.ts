/**
 * Prefix search over a vocabulary of folded words: the words sit in one
 * sorted array, so the words a prefix covers are one contiguous range found by
 * two binary searches, and the documents matching the prefix are the union of
 * that range's posting lists. Unions for short prefixes ("s") are costly and
 * asked for again and again while people type, so they are kept in a small
 * LRU cache bounded by the number of ids it holds: a few million, or twice
 * times the documents, so that even a one-letter prefix matching nearly every
 * one of a million documents stays cached. A union is made only when its
 * documents are read (PrefixDocs): until then, how many there are at most is
 * the sum of the range's list lengths, kept as running totals.
 */
import { RecencyList, type RecencyNode } from '../../../domain/recency-list.js';
import { firstAtOrAfter, prefixRange } from '../sorted-words.js';
import { NO_DOCS, union } from './sorted-ids.js';

const MIN_CACHE_BUDGET_IDS = 4_000_000;

/** The documents having a word that starts with a prefix, their union made on the first call of `docs`. */
export interface PrefixDocs {
  /** No fewer than the documents: the lengths of the words' lists summed (their union's size, once made). */
  readonly atMost: number;
  docs(): Uint32Array;
}

export class PrefixIndex {
  readonly #words: string[];
  readonly #postings: Uint32Array[];
  /** [i]: the lengths of the lists of the words before the i-th, summed. */
  readonly #listedBefore: Float64Array;
  readonly #universe: number;
  readonly #cacheBudget: number;
  // A hit only moves its node: the map is written on a miss alone.
  readonly #cache = new Map<string, RecencyNode<Cached>>();
  readonly #recency = new RecencyList<Cached>();
  #cachedIds = 0;

  /** `universe`: the number of documents; ids in postings are below it. */
  constructor(postings: ReadonlyMap<string, Uint32Array>, universe: number) {
    // Plain code-unit order, the order `<` and startsWith agree on.
    this.#words = [...postings.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    this.#postings = this.#words.map((word) => postings.get(word) as Uint32Array);
    this.#listedBefore = new Float64Array(this.#words.length + 1);
    this.#postings.forEach((list, at) => (this.#listedBefore[at + 1] = (this.#listedBefore[at] as number) + list.length));
    this.#universe = universe;
    this.#cacheBudget = Math.max(MIN_CACHE_BUDGET_IDS, universe * 2);
  }

  /** The indexed words, in code-unit order. */
  get words(): readonly string[] {
    return this.#words;
  }

  /** Documents having exactly `word`, ascending. */
  exact(word: string): Uint32Array {
    const from = firstAtOrAfter(this.#words, word);
    return this.#words[from] === word ? (this.#postings[from] as Uint32Array) : NO_DOCS;
  }

  /** Documents having at least one word that starts with `prefix`, ascending. */
  matching(prefix: string): Uint32Array {
    const [from, to] = prefixRange(this.#words, prefix);
    return this.#rangeDocs(prefix, from, to);
  }

  /** matching(prefix), its union made only when its documents are read (a relevance ranking may never read them). */
  prefixed(prefix: string): PrefixDocs {
    const [from, to] = prefixRange(this.#words, prefix);
    return this.#prefixDocs(prefix, from, to);
  }

  /**
   * exact(word) and prefixed(word) at once: the word sits where its prefix range starts, so one search
   * finds both (a word's relevance asks for both on every level, issue 17).
   */
  exactAndPrefixed(word: string): { exact: Uint32Array; prefixed: PrefixDocs } {
    const [from, to] = prefixRange(this.#words, word);
    const exact = this.#words[from] === word ? (this.#postings[from] as Uint32Array) : NO_DOCS;
    return { exact, prefixed: this.#prefixDocs(word, from, to) };
  }

  #prefixDocs(prefix: string, from: number, to: number): PrefixDocs {
    const atMost = (this.#listedBefore[to] as number) - (this.#listedBefore[from] as number);
    return { atMost, docs: () => this.#rangeDocs(prefix, from, to) };
  }

  /** The union of the lists of the words in [from, to), which all start with `prefix`. */
  #rangeDocs(prefix: string, from: number, to: number): Uint32Array {
    if (from === to) return NO_DOCS;
    if (to - from === 1) return this.#postings[from] as Uint32Array;
    const cached = this.#cache.get(prefix);
    if (cached !== undefined) {
      this.#recency.touch(cached);
      return cached.value.docs;
    }
    const docs = union(this.#postings.slice(from, to), this.#universe);
    this.#remember(prefix, docs);
    return docs;
  }


  #remember(prefix: string, docs: Uint32Array): void {
    if (docs.length > this.#cacheBudget / 2) return;
    const node = RecencyList.node({ prefix, docs });
    this.#cache.set(prefix, node);
    this.#recency.touch(node);
    this.#cachedIds += docs.length;
    for (let oldest = this.#recency.oldest; oldest !== null && this.#cachedIds > this.#cacheBudget; oldest = this.#recency.oldest) {
      this.#recency.remove(oldest);
      this.#cache.delete(oldest.value.prefix);
      this.#cachedIds -= oldest.value.docs.length;
    }
  }
}

interface Cached {
  readonly prefix: string;
  readonly docs: Uint32Array;
}
