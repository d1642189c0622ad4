/**
 * One step of a query's evaluation (clauses.ts matchAll): the candidates so
 * far narrowed to those one clause's lists hold, by whichever way costs the
 * fewest steps for their lengths: a read of kept bitmaps, a merge or a
 * gallop, a bitmap marked in scratch memory, or probes.
 */
import { keepInBitmaps } from './doc-bitmaps.js';
import { bitmapOf, listsBitmap } from './list-bitmaps.js';
import { markAll, unionBitmap } from './scratch.js';
import { compact, gallops, intersect, markMembers } from './sorted-ids.js';

/**
 * Whether intersecting a list with candidates would merge the two (their lengths within sorted-ids.ts
 * gallops' ratio) in more steps than a bitmap of the universe has words: then the shorter is marked in
 * scratch memory and the longer read against it, in a loop without a branch (doc-bitmaps.ts keepInBitmap).
 * A merge of two lists of a size steps one or the other in no pattern a branch predictor learns: for
 * "Sarah J" over 620,000 instructors at 100k schools, twelve thousand Sarahs against fifteen thousand
 * surnames in J (docs/performance.md, session 46).
 */
function mergeOutrunsBitmap(candidates: number, list: number, universe: number): boolean {
  return !gallops(Math.min(candidates, list), Math.max(candidates, list)) && (candidates + list) * 32 > universe;
}

/**
 * The documents both hold, ascending: read against the list's kept bitmap when it has one, else the shorter
 * marked in scratch memory (a mark costs more than a read) and the longer read against it.
 */
function intersectOverBitmap(candidates: Uint32Array, list: Uint32Array, universe: number, into: Uint32Array | undefined): Uint32Array {
  const kept = bitmapOf(list, universe);
  if (kept !== null) return keepInBitmaps(candidates, [kept], into);
  const [short, long] = candidates.length <= list.length ? [candidates, list] : [list, candidates];
  const bits = unionBitmap(universe);
  markAll(bits, short);
  // keepInBitmap writes each document it reads at the count so far, which never passes the shorter's length.
  return keepInBitmaps(long, [bits], into ?? new Uint32Array(short.length + 1));
}

/** `candidates` that are in any of `lists` (`size` documents in all); see clauses.ts matchAll for `into`. */
export function restrict(candidates: Uint32Array, lists: readonly Uint32Array[], size: number, universe: number, into: Uint32Array | undefined): Uint32Array {
  // Long lists answer membership from a bitmap: the cost follows the candidates, not the lists.
  if (candidates.length * lists.length < size) {
    const bitmaps = lists.map((list) => bitmapOf(list, universe));
    if (bitmaps.every((bits) => bits !== null)) return keepInBitmaps(candidates, bitmaps as Int32Array[], into);
  }
  if (lists.length === 1) {
    const list = lists[0] as Uint32Array;
    return mergeOutrunsBitmap(candidates.length, list.length, universe) ? intersectOverBitmap(candidates, list, universe, into) : intersect(candidates, list);
  }
  // Probing each list with the few candidates beats building the union when the lists are long.
  const probeCost = lists.length * candidates.length * 8;
  if (probeCost < size) {
    const marks = new Uint8Array(candidates.length);
    for (const list of lists) markMembers(candidates, list, marks);
    return compact(candidates, marks, into);
  }
  // Many candidates against several lists: the lists' union as a bitmap in scratch memory, each candidate then one read.
  return keepInBitmaps(candidates, [listsBitmap(lists, universe, () => unionBitmap(universe))], into);
}
