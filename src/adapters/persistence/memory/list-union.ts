/**
 * The union of posting lists: merged when they are sparse, swept over a
 * bitmap when they cover a good part of the universe.
 */
import { fromBitmapInto } from './doc-bitmaps.js';
import { uniteInto } from './list-bitmaps.js';
import { mergeBuffer, unionBitmap } from './scratch.js';
import { NO_DOCS } from './sorted-ids.js';

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
