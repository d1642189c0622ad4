/**
 * Distances on the globe, for searches near a point (`near`, `radius`,
 * `sort=distance`). One formula, here, so that the embedded engine, the
 * MongoDB pipeline (which mirrors it operation by operation) and the tests'
 * expectations cannot drift apart.
 */
import type { GeoPoint } from './records.js';

/** Mean Earth radius (IUGG), kilometres. */
export const EARTH_RADIUS_KM = 6371.0088;
/** Two radii, named so that the Mongo mirror multiplies by the same constant. */
export const EARTH_DIAMETER_KM = 2 * EARTH_RADIUS_KM;
export const RADIANS_PER_DEGREE = Math.PI / 180;

/** `radius` when a search gives `near` alone: a valley and its neighbours. */
export const DEFAULT_RADIUS_KM = 50;
/** A hundred metres: a school's coordinates are not more precise than its street. */
export const MIN_RADIUS_KM = 0.1;
/** Wider than any ski region; past it a "near" search stops meaning near. */
export const MAX_RADIUS_KM = 500;

/** A search's geographic filter: schools within `radiusKm` of `point` (great-circle distance). */
export interface NearFilter {
  point: GeoPoint;
  radiusKm: number;
}

/**
 * Great-circle distance by the haversine formula, in kilometres. Mirrored
 * in adapters/persistence/mongo/geo-stages.ts and bounded, for the embedded
 * engine's scan, in adapters/persistence/memory/haversine-bounds.ts: change
 * all three or none.
 */
export function haversineKm(from: GeoPoint, to: GeoPoint): number {
  const halfLat = Math.sin(((to.lat - from.lat) * RADIANS_PER_DEGREE) / 2);
  const halfLng = Math.sin(((to.lng - from.lng) * RADIANS_PER_DEGREE) / 2);
  const h = halfLat * halfLat + Math.cos(from.lat * RADIANS_PER_DEGREE) * Math.cos(to.lat * RADIANS_PER_DEGREE) * (halfLng * halfLng);
  return EARTH_DIAMETER_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Latitude and longitude ranges, inclusive; every point within the radius lies inside. */
export interface BoundingBox {
  minLat: number;
  maxLat: number;
  /** Null when the circle spans a pole or the antimeridian: longitude does not narrow it. */
  lng: { min: number; max: number } | null;
}

/**
 * A box around the circle, a little loose (one part in a thousand, plus a
 * hair for rounding) so that the exact distance alone decides at the edge:
 * the box only narrows the candidates an index can find.
 */
export function boundingBox({ point, radiusKm }: NearFilter): BoundingBox {
  const degrees = (radiusKm / EARTH_RADIUS_KM / RADIANS_PER_DEGREE) * 1.001 + 1e-9;
  const minLat = point.lat - degrees;
  const maxLat = point.lat + degrees;
  if (minLat <= -90 || maxLat >= 90) return { minLat: Math.max(minLat, -90), maxLat: Math.min(maxLat, 90), lng: null };
  // The widest a circle gets in longitude is at its latitude nearest a pole.
  const widest = Math.max(Math.abs(minLat), Math.abs(maxLat));
  const lngDegrees = degrees / Math.cos(widest * RADIANS_PER_DEGREE);
  const min = point.lng - lngDegrees;
  const max = point.lng + lngDegrees;
  return { minLat, maxLat, lng: min < -180 || max > 180 ? null : { min, max } };
}

/** Whether `school` lies within the filter's radius; the one rule of membership, shared by both engines. */
export function isWithin(near: NearFilter, location: GeoPoint): boolean {
  return haversineKm(near.point, location) <= near.radiusKm;
}
