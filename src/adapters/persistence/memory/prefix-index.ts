/**
 * Prefix search over a vocabulary of folded words: the words sit in one
 * sorted array, so the words a prefix covers are one contiguous range found by
 * two binary searches, and the documents matching the prefix are the union of
 * that range's posting lists. Unions for short prefixes ("s") are costly and
 * asked for again and again while people type, so they are kept in a small
 * LRU cache bounded by the memory it holds (union-cache.ts, where a search's
 * clause takes a dense one as a bitmap): a few million ids, or twice the
 * documents, so that even a one-letter prefix matching nearly every one of a
 * million documents stays cached. A union a ranking reads is made only when
 * read (PrefixDocs): until then, how many documents it holds at most is the
 * sum of the range's list lengths, kept as running totals.
 */
import { SortedWords } from '../../../domain/sorted-words.js';
import { ListTotals } from './list-totals.js';
import { NO_DOCS } from './sorted-ids.js';
import { UnionCache, type KeptBitmap } from './union-cache.js';

const MIN_CACHE_BUDGET_IDS = 4_000_000;

/** The documents having a word that starts with a prefix, their union made on the first call of `docs`. */
export interface PrefixDocs {
  /** No fewer than the documents: the lengths of the words' lists summed, which counts a document once per word it has; exact for a union the cache holds. */
  readonly atMost: number;
  docs(): Uint32Array;
}

export class PrefixIndex {
  readonly #words: SortedWords;
  readonly #postings: Uint32Array[];
  /** The lengths of the words' lists, as running totals. */
  readonly #listed: ListTotals;
  readonly #cache: UnionCache;

  /** `universe`: the number of documents; ids in postings are below it. `cacheBudgetIds`: the cache's bound, for tests. */
  constructor(postings: ReadonlyMap<string, Uint32Array>, universe: number, cacheBudgetIds = Math.max(MIN_CACHE_BUDGET_IDS, universe * 2)) {
    this.#words = SortedWords.of(postings.keys());
    this.#postings = this.#words.words.map((word) => postings.get(word) as Uint32Array);
    this.#listed = new ListTotals(this.#postings);
    this.#cache = new UnionCache(universe, cacheBudgetIds);
  }

  /** The indexed words, in code-unit order. */
  get words(): SortedWords {
    return this.#words;
  }

  /** Documents having exactly `word`, ascending. */
  exact(word: string): Uint32Array {
    const at = this.#words.indexOf(word);
    return at === -1 ? NO_DOCS : (this.#postings[at] as Uint32Array);
  }

  /** Documents having at least one word that starts with `prefix`, ascending. */
  matching(prefix: string): Uint32Array {
    const [from, to] = this.#words.prefixRange(prefix);
    return this.#rangeDocs(prefix, from, to);
  }

  /** matching(prefix) as a search's clause takes it (union-cache.ts UnionCache.clause): a dense one as a bitmap. */
  matchingClause(prefix: string): Uint32Array | KeptBitmap {
    const [from, to] = this.#words.prefixRange(prefix);
    // A word of its own is its list, which keeps its own bitmap if long (list-bitmaps.ts bitmapOf).
    return to - from < 2 ? this.#rangeDocs(prefix, from, to) : this.#cache.clause(prefix, () => this.#postings.slice(from, to));
  }

  /** matching(prefix), its union made only when its documents are read (a relevance ranking may never read them). */
  prefixed(prefix: string): PrefixDocs {
    const [from, to] = this.#words.prefixRange(prefix);
    return this.#prefixDocs(prefix, from, to);
  }

  /**
   * exact(word) and prefixed(word) at once: the word sits where its prefix range starts, so one search
   * finds both (a word's relevance asks for both on every level, issue 17).
   */
  exactAndPrefixed(word: string): { exact: Uint32Array; prefixed: PrefixDocs } {
    const [from, to] = this.#words.prefixRange(word);
    const exact = this.#words.words[from] === word ? (this.#postings[from] as Uint32Array) : NO_DOCS;
    return { exact, prefixed: this.#prefixDocs(word, from, to) };
  }

  /** The bound is exact for a union the cache holds listed: a ranking's estimates are then those of the lists it reads. */
  #prefixDocs(prefix: string, from: number, to: number): PrefixDocs {
    const made = this.#cache.peekList(prefix);
    return { atMost: made?.length ?? this.#listed.within(from, to), docs: () => this.#rangeDocs(prefix, from, to) };
  }

  /** The union of the lists of the words in [from, to), which all start with `prefix`. */
  #rangeDocs(prefix: string, from: number, to: number): Uint32Array {
    if (from === to) return NO_DOCS;
    if (to - from === 1) return this.#postings[from] as Uint32Array;
    return this.#cache.listed(prefix, () => this.#postings.slice(from, to));
  }
}
