/**
 * The best relevance bucket's part of a page (score-buckets.ts
 * and, with several groups, best-bucket.ts) found without
 * listing the bucket or marking the matches: the tiebreak order is walked
 * and each document met is tested against the bucket, held by one of each
 * group's best score's lists and matched.
 * For 'ski' within 500 km of Zermatt at 100k schools that bucket is 12,400
 * of the 21,000 matches: setting up its bitmaps costs passes over
 * both, while the first page lies within the first couple of hundred steps
 * of the order.
 */
import { WALK_SLOTS } from './bucket-order.js';
import { bitmapOf } from './list-bitmaps.js';
import { walkIsCheaper, type SortOrder } from './ranked-page.js';
import { clearedBitmap, markAll } from './scratch.js';
import { heldByEvery, membershipOf } from './sorted-ids.js';
import type { ScoredList } from './text-index.js';

/**
 * Members [skip, skip + count) of the best bucket in tiebreak order (in
 * document order they are read off the lists instead: first-matches.ts):
 * the documents every group holds at its best score (in
 * one of the group's `best` lists), within `matched` (as sorted-ids.ts membershipOf
 * gives a set: a bitmap of the matches or their ascending list; null: no
 * filter narrows the groups' documents). No other document's relevance key
 * ties theirs (domain/text-query.ts relevanceKeyOf sums the groups' scores,
 * quality before where), so they come first. Null when the walk is not
 * expected to pay: a bucket whose `expected` size makes the walk long, more
 * groups than scratch bitmaps, or a walk that met fewer than skip + count
 * members within four times the steps the estimate gave. The caller then
 * lists the bucket or scores the matches.
 *
 * `allOf` (ascending lists) narrows the walk to the members every one of
 * them holds: the optional words a name holds all of, which head their
 * bucket (bucket-order.ts bucketSliceByHits). Their share of the bucket is
 * expected to be their share of all documents.
 */
export function walkedBestBucket(
  best: readonly (readonly ScoredList[])[], expected: number, matched: Uint32Array | Int32Array | null, tiebreak: SortOrder, universe: number, skip: number, count: number,
  allOf: readonly Uint32Array[] = [],
): Uint32Array | null {
  let members = expected;
  for (const list of allOf) members *= list.length / universe;
  if (count === 0 || best.length > WALK_SLOTS || !walkIsCheaper(skip + count, members, universe)) return null;
  const [first, ...others] = best.map((lists, slot) => groupBitmaps(lists, universe, slot)) as [Int32Array[], ...Int32Array[][]];
  // The match last: few documents pass the lists' bits, and a binary search of a listed match then costs less than marking it.
  const required = [...allOf.map((list) => membershipOf(list, universe)), ...(matched === null ? [] : [matched])];
  const steps = Math.min(universe, Math.ceil((4 * (skip + count) * universe) / members));
  const page = new Uint32Array(count);
  let seen = 0;
  let taken = 0;
  for (let position = 0; position < steps && taken < count; position += 1) {
    const doc = tiebreak.order[position] as number;
    // The first group's bits turn most documents away; the rest is tested only when there is a rest (a one-letter q's walk: none).
    if (!inAny(first, doc) || (others.length > 0 && !inEachGroup(others, doc)) || (required.length > 0 && !heldByEvery(required, doc))) continue;
    if (seen >= skip) page[taken++] = doc;
    seen += 1;
  }
  return taken === count ? page : null;
}

/**
 * A group's lists as bitmaps to test: a long list's own (list-bitmaps.ts
 * bitmapOf), the short ones together in scratch bitmap `slot`, which the walk
 * holds until it returns.
 */
function groupBitmaps(lists: readonly ScoredList[], universe: number, slot: number): Int32Array[] {
  const bitmaps: Int32Array[] = [];
  let short: Int32Array | null = null;
  for (const { docs } of lists) {
    const bits = bitmapOf(docs, universe);
    if (bits !== null) bitmaps.push(bits);
    else markAll((short ??= clearedBitmap(slot, universe)), docs);
  }
  if (short !== null) bitmaps.push(short);
  return bitmaps;
}

function inEachGroup(groups: readonly (readonly Int32Array[])[], doc: number): boolean {
  for (const bitmaps of groups) if (!inAny(bitmaps, doc)) return false;
  return true;
}

function inAny(bitmaps: readonly Int32Array[], doc: number): boolean {
  for (const bits of bitmaps) if ((((bits[doc >>> 5] as number) >>> (doc & 31)) & 1) !== 0) return true;
  return false;
}
