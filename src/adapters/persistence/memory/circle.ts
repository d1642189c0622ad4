/**
 * The documents a `near` filter's circle holds (geo-index.ts finds them):
 * counted, and made a bitmap or a list only when a search reads it as one.
 */
import { haversineKm, isWithin, type NearFilter } from '../../../domain/geo.js';
import type { GeoPoint } from '../../../domain/records.js';
import type { BitmapClause } from './clause.js';
import { fromBitmapInto } from './doc-bitmaps.js';
import type { TestedSet } from './ranked-page.js';

/**
 * The documents within a circle, as a count, a bitmap and a list: a large
 * circle is tested against other clauses' documents rather than listed, and
 * alone it is counted and paged without either. It lives in
 * the index's working memory, so it holds until the next GeoIndex.circle, which a
 * search never outlives.
 */
export interface Circle extends BitmapClause, TestedSet {
  readonly near: NearFilter;
  /** domain/geo.ts haversineKm from the centre, the distance a client is shown. */
  distanceKm(doc: number): number;
}

/**
 * Documents of a circle met by a scan, each with bounds on its haversine
 * term (haversine-bounds.ts): what sort=distance needs to find a page
 * without the exact distance of every one (distance-page.ts). Working
 * memory, like Circle.
 */
export interface ScannedCircle {
  readonly docs: Uint32Array;
  readonly upperTerms: Float64Array;
  readonly lowerTerms: Float64Array;
}

/**
 * A circle whose bitmap and list are made when first read. A class, not an
 * object literal with getters: V8 keeps such a literal as a dictionary, and
 * every read from it, `has` in a walk included, a hash lookup.
 */
export class LazyCircle implements Circle {
  readonly near: NearFilter;
  readonly size: number;
  readonly #locations: readonly GeoPoint[];
  readonly #mark: () => Int32Array;
  readonly #docsMemory: Uint32Array;
  #bits: Int32Array | null = null;
  #docs: Uint32Array | null = null;

  constructor(near: NearFilter, size: number, locations: readonly GeoPoint[], mark: () => Int32Array, docsMemory: Uint32Array) {
    this.near = near;
    this.size = size;
    this.#locations = locations;
    this.#mark = mark;
    this.#docsMemory = docsMemory;
  }

  get bits(): Int32Array {
    return (this.#bits ??= this.#mark());
  }

  get docs(): Uint32Array {
    return (this.#docs ??= fromBitmapInto(this.#docsMemory, this.bits));
  }

  // isWithin itself: a walk through another order tests only the few documents it meets. Arrows, so that
  // either can be handed on alone, as the literal's could.
  readonly has = (doc: number): boolean => isWithin(this.near, this.#locations[doc] as GeoPoint);
  readonly distanceKm = (doc: number): number => haversineKm(this.near.point, this.#locations[doc] as GeoPoint);
}
