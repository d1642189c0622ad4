/**
 * The geo index and the distance page decide with bounds on the haversine
 * and keep the exact formula for the close calls: held here to the domain's
 * rule itself (isWithin, haversineKm), bit for bit, on points placed a hair
 * either side of the circle, on shared coordinates (ties), around the poles
 * and across the antimeridian.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { distancesOf, pageByDistance } from '../../../../src/adapters/persistence/memory/distance-page.js';
import { GeoIndex } from '../../../../src/adapters/persistence/memory/geo-index.js';
import { chordHalfWidths, lowerTerm, upperTerm } from '../../../../src/adapters/persistence/memory/haversine-bounds.js';
import { EARTH_RADIUS_KM, haversineKm, isWithin, MAX_RADIUS_KM, MIN_RADIUS_KM, RADIANS_PER_DEGREE, type NearFilter } from '../../../../src/domain/geo.js';
import type { GeoPoint } from '../../../../src/domain/records.js';
import { propertyRuns } from '../../../support/property-runs.js';

const toLng = (degrees: number): number => ((((degrees + 180) % 360) + 360) % 360) - 180;

/** The point `km` from `from` on bearing `bearing` (radians), on the sphere. */
function destination(from: GeoPoint, km: number, bearing: number): GeoPoint {
  const [lat, angle] = [from.lat * RADIANS_PER_DEGREE, km / EARTH_RADIUS_KM];
  const toLat = Math.asin(Math.sin(lat) * Math.cos(angle) + Math.cos(lat) * Math.sin(angle) * Math.cos(bearing));
  const dLng = Math.atan2(Math.sin(bearing) * Math.sin(angle) * Math.cos(lat), Math.cos(angle) - Math.sin(lat) * Math.sin(toLat));
  return { lat: toLat / RADIANS_PER_DEGREE, lng: toLng(from.lng + dLng / RADIANS_PER_DEGREE) };
}

const centre = fc.oneof(
  fc.record({ lat: fc.double({ min: -89.9, max: 89.9, noNaN: true }), lng: fc.double({ min: -180, max: 180, noNaN: true }) }),
  // Circles over a pole or the antimeridian, where the box stops narrowing longitudes.
  fc.record({ lat: fc.double({ min: 85, max: 89.99, noNaN: true }), lng: fc.double({ min: -180, max: 180, noNaN: true }) }),
  fc.record({ lat: fc.double({ min: -60, max: 60, noNaN: true }), lng: fc.constantFrom(-179.99, 179.999, 180, -180) }),
);
const radius = fc.oneof(fc.constantFrom(MIN_RADIUS_KM, 50, MAX_RADIUS_KM), fc.double({ min: MIN_RADIUS_KM, max: MAX_RADIUS_KM, noNaN: true }));

/** A circle and points around it: on its edge to within a few parts in 10^12, inside, outside, and repeated. */
const scene = fc.tuple(centre, radius).chain(([point, radiusKm]) => {
  const bearing = fc.double({ min: 0, max: 2 * Math.PI, noNaN: true });
  const onEdge = fc.tuple(bearing, fc.integer({ min: -4000, max: 4000 }))
    .map(([angle, parts]) => destination(point, radiusKm * (1 + parts * 1e-15), angle));
  const around = fc.tuple(bearing, fc.double({ min: 0, max: 2.5, noNaN: true })).map(([angle, share]) => destination(point, radiusKm * share, angle));
  // Gathered close around the centre, as a resort's schools are around a search near it (distance-page.ts):
  // within the narrow first circle a page is looked for in, and just beyond it.
  const gathered = fc.tuple(bearing, fc.double({ min: 0, max: 0.05, noNaN: true })).map(([angle, share]) => destination(point, radiusKm * share, angle));
  const anywhere = fc.record({ lat: fc.double({ min: -90, max: 90, noNaN: true }), lng: fc.double({ min: -180, max: 180, noNaN: true }) });
  return fc.tuple(fc.constant({ point, radiusKm }), fc.array(fc.oneof(onEdge, around, gathered, anywhere), { minLength: 1, maxLength: 120 }), fc.array(fc.nat(), { maxLength: 30 }))
    .map(([near, points, repeats]): [NearFilter, GeoPoint[]] => [near, [...points, ...repeats.map((at) => points[at % points.length] as GeoPoint)]]);
});

/** Each page of `points` within `near` (those `matched` keeps) by distance, held to every match sorted by haversineKm, ties by document. */
function assertPagesByDistance(near: NearFilter, points: readonly GeoPoint[], pages: ReadonlyArray<readonly [number, number]>, matched?: (doc: number) => boolean): void {
  const geo = new GeoIndex(points);
  const circle = geo.circle(near);
  const docs = matched === undefined ? null : circle.docs.filter(matched);
  const distance = (doc: number): number => haversineKm(near.point, points[doc] as GeoPoint);
  const sorted = [...(docs ?? circle.docs)].sort((a, b) => distance(a) - distance(b) || a - b);
  for (const [offset, limit] of pages) {
    assert.deepEqual([...pageByDistance(geo, circle, docs, offset, limit)], sorted.slice(offset, offset + limit), `offset ${offset} limit ${limit}`);
  }
}

describe('geo index', () => {
  it('bounds the haversine term from both sides, whatever the half-angles', () => {
    const halfAngle = fc.oneof(fc.double({ min: -Math.PI, max: Math.PI, noNaN: true }), fc.double({ min: -1e-3, max: 1e-3, noNaN: true }));
    fc.assert(fc.property(halfAngle, halfAngle, fc.double({ min: 0, max: 1, noNaN: true }), (halfLat, halfLng, cosProduct) => {
      // As domain/geo.ts haversineKm computes it.
      const term = Math.sin(halfLat) ** 2 + cosProduct * Math.sin(halfLng) ** 2;
      // Within rounding (parts in 10^16), far inside the index's slack of a part in 10^9.
      assert.ok(lowerTerm(halfLat, halfLng, cosProduct) <= term * (1 + 1e-13), 'lower');
      assert.ok(upperTerm(halfLat, halfLng, cosProduct) >= term * (1 - 1e-13), 'upper');
    }), { numRuns: propertyRuns(3000) });
  });

  it('takes whole only spans of a band inside the circle, and skips only spans beyond it', () => {
    // A band an eighth of a degree high, as the index keeps them, or a quarter, crossing the circle, and points
    // at its corners, where the spans are tightest.
    const band = fc.tuple(centre, radius, fc.double({ min: -1.2, max: 1.2, noNaN: true }), fc.constantFrom(8, 4)).map(([point, radiusKm, share, perDegree]) => {
      const reach = radiusKm / EARTH_RADIUS_KM / RADIANS_PER_DEGREE;
      const minLat = Math.max(-90, Math.min(90 - 1 / perDegree, Math.floor((point.lat + share * reach) * perDegree) / perDegree));
      return { near: { point, radiusKm }, minLat, maxLat: minLat + 1 / perDegree };
    });
    const corner = fc.tuple(fc.oneof(fc.constant(0), fc.constant(1), fc.double({ min: 0, max: 1, noNaN: true })), fc.boolean());
    let inside = 0;
    let beyond = 0;
    fc.assert(fc.property(band, fc.array(corner, { minLength: 1, maxLength: 8 }), ({ near, minLat, maxLat }, corners) => {
      const { inner, outer } = chordHalfWidths(near.point.lat, near.radiusKm, minLat, maxLat);
      assert.ok(inner <= outer && outer <= 180, `${inner} ${outer}`);
      for (const [at, east] of corners) {
        const lat = minLat + at * (maxLat - minLat);
        const side = east ? 1 : -1;
        if (inner >= 0) {
          inside += 1;
          assert.ok(isWithin(near, { lat, lng: toLng(near.point.lng + side * inner) }), `inner ${inner} at ${lat}`);
        }
        if (outer >= 0 && outer < 180) {
          beyond += 1;
          assert.ok(!isWithin(near, { lat, lng: toLng(near.point.lng + side * outer * (1 + 1e-12)) }), `outer ${outer} at ${lat}`);
        }
        // A band the circle cannot reach is skipped whole: nothing in it, even at the centre's longitude.
        if (outer < 0) assert.ok(!isWithin(near, { lat, lng: near.point.lng }), `band ${minLat} skipped`);
      }
    }), { numRuns: propertyRuns(3000) });
    assert.ok(inside > 1000 && beyond > 1000, `${inside} inner and ${beyond} outer corners tried`);
  });

  it('finds exactly the documents isWithin keeps, with haversineKm distances to the bit', () => {
    let edgeCalls = 0;
    fc.assert(fc.property(scene, ([near, points]) => {
      const geo = new GeoIndex(points);
      const circle = geo.circle(near);
      const expected = [...points.keys()].filter((doc) => isWithin(near, points[doc] as GeoPoint));
      assert.deepEqual([...circle.docs], expected);
      assert.equal(circle.size, expected.length);
      assert.deepEqual([...points.keys()].filter((doc) => ((circle.bits[doc >>> 5] as number) & (1 << (doc & 31))) !== 0), expected);
      assert.deepEqual([...distancesOf(circle, circle.docs)], expected.map((doc) => haversineKm(near.point, points[doc] as GeoPoint)));
      // The scan sort=distance reads keeps the same documents, whatever order it meets them in.
      assert.deepEqual([...geo.scan(near, null).docs].sort((a, b) => a - b), expected);
      edgeCalls += points.filter((location) => Math.abs(haversineKm(near.point, location) / near.radiusKm - 1) < 1e-9).length;
    }), { numRuns: propertyRuns(300) });
    assert.ok(edgeCalls > 100, `only ${edgeCalls} points within a part in 10^9 of the edge`);
  });

  it('pages by distance through circles grown from an empty middle out to the whole radius', () => {
    // Matches on a ring near the edge: the first smaller circles hold none, and each retry doubles the radius.
    const near: NearFilter = { point: { lat: 46, lng: 7.7 }, radiusKm: 400 };
    const points = Array.from({ length: 400 }, (_, at) => destination(near.point, near.radiusKm * (0.55 + (at % 9) * 0.05), (at * 2 * Math.PI) / 400));
    assertPagesByDistance(near, points, [[0, 1], [0, 20], [37, 5], [390, 20]]);
  });

  it('pages by distance from a narrow circle within a gathering around the centre, grown as far as each page reaches', () => {
    // A resort's schools within two kilometres of the centre, and as many spread over the rest of the circle:
    // the first circle tried holds some of the gathering, and the deep pages reach past it.
    const near: NearFilter = { point: { lat: 46.02, lng: 7.75 }, radiusKm: 50 };
    const gatheredAround = Array.from({ length: 600 }, (_, at) => destination(near.point, 2 * ((at * 7919) % 600) / 600, (at * 2 * Math.PI) / 37));
    const spread = Array.from({ length: 600 }, (_, at) => destination(near.point, 2 + 48 * (((at * 104729) % 600) / 600), (at * 2 * Math.PI) / 41));
    const points = [...spread, ...gatheredAround];
    assertPagesByDistance(near, points, [[0, 1], [0, 20], [100, 20], [590, 20], [1180, 20]]);
    // Every other one matched: a page past most of the gathering's matches grows its circle beyond the narrow one.
    assertPagesByDistance(near, points, [[0, 20], [290, 20]], (doc) => doc % 2 === 0);
  });

  it('pages by distance exactly as sorting every match by haversineKm, ties by document', () => {
    const paging = fc.record({ offset: fc.nat({ max: 150 }), limit: fc.integer({ min: 1, max: 50 }), keep: fc.integer({ min: 1, max: 4 }) });
    fc.assert(fc.property(scene, paging, ([near, points], { offset, limit, keep }) => {
      const geo = new GeoIndex(points);
      const circle = geo.circle(near);
      // Other filters leave a subset of the circle; every keep-th one stands for it.
      const matched = keep === 1 ? circle.docs : circle.docs.filter((_, at) => at % keep === 0);
      const distance = (doc: number): number => haversineKm(near.point, points[doc] as GeoPoint);
      const expected = [...matched].sort((a, b) => distance(a) - distance(b) || a - b).slice(offset, offset + limit);
      assert.deepEqual([...pageByDistance(geo, circle, matched, offset, limit)], expected);
    }), { numRuns: propertyRuns(300) });
  });
});
