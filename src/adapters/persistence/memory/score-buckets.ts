/**
 * A page of a one-group ranking by relevance, taken bucket by bucket: the
 * matches of each score in turn, counted over bitmaps, and only the bucket
 * that holds the page ordered (bucket-order.ts).
 */
import type { TextGroup } from '../../../domain/text-query.js';
import { pageOfBestRun } from './best-bucket.js';
import { BITMAP_SLOTS, bucketSlice, bucketSliceByHits } from './bucket-order.js';
import { bestScored, docCount, docCountAtMost, groupLists } from './group-scores.js';
import type { SortOrder } from './ranked-page.js';
import { clearedBitmap, docBuffer, markAll } from './scratch.js';
import type { ScoredList } from './text-index.js';
import type { TextMatch, TextTarget } from './text-search.js';

/**
 * One group: a match's relevance key is its group's best score, then the
 * optional words its name misses (domain/text-query.ts relevanceKeyOf with
 * one group; `optional` holds each optional word's name matches), so the
 * ranking is the matches of the best score in tiebreak order (by optional
 * hits first, when there are optional words), then those of the next score,
 * and so on. Each score's bucket is counted by marking its
 * lists' matched documents in a bitmap, without an array as long as the
 * matches; only the bucket holding the page is ordered, by walking the
 * tiebreak order through its bitmap or, for a small bucket, by selecting its
 * members by rank. A one-letter `q` matches most documents, but its first
 * page sits in the first buckets and early in the tiebreak order.
 */
export function pageByScoreBuckets(target: TextTarget, group: TextGroup, optional: readonly Uint32Array[], match: TextMatch, tiebreak: SortOrder | null, offset: number, limit: number): Uint32Array {
  const universe = target.universe;
  const { size, filtered } = match;
  const lists = groupLists(target, group);
  const listed = docCountAtMost(lists);
  const pageSize = Math.min(limit, size - offset);
  // Lists overlap, and their bound counts a document once per word, so the matches' share of their documents is a low
  // estimate of the bucket's: the walk is tried only when surely short.
  const best = bestScored(lists);
  // Without optional words the run is the whole best bucket, which the loop below lists as cheaply.
  const headed = pageOfBestRun({ best: [best], optional, expected: (docCount(best) * size) / listed, listable: optional.length > 0 }, match, tiebreak, universe, offset, pageSize);
  if (headed !== null) return headed;
  // A match found as a bitmap is its own test; unfiltered, the matches are exactly the documents the group's lists hold: no test needed.
  const inMatched = match.bits ?? clearedBitmap(BITMAP_SLOTS.inMatched, universe);
  if (match.bits === null) {
    if (filtered) markAll(inMatched, match.matched as Uint32Array);
    else inMatched.fill(-1);
  }
  const earlier = clearedBitmap(BITMAP_SLOTS.earlier, universe);
  const current = clearedBitmap(BITMAP_SLOTS.current, universe);
  const members = docBuffer(size);
  const sparse = size * SPARSE_SHARE < listed;
  const page = new Uint32Array(pageSize);
  let filled = 0;
  let before = 0;
  for (let at = 0; at < lists.length && filled < page.length;) {
    const score = (lists[at] as ScoredList).score;
    let count = 0;
    for (; at < lists.length && (lists[at] as ScoredList).score === score; at += 1) {
      count = addToBucket((lists[at] as ScoredList).docs, inMatched, earlier, current, members, count, sparse);
    }
    const skip = Math.max(0, offset - before);
    if (skip < count) {
      const take = Math.min(page.length - filled, count - skip);
      const bucket = members.subarray(0, count);
      const bucketPage = optional.length > 0 ? bucketSliceByHits(bucket, current, optional, tiebreak, universe, skip, take) : bucketSlice(bucket, current, tiebreak, universe, skip, take);
      page.set(bucketPage, filled);
      filled += bucketPage.length;
    }
    if (filled === page.length) break;
    before += count;
    for (let index = 0; index < count; index += 1) {
      const doc = members[index] as number;
      earlier[doc >>> 5] = (earlier[doc >>> 5] as number) | (1 << (doc & 31));
      current[doc >>> 5] = 0;
    }
  }
  return page.subarray(0, filled);
}

/**
 * Below this share of the lists' documents the matches are sparse: most
 * documents of a list are skipped, a branch the predictor learns. Denser,
 * say a 500 km circle holding 60% of 'ski', the skips follow no pattern and
 * a branch-free loop makes the whole search 1.1 times faster; for 50 km,
 * 5% of 'ski', it was 1.3 times slower. Measured against the lists' exact
 * lengths; a prefix's not yet united count as their bound, which takes the
 * sparse loop a little more often.
 */
const SPARSE_SHARE = 4;

/**
 * Appends to members, from `count`, the documents of `docs` that are matched
 * and in no bucket yet, setting their bits in `current`; returns the new count.
 */
function addToBucket(docs: Uint32Array, inMatched: Int32Array, earlier: Int32Array, current: Int32Array, members: Uint32Array, count: number, sparse: boolean): number {
  if (sparse) {
    for (let index = 0; index < docs.length; index += 1) {
      const doc = docs[index] as number;
      const word = doc >>> 5;
      const bit = 1 << (doc & 31);
      if (((inMatched[word] as number) & bit) === 0 || (((earlier[word] as number) | (current[word] as number)) & bit) !== 0) continue;
      current[word] = (current[word] as number) | bit;
      members[count++] = doc;
    }
    return count;
  }
  for (let index = 0; index < docs.length; index += 1) {
    const doc = docs[index] as number;
    const word = doc >>> 5;
    const bits = current[word] as number;
    // The document's bit when it is matched and in no bucket yet, else 0.
    const fresh = (inMatched[word] as number) & ~((earlier[word] as number) | bits) & (1 << (doc & 31));
    current[word] = bits | fresh;
    // Written whether kept or not, so that nothing branches; count never passes the matches, so a write past `members` is one JavaScript drops.
    members[count] = doc;
    count += (fresh >>> (doc & 31)) & 1;
  }
  return count;
}
