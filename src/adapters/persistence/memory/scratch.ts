/**
 * Reusable working memory for one search at a time. A page of a large match
 * set is found with bitmaps over all documents; allocating them per search
 * would hand the garbage collector megabytes a second at a million
 * documents, and its pauses are what a p99 measures. Even a few kilobytes
 * count: a typed array's memory lies outside the JavaScript heap, and V8
 * marks the whole heap (some 300 MB at 100k schools) once that outside
 * memory has grown by tens of megabytes, in steps of milliseconds taken
 * from the searches under way. A 50 km `near` with a filter that listed its
 * circle and its match (34 KB) set that off every 2000 searches or so, and
 * moved its p99 from 0.3 to 3-5 ms. Searches run synchronously from start
 * to end, so one set of buffers serves them all: a caller must not keep a
 * buffer past its own return.
 */
const bitmaps: Int32Array[] = [];
let docs = new Uint32Array(0);
let match = new Uint32Array(0);
let keys = new Float64Array(0);

/** Bitmap number `slot` for documents 0..universe-1, all bits clear. */
export function clearedBitmap(slot: number, universe: number): Int32Array {
  const view = bitmapBuffer(slot, universe);
  view.fill(0);
  return view;
}

/** Bitmap number `slot` for documents 0..universe-1, contents undefined: for a caller that writes every word. */
export function bitmapBuffer(slot: number, universe: number): Int32Array {
  const words = (universe + 31) >>> 5;
  let bits = bitmaps[slot];
  if (bits === undefined || bits.length < words) bitmaps[slot] = bits = new Int32Array(words);
  return bits.subarray(0, words);
}

/** A bitmap of its own for documents 0..universe-1, grown as needed and kept: for work done while callers hold the numbered ones. */
function ownBitmap(): (universe: number) => Int32Array {
  let bits = new Int32Array(0);
  return (universe) => {
    const words = (universe + 31) >>> 5;
    if (bits.length < words) bits = new Int32Array(words);
    return bits.subarray(0, words);
  };
}

const unionBits = ownBitmap();

/**
 * A cleared bitmap for a union of lists or an intersection's shorter list (list-union.ts union, restrict.ts), taken
 * while callers hold the numbered ones.
 */
export function unionBitmap(universe: number): Int32Array {
  return unionBits(universe).fill(0);
}

/** A bitmap for a match found clause by clause over bitmaps (clauses.ts matchAll), taken while callers hold the numbered ones. Contents undefined. */
export const andBitmap = ownBitmap();

/**
 * A search's dense match kept as a bitmap (clauses.ts matchAllKeepingBits, text-search.ts matchText), until the
 * search is done with it: like matchBuffer, which its list is written to when asked for. Contents undefined.
 */
export const matchBitmap = ownBitmap();

/** Room for `count` document numbers, contents undefined. */
export function docBuffer(count: number): Uint32Array {
  if (docs.length < count) docs = new Uint32Array(count);
  return docs;
}

/**
 * Room for the match of the search under way (clauses.ts matchAll `into`),
 * apart from docBuffer, which ranking fills while it reads the match.
 */
export function matchBuffer(universe: number): Uint32Array {
  if (match.length < universe) match = new Uint32Array(universe);
  return match;
}

let mergeRoom = new Uint32Array(0);

/**
 * Room for `count` document numbers that a union merged round by round (list-union.ts union) alternates
 * with its result's, taken while callers hold every other buffer and given back before it returns.
 * Contents undefined.
 */
export function mergeBuffer(count: number): Uint32Array {
  if (mergeRoom.length < count) mergeRoom = new Uint32Array(count);
  return mergeRoom.subarray(0, count);
}

/** Room for `count` sort keys (select-range.ts reorders them in place), contents undefined. */
export function keyBuffer(count: number): Float64Array {
  if (keys.length < count) keys = new Float64Array(count);
  return keys.subarray(0, count);
}

type WorkingArray = Uint8Array | Uint16Array | Uint32Array | Float64Array;

const uint8s: Uint8Array[] = [];
const uint16s: Uint16Array[] = [];
const uint32s: Uint32Array[] = [];
const float64s: Float64Array[] = [];

/**
 * Past this many values the work on them dwarfs an allocation: such an array is made for its caller and
 * not kept, so that one ranking of millions of candidates does not hold tens of megabytes for the life of
 * the process (kept, the ten hold at most about 2 MB in all).
 */
export const KEPT_UP_TO = 1 << 16;

function numbered<A extends WorkingArray>(pool: A[], slot: number, count: number, make: (length: number) => A): A {
  if (count > KEPT_UP_TO) return make(count);
  let buffer = pool[slot];
  if (buffer === undefined || buffer.length < count) pool[slot] = buffer = make(count);
  return buffer.subarray(0, count) as A;
}

/**
 * Numbered arrays of `count` values, contents undefined: the per-candidate bookkeeping of one ranking
 * (relevance-page.ts), which holds several at once, and a page's selection (select-range.ts). A typed
 * array of more than 64 bytes gets memory outside the heap, about 2-3 µs each to allocate and later to
 * free, where a view of one kept costs 0.1 µs with its fill: a ranked page made some ten of them
 * (issue 17).
 */
export function uint8Buffer(slot: number, count: number): Uint8Array {
  return numbered(uint8s, slot, count, (length) => new Uint8Array(length));
}

export function uint16Buffer(slot: number, count: number): Uint16Array {
  return numbered(uint16s, slot, count, (length) => new Uint16Array(length));
}

export function uint32Buffer(slot: number, count: number): Uint32Array {
  return numbered(uint32s, slot, count, (length) => new Uint32Array(length));
}

export function float64Buffer(slot: number, count: number): Float64Array {
  return numbered(float64s, slot, count, (length) => new Float64Array(length));
}

/** Sets the bit of every document in `list`. */
export function markAll(bits: Int32Array, list: Uint32Array): void {
  for (let index = 0; index < list.length; index += 1) {
    const doc = list[index] as number;
    bits[doc >>> 5] = (bits[doc >>> 5] as number) | (1 << (doc & 31));
  }
}

let slots = new Int32Array(0);

/**
 * slots[doc] = the position of doc in `docs` plus one, 0 for every other
 * document: a candidate found from a posting list's side in one read, where
 * merging the list with the candidates mispredicts a branch at every step.
 * The buffer stays all zero between uses: hand it back with releaseSlots.
 */
export function slotsOf(docs: Uint32Array, universe: number): Int32Array {
  if (slots.length < universe) slots = new Int32Array(universe);
  for (let index = 0; index < docs.length; index += 1) slots[docs[index] as number] = index + 1;
  return slots;
}

export function releaseSlots(held: Int32Array, docs: Uint32Array): void {
  for (let index = 0; index < docs.length; index += 1) held[docs[index] as number] = 0;
}
