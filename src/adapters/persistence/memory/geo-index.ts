/**
 * Schools by where they are, for `near`: documents in bands a quarter of a
 * degree of latitude high, each sorted by longitude, so that a circle's
 * bounding box (domain/geo.ts) is, per band it crosses, one binary search
 * and a run of documents inside the box's longitudes. Each of those is
 * judged by bounds on the haversine (haversine-bounds.ts), a few
 * multiplications; the rare one within a hair of the circle is judged by
 * domain/geo.ts isWithin itself, the one rule the MongoDB pipeline mirrors,
 * so membership is exactly that rule's.
 */
import { boundingBox, haversineKm, isWithin, RADIANS_PER_DEGREE, type NearFilter } from '../../../domain/geo.js';
import type { GeoPoint } from '../../../domain/records.js';
import { lowerTerm, termLimits, upperTerm } from './haversine-bounds.js';
import { clearedBitmap } from './scratch.js';
import { fromBitmap } from './sorted-ids.js';

/**
 * The documents within a circle. `scanned` is what sort=distance needs to
 * find a page without the exact distance of every match (distance-page.ts):
 * it lives in the index's working memory, so it holds until the next
 * `within`, which a search never outlives.
 */
export interface NearbyDocs {
  /** Ascending. */
  readonly docs: Uint32Array;
  /**
   * The same documents in the order the scan met them, each with bounds on
   * its haversine term: read in sequence, where looking them up by document
   * would jump all over memory.
   */
  readonly scanned: { readonly docs: Uint32Array; readonly upperTerms: Float64Array; readonly lowerTerms: Float64Array };
  /** domain/geo.ts haversineKm from the centre, the distance a client is shown. */
  distanceKm(doc: number): number;
}

/**
 * A 50 km circle is 0.9 degrees tall: around Zermatt at 100k schools, bands
 * of one degree made the scan read 1.6 times the box's documents, bands of a
 * quarter 1.1 times; finer bands read no fewer.
 */
const BANDS_PER_DEGREE = 4;
const BANDS = 180 * BANDS_PER_DEGREE;
const bandOf = (lat: number): number => Math.min(BANDS - 1, Math.max(0, Math.floor((lat + 90) * BANDS_PER_DEGREE)));

export class GeoIndex {
  readonly #locations: readonly GeoPoint[];
  /** Documents by band, then longitude. */
  readonly #order: Uint32Array;
  /** Coordinates and latitude cosines in #order's order: the scan reads them in sequence, not record by record. */
  readonly #lats: Float64Array;
  readonly #lngs: Float64Array;
  readonly #latCosines: Float64Array;
  /** Band b holds #order[#bandStarts[b]] up to #order[#bandStarts[b + 1]]. */
  readonly #bandStarts = new Uint32Array(BANDS + 1);
  /** Working memory for NearbyDocs.scanned. */
  readonly #scannedDocs: Uint32Array;
  readonly #upperTerms: Float64Array;
  readonly #lowerTerms: Float64Array;

  constructor(locations: readonly GeoPoint[]) {
    this.#locations = locations;
    const band = (doc: number): number => bandOf((locations[doc] as GeoPoint).lat);
    this.#order = Uint32Array.from(locations.keys())
      .sort((a, b) => band(a) - band(b) || (locations[a] as GeoPoint).lng - (locations[b] as GeoPoint).lng || a - b);
    this.#lats = Float64Array.from(this.#order, (doc) => (locations[doc] as GeoPoint).lat);
    this.#lngs = Float64Array.from(this.#order, (doc) => (locations[doc] as GeoPoint).lng);
    // The same operation haversineKm performs, so the product below is the one it rounds.
    this.#latCosines = this.#lats.map((lat) => Math.cos(lat * RADIANS_PER_DEGREE));
    this.#scannedDocs = new Uint32Array(locations.length);
    this.#upperTerms = new Float64Array(locations.length);
    this.#lowerTerms = new Float64Array(locations.length);
    for (const doc of this.#order) this.#bandStarts[band(doc) + 1] = (this.#bandStarts[band(doc) + 1] as number) + 1;
    for (let at = 1; at <= BANDS; at += 1) this.#bandStarts[at] = (this.#bandStarts[at] as number) + (this.#bandStarts[at - 1] as number);
  }

  /** Synchronous from start to end: the working memory is never shared between two calls. */
  within(near: NearFilter): NearbyDocs {
    const { point, radiusKm } = near;
    const box = boundingBox(near);
    const { inside, outside } = termLimits(radiusKm);
    const centreCosine = Math.cos(point.lat * RADIANS_PER_DEGREE);
    const lats = this.#lats;
    const lngs = this.#lngs;
    const latCosines = this.#latCosines;
    const scannedDocs = this.#scannedDocs;
    const upperTerms = this.#upperTerms;
    const lowerTerms = this.#lowerTerms;
    // Found documents are marked, then read back in document order: no sort.
    const found = clearedBitmap(0, this.#locations.length);
    let count = 0;
    let firstWord = found.length;
    let lastWord = -1;
    for (let band = bandOf(box.minLat); band <= bandOf(box.maxLat); band += 1) {
      const end = this.#bandStarts[band + 1] as number;
      let at = box.lng === null ? (this.#bandStarts[band] as number) : this.#firstAtLeast(box.lng.min, this.#bandStarts[band] as number, end);
      const maxLng = box.lng === null ? Infinity : box.lng.max;
      for (; at < end && (lngs[at] as number) <= maxLng; at += 1) {
        const lat = lats[at] as number;
        const lng = lngs[at] as number;
        // As haversineKm computes them, destination minus origin.
        const halfLat = ((lat - point.lat) * RADIANS_PER_DEGREE) / 2;
        const halfLng = ((lng - point.lng) * RADIANS_PER_DEGREE) / 2;
        const cosProduct = centreCosine * (latCosines[at] as number);
        const lower = lowerTerm(halfLat, halfLng, cosProduct);
        if (lower > outside) continue;
        const upper = upperTerm(halfLat, halfLng, cosProduct);
        if (upper > inside && !isWithin(near, { lat, lng })) continue;
        const doc = this.#order[at] as number;
        scannedDocs[count] = doc;
        upperTerms[count] = upper;
        lowerTerms[count] = lower;
        const word = doc >>> 5;
        found[word] = (found[word] as number) | (1 << (doc & 31));
        if (word < firstWord) firstWord = word;
        if (word > lastWord) lastWord = word;
        count += 1;
      }
    }
    const locations = this.#locations;
    return {
      docs: fromBitmap(found, count, firstWord, lastWord),
      scanned: { docs: scannedDocs.subarray(0, count), upperTerms: upperTerms.subarray(0, count), lowerTerms: lowerTerms.subarray(0, count) },
      distanceKm: (doc) => haversineKm(point, locations[doc] as GeoPoint),
    };
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
