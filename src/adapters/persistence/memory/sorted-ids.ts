/**
 * Set algebra on posting lists: strictly ascending arrays of document numbers
 * (positions of records in id order). Each operation picks the cheaper of a
 * linear merge and a galloping search, so intersecting a short list with a
 * huge one costs about the short one times a logarithm.
 */
import { bitCount } from '../bit-count.js';
import { markAll, mergeBuffer, unionBitmap } from './scratch.js';

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
  let count = 0;
  if (gallops(short.length, long.length)) {
    let position = 0;
    for (let index = 0; index < short.length && position < long.length; index += 1) {
      const doc = short[index] as number;
      position = gallop(long, doc, position);
      if (long[position] === doc) out[count++] = doc;
    }
  } else {
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
  }
  return out.subarray(0, count);
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

/** The candidates whose mark is set, in order, written to `out` (see keepInBitmaps). */
export function compact(candidates: Uint32Array, marks: Uint8Array, out: Uint32Array = new Uint32Array(candidates.length)): Uint32Array {
  let count = 0;
  for (let index = 0; index < candidates.length; index += 1) if (marks[index] === 1) out[count++] = candidates[index] as number;
  return out.subarray(0, count);
}

/**
 * Whether union() unites `listCount` lists (each holding a document; `total` between them) over a bitmap
 * rather than merging them: several of them, covering a good part of the universe.
 */
export function unitesOverBitmap(listCount: number, total: number, universe: number): boolean {
  return listCount > 1 && total * 16 >= universe;
}

/** The lists that hold a document, and the ids they hold between them (a document once per list holding it). */
export function presentLists(lists: readonly Uint32Array[]): { present: Uint32Array[]; total: number } {
  const present = lists.filter((list) => list.length > 0);
  let total = 0;
  for (const list of present) total += list.length;
  return { present, total };
}

/**
 * Union of posting lists over documents 0..universe-1: merged when
 * the lists are sparse, a bitmap sweep when they cover a good part of the universe.
 * With `into` (room for every document, scratch.ts matchBuffer) a union of
 * several lists is written there rather than to a new array: two countries
 * at a million schools are a megabyte per search otherwise (why: scratch.ts).
 */
export function union(lists: readonly Uint32Array[], universe: number, into?: Uint32Array): Uint32Array {
  const { present, total } = presentLists(lists);
  if (present.length === 0) return NO_DOCS;
  if (present.length === 1) return present[0] as Uint32Array;
  if (!unitesOverBitmap(present.length, total, universe)) {
    const all = into === undefined ? new Uint32Array(total) : into.subarray(0, total);
    // A group of two alternatives ("chamonix": the resort and the word) merges in one pass, where sorting their 3,000 ids cost 70 µs.
    if (present.length === 2) return mergeInto(all, present[0] as Uint32Array, present[1] as Uint32Array);
    return mergedInRounds(present, all);
  }
  return fromBitmapInto(into ?? new Uint32Array(Math.min(total, universe)), uniteInto(unionBitmap(universe), present));
}

/**
 * Sets in `bits` the documents of `lists`; returns `bits`. Not listsBitmap: a kept union (union-cache.ts, a prefix's)
 * spans many word lists, which must not each keep a bitmap. A list that keeps one already (a filter's, a
 * field's) is ORed in a word at a time rather than a document at a time.
 */
export function uniteInto(bits: Int32Array, lists: readonly Uint32Array[]): Int32Array {
  for (const list of lists) {
    const kept = keptBitmapOf(list);
    if (kept === null) markAll(bits, list);
    else for (let word = 0; word < bits.length; word += 1) bits[word] = (bits[word] as number) | (kept[word] as number);
  }
  return bits;
}

/**
 * The union of several ascending lists, merged two by two, round by round,
 * ending in `out` (room for all of them): each round is one pass over the
 * ids, so the whole costs their number times log2 of the lists'. Sorting
 * them all together cost their number times its own log: "mont" over 6.2
 * million instructors, 330,000 ids from a few lists, took 12 ms that way.
 */
function mergedInRounds(lists: readonly Uint32Array[], out: Uint32Array): Uint32Array {
  // Rounds alternate between `out` and scratch memory, starting where the last one lands in `out`.
  const rounds = Math.ceil(Math.log2(lists.length));
  const spare = mergeBuffer(out.length);
  let [target, other] = rounds % 2 === 1 ? [out, spare] : [spare, out];
  let round = lists;
  while (round.length > 1) {
    const next: Uint32Array[] = [];
    let at = 0;
    for (let index = 0; index < round.length; index += 2) {
      const first = round[index] as Uint32Array;
      const second = round[index + 1];
      // A list without a partner is copied along: where it lies now is written over two rounds on.
      const merged = second === undefined ? copyInto(target.subarray(at), first) : mergeInto(target.subarray(at), first, second);
      next.push(merged);
      at += merged.length;
    }
    round = next;
    [target, other] = [other, target];
  }
  return round[0] as Uint32Array;
}

function copyInto(out: Uint32Array, list: Uint32Array): Uint32Array {
  out.set(list);
  return out.subarray(0, list.length);
}

/** The union of two ascending lists, written to `out` (room for both), ascending. */
function mergeInto(out: Uint32Array, first: Uint32Array, second: Uint32Array): Uint32Array {
  let count = 0;
  let a = 0;
  let b = 0;
  while (a < first.length && b < second.length) {
    const x = first[a] as number;
    const y = second[b] as number;
    out[count++] = x <= y ? x : y;
    if (x <= y) a += 1;
    if (y <= x) b += 1;
  }
  while (a < first.length) out[count++] = first[a++] as number;
  while (b < second.length) out[count++] = second[b++] as number;
  return out.subarray(0, count);
}

const bitmaps = new WeakMap<Uint32Array, Int32Array>();

/**
 * Whether `size` documents of `universe` take less memory as a bitmap (a bit
 * each of the universe) than listed (32 bits each): a thirty-second of the
 * universe or more. facet-values.ts KEPT_FROM_SHARE is the same share, so
 * every set a bitmap pays for is broad enough to keep counts with.
 */
export function bitmapPays(size: number, universe: number): boolean {
  return size * 32 >= universe;
}

/**
 * A bitmap of a long list ("language en", "certified"), built on first use
 * and kept as long as the list itself lives: testing a candidate against it
 * is one array read, where merging with the list costs the list's length.
 * Null for lists too sparse for a bitmap to pay for its memory.
 */
export function bitmapOf(list: Uint32Array, universe: number): Int32Array | null {
  if (!bitmapPays(list.length, universe)) return null;
  let bits = bitmaps.get(list);
  if (bits === undefined) {
    bits = new Int32Array((universe + 31) >>> 5);
    for (let index = 0; index < list.length; index += 1) {
      const doc = list[index] as number;
      bits[doc >>> 5] = (bits[doc >>> 5] as number) | (1 << (doc & 31));
    }
    bitmaps.set(list, bits);
  }
  return bits;
}

/** The bitmap bitmapOf keeps of `list`, if it has made one: a test that would not pay for making one asks this. */
export function keptBitmapOf(list: Uint32Array): Int32Array | null {
  return bitmaps.get(list) ?? null;
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

/**
 * The documents of any of `lists` as a bitmap: the cached bitmap of a single
 * long list (bitmapOf) as it is, else built in the cleared bitmap `scratch`
 * gives, long lists ORed in word by word from their cached bitmaps. Read-only.
 */
export function listsBitmap(lists: readonly Uint32Array[], universe: number, scratch: () => Int32Array): Int32Array {
  const cached = lists.length === 1 ? bitmapOf(lists[0] as Uint32Array, universe) : null;
  if (cached !== null) return cached;
  const out = scratch();
  for (const list of lists) {
    const bits = bitmapOf(list, universe);
    if (bits === null) markAll(out, list);
    else for (let word = 0; word < out.length; word += 1) out[word] = (out[word] as number) | (bits[word] as number);
  }
  return out;
}

/**
 * The candidates present in at least one of the bitmaps, in order, written
 * to `out` (room for every candidate, or for every candidate kept and one
 * more: with one bitmap each candidate read is written at the count so far).
 * `out` may be the candidates' own array: a candidate is written at or
 * before its own position, after it was read.
 */
export function keepInBitmaps(candidates: Uint32Array, bitmaps: readonly Int32Array[], out: Uint32Array = new Uint32Array(candidates.length)): Uint32Array {
  if (bitmaps.length === 1) return keepInBitmap(candidates, bitmaps[0] as Int32Array, out);
  let count = 0;
  for (let index = 0; index < candidates.length; index += 1) {
    const doc = candidates[index] as number;
    const word = doc >>> 5;
    const bit = 1 << (doc & 31);
    for (const bits of bitmaps) {
      if (((bits[word] as number) & bit) !== 0) {
        out[count++] = doc;
        break;
      }
    }
  }
  return out.subarray(0, count);
}

/**
 * keepInBitmaps with one bitmap, the usual case (a circle, one long list).
 * Without a branch: each candidate is written and kept by adding its bit to
 * the count, since a circle's bits follow no pattern a branch predictor
 * could learn (1.8 times faster for 'ski' within 500 km of Zermatt).
 */
function keepInBitmap(candidates: Uint32Array, bits: Int32Array, out: Uint32Array): Uint32Array {
  let count = 0;
  for (let index = 0; index < candidates.length; index += 1) {
    const doc = candidates[index] as number;
    // count ≤ index, and count ≤ the candidates kept: the write stays within `out` (keepInBitmaps says how long).
    out[count] = doc;
    count += ((bits[doc >>> 5] as number) >>> (doc & 31)) & 1;
  }
  return out.subarray(0, count);
}

/** The documents set in `bits`, ascending: in `into` (room for every document) when given, else in an array of their number. */
export function docsOf(bits: Int32Array, into?: Uint32Array): Uint32Array {
  return fromBitmapInto(into ?? new Uint32Array(sizeOfBitmap(bits)), bits);
}

/**
 * The documents set in `bits` from the `skip`-th on, at most `count` of them, ascending: the words before are
 * counted, not listed.
 */
export function docsOfBitsFrom(bits: Int32Array, skip: number, count: number): Uint32Array {
  // Room for a whole word past `count`: words are appended whole, and the page is cut after.
  const out = new Uint32Array(count + 32);
  let passed = 0;
  let taken = 0;
  for (let word = 0; word < bits.length && taken < count; word += 1) {
    let value = bits[word] as number;
    const inWord = bitCount(value);
    if (passed + inWord <= skip) {
      passed += inWord;
      continue;
    }
    // The page starts in this word: its documents before the skip are cleared, lowest first.
    for (; passed < skip; passed += 1) value &= value - 1;
    taken = appendDocsOfWord(out, taken, word, value);
  }
  return out.subarray(0, Math.min(taken, count));
}

/** How many documents `bits` holds. */
export function sizeOfBitmap(bits: Int32Array): number {
  let count = 0;
  for (let word = 0; word < bits.length; word += 1) count += bitCount(bits[word] as number);
  return count;
}

/** The documents set in `bits`, ascending, written to `out`, which has room for them. */
export function fromBitmapInto(out: Uint32Array, bits: Int32Array): Uint32Array {
  let count = 0;
  for (let word = 0; word < bits.length; word += 1) count = appendDocsOfWord(out, count, word, bits[word] as number);
  return out.subarray(0, count);
}

/** Appends the documents of bitmap word `word` whose bits `value` sets to `out` at `count`, ascending; returns the new count. */
export function appendDocsOfWord(out: Uint32Array, count: number, word: number, value: number): number {
  let rest = value;
  while (rest !== 0) {
    const lowest = rest & -rest;
    out[count++] = (word << 5) + (31 - Math.clz32(lowest));
    rest ^= lowest;
  }
  return count;
}
