/**
 * Schools by where they are, for `near`: documents in bands of one degree of
 * latitude, each band sorted by longitude, so that a circle's bounding box
 * (domain/geo.ts) is, per band it crosses, one binary search and a run of
 * documents inside the box's longitudes; the exact great-circle distance
 * then decides. The distance is domain/geo.ts haversineKm, the one rule
 * the MongoDB pipeline mirrors.
 */
import { boundingBox, haversineKm, type NearFilter } from '../../../domain/geo.js';
import type { GeoPoint } from '../../../domain/records.js';
import { selectRange } from './select-range.js';
import { gallop } from './sorted-ids.js';

/** The documents within a circle, ascending, each with its distance from the centre. */
export interface NearbyDocs {
  docs: Uint32Array;
  /** distancesKm[i]: distance of docs[i]. */
  distancesKm: Float64Array;
}

const BANDS = 180;
const bandOf = (lat: number): number => Math.min(BANDS - 1, Math.max(0, Math.floor(lat + 90)));

export class GeoIndex {
  /** Documents by band, then longitude. */
  readonly #order: Uint32Array;
  /** Coordinates in #order's order: the scan reads them in sequence, not record by record. */
  readonly #lats: Float64Array;
  readonly #lngs: Float64Array;
  /** Scratch, one slot per document: distances by document while the found ones are sorted. */
  readonly #distanceOf: Float64Array;
  /** Band b holds #order[#bandStarts[b]] up to #order[#bandStarts[b + 1]]. */
  readonly #bandStarts = new Uint32Array(BANDS + 1);

  constructor(locations: readonly GeoPoint[]) {
    const band = (doc: number): number => bandOf((locations[doc] as GeoPoint).lat);
    this.#order = Uint32Array.from(locations.keys())
      .sort((a, b) => band(a) - band(b) || (locations[a] as GeoPoint).lng - (locations[b] as GeoPoint).lng || a - b);
    this.#lats = Float64Array.from(this.#order, (doc) => (locations[doc] as GeoPoint).lat);
    this.#lngs = Float64Array.from(this.#order, (doc) => (locations[doc] as GeoPoint).lng);
    this.#distanceOf = new Float64Array(locations.length);
    for (const doc of this.#order) this.#bandStarts[band(doc) + 1] = (this.#bandStarts[band(doc) + 1] as number) + 1;
    for (let at = 1; at <= BANDS; at += 1) this.#bandStarts[at] = (this.#bandStarts[at] as number) + (this.#bandStarts[at - 1] as number);
  }

  /** Synchronous from start to end: the scratch array is never shared between two calls. */
  within(near: NearFilter): NearbyDocs {
    const box = boundingBox(near);
    const found: number[] = [];
    for (let band = bandOf(box.minLat); band <= bandOf(box.maxLat); band += 1) {
      const end = this.#bandStarts[band + 1] as number;
      let at = box.lng === null ? (this.#bandStarts[band] as number) : this.#firstAtLeast(box.lng.min, this.#bandStarts[band] as number, end);
      const maxLng = box.lng === null ? Infinity : box.lng.max;
      for (; at < end && (this.#lngs[at] as number) <= maxLng; at += 1) {
        const lat = this.#lats[at] as number;
        if (lat < box.minLat || lat > box.maxLat) continue;
        const doc = this.#order[at] as number;
        const distance = haversineKm(near.point, { lat, lng: this.#lngs[at] as number });
        if (distance > near.radiusKm) continue;
        this.#distanceOf[doc] = distance;
        found.push(doc);
      }
    }
    const docs = Uint32Array.from(found).sort();
    return { docs, distancesKm: Float64Array.from(docs, (doc) => this.#distanceOf[doc] as number) };
  }

  /** First position in [low, high) whose longitude is at least `lng`. */
  #firstAtLeast(lng: number, low: number, high: number): number {
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.#lngs[middle] as number) < lng) low = middle + 1;
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
  const cutoff = selectRange(Float64Array.from(distances), end - 1, end)[0] as number;
  const kept: number[] = [];
  for (let index = 0; index < matched.length; index += 1) if ((distances[index] as number) <= cutoff) kept.push(index);
  kept.sort((a, b) => (distances[a] as number) - (distances[b] as number) || a - b);
  return Uint32Array.from(kept.slice(offset, end), (index) => matched[index] as number);
}
