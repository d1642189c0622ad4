/**
 * The best relevance bucket's part of a page (text-search.ts
 * pageByScoreBuckets) found without listing the bucket or marking the
 * matches: the tiebreak order is walked and each document met is tested
 * against the bucket, held by one of the best score's lists and matched.
 * For 'ski' within 500 km of Zermatt at 100k schools that bucket is 12,400
 * of the 21,000 matches: setting up its bitmaps costs passes over
 * both, while the first page lies within the first couple of hundred steps
 * of the order.
 */
import { walkIsCheaper, type SortOrder } from './ranked-page.js';
import { bitmapOf, gallop } from './sorted-ids.js';
import type { ScoredList } from './text-index.js';

/**
 * Members [skip, skip + count) of the bucket of `lists` (the best score's)
 * within `matched` (ascending; null: every document of the lists) in
 * tiebreak order (null: document order), or null when the walk is not
 * expected to pay: a list without a bitmap of its own (sorted-ids.ts
 * bitmapOf), a bucket whose expected size (`matchedShare` of its lists'
 * documents) makes the walk long, or a walk that met fewer than skip +
 * count members. The caller then lists the bucket.
 */
export function walkedBestBucket(lists: readonly ScoredList[], matchedShare: number, matched: Uint32Array | null, tiebreak: SortOrder | null, universe: number, skip: number, count: number): Uint32Array | null {
  let listed = 0;
  for (const list of lists) listed += list.docs.length;
  if (count === 0 || !walkIsCheaper(skip + count, listed * matchedShare, universe)) return null;
  const bitmaps: Int32Array[] = [];
  for (const list of lists) {
    const bits = bitmapOf(list.docs, universe);
    if (bits === null) return null;
    bitmaps.push(bits);
  }
  const page = new Uint32Array(count);
  let seen = 0;
  let taken = 0;
  for (let position = 0; position < universe && taken < count; position += 1) {
    const doc = tiebreak === null ? position : (tiebreak.order[position] as number);
    // Few documents pass the lists' bits; a binary search then costs less than marking every match.
    if (!inAny(bitmaps, doc) || (matched !== null && matched[gallop(matched, doc, 0)] !== doc)) continue;
    if (seen >= skip) page[taken++] = doc;
    seen += 1;
  }
  return taken === count ? page : null;
}

function inAny(bitmaps: readonly Int32Array[], doc: number): boolean {
  for (const bits of bitmaps) if ((((bits[doc >>> 5] as number) >>> (doc & 31)) & 1) !== 0) return true;
  return false;
}
