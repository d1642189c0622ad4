import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { boundingBox, haversineKm, isWithin, MAX_RADIUS_KM } from '../../src/domain/geo.js';
import { referenceDistanceKm } from '../contracts/reference-directory.js';

const point = fc.record({ lat: fc.double({ min: -89.9, max: 89.9, noNaN: true }), lng: fc.double({ min: -180, max: 180, noNaN: true }) });

describe('great-circle distance', () => {
  it('gives the published distances between known places', () => {
    // Zermatt to Chamonix and Paris to London, by the same mean radius (6371.0088 km).
    assert.ok(Math.abs(haversineKm({ lat: 46.0207, lng: 7.7491 }, { lat: 45.9237, lng: 6.8694 }) - 68.7) < 0.5);
    assert.ok(Math.abs(haversineKm({ lat: 48.8566, lng: 2.3522 }, { lat: 51.5074, lng: -0.1278 }) - 343.6) < 0.5);
    assert.equal(haversineKm({ lat: 10, lng: 20 }, { lat: 10, lng: 20 }), 0);
  });

  it('agrees with an independent formula to a micrometre within search radii, to a metre even at the antipodes', () => {
    fc.assert(fc.property(point, point, (from, to) => {
      const [ours, theirs] = [haversineKm(from, to), referenceDistanceKm(from, to)];
      // Haversine loses digits near the antipodes (asin close to 1), thousands of km past any radius.
      assert.ok(Math.abs(ours - theirs) < (theirs <= 2 * MAX_RADIUS_KM ? 1e-9 : 1e-3), `${JSON.stringify([from, to])}: ${ours} against ${theirs}`);
    }), { numRuns: 3000 });
  });

  it('has every point of the circle inside its bounding box, across poles and the antimeridian too', () => {
    const radius = fc.double({ min: 0.1, max: MAX_RADIUS_KM, noNaN: true });
    fc.assert(fc.property(point, point, radius, (centre, other, radiusKm) => {
      const near = { point: centre, radiusKm };
      if (!isWithin(near, other)) return;
      const box = boundingBox(near);
      assert.ok(other.lat >= box.minLat && other.lat <= box.maxLat, 'latitude');
      if (box.lng !== null) assert.ok(other.lng >= box.lng.min && other.lng <= box.lng.max, 'longitude');
    }), { numRuns: 3000 });
    // Points near the centre, where the box must be tight enough to matter and still hold them.
    fc.assert(fc.property(point, fc.double({ min: -5, max: 5, noNaN: true }), fc.double({ min: -8, max: 8, noNaN: true }), radius, (centre, dLat, dLng, radiusKm) => {
      const other = { lat: Math.max(-90, Math.min(90, centre.lat + dLat)), lng: ((centre.lng + dLng + 540) % 360) - 180 };
      const near = { point: centre, radiusKm };
      if (!isWithin(near, other)) return;
      const box = boundingBox(near);
      assert.ok(other.lat >= box.minLat && other.lat <= box.maxLat, 'latitude');
      if (box.lng !== null) assert.ok(other.lng >= box.lng.min && other.lng <= box.lng.max, `longitude ${JSON.stringify({ centre, other, radiusKm, box })}`);
    }), { numRuns: 3000 });
  });
});
