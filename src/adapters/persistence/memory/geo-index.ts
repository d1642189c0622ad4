/**
 * Schools by where they are, for `near`: documents sorted by latitude, so
 * that the latitude band of a circle's bounding box (domain/geo.ts) is two
 * binary searches; longitude and the exact great-circle distance then sift
 * the band. The distance itself is domain/geo.ts haversineKm, the one rule
 * the MongoDB pipeline mirrors.
 */
import { boundingBox, haversineKm, type NearFilter } from '../../../domain/geo.js';
import type { GeoPoint } from '../../../domain/records.js';
import { gallop } from './sorted-ids.js';

/** The documents within a circle, ascending, each with its distance from the centre. */
export interface NearbyDocs {
  docs: Uint32Array;
  /** distancesKm[i]: distance of docs[i]. */
  distancesKm: Float64Array;
}

export class GeoIndex {
  readonly #locations: readonly GeoPoint[];
  /** Documents by ascending latitude. */
  readonly #byLat: Uint32Array;
  /** Latitudes in #byLat's order, for the binary searches. */
  readonly #lats: Float64Array;

  constructor(locations: readonly GeoPoint[]) {
    this.#locations = locations;
    this.#byLat = Uint32Array.from(locations.keys()).sort((a, b) => (locations[a] as GeoPoint).lat - (locations[b] as GeoPoint).lat || a - b);
    this.#lats = Float64Array.from(this.#byLat, (doc) => (locations[doc] as GeoPoint).lat);
  }

  within(near: NearFilter): NearbyDocs {
    const box = boundingBox(near);
    const found: number[] = [];
    for (let at = this.#firstAtLeast(box.minLat); at < this.#lats.length && (this.#lats[at] as number) <= box.maxLat; at += 1) {
      const doc = this.#byLat[at] as number;
      const { lng } = this.#locations[doc] as GeoPoint;
      if (box.lng !== null && (lng < box.lng.min || lng > box.lng.max)) continue;
      found.push(doc);
    }
    const candidates = Uint32Array.from(found).sort();
    const distances = new Float64Array(candidates.length);
    let kept = 0;
    for (let index = 0; index < candidates.length; index += 1) {
      const doc = candidates[index] as number;
      const distance = haversineKm(near.point, this.#locations[doc] as GeoPoint);
      if (distance > near.radiusKm) continue;
      candidates[kept] = doc;
      distances[kept] = distance;
      kept += 1;
    }
    return { docs: candidates.slice(0, kept), distancesKm: distances.slice(0, kept) };
  }

  #firstAtLeast(lat: number): number {
    let low = 0;
    let high = this.#lats.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.#lats[middle] as number) < lat) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}

/** The distance of each of `docs` (all among `nearby.docs`; a page is in its own order, a matched set ascending). */
export function distancesOf(nearby: NearbyDocs, docs: Uint32Array): Float64Array {
  const out = new Float64Array(docs.length);
  let position = 0;
  for (let index = 0; index < docs.length; index += 1) {
    const doc = docs[index] as number;
    // Ascending runs search on from the last hit; a step back starts over.
    position = gallop(nearby.docs, doc, (nearby.docs[position] ?? Infinity) <= doc ? position : 0);
    out[index] = nearby.distancesKm[position] as number;
  }
  return out;
}

/** Documents at positions [offset, offset + limit) of `matched` (ascending) nearest first, ties by document (id) order. */
export function pageByDistance(nearby: NearbyDocs, matched: Uint32Array, offset: number, limit: number): Uint32Array {
  const end = Math.min(offset + limit, matched.length);
  if (offset >= end) return new Uint32Array(0);
  const distances = distancesOf(nearby, matched);
  // The end-th smallest distance bounds the page; only the few at or under it need a full (distance, id) sort.
  const cutoff = (Float64Array.from(distances).sort()[end - 1]) as number;
  const kept: number[] = [];
  for (let index = 0; index < matched.length; index += 1) if ((distances[index] as number) <= cutoff) kept.push(index);
  kept.sort((a, b) => (distances[a] as number) - (distances[b] as number) || a - b);
  return Uint32Array.from(kept.slice(offset, end), (index) => matched[index] as number);
}
