/**
 * Collects (key, document) pairs in ascending document order and packs them
 * into one sorted posting list per key, all views over a single buffer: a
 * million records cost a few bytes per pair rather than a JS array per key.
 */
import { wordForms } from '../../../domain/word-forms.js';
import { PairChunks } from './pair-chunks.js';
import { mappedIds } from './gather.js';

/** Key -> term number, in first-seen order: keys are looked up once, pairs then carry numbers. */
export class TermTable {
  readonly #termOf = new Map<string, number>();
  readonly keys: string[] = [];

  term(key: string): number {
    let term = this.#termOf.get(key);
    if (term === undefined) {
      term = this.keys.length;
      this.#termOf.set(key, term);
      this.keys.push(key);
    }
    return term;
  }

  /** Term numbers of the search words of `text` (domain/word-forms.ts). */
  termsOf(text: string): Uint32Array {
    return mappedIds(wordForms(text), (word) => this.term(word));
  }
}

/** Lists remembered by identity before the memory is dropped and rebuilt: a generated directory has a few thousand. */
const LIST_CACHE_LIMIT = 10_000;

export class PostingsBuilder {
  readonly #table: TermTable;
  /**
   * Term numbers of the frozen key lists seen, by the list object itself
   * (frozen: its keys cannot change behind the cache). The generator interns
   * its small lists (activities, levels, languages: see
   * dataset-generator/intern.ts), so a million records share a few thousand
   * and each is looked up key by key only once; lists that are not shared
   * just miss, at the cost of one identity lookup.
   */
  readonly #listTerms = new Map<readonly string[], Uint32Array>();
  #lastDoc = new Int32Array(64).fill(-1);
  readonly #pairs = new PairChunks(false);
  #previousDoc = -1;

  constructor() {
    this.#table = new TermTable();
  }

  /** `doc` must not decrease between calls; repeating a key for the same doc is harmless. */
  add(doc: number, key: string): void {
    this.addTerm(doc, this.term(key));
  }

  addAll(doc: number, keys: readonly string[]): void {
    if (!Object.isFrozen(keys)) {
      this.addTerms(doc, this.termsOfKeys(keys));
      return;
    }
    let terms = this.#listTerms.get(keys);
    if (terms === undefined) {
      if (this.#listTerms.size >= LIST_CACHE_LIMIT) this.#listTerms.clear();
      terms = this.termsOfKeys(keys);
      this.#listTerms.set(keys, terms);
    }
    this.addTerms(doc, terms);
  }

  /** Term numbers of `keys`, for a caller that adds the same keys to many documents (addTerms). */
  termsOfKeys(keys: readonly string[]): Uint32Array {
    return mappedIds(keys, (key) => this.term(key));
  }

  addTerms(doc: number, terms: Uint32Array): void {
    for (let index = 0; index < terms.length; index += 1) this.addTerm(doc, terms[index] as number);
  }

  /** The term number of `key`, for a caller that adds the same key to many documents (addTerm). */
  term(key: string): number {
    return this.#table.term(key);
  }

  /** `term`: a number from this builder's TermTable. */
  addTerm(doc: number, term: number): void {
    if (doc < this.#previousDoc) throw new Error('PostingsBuilder needs documents in ascending order');
    this.#previousDoc = doc;
    if (term >= this.#lastDoc.length) this.#lastDoc = grow(this.#lastDoc, -1);
    if (this.#lastDoc[term] === doc) return;
    this.#lastDoc[term] = doc;
    this.#pairs.push(term, doc, 0);
  }

  /** May be called again after more pairs: the lists are views over one buffer sorted from all pairs so far. */
  build(): Map<string, Uint32Array> {
    const keys = this.#table.keys;
    const { starts, docs } = this.#pairs.groupBySlot(keys.length, 1);
    const postings = new Map<string, Uint32Array>();
    keys.forEach((key, term) => postings.set(key, docs.subarray(starts[term], starts[term + 1])));
    return postings;
  }
}

/** A copy of `array` twice as long, the new half filled with `fill`. */
export function grow<T extends Uint32Array | Int32Array | Uint8Array>(array: T, fill: number): T {
  const bigger = new (array.constructor as new (length: number) => T)(array.length * 2);
  bigger.set(array);
  if (fill !== 0) bigger.fill(fill, array.length);
  return bigger;
}

/**
 * Lists built under record ids (a school's, a resort's) written as text, keyed by the ids as numbers again:
 * looked up on every request (a school's instructor preview, a resort filter), a small integer is hashed and
 * compared without the string the id would first be written as (issue 17).
 */
export function keyedById(lists: ReadonlyMap<string, Uint32Array>): Map<number, Uint32Array> {
  return new Map([...lists].map(([id, docs]) => [Number(id), docs]));
}
