/**
 * `near` as MongoDB queries: an indexed bounding box on the coordinates
 * (domain/geo.ts boundingBox; index `location_lat_lng`) narrows the scan,
 * and the exact great-circle distance, computed in the pipeline by the same
 * operations in the same order as domain/geo.ts haversineKm, decides
 * membership and the distance order. Unlike $geoNear it needs no 2dsphere
 * index and runs on the mingo stand-in, so the differential test holds it to
 * the embedded engine (docs/adr/0012-near-as-box-plus-computed-distance.md).
 */
import type { Document } from 'mongodb';
import { boundingBox, EARTH_DIAMETER_KM, RADIANS_PER_DEGREE, type NearFilter } from '../../../domain/geo.js';

/** Where a page's documents carry their distance until the mapper reads it. */
export const DISTANCE_FIELD = '_distanceKm';

const square = (value: Document): Document => ({ $let: { vars: { x: value }, in: { $multiply: ['$$x', '$$x'] } } });

/** haversineKm(near.point, school.location) as an aggregation expression; the point's own cosine is a constant. */
export function distanceExpression({ point }: NearFilter): Document {
  const halfLat = { $sin: { $divide: [{ $multiply: [{ $subtract: ['$location.lat', point.lat] }, RADIANS_PER_DEGREE] }, 2] } };
  const halfLng = { $sin: { $divide: [{ $multiply: [{ $subtract: ['$location.lng', point.lng] }, RADIANS_PER_DEGREE] }, 2] } };
  const h = {
    $add: [
      square(halfLat),
      { $multiply: [Math.cos(point.lat * RADIANS_PER_DEGREE), { $cos: { $multiply: ['$location.lat', RADIANS_PER_DEGREE] } }, square(halfLng)] },
    ],
  };
  return { $multiply: [EARTH_DIAMETER_KM, { $asin: { $min: [1, { $sqrt: h }] } }] };
}

/** The filter clauses of `near`: the box an index answers, then the exact distance. */
export function nearClauses(near: NearFilter | undefined): Document[] {
  if (near === undefined) return [];
  const box = boundingBox(near);
  return [
    { 'location.lat': { $gte: box.minLat, $lte: box.maxLat } },
    ...(box.lng === null ? [] : [{ 'location.lng': { $gte: box.lng.min, $lte: box.lng.max } }]),
    { $expr: { $lte: [distanceExpression(near), near.radiusKm] } },
  ];
}
