/**
 * Schools by where they are, for `near`: documents in bands an eighth of a
 * degree of latitude high, each sorted by longitude. Per band a circle
 * crosses, two longitude spans (haversine-bounds.ts chordHalfWidths) split
 * the band into runs: a run surely inside is taken whole, without a look at
 * its documents; a run surely outside is never read; only the documents
 * between the two, near the circle's edge, are judged one by one, by bounds
 * on the haversine (a few multiplications) and, within a hair of the circle,
 * by domain/geo.ts isWithin itself, the one rule the MongoDB pipeline
 * mirrors. Membership is therefore exactly that rule's. The spans wrap
 * around the antimeridian and cover whole bands around a pole.
 */
import { boundingBox, isWithin, RADIANS_PER_DEGREE, type NearFilter } from '../../../domain/geo.js';
import type { GeoPoint } from '../../../domain/records.js';
import { LazyCircle, type Circle, type ScannedCircle } from './circle.js';
import { chordHalfWidths, lowerTerm, termLimits, upperTerm } from './haversine-bounds.js';
import { markAll } from './scratch.js';

/**
 * A 50 km circle is 0.9 degrees tall: around Zermatt at 100k schools, bands
 * of one degree made the scan read 1.6 times the box's documents, bands of a
 * quarter 1.1 times. What a band costs besides its documents (its chords, a
 * few binary searches) makes finer bands a trade: against quarters, eighths
 * judge fewer schools one by one at a circle's top and bottom, where a band
 * reaches past the circle and has no span surely inside. A circle counted
 * and its first page found took, both alternated in one process at 100k,
 * 0.91–0.94 of the time around resorts, 0.89–0.92 30 km off them, and
 * 1.00–1.02 for 500 km circles; sixteenths lost as much on 500 km circles as
 * they gained on 50 km ones (issue 17).
 */
const BANDS_PER_DEGREE = 8;
const BANDS = 180 * BANDS_PER_DEGREE;
const bandOf = (lat: number): number => Math.min(BANDS - 1, Math.max(0, Math.floor((lat + 90) * BANDS_PER_DEGREE)));
/** A band's latitudes, widened past the rounding bandOf may do at its edges. */
const BAND_EDGE = 1e-9;

/** What a run of a band is: surely inside, or to be judged document by document. */
type RunVisitor = (start: number, end: number, inside: boolean) => void;

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
  /**
   * Working memory for Circle: its runs inside (start, end, start, ...; at most three a band, the overlaps of
   * two inner spans with two outer ones), the documents judged in, its bitmap, its list.
   */
  readonly #insideRuns = new Uint32Array(8 * BANDS);
  readonly #edgeDocs: Uint32Array;
  readonly #found: Int32Array;
  readonly #circleDocs: Uint32Array;
  /** Working memory for ScannedCircle. */
  readonly #scannedDocs: Uint32Array;
  readonly #upperTerms: Float64Array;
  readonly #lowerTerms: Float64Array;
  /** Working memory for #runs: a band's inner and outer spans (#spans), at most two runs each. */
  readonly #innerSpans = new Uint32Array(4);
  readonly #outerSpans = new Uint32Array(4);

  constructor(locations: readonly GeoPoint[]) {
    this.#locations = locations;
    // Each document's band and longitude read once, not in every comparison of the sort.
    const bands = Float64Array.from(locations, (location) => bandOf(location.lat));
    const longitudes = Float64Array.from(locations, (location) => location.lng);
    const band = (doc: number): number => bands[doc] as number;
    this.#order = Uint32Array.from(locations.keys())
      .sort((a, b) => band(a) - band(b) || (longitudes[a] as number) - (longitudes[b] as number) || a - b);
    this.#lats = Float64Array.from(this.#order, (doc) => (locations[doc] as GeoPoint).lat);
    this.#lngs = Float64Array.from(this.#order, (doc) => (locations[doc] as GeoPoint).lng);
    // The same operation haversineKm performs, so the product below is the one it rounds.
    this.#latCosines = this.#lats.map((lat) => Math.cos(lat * RADIANS_PER_DEGREE));
    this.#edgeDocs = new Uint32Array(locations.length);
    this.#found = new Int32Array((locations.length + 31) >>> 5);
    this.#circleDocs = new Uint32Array(locations.length);
    this.#scannedDocs = new Uint32Array(locations.length);
    this.#upperTerms = new Float64Array(locations.length);
    this.#lowerTerms = new Float64Array(locations.length);
    for (const doc of this.#order) this.#bandStarts[band(doc) + 1] = (this.#bandStarts[band(doc) + 1] as number) + 1;
    for (let at = 1; at <= BANDS; at += 1) this.#bandStarts[at] = (this.#bandStarts[at] as number) + (this.#bandStarts[at - 1] as number);
  }

  /**
   * Synchronous from start to end: the working memory is never shared
   * between two calls. Counting needs only the runs' lengths and the edge's
   * documents; the bitmap and the list are made when first read.
   */
  circle(near: NearFilter): Circle {
    const insideRuns = this.#insideRuns;
    let runs = 0;
    let edge = 0;
    let size = 0;
    this.#runs(near, (start, end, inside) => {
      if (inside) {
        insideRuns[runs++] = start;
        insideRuns[runs++] = end;
        size += end - start;
      } else {
        edge = this.#judge(near, start, end, null, this.#edgeDocs, edge);
      }
    });
    size += edge;
    const [runCount, edgeCount] = [runs, edge];
    return new LazyCircle(near, size, this.#locations, () => this.#marked(runCount, edgeCount), this.#circleDocs);
  }

  /** The bitmap of the last circle: its first `runs` / 2 inside runs and `edge` documents judged in. */
  #marked(runs: number, edge: number): Int32Array {
    const found = this.#found;
    const order = this.#order;
    const insideRuns = this.#insideRuns;
    const edgeDocs = this.#edgeDocs;
    found.fill(0);
    for (let run = 0; run < runs; run += 2) markAll(found, order.subarray(insideRuns[run], insideRuns[run + 1]));
    markAll(found, edgeDocs.subarray(0, edge));
    return found;
  }

  /**
   * The documents within `near` whose bit `accepted` sets (null: all), each
   * with bounds on its haversine term, in the order the scan meets them.
   * Synchronous, like `circle`, whose bitmap it leaves as it was.
   */
  scan(near: NearFilter, accepted: Int32Array | null): ScannedCircle {
    let count = 0;
    this.#runs(near, (start, end) => {
      count = this.#judge(near, start, end, accepted, this.#scannedDocs, count);
    });
    return { docs: this.#scannedDocs.subarray(0, count), upperTerms: this.#upperTerms.subarray(0, count), lowerTerms: this.#lowerTerms.subarray(0, count) };
  }

  /**
   * Appends to `found`, from position `count`, the documents of
   * #order[start, end) within the circle (and accepted), and their bounds to
   * the scan's working memory; returns the new count.
   */
  #judge(near: NearFilter, start: number, end: number, accepted: Int32Array | null, found: Uint32Array, count: number): number {
    const { point, radiusKm } = near;
    const { inside, outside } = termLimits(radiusKm);
    const centreCosine = Math.cos(point.lat * RADIANS_PER_DEGREE);
    const lats = this.#lats;
    const lngs = this.#lngs;
    const latCosines = this.#latCosines;
    const order = this.#order;
    const upperTerms = this.#upperTerms;
    const lowerTerms = this.#lowerTerms;
    for (let at = start; at < end; at += 1) {
      const doc = order[at] as number;
      if (accepted !== null && ((accepted[doc >>> 5] as number) & (1 << (doc & 31))) === 0) continue;
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
      found[count] = doc;
      upperTerms[count] = upper;
      lowerTerms[count] = lower;
      count += 1;
    }
    return count;
  }

  /**
   * Visits, band by band, the runs of #order that may hold documents within
   * the circle: those between its chords' inner and outer spans to be
   * judged, those within the inner span inside whole.
   */
  #runs(near: NearFilter, visit: RunVisitor): void {
    const box = boundingBox(near);
    const centre = near.point;
    const inner = this.#innerSpans;
    const outer = this.#outerSpans;
    for (let band = bandOf(box.minLat); band <= bandOf(box.maxLat); band += 1) {
      const bandStart = this.#bandStarts[band] as number;
      const bandEnd = this.#bandStarts[band + 1] as number;
      if (bandStart === bandEnd) continue;
      const minLat = Math.max(-90, band / BANDS_PER_DEGREE - 90 - BAND_EDGE);
      const maxLat = Math.min(90, (band + 1) / BANDS_PER_DEGREE - 90 + BAND_EDGE);
      const widths = chordHalfWidths(centre.lat, near.radiusKm, minLat, maxLat);
      const innerSlots = widths.inner < 0 ? 0 : this.#spans(inner, centre.lng, widths.inner, bandStart, bandEnd);
      const outerSlots = widths.outer < 0 ? 0 : this.#spans(outer, centre.lng, widths.outer, bandStart, bandEnd);
      for (let at = 0; at < outerSlots; at += 2) {
        const end = outer[at + 1] as number;
        let from = outer[at] as number;
        for (let innerAt = 0; innerAt < innerSlots; innerAt += 2) {
          // An inner span lies within an outer one; clamped all the same, so that no run is visited twice.
          const runStart = Math.max(from, Math.min(inner[innerAt] as number, end));
          const runEnd = Math.max(runStart, Math.min(inner[innerAt + 1] as number, end));
          if (runStart === runEnd) continue;
          if (from < runStart) visit(from, runStart, false);
          visit(runStart, runEnd, true);
          from = runEnd;
        }
        if (from < end) visit(from, end, false);
      }
    }
  }

  /**
   * Runs of a band's positions whose longitude lies within `halfWidth`
   * degrees of `lng`, in position order, written to `runs` as start and end
   * in turn: one, two where the span crosses the antimeridian, or the whole
   * band for a span of 180 degrees either way. Returns how many slots of
   * `runs` they fill. Into memory of the index's own rather than new arrays:
   * a circle crosses several bands, each with two spans, on every `near`
   * search.
   */
  #spans(runs: Uint32Array, lng: number, halfWidth: number, bandStart: number, bandEnd: number): number {
    if (halfWidth >= 180) {
      runs[0] = bandStart;
      runs[1] = bandEnd;
      return 2;
    }
    const [min, max] = [lng - halfWidth, lng + halfWidth];
    let slots = 0;
    if (max > 180) slots = this.#span(runs, slots, -180, max - 360, bandStart, bandEnd);
    slots = this.#span(runs, slots, Math.max(min, -180), Math.min(max, 180), bandStart, bandEnd);
    if (min < -180) slots = this.#span(runs, slots, min + 360, 180, bandStart, bandEnd);
    return slots;
  }

  /** The run of a band's positions with longitudes in [low, high], written at `slot` of `runs` unless empty; the slots then filled. */
  #span(runs: Uint32Array, slot: number, low: number, high: number, bandStart: number, bandEnd: number): number {
    const start = this.#firstAbove(low, bandStart, bandEnd, false);
    const end = this.#firstAbove(high, bandStart, bandEnd, true);
    if (start >= end) return slot;
    runs[slot] = start;
    runs[slot + 1] = end;
    return slot + 2;
  }

  /** First position in [low, high) whose longitude is at least `lng`, or above it when `strictly`. */
  #firstAbove(lng: number, low: number, high: number, strictly: boolean): number {
    while (low < high) {
      const middle = (low + high) >>> 1;
      const value = this.#lngs[middle] as number;
      if (value < lng || (strictly && value === lng)) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
