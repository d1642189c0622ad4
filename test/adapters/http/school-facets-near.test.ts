/**
 * Issue 13's acceptance, through the HTTP edge: facet counts agree with the
 * totals of the same search filtered by each value, a facet's own filter
 * leaves its counts alone while the path always applies, and `near` keeps
 * exactly the schools an independent distance puts within the radius,
 * nearest first. Every bad combination is a 400 naming the parameter.
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { MAX_FACET_VALUES, SCHOOL_FACETS } from '../../../src/domain/facets.js';
import { DEFAULT_RADIUS_KM } from '../../../src/domain/geo.js';
import { referenceDistanceKm } from '../../contracts/reference-directory.js';
import { startTestService, type TestService } from '../../support/test-service.js';

interface Listed { id: number; location: { lat: number; lng: number }; distanceKm?: number }
interface Body {
  data: Listed[];
  meta: { total: number; facets?: Record<string, Array<{ value: string; count: number }>> };
  error?: { parameter?: string; message: string; code: string };
}

describe('school facets and searches near a point', () => {
  let service: TestService;
  before(async () => { service = await startTestService(); });
  after(() => service.stop());

  const get = (path: string, status?: number): Promise<Body> => service.json<Body>(path, status);
  const totalOf = async (path: string): Promise<number> => (await get(path)).meta.total;

  it('counts every facet over the whole result, each count equal to the total filtered by that value', async () => {
    const body = await get(`/api/v1/schools?q=ski&limit=1&facets=${SCHOOL_FACETS.join(',')}`);
    assert.deepEqual(Object.keys(body.meta.facets ?? {}).sort(), [...SCHOOL_FACETS].sort());
    let checked = 0;
    for (const facet of SCHOOL_FACETS) {
      const values = body.meta.facets?.[facet] ?? [];
      assert.ok(values.length > 0 && values.length <= MAX_FACET_VALUES, facet);
      const counts = values.map((value) => value.count);
      assert.deepEqual(counts, [...counts].sort((a, b) => b - a), `${facet} most first`);
      for (const { value, count } of values.slice(0, 3)) {
        assert.equal(count, await totalOf(`/api/v1/schools?q=ski&limit=1&${facet}=${value}`), `${facet}=${value}`);
        checked += 1;
      }
    }
    assert.ok(checked >= SCHOOL_FACETS.length * 2);
  });

  it("leaves a facet's own filter out of its counts, and applies it to every other facet", async () => {
    const selected = await get('/api/v1/schools?country=CH&certified=true&facets=country,certified,activity&limit=1');
    const unselected = await get('/api/v1/schools?certified=true&facets=country&limit=1');
    assert.deepEqual(selected.meta.facets?.country, unselected.meta.facets?.country);
    const swiss = selected.meta.facets?.country?.find((entry) => entry.value === 'CH');
    assert.equal(swiss?.count, selected.meta.total);
    assert.deepEqual(selected.meta.facets?.certified, (await get('/api/v1/schools?country=CH&facets=certified&limit=1')).meta.facets?.certified);
    for (const { value, count } of selected.meta.facets?.activity ?? []) {
      assert.equal(count, await totalOf(`/api/v1/schools?country=CH&certified=true&activity=${value}&limit=1`), value);
    }
  });

  it('keeps the resort of the path in every count, its own facet included', async () => {
    const body = await get('/api/v1/resorts/zermatt/schools?facets=resort,country&limit=1');
    const zermatt = body.meta.facets?.resort?.find((entry) => entry.value === 'zermatt');
    assert.equal(zermatt?.count, body.meta.total);
    assert.ok((body.meta.facets?.resort ?? []).every((entry) => entry.count <= body.meta.total));
  });

  it('lists exactly the schools within the radius by an independent distance, nearest first, each with its distance', async () => {
    const point = { lat: 46.02, lng: 7.75 };
    const body = await get(`/api/v1/schools?near=${point.lat},${point.lng}&radius=60&sort=distance&limit=100`);
    const expected = service.dataset.schools
      .map((school) => ({ id: school.id, km: referenceDistanceKm(point, school.location) }))
      .filter((entry) => entry.km <= 60)
      .sort((a, b) => a.km - b.km || a.id - b.id);
    assert.ok(expected.length > 3, 'the point should have schools around it');
    assert.equal(body.meta.total, expected.length);
    assert.deepEqual(body.data.map((school) => school.id), expected.slice(0, 100).map((entry) => entry.id));
    body.data.forEach((school, at) => assert.ok(Math.abs((school.distanceKm as number) - (expected[at]?.km as number)) <= 0.0005, String(school.id)));
  });

  it('takes a resort for its coordinates, the default radius, and keeps other orders with distances attached', async () => {
    const zermatt = (await get('/api/v1/resorts/zermatt')) as unknown as { data: { location: { lat: number; lng: number } } };
    const byResort = await get('/api/v1/schools?near=zermatt&sort=distance&limit=100');
    const byPoint = await get(`/api/v1/schools?near=${zermatt.data.location.lat},${zermatt.data.location.lng}&radius=${DEFAULT_RADIUS_KM}&sort=distance&limit=100`);
    assert.deepEqual(byResort.data, byPoint.data);
    const rated = await get('/api/v1/schools?near=zermatt&sort=rating&limit=100');
    assert.equal(rated.meta.total, byResort.meta.total);
    assert.ok(rated.data.every((school) => typeof school.distanceKm === 'number' && school.distanceKm <= DEFAULT_RADIUS_KM));
    assert.ok((await get('/api/v1/schools?limit=5')).data.every((school) => school.distanceKm === undefined));
  });

  it("gives the same distances on a resort's and a category's school lists as on the search", async () => {
    const searched = await get('/api/v1/schools?near=zermatt&radius=200&limit=100');
    const distanceOf = new Map(searched.data.map((school) => [school.id, school.distanceKm]));
    for (const path of ['/api/v1/resorts/zermatt/schools?near=zermatt&radius=200&limit=100', '/api/v1/categories/ski/schools?near=zermatt&radius=200&limit=100']) {
      const listed = await get(path);
      assert.ok(listed.data.length > 0, path);
      for (const school of listed.data) {
        assert.equal(typeof school.distanceKm, 'number', `${path}: ${school.id}`);
        if (distanceOf.has(school.id)) assert.equal(school.distanceKm, distanceOf.get(school.id), `${path}: ${school.id}`);
      }
    }
  });

  it('refuses what it cannot answer with a 400 naming the parameter', async () => {
    const cases: Array<[string, string, RegExp]> = [
      ['sort=distance', 'sort', /needs `near`/],
      ['radius=10', 'radius', /needs `near`/],
      ['near=91,7', 'near', /latitude must be from -90 to 90/],
      ['near=45,181', 'near', /longitude must be from -180 to 180/],
      ['near=45.1', 'near', /lat,lng/],
      ['near=45,7&radius=0', 'radius', /from 0.1 to 500/],
      ['near=45,7&radius=501', 'radius', /from 0.1 to 500/],
      ['near=45,7&radius=far', 'radius', /kilometres/],
      ['near=no-such-resort', 'near', /no resort no-such-resort/],
      ['facets=country,colour', 'facets', /'colour' is not a facet; allowed: country, resort/],
    ];
    for (const [query, parameter, message] of cases) {
      const body = await get(`/api/v1/schools?${query}`, 400);
      assert.equal(body.error?.code, 'invalid_parameter', query);
      assert.equal(body.error?.parameter, parameter, query);
      assert.match(body.error?.message ?? '', message, query);
    }
  });
});
