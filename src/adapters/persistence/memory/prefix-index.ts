/**
 * Prefix search over a vocabulary of folded words: the words sit in one
 * sorted array, so the words a prefix covers are one contiguous range found by
 * two binary searches, and the documents matching the prefix are the union of
 * that range's posting lists. Unions for short prefixes ("s") are costly and
 * asked for again and again while people type, so they are kept in a small
 * LRU cache bounded by the memory it holds: a few million ids, or twice
 * times the documents, so that even a one-letter prefix matching nearly every
 * one of a million documents stays cached. A search's clause takes a dense
 * union as a bitmap (PrefixBitmap), a thirty-second of its list's memory at
 * most: the cache holds every one-letter prefix of 620,000 instructors that
 * way, where their lists (2.4 MB for 'a') crowded each other out. A union a
 * ranking reads is made only when read (PrefixDocs): until then, how many
 * documents it holds at most is the sum of the range's list lengths, kept as
 * running totals.
 */
import { RecencyList, type RecencyNode } from '../../../domain/recency-list.js';
import { firstAtOrAfter, prefixRange } from '../sorted-words.js';
import type { BitmapClause } from './clauses.js';
import { docsOf, NO_DOCS, sizeOfBitmap, union, uniteInto, unitesOverBitmap } from './sorted-ids.js';

const MIN_CACHE_BUDGET_IDS = 4_000_000;

/** The documents having a word that starts with a prefix, their union made on the first call of `docs`. */
export interface PrefixDocs {
  /** No fewer than the documents: the lengths of the words' lists summed (their union's size, once made). */
  readonly atMost: number;
  docs(): Uint32Array;
}

/**
 * A prefix's documents as a bitmap over all documents, with their count: what
 * a search tests its candidates against, ANDs with other bitmaps, or counts.
 */
export class PrefixBitmap implements BitmapClause {
  readonly bits: Int32Array;
  readonly size: number;

  constructor(bits: Int32Array) {
    this.bits = bits;
    this.size = sizeOfBitmap(bits);
  }

  /** Listed anew on each read, not kept: a clause is listed only when it is a search's smallest, which a union this dense seldom is. */
  get docs(): Uint32Array {
    return docsOf(this.bits);
  }
}

export class PrefixIndex {
  readonly #words: string[];
  readonly #postings: Uint32Array[];
  /** [i]: the lengths of the lists of the words before the i-th, summed. */
  readonly #listedBefore: Float64Array;
  readonly #universe: number;
  readonly #cacheBudget: number;
  // A hit only moves its node: the map is written on a miss alone.
  readonly #lists = new Map<string, RecencyNode<Cached>>();
  readonly #bitmaps = new Map<string, RecencyNode<Cached>>();
  readonly #recency = new RecencyList<Cached>();
  /** In ids' worth of memory: a bitmap's words count as ids. */
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

  /**
   * matching(prefix) as a search's clause takes it: the list, or, when the
   * words' lists unite over a bitmap (sorted-ids.ts unitesOverBitmap), that
   * bitmap with its count, never listed unless the clause is the smallest.
   */
  matchingClause(prefix: string): Uint32Array | PrefixBitmap {
    const [from, to] = prefixRange(this.#words, prefix);
    const listed = (this.#listedBefore[to] as number) - (this.#listedBefore[from] as number);
    if (to - from < 2 || !unitesOverBitmap(this.#postings.slice(from, to), listed, this.#universe)) return this.#rangeDocs(prefix, from, to);
    const cached = this.#bitmaps.get(prefix);
    if (cached !== undefined) {
      this.#recency.touch(cached);
      return cached.value.found as PrefixBitmap;
    }
    const found = new PrefixBitmap(uniteInto(new Int32Array((this.#universe + 31) >>> 5), this.#postings.slice(from, to)));
    this.#remember(this.#bitmaps, prefix, found, found.bits.length);
    return found;
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
    const cached = this.#lists.get(prefix);
    if (cached !== undefined) {
      this.#recency.touch(cached);
      return cached.value.found as Uint32Array;
    }
    const docs = union(this.#postings.slice(from, to), this.#universe);
    this.#remember(this.#lists, prefix, docs, docs.length);
    return docs;
  }

  #remember(cache: Map<string, RecencyNode<Cached>>, prefix: string, found: Uint32Array | PrefixBitmap, ids: number): void {
    if (ids > this.#cacheBudget / 2) return;
    const node = RecencyList.node({ cache, prefix, found, ids });
    cache.set(prefix, node);
    this.#recency.touch(node);
    this.#cachedIds += ids;
    for (let oldest = this.#recency.oldest; oldest !== null && this.#cachedIds > this.#cacheBudget; oldest = this.#recency.oldest) {
      this.#recency.remove(oldest);
      oldest.value.cache.delete(oldest.value.prefix);
      this.#cachedIds -= oldest.value.ids;
    }
  }
}

/** A cached union, listed or as a bitmap, in the map (#lists or #bitmaps) that finds it. */
interface Cached {
  readonly cache: Map<string, RecencyNode<Cached>>;
  readonly prefix: string;
  readonly found: Uint32Array | PrefixBitmap;
  /** Its memory in ids' worth (4 bytes each). */
  readonly ids: number;
}
