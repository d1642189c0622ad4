/**
 * Set algebra on posting lists: strictly ascending arrays of document numbers
 * (positions of records in id order). Each operation picks the cheaper of a
 * linear merge and a galloping search, so intersecting a short list with a
 * huge one costs about the short one times a logarithm; a long list kept as
 * a bitmap too (list-bitmaps.ts) answers by its bits. Unions: list-union.ts.
 */
import { bitmapOf } from './list-bitmaps.js';

export const NO_DOCS: Uint32Array = new Uint32Array(0);

/** Beyond this length ratio, galloping through the longer list beats a linear merge. */
const GALLOP_RATIO = 24;

/** First index >= from whose value is >= target (list.length when none). */
export function gallop(list: Uint32Array, target: number, from: number): number {
  let step = 1;
  let low = from;
  let high = from;
  while (high < list.length && (list[high] as number) < target) {
    low = high + 1;
    high += step;
    step *= 2;
  }
  if (high > list.length) high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((list[middle] as number) < target) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Whether intersecting lists of these lengths gallops through the longer one rather than merging the two. */
export function gallops(shorter: number, longer: number): boolean {
  return longer > shorter * GALLOP_RATIO;
}

export function intersect(first: Uint32Array, second: Uint32Array): Uint32Array {
  const [short, long] = first.length <= second.length ? [first, second] : [second, first];
  if (short.length === 0) return NO_DOCS;
  const out = new Uint32Array(short.length);
  // Each way is a function of its own, its loop the last thing in it (facet-combinations.ts says why).
  const count = gallops(short.length, long.length) ? gallopedInto(out, short, long) : mergedInto(out, short, long);
  return out.subarray(0, count);
}

/** Writes to `out` the documents of `short` that `long` has, galloping through `long`; returns how many. */
function gallopedInto(out: Uint32Array, short: Uint32Array, long: Uint32Array): number {
  let count = 0;
  let position = 0;
  for (let index = 0; index < short.length && position < long.length; index += 1) {
    const doc = short[index] as number;
    position = gallop(long, doc, position);
    if (long[position] === doc) out[count++] = doc;
  }
  return count;
}

/** Writes to `out` the documents both lists have, merging them; returns how many. */
function mergedInto(out: Uint32Array, short: Uint32Array, long: Uint32Array): number {
  let count = 0;
  let i = 0;
  let j = 0;
  while (i < short.length && j < long.length) {
    const a = short[i] as number;
    const b = long[j] as number;
    if (a === b) {
      out[count++] = a;
      i += 1;
      j += 1;
    } else if (a < b) i += 1;
    else j += 1;
  }
  return count;
}

/** Sets marks[i] = 1 for every candidates[i] that `list` contains. */
export function markMembers(candidates: Uint32Array, list: Uint32Array, marks: Uint8Array): void {
  if (candidates.length === 0 || list.length === 0) return;
  if (list.length > candidates.length * GALLOP_RATIO) {
    let position = 0;
    for (let index = 0; index < candidates.length && position < list.length; index += 1) {
      position = gallop(list, candidates[index] as number, position);
      if (list[position] === candidates[index]) marks[index] = 1;
    }
  } else if (candidates.length > list.length * GALLOP_RATIO) {
    let position = 0;
    for (let index = 0; index < list.length && position < candidates.length; index += 1) {
      position = gallop(candidates, list[index] as number, position);
      if (candidates[position] === list[index]) marks[position] = 1;
    }
  } else {
    let i = 0;
    let j = 0;
    while (i < candidates.length && j < list.length) {
      const a = candidates[i] as number;
      const b = list[j] as number;
      if (a === b) {
        marks[i] = 1;
        i += 1;
        j += 1;
      } else if (a < b) i += 1;
      else j += 1;
    }
  }
}

/**
 * Writes to `out` the positions in `candidates` of the ids `list` contains,
 * ascending, and returns how many: what a caller needs to update its own
 * per-candidate arrays without a pass over all candidates.
 */
export function memberPositions(candidates: Uint32Array, list: Uint32Array, out: Uint32Array, universe: number): number {
  let count = 0;
  if (candidates.length === 0 || list.length === 0) return 0;
  // A long list answers from its bitmap: one read per candidate.
  const bits = list.length > candidates.length ? bitmapOf(list, universe) : null;
  if (bits !== null) {
    for (let index = 0; index < candidates.length; index += 1) {
      const doc = candidates[index] as number;
      if (((bits[doc >>> 5] as number) & (1 << (doc & 31))) !== 0) out[count++] = index;
    }
  } else if (list.length > candidates.length * GALLOP_RATIO) {
    let position = 0;
    for (let index = 0; index < candidates.length && position < list.length; index += 1) {
      position = gallop(list, candidates[index] as number, position);
      if (list[position] === candidates[index]) out[count++] = index;
    }
  } else if (candidates.length > list.length * GALLOP_RATIO) {
    let position = 0;
    for (let index = 0; index < list.length && position < candidates.length; index += 1) {
      position = gallop(candidates, list[index] as number, position);
      if (candidates[position] === list[index]) out[count++] = position;
    }
  } else {
    let i = 0;
    let j = 0;
    while (i < candidates.length && j < list.length) {
      const a = candidates[i] as number;
      const b = list[j] as number;
      if (a === b) {
        out[count++] = i;
        i += 1;
        j += 1;
      } else if (a < b) i += 1;
      else j += 1;
    }
  }
  return count;
}

/** The candidates whose mark is set, in order, written to `out` (see doc-bitmaps.ts keepInBitmaps). */
export function compact(candidates: Uint32Array, marks: Uint8Array, out: Uint32Array = new Uint32Array(candidates.length)): Uint32Array {
  let count = 0;
  for (let index = 0; index < candidates.length; index += 1) if (marks[index] === 1) out[count++] = candidates[index] as number;
  return out.subarray(0, count);
}

/** The documents of 0..universe-1 that `docs` (ascending) lacks: the gaps between its documents, filled in order. */
export function missingFrom(docs: Uint32Array, universe: number): Uint32Array {
  const missing = new Uint32Array(universe - docs.length);
  let next = 0;
  let from = 0;
  for (let index = 0; index < docs.length; index += 1) {
    const doc = docs[index] as number;
    while (from < doc) missing[next++] = from++;
    from = doc + 1;
  }
  while (from < universe) missing[next++] = from++;
  return missing;
}

/** A list as the quickest membership test it has: its bitmap (bitmapOf), else the list itself. */
export function membershipOf(list: Uint32Array, universe: number): Int32Array | Uint32Array {
  return bitmapOf(list, universe) ?? list;
}

/** Whether each of `sets` (membershipOf) holds doc: a bitmap by its bit, a list by a binary search. */
export function heldByEvery(sets: readonly (Int32Array | Uint32Array)[], doc: number): boolean {
  for (const set of sets) {
    if (set instanceof Int32Array ? (((set[doc >>> 5] as number) >>> (doc & 31)) & 1) === 0 : set[gallop(set, doc, 0)] !== doc) return false;
  }
  return true;
}
