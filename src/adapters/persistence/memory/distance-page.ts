/**
 * `sort=distance` and the distances a page shows. Ordering every match by its
 * exact distance would cost a haversine per match; the geo index's bounds on
 * each match's haversine term (haversine-bounds.ts) single out the few that
 * can reach the page, and only those get the exact distance that orders
 * them, so the order is exactly that of domain/geo.ts haversineKm, ties by id.
 */
import type { NearbyDocs } from './geo-index.js';
import { strictlyBeyond } from './haversine-bounds.js';
import { clearedBitmap, keyBuffer, markAll } from './scratch.js';
import { selectRange } from './select-range.js';

/** The distance of each of `docs` (all among `nearby.docs`), in their order. */
export function distancesOf(nearby: NearbyDocs, docs: Uint32Array): Float64Array {
  const out = new Float64Array(docs.length);
  for (let index = 0; index < docs.length; index += 1) out[index] = nearby.distanceKm(docs[index] as number);
  return out;
}

/** Documents at positions [offset, offset + limit) of `matched` (ascending, all among `nearby.docs`) nearest first, ties by document (id) order. */
export function pageByDistance(nearby: NearbyDocs, matched: Uint32Array, offset: number, limit: number): Uint32Array {
  const end = Math.min(offset + limit, matched.length);
  if (offset >= end) return new Uint32Array(0);
  const { docs, upperTerms, lowerTerms } = nearby.scanned;
  // The scan's documents are read in its order; other filters may have left only some of them.
  const everyOne = matched.length === docs.length;
  const kept = everyOne ? null : clearedBitmap(0, (matched[matched.length - 1] as number) + 1);
  if (kept !== null) markAll(kept, matched);
  const isMatched = (doc: number): boolean => kept === null || ((kept[doc >>> 5] ?? 0) & (1 << (doc & 31))) !== 0;
  const keys = keyBuffer(matched.length);
  let count = 0;
  for (let at = 0; at < docs.length; at += 1) if (isMatched(docs[at] as number)) keys[count++] = upperTerms[at] as number;
  // `end` matches lie at or under the end-th smallest upper bound; one whose
  // lower bound is strictly beyond it is farther than each of them: off the page.
  const reach = strictlyBeyond(selectRange(keys, end - 1, end)[0] as number);
  const candidates: number[] = [];
  for (let at = 0; at < docs.length; at += 1) {
    if ((lowerTerms[at] as number) <= reach && isMatched(docs[at] as number)) candidates.push(docs[at] as number);
  }
  const distances = candidates.map((doc) => nearby.distanceKm(doc));
  const ranked = candidates.map((_, index) => index)
    .sort((a, b) => (distances[a] as number) - (distances[b] as number) || (candidates[a] as number) - (candidates[b] as number));
  return Uint32Array.from(ranked.slice(offset, end), (index) => candidates[index] as number);
}
