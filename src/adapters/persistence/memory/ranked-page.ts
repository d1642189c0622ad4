/**
 * Precomputed orders. An order lists every document once; its rank array
 * gives each document's position in it. A page of any matched set is then a
 * selection of the smallest ranks, never a sort of the whole collection: the
 * cost follows the matched set and the page depth.
 */
import { clearedBitmap, keyBuffer, markAll } from './scratch.js';
import { selectRange } from './select-range.js';
import { mappedIds } from './gather.js';

export interface SortOrder {
  /** Documents in this order. */
  readonly order: Uint32Array;
  /** rank[doc] = position of doc in `order`. */
  readonly rank: Uint32Array;
}

/** `compare` must be a total order on documents 0..count-1 (end it on the document number). */
export function buildSortOrder(count: number, compare: (a: number, b: number) => number): SortOrder {
  const order = new Uint32Array(count);
  for (let doc = 0; doc < count; doc += 1) order[doc] = doc;
  order.sort(compare);
  return withRanks(order);
}

/**
 * The orders by one key, ascending and descending, ties on ascending document
 * number either way. `compareKeys` compares two documents' keys (0 when they
 * tie). The descending order is the ascending one reversed in one pass, each
 * run of equal keys turned back: at 100k schools a second comparator sort of
 * the names cost about 200 ms, this about 10.
 */
export function ordersBothWays(count: number, compareKeys: (a: number, b: number) => number): [ascending: SortOrder, descending: SortOrder] {
  const ascending = buildSortOrder(count, (a, b) => compareKeys(a, b) || a - b);
  const order = ascending.order.slice().reverse();
  for (let start = 0; start < count;) {
    let end = start + 1;
    while (end < count && compareKeys(order[start] as number, order[end] as number) === 0) end += 1;
    if (end - start > 1) order.subarray(start, end).reverse();
    start = end;
  }
  return [ascending, withRanks(order)];
}

function withRanks(order: Uint32Array): SortOrder {
  const rank = new Uint32Array(order.length);
  for (let position = 0; position < order.length; position += 1) rank[order[position] as number] = position;
  return { order, rank };
}

/**
 * A set of documents to page: how many, its bitmap when it is held as one, and its documents (ascending;
 * null: every document), which a set held as a bitmap lists only when they are read (text-search.ts
 * BitmapMatch): a page walked down the order reads the bitmap alone.
 */
export interface PagedSet {
  readonly size: number;
  readonly bits: Int32Array | null;
  readonly matched: Uint32Array | null;
}

/** A set of listed documents (null: every one of `universe`), as pageInOrder takes it. */
export function listedSet(matched: Uint32Array | null, universe: number): PagedSet {
  return { size: matched === null ? universe : matched.length, bits: null, matched };
}

/**
 * Documents at positions [offset, offset + limit) of `set` in this order: an early page walked down the
 * order, testing each document against the set's bitmap (its own, else one marked from its documents), any
 * other selected by rank among its documents. A set of every document is a plain slice of the order.
 */
export function pageInOrder(sort: SortOrder, set: PagedSet, offset: number, limit: number): Uint32Array {
  const end = Math.min(offset + limit, set.size);
  if (offset >= end) return new Uint32Array(0);
  const walked = walkIsCheaper(end, set.size, sort.order.length);
  if (walked && set.bits !== null) return walkOrder(sort.order, set.bits, offset, end - offset);
  const { matched } = set;
  if (matched === null) return sort.order.subarray(offset, end);
  if (walked) return walkOrder(sort.order, bitmapOfMatched(matched, sort.order.length), offset, end - offset);
  const keys = keyBuffer(matched.length);
  for (let index = 0; index < matched.length; index += 1) keys[index] = sort.rank[matched[index] as number] as number;
  return mappedIds(selectRange(keys, offset, offset + limit), (position) => sort.order[position] as number);
}

/** A set known by its size and a membership test, listed only on demand (a circle, geo-index.ts). */
export interface TestedSet {
  readonly size: number;
  has(doc: number): boolean;
  /** Ascending. */
  readonly docs: Uint32Array;
}

/**
 * A membership test of a TestedSet (a haversine) costs some tens of bit
 * tests; walking still wins over listing the set when the page is early.
 */
const TEST_COST = 8;

/** As pageInOrder, for a TestedSet: an early page is walked, testing the documents met, without listing the set. */
export function pageInOrderOfSet(sort: SortOrder, set: TestedSet, offset: number, limit: number): Uint32Array {
  if (offset >= set.size) return new Uint32Array(0);
  const end = Math.min(offset + limit, set.size);
  if (!walkIsCheaper(end * TEST_COST, set.size, sort.order.length)) return pageInOrder(sort, listedSet(set.docs, sort.order.length), offset, limit);
  const page = new Uint32Array(end - offset);
  let seen = 0;
  for (let position = 0; position < sort.order.length && seen < end; position += 1) {
    const doc = sort.order[position] as number;
    if (!set.has(doc)) continue;
    if (seen >= offset) page[seen - offset] = doc;
    seen += 1;
  }
  return page;
}

/**
 * Walking the order from its start finds the matched documents at about
 * `matched / universe` per step, so reaching position `end` costs about
 * end * universe / matched steps of one bit test each; selecting instead
 * costs a few operations per matched document, wherever the page is.
 */
export function walkIsCheaper(end: number, matched: number, universe: number): boolean {
  return end * universe < matched * matched * 4;
}

function bitmapOfMatched(matched: Uint32Array, universe: number): Int32Array {
  const bits = clearedBitmap(0, universe);
  markAll(bits, matched);
  return bits;
}

/**
 * The documents of `order` whose bit is set, skipping the first `skip` of them and taking `count`.
 * The skipped ones are counted without a branch, each document adding its bit: two countries' schools
 * are a quarter of the directory, a pattern no branch predictor learns, and a deep page of them
 * (300 × 50 by newest at 100k schools, 60,000 steps of the order) takes half the time this way.
 */
export function walkOrder(order: Uint32Array, bits: Int32Array, skip: number, count: number): Uint32Array {
  let position = 0;
  for (let seen = 0; seen < skip && position < order.length; position += 1) {
    const doc = order[position] as number;
    seen += ((bits[doc >>> 5] as number) >>> (doc & 31)) & 1;
  }
  const page = new Uint32Array(count);
  let taken = 0;
  for (; position < order.length && taken < count; position += 1) {
    const doc = order[position] as number;
    if (((bits[doc >>> 5] as number) & (1 << (doc & 31))) !== 0) page[taken++] = doc;
  }
  return page.subarray(0, taken);
}
