import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { CATEGORY_DEFINITIONS } from '../../../src/domain/taxonomy.js';
import { startTestService, type TestService } from '../../support/test-service.js';

describe('resorts, instructors, categories and countries', () => {
  let service: TestService;
  before(async () => { service = await startTestService(); });
  after(() => service.stop());

  const json = async (url: string, status = 200) => {
    const response = await service.inject(url);
    assert.equal(response.statusCode, status, `${url}: ${response.payload}`);
    return JSON.parse(response.payload);
  };

  it('lists resorts with meta, sorted by name or by school count', async () => {
    const byName = await json('/api/v1/resorts?limit=100');
    assert.equal(byName.meta.total, service.dataset.resorts.length);
    const names = byName.data.map((resort: { name: string }) => resort.name);
    assert.ok(names.length > 0);
    const bySchools = await json('/api/v1/resorts?sort=schools&limit=10');
    const counts = bySchools.data.map((resort: { schoolCount: number }) => resort.schoolCount);
    assert.deepEqual(counts, [...counts].sort((a, b) => b - a));
  });

  it('finds a resort by id and slug, with its school count, and 404s an unknown one', async () => {
    const resort = service.dataset.resorts.find((candidate) => candidate.schoolCount > 0)!;
    const byId = await json(`/api/v1/resorts/${resort.id}`);
    const bySlug = await json(`/api/v1/resorts/${resort.slug}`);
    assert.deepEqual(byId, bySlug);
    assert.equal(byId.data.schoolCount, resort.schoolCount);
    const missing = await json('/api/v1/resorts/atlantis', 404);
    assert.equal(missing.error.code, 'resort_not_found');
  });

  it('lists the schools of a resort, the same as the resort filter', async () => {
    const resort = service.dataset.resorts.find((candidate) => candidate.schoolCount > 2)!;
    const nested = await json(`/api/v1/resorts/${resort.slug}/schools?limit=100`);
    const filtered = await json(`/api/v1/schools?resort=${resort.id}&limit=100`);
    assert.equal(nested.meta.total, resort.schoolCount);
    assert.deepEqual(nested.data, filtered.data);
    assert.equal((await json(`/api/v1/resorts/${resort.slug}/schools?resort=x`, 400)).error.parameter, 'resort');
    await json('/api/v1/resorts/atlantis/schools', 404);
  });

  it('searches instructors by school and language, and shows only first name and initial', async () => {
    const school = service.dataset.schools.find((candidate) => candidate.instructorCount > 1)!;
    const body = await json(`/api/v1/instructors?school=${school.slug}&limit=100`);
    assert.equal(body.meta.total, school.instructorCount);
    for (const instructor of body.data) {
      assert.ok(instructor.schools.some((summary: { id: number }) => summary.id === school.id));
      assert.match(instructor.displayName, /^\S+ \p{Lu}\.$/u);
    }
    const instructor = body.data[0];
    assert.deepEqual((await json(`/api/v1/instructors/${instructor.id}`)).data, instructor);
    assert.equal((await json('/api/v1/instructors/99999999', 404)).error.code, 'instructor_not_found');
    assert.equal((await json('/api/v1/instructors/anna', 400)).error.parameter, 'id');
  });

  it('returns the whole taxonomy without meta, filterable by type', async () => {
    const all = await json('/api/v1/categories');
    assert.equal(all.meta, undefined);
    assert.equal(all.data.length, CATEGORY_DEFINITIONS.length);
    const levels = await json('/api/v1/categories?type=level');
    assert.deepEqual(levels.data.map((category: { slug: string }) => category.slug), ['beginner', 'intermediate', 'advanced', 'expert']);
    assert.equal((await json('/api/v1/categories?type=colour', 400)).error.parameter, 'type');
  });

  it('gives a category its school count, and lists its schools', async () => {
    const snowboard = await json('/api/v1/categories/snowboard');
    const schools = await json('/api/v1/categories/snowboard/schools?limit=1');
    const filtered = await json('/api/v1/schools?activity=snowboard&limit=1');
    assert.equal(snowboard.data.schoolCount, schools.meta.total);
    assert.deepEqual(schools, filtered);
    assert.equal((await json('/api/v1/categories/curling', 404)).error.code, 'category_not_found');
    assert.equal((await json('/api/v1/categories/snowboard/schools?activity=ski', 400)).error.parameter, 'activity');
  });

  it('lists countries that have schools, with ISO codes and counts adding up', async () => {
    const countries = await json('/api/v1/countries');
    assert.equal(countries.meta, undefined);
    const total = countries.data.reduce((sum: number, country: { schoolCount: number }) => sum + country.schoolCount, 0);
    assert.equal(total, service.dataset.schools.length);
    for (const country of countries.data) assert.match(country.code, /^[A-Z]{2}$/);
  });

  it('serves the OpenAPI document and the docs page', async () => {
    const document = await json('/api/v1/openapi.json');
    assert.equal(document.openapi, '3.1.0');
    assert.ok(document.paths['/api/v1/schools'].get.parameters.some((parameter: { name: string }) => parameter.name === 'school_type'));
    const documented = Object.keys(document.paths);
    const served = service.service.server.table()
      .filter((route) => route.method === 'get' && (route.path.startsWith('/api/v1') || ['/health', '/ready', '/docs'].includes(route.path)))
      .map((route) => route.path);
    assert.deepEqual(served.filter((path) => !documented.includes(path)), [], 'every served GET route is documented');
    assert.deepEqual(documented.filter((path) => !served.includes(path)), [], 'every documented path is served');
    const docs = await service.inject('/docs');
    assert.equal(docs.statusCode, 200);
    assert.match(String(docs.headers['content-type']), /text\/html/);
  });
});
