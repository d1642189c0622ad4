/**
 * Collects (key, document) pairs in ascending document order and packs them
 * into one sorted posting list per key, all views over a single buffer: a
 * million records cost a few bytes per pair rather than a JS array per key.
 */
import { wordForms } from '../../../domain/word-forms.js';

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
    return Uint32Array.from(wordForms(text), (word) => this.term(word));
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
  #terms: Uint32Array;
  #docs: Uint32Array;
  #pairs = 0;
  #previousDoc = -1;

  /**
   * `expectedPairs`: a fair guess of how many (key, document) pairs will come.
   * Growing by doubling allocates ever larger buffers outside the JS heap, and
   * each such jump can trigger a full garbage collection: a good guess avoids
   * most of them at the price of a little slack.
   */
  constructor(expectedPairs = 1024) {
    this.#table = new TermTable();
    const capacity = Math.max(16, Math.ceil(expectedPairs));
    this.#terms = new Uint32Array(capacity);
    this.#docs = new Uint32Array(capacity);
  }

  /** `doc` must not decrease between calls; repeating a key for the same doc is harmless. */
  add(doc: number, key: string): void {
    this.addTerm(doc, this.#term(key));
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
    return Uint32Array.from(keys, (key) => this.#term(key));
  }

  addTerms(doc: number, terms: Uint32Array): void {
    for (let index = 0; index < terms.length; index += 1) this.addTerm(doc, terms[index] as number);
  }

  #term(key: string): number {
    return this.#table.term(key);
  }

  /** `term`: a number from this builder's TermTable. */
  addTerm(doc: number, term: number): void {
    if (doc < this.#previousDoc) throw new Error('PostingsBuilder needs documents in ascending order');
    this.#previousDoc = doc;
    if (term >= this.#lastDoc.length) this.#lastDoc = grow(this.#lastDoc, -1);
    if (this.#lastDoc[term] === doc) return;
    this.#lastDoc[term] = doc;
    if (this.#pairs === this.#terms.length) {
      this.#terms = grow(this.#terms, 0);
      this.#docs = grow(this.#docs, 0);
    }
    this.#terms[this.#pairs] = term;
    this.#docs[this.#pairs] = doc;
    this.#pairs += 1;
  }

  build(): Map<string, Uint32Array> {
    const keys = this.#table.keys;
    const counts = new Uint32Array(keys.length + 1);
    for (let pair = 0; pair < this.#pairs; pair += 1) {
      const slot = (this.#terms[pair] as number) + 1;
      counts[slot] = (counts[slot] as number) + 1;
    }
    for (let term = 1; term < counts.length; term += 1) counts[term] = (counts[term] as number) + (counts[term - 1] as number);
    const starts = counts.slice();
    const buffer = new Uint32Array(this.#pairs);
    for (let pair = 0; pair < this.#pairs; pair += 1) {
      const term = this.#terms[pair] as number;
      buffer[starts[term] as number] = this.#docs[pair] as number;
      starts[term] = (starts[term] as number) + 1;
    }
    const postings = new Map<string, Uint32Array>();
    keys.forEach((key, term) => postings.set(key, buffer.subarray(counts[term], counts[term + 1])));
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
