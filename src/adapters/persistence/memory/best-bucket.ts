/**
 * A page within the best relevance bucket, the matches that hold every
 * group at its best score, found without scoring the rest of the matches:
 * walked in the tiebreak order (bucket-walk.ts), or listed from the
 * bucket's lists, only as far as the page reaches when the order is the
 * documents' own.
 */
import type { TextQuery } from '../../../domain/text-query.js';
import { BITMAP_SLOTS, bucketSlice, bucketSliceByHits } from './bucket-order.js';
import { walkedBestBucket } from './bucket-walk.js';
import { matchAll } from './clauses.js';
import { keepInBitmaps } from './doc-bitmaps.js';
import { firstMatches } from './first-matches.js';
import { bestScored, docCount, docCountAtMost, groupLists } from './group-scores.js';
import type { SortOrder } from './ranked-page.js';
import { clearedBitmap, docBuffer, markAll } from './scratch.js';
import { intersect } from './sorted-ids.js';
import type { ScoredList } from './text-index.js';
import { matchedSet, type TextMatch, type TextTarget } from './text-search.js';

/**
 * With several groups, a page within the best bucket, the matches that hold
 * every group at its best score (bucket-walk.ts walkedBestBucket), or null
 * when the page reaches past it. "snowboard s" (the activity, then any name
 * with an s-word) matches half the directory, whose scores would cost a pass
 * per list of each group, but its first page is the first documents of the
 * tiebreak order that teach snowboard and name an s-word: walked. "val d"
 * matches 8,000 schools at 100k; the bucket (exactly "val" and "d" in the
 * name) is Val d'Isère's 2,000, found from the shorter of the two lists.
 * In document order the run's first members are read instead (pageOfBestRun).
 */
export function pageOfBestBucket(target: TextTarget, text: TextQuery, optional: readonly Uint32Array[], match: TextMatch, tiebreak: SortOrder | null, offset: number, limit: number): Uint32Array | null {
  const universe = target.universe;
  const pageSize = Math.min(limit, match.size - offset);
  // Expected as if each group's best lists held the matches in proportion to their length.
  let expected = match.size;
  const best = text.groups.map((group) => {
    const lists = groupLists(target, group);
    const top = bestScored(lists);
    expected *= docCount(top) / docCountAtMost(lists);
    return top;
  });
  const headed = pageOfBestRun({ best, optional, expected, listable: true }, match, tiebreak, universe, offset, pageSize);
  if (headed !== null || optional.length === 0) return headed;
  const members = bestMembers(best, [], match, universe);
  if (members.length < offset + pageSize) return null;
  const bits = clearedBitmap(BITMAP_SLOTS.current, universe);
  markAll(bits, members);
  return bucketSliceByHits(members, bits, optional, tiebreak, universe, offset, pageSize);
}

/**
 * A best bucket's first run, as pageOfBestRun looks for a page in it: every group at its best score (each
 * group's lists of that score, `best`) and every optional word in the name; without optional words, the
 * whole bucket.
 */
export interface BestRun {
  readonly best: readonly (readonly ScoredList[])[];
  readonly optional: readonly Uint32Array[];
  /** The bucket's estimated size: whether walking the tiebreak order for the page is expected to pay (bucket-walk.ts). */
  readonly expected: number;
  /** Whether, where the walk would not pay, the run is listed for its page; else the caller goes on without it. */
  readonly listable: boolean;
}

/**
 * The page [offset, offset + pageSize) of `run`, or null when the run ends before the page does, found
 * without listing the bucket. In document order (no tiebreak: the instructors) the run is read off its
 * lists only as far as the page reaches (first-matches.ts). In a tiebreak order it is walked where the walk
 * is expected to pay (bucket-walk.ts); else, when listable, listed from its shortest list, the others tested
 * (clauses.ts matchAll): "école de ski s" holds 73,000 s-names at 100k schools, 5,000 of them École de Ski.
 */
export function pageOfBestRun(
  { best, optional, expected, listable }: BestRun, match: TextMatch, tiebreak: SortOrder | null, universe: number, offset: number, pageSize: number,
): Uint32Array | null {
  const within = match.filtered ? matchedSet(match) : null;
  if (tiebreak === null) {
    // A run that cannot reach the page, by its lists' lengths alone, is not read for it: the caller then reads its documents anyway.
    if (best.some((lists) => docCount(lists) < offset + pageSize) || optional.some((list) => list.length < offset + pageSize)) return null;
    const page = firstMatches(bestClauses(best, optional), universe, offset, pageSize, within);
    return page.length < pageSize ? null : page;
  }
  const walked = walkedBestBucket(best, expected, within, tiebreak, universe, offset, pageSize, optional);
  if (walked !== null || !listable) return walked;
  const run = bestMembers(best, optional, match, universe);
  if (run.length < offset + pageSize) return null;
  const bits = clearedBitmap(BITMAP_SLOTS.current, universe);
  markAll(bits, run);
  return bucketSlice(run, bits, tiebreak, universe, offset, pageSize);
}

/** Each group's `best` lists as a clause, and each of `allOf` as one. */
function bestClauses(best: readonly (readonly ScoredList[])[], allOf: readonly Uint32Array[]): Uint32Array[][] {
  return [...best.map((lists) => lists.map((list) => list.docs)), ...allOf.map((list) => [list])];
}

/** The matches each group's `best` lists and each of `allOf` hold, ascending: in the ranking's document buffer (scratch.ts docBuffer), or, filtered by a listed match, a new array. */
function bestMembers(best: readonly (readonly ScoredList[])[], allOf: readonly Uint32Array[], match: TextMatch, universe: number): Uint32Array {
  // Not into the match buffer, which may hold the match itself.
  const members = matchAll(bestClauses(best, allOf), universe, docBuffer(universe)) as Uint32Array;
  if (!match.filtered) return members;
  return match.bits !== null ? keepInBitmaps(members, [match.bits], members) : intersect(members, match.matched as Uint32Array);
}
