/**
 * Bounds on domain/geo.ts haversineKm without trigonometry, so that the
 * geo index can judge most documents with a few multiplications and leave
 * the exact formula to the few within a hair of a decision.
 *
 * haversineKm is D·asin(√h) with h = sin²(Δφ/2) + cos φ1·cos φ2·sin²(Δλ/2):
 * it grows with h, and for every x, x² − x⁴/3 ≤ sin² x ≤ x². Both bounds
 * below take the half-angles and the cosine product the formula itself
 * computes, so they bound the very h it rounds. If the formula changes,
 * these must follow it.
 */
import { EARTH_DIAMETER_KM } from '../../../domain/geo.js';

/**
 * Relative room kept between a bound and a decision. Rounding puts each side
 * a few parts in 10^16 from the exact value; this is millions of times that,
 * and still only a quarter of a millimetre at 500 km.
 */
const SLACK = 1e-9;

/** At least h, for the half-angles in radians and the product of the two latitudes' cosines. */
export function upperTerm(halfLat: number, halfLng: number, cosProduct: number): number {
  return halfLat * halfLat + cosProduct * (halfLng * halfLng);
}

/** At most h (negative for half-angles past √3, where it says nothing). */
export function lowerTerm(halfLat: number, halfLng: number, cosProduct: number): number {
  const lat = halfLat * halfLat;
  const lng = halfLng * halfLng;
  return lat - (lat * lat) / 3 + cosProduct * (lng - (lng * lng) / 3);
}

/**
 * For a radius: an upper bound at or under `inside` proves haversineKm is
 * within it; a lower bound over `outside` proves it is not. Between the two,
 * only the formula decides.
 */
export function termLimits(radiusKm: number): { inside: number; outside: number } {
  const sine = Math.sin(radiusKm / EARTH_DIAMETER_KM);
  const term = sine * sine;
  return { inside: term * (1 - SLACK), outside: term * (1 + SLACK) };
}

/**
 * Given `upper`, the upper bound of some document's h: a document whose
 * lower bound exceeds the returned value is strictly farther than that one,
 * even after rounding.
 */
export function strictlyBeyond(upper: number): number {
  return upper * (1 + SLACK);
}
