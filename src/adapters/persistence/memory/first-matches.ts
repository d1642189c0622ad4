/**
 * A page of a query's match in document order, found without finding the
 * rest of the match: the smallest clause read from its first document on,
 * each document tested against the other clauses, until the page is full.
 * What a ranking whose ties go by id needs of its best run (best-bucket.ts
 * pageOfBestRun): an instructor's first name and surname initial, "Jack O"
 * at 100k schools, is 422 of 11,600 Jacks against 18,700 surnames in O, and
 * a page of 20 reads some 600 Jacks where matchAll merges the two lists
 * whole.
 */
import { forEachInUnion } from './ascending-union.js';
import { sizedClauses, type SizedClause } from './clause.js';
import { bitmapOf } from './list-bitmaps.js';
import { gallop, NO_DOCS } from './sorted-ids.js';

/**
 * Documents [skip, skip + count) of matchAll's match of `clauses` (at least one; each a clause of lists, any
 * of which holds a document, each below `universe`) that `within` holds too (as sorted-ids.ts membershipOf
 * gives a set: a bitmap or an ascending list; null: no such test), ascending; fewer when there are fewer; in
 * a new array.
 */
export function firstMatches(clauses: readonly (readonly Uint32Array[])[], universe: number, skip: number, count: number, within: Uint32Array | Int32Array | null): Uint32Array {
  const [smallest, ...rest] = sizedClauses(clauses);
  if (smallest === undefined || smallest.size === 0 || count === 0) return NO_DOCS;
  const tests = new ClauseTests(rest, universe, within);
  const page = new Uint32Array(count);
  let passed = 0;
  // Says whether to read on: the page is not full yet.
  const read = (doc: number): boolean => {
    if (tests.holdAll(doc)) {
      if (passed >= skip) page[passed - skip] = doc;
      passed += 1;
    }
    return passed < skip + count;
  };
  // A smallest clause of several lists is merged only as far as the page reaches.
  forEachInUnion(smallest.lists, read);
  return page.subarray(0, Math.max(0, passed - skip));
}

/**
 * The other clauses (and `within`) as tests of documents asked in ascending order: a long list by its bitmap
 * (list-bitmaps.ts bitmapOf), else by a search forward from where the document before was found. The page
 * of "Jack O" above reads some 600 Jacks, and a search costs tens of nanoseconds where a bit is one read.
 * The lists outlive the search (the index's own, the repository's field lists, or unions its cache keeps,
 * unless one is too large for it), so a bitmap made on a first search serves every later one, as in
 * restrict.ts and candidate-scores.ts; bitmapOf makes one only where it takes less memory than the list.
 */
class ClauseTests {
  /** Every clause's sets, flat: clause `c`'s are sets[ends[c - 1] ?? 0, ends[c]); one of them must hold a document. */
  readonly #sets: (Int32Array | Uint32Array)[] = [];
  readonly #ends: number[] = [];
  readonly #positions: Uint32Array;

  constructor(clauses: readonly SizedClause[], universe: number, within: Uint32Array | Int32Array | null) {
    for (const { lists } of clauses) {
      for (const list of lists) this.#sets.push(bitmapOf(list, universe) ?? list);
      this.#ends.push(this.#sets.length);
    }
    if (within !== null) {
      this.#sets.push(within);
      this.#ends.push(this.#sets.length);
    }
    this.#positions = new Uint32Array(this.#sets.length);
  }

  /** Whether one set of each clause holds `doc`, no lower than any document asked before. */
  holdAll(doc: number): boolean {
    let from = 0;
    for (const end of this.#ends) {
      let held = false;
      for (let at = from; at < end && !held; at += 1) {
        const set = this.#sets[at] as Int32Array | Uint32Array;
        if (set instanceof Int32Array) held = (((set[doc >>> 5] as number) >>> (doc & 31)) & 1) !== 0;
        else {
          const position = gallop(set, doc, this.#positions[at] as number);
          this.#positions[at] = position;
          held = set[position] === doc;
        }
      }
      if (!held) return false;
      from = end;
    }
    return true;
  }
}
