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
import { EARTH_DIAMETER_KM, RADIANS_PER_DEGREE } from '../../../domain/geo.js';

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

/**
 * Room kept by chordHalfWidths: a thousand times SLACK, since a chord also
 * absorbs the rounding of a band's edges and of the width's conversion to
 * degrees. A school that close to the circle is judged one by one anyway.
 */
const CHORD_SLACK = 1e-6;

/** Half-widths in degrees of longitude either side of a circle's centre; 180 for every longitude, -1 for none. */
export interface ChordHalfWidths {
  /** Every point of the band this close in longitude lies within the circle. */
  inner: number;
  /** Every point of the band farther in longitude lies beyond it. */
  outer: number;
}

/**
 * For a band of latitudes [minLat, maxLat] and a circle of `radiusKm` centred
 * at latitude `centreLat`, longitude spans that settle the haversine for
 * every point of the band at once: inside the inner span h is at most the
 * radius's term (bounded through sin² x ≤ x²), beyond the outer one at least
 * that term (through sin² x ≥ x² − x⁴/3), each with CHORD_SLACK to spare.
 * Whole runs of a band sorted by longitude are then taken or skipped
 * without a look at their points.
 */
export function chordHalfWidths(centreLat: number, radiusKm: number, minLat: number, maxLat: number): ChordHalfWidths {
  const sine = Math.sin(radiusKm / EARTH_DIAMETER_KM);
  const term = sine * sine;
  const halfAngle = (degrees: number): number => (degrees * RADIANS_PER_DEGREE) / 2;
  const centreCosine = Math.cos(centreLat * RADIANS_PER_DEGREE);
  const farthest = halfAngle(Math.max(Math.abs(minLat - centreLat), Math.abs(maxLat - centreLat)));
  const nearest = centreLat >= minLat && centreLat <= maxLat ? 0 : halfAngle(Math.min(Math.abs(minLat - centreLat), Math.abs(maxLat - centreLat)));
  const nearestToEquator = minLat <= 0 && maxLat >= 0 ? 0 : Math.min(Math.abs(minLat), Math.abs(maxLat));
  const widest = Math.max(0, Math.cos(nearestToEquator * RADIANS_PER_DEGREE) * centreCosine);
  const narrowest = Math.max(0, Math.cos(Math.max(Math.abs(minLat), Math.abs(maxLat)) * RADIANS_PER_DEGREE) * centreCosine);
  const toDegrees = (half: number): number => Math.min(180, (2 * half) / RADIANS_PER_DEGREE);

  // h ≤ farthest² + widest·w² for half longitude differences up to w.
  const innerRoom = term * (1 - CHORD_SLACK) - farthest * farthest;
  let inner = -1;
  if (innerRoom >= 0) inner = widest === 0 ? 180 : toDegrees(Math.sqrt(innerRoom / widest)) * (1 - CHORD_SLACK);

  // h ≥ nearest² − nearest⁴/3 + narrowest·sin² w for half longitude differences past w.
  const nearestSquared = nearest * nearest;
  const outerRoom = term * (1 + CHORD_SLACK) - (nearestSquared - (nearestSquared * nearestSquared) / 3);
  let outer = -1;
  if (outerRoom > 0) {
    const sineSquared = narrowest === 0 ? Infinity : outerRoom / narrowest;
    outer = sineSquared >= 1 ? 180 : Math.min(180, toDegrees(Math.asin(Math.sqrt(sineSquared))) * (1 + CHORD_SLACK) + 1e-9);
  }
  return { inner: Math.min(inner, outer), outer };
}
