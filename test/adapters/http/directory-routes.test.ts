import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { CATEGORY_DEFINITIONS } from '../../../src/domain/taxonomy.js';
import { startTestService, type TestService } from '../../support/test-service.js';

describe('resorts, instructors, categories and countries', () => {
  let service: TestService;
  before(async () => { service = await startTestService(); });
  after(() => service.stop());

  const json = (url: string, status?: number) => service.json(url, status);

  it('lists resorts with meta, sorted by name or by school count', async () => {
    const byName = await json('/api/v1/resorts?limit=100');
    assert.equal(byName.meta.total, service.dataset.resorts.length);
    const names = byName.data.map((resort: { name: string }) => resort.name);
    assert.ok(names.length > 0);
    const bySchools = await json('/api/v1/resorts?sort=schools&limit=10');
    const counts = bySchools.data.map((resort: { schoolCount: number }) => resort.schoolCount);
    assert.deepEqual(counts, [...counts].sort((a, b) => b - a));
  });

  it('ranks resorts by relevance when q is given and no sort is, as schools and instructors are', async () => {
    const ids = async (query: string) => (await json(`/api/v1/resorts?${query}`)).data.map((resort: { id: number }) => resort.id);
    // "val" starts resorts' names (Val Thorens, Val d'Isère) and only the region of others (Valais, Valle d'Aosta), which A-Z puts first.
    const byDefault = await ids('q=val&limit=100');
    assert.deepEqual(byDefault, await ids('q=val&limit=100&sort=relevance'));
    assert.notDeepEqual(byDefault, await ids('q=val&limit=100&sort=name'));
    const first = (await json('/api/v1/resorts?q=val&limit=1')).data[0];
    assert.match(first.name, /^Val\b/);
    assert.deepEqual(await ids('limit=100'), await ids('limit=100&sort=name'), 'without q the default is still A-Z');
  });

  it('sorts resorts Z-A with the same -name as schools, and refuses sorts that are not theirs', async () => {
    const ids = async (query: string) => {
      const pages = await Promise.all([1, 2].map((page) => json(`/api/v1/resorts?limit=100&page=${page}&${query}`)));
      assert.ok(pages[0].meta.total <= 200);
      return pages.flatMap((body) => body.data.map((resort: { id: number }) => resort.id));
    };
    assert.deepEqual(await ids('sort=-name'), (await ids('sort=name')).reverse(), 'resort names are distinct, so Z-A is the exact reverse');
    const refused = await json('/api/v1/resorts?sort=-schools', 400);
    assert.equal(refused.error.message, `Invalid parameter 'sort': must be one of relevance, name, -name, schools (got "-schools")`);
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
    assert.equal((await json('/api/v1/instructors/anna', 404)).error.message, 'Instructor not found: anna');
    assert.equal((await json('/api/v1/instructors/an%20na', 400)).error.parameter, 'id');
  });

  it('applies one reference rule on every detail route: well-formed but unknown is 404, malformed is 400', async () => {
    const details = [['schools', 'school'], ['resorts', 'resort'], ['instructors', 'instructor'], ['categories', 'category']];
    for (const [group, noun] of details) {
      const unknown = await json(`/api/v1/${group}/0`, 404);
      assert.equal(unknown.error.code, `${noun}_not_found`);
      const malformed = await json(`/api/v1/${group}/not%20a%20ref`, 400);
      assert.equal(malformed.error.parameter, group === 'instructors' ? 'id' : 'idOrSlug');
    }
  });

  it('returns the whole taxonomy without meta, filterable by type', async () => {
    const all = await json('/api/v1/categories');
    assert.equal(all.meta, undefined);
    assert.equal(all.data.length, CATEGORY_DEFINITIONS.length);
    const levels = await json('/api/v1/categories?type=level');
    assert.deepEqual(levels.data.map((category: { slug: string }) => category.slug), ['beginner', 'intermediate', 'advanced', 'expert']);
    assert.equal((await json('/api/v1/categories?type=colour', 400)).error.parameter, 'type');
  });

  it('gives a category its school count, by id or slug, and lists its schools', async () => {
    const snowboard = await json('/api/v1/categories/snowboard');
    assert.deepEqual(await json(`/api/v1/categories/${snowboard.data.id}`), snowboard);
    const schools = await json('/api/v1/categories/snowboard/schools?limit=1');
    const filtered = await json('/api/v1/schools?activity=snowboard&limit=1');
    assert.equal(snowboard.data.schoolCount, schools.meta.total);
    assert.deepEqual(schools, filtered);
    assert.deepEqual(await json(`/api/v1/categories/${snowboard.data.id}/schools?limit=1`), schools);
    assert.equal((await json('/api/v1/categories/curling', 404)).error.code, 'category_not_found');
    assert.equal((await json('/api/v1/categories/99', 404)).error.code, 'category_not_found');
  });

  it('takes no category filter under a category path, whichever type the category is', async () => {
    for (const path of ['/api/v1/categories/snowboard/schools', '/api/v1/categories/beginner/schools']) {
      for (const name of ['activity', 'level', 'school_type']) {
        const refused = await json(`${path}?${name}=x`, 400);
        assert.equal(refused.error.parameter, name);
        assert.match(refused.error.message, /is not a known parameter; accepted parameters: q, country, resort, language, certified, featured, near, radius, facets, page, limit, sort$/);
      }
    }
  });

  it('links only the first page when nothing matches', async () => {
    const response = await service.inject('/api/v1/resorts?country=ZZ&page=2');
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers.link, '</api/v1/resorts?country=ZZ&page=1>; rel="first"');
    assert.equal(JSON.parse(response.payload).meta.total_pages, 0);
  });

  it('refuses an unknown parameter on the service index, as on every endpoint', async () => {
    const refused = await service.inject('/api/v1?x=1');
    assert.equal(refused.statusCode, 400);
    const { error } = JSON.parse(refused.payload);
    assert.deepEqual([error.code, error.parameter], ['invalid_parameter', 'x']);
    assert.match(error.message, /this endpoint takes no parameters/);
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
    const documented = Object.keys(document.paths);
    // Served beside the read API: /mcp, and the reference pages with the files they load (one template in the document).
    const alsoServed = service.service.server.table().filter((route) => route.path === '/mcp' || route.path.startsWith('/docs/'))
      .map((route) => route.path.replace(/^\/docs\/ui\/.+$/, '/docs/ui/{asset}'));
    const served = service.service.server.table()
      .filter((route) => (route.method === 'get' && (route.path.startsWith('/api/v1') || ['/health', '/ready', '/docs'].includes(route.path)))
        || route.path.startsWith('/api/stripe/'))
      .map((route) => route.path);
    assert.deepEqual(served.filter((path) => !documented.includes(path)), [], 'every served GET route is documented');
    assert.deepEqual(documented.filter((path) => !served.includes(path) && !alsoServed.includes(path)), [], 'every documented path is served');
    const docs = await service.inject('/docs');
    assert.match(docs.payload, /<code>limit<\/code><\/td><td>integer 1–100, default 20</);
    assert.match(docs.payload, /<code>near<\/code><\/td><td>text, max 100</, 'a parameter with a second, JSON form is summed up by its text form');
    assert.doesNotMatch(docs.payload, /<td>undefined</, 'every parameter has a type');
    assert.equal(docs.statusCode, 200);
    assert.match(String(docs.headers['content-type']), /text\/html/);
  });

  it('documents exactly the parameters each route accepts, with their constraints', async () => {
    const document = await json('/api/v1/openapi.json');
    type Parameter = { name: string; in: string; required: boolean; description: string; schema: Record<string, unknown>; style?: string; explode?: boolean };
    const examplePath = (path: string) => path.replace('{idOrSlug}', '1').replace('{id}', '1');
    // The one query parameter that is required, with a value it accepts.
    const requiredQuery: Record<string, string> = { '/api/v1/suggest': 'q=zer' };
    for (const [path, item] of Object.entries(document.paths as Record<string, { get: { parameters?: Parameter[] } }>)) {
      if (!path.startsWith('/api/v1/') || path === '/api/v1/openapi.json') continue;
      const parameters = item.get.parameters ?? [];
      for (const parameter of parameters) {
        assert.ok(parameter.description && parameter.schema, `${path} ${parameter.name}`);
        const required = parameter.in === 'path' || requiredQuery[path]?.startsWith(`${parameter.name}=`) === true;
        assert.equal(parameter.required, required, `${path} ${parameter.name}`);
      }
      const documented = parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name);
      const refused = await json(`${examplePath(path)}?${requiredQuery[path] ? `${requiredQuery[path]}&` : ''}not_a_parameter=1`, 400);
      const accepted = /accepted parameters: (.*)$/.exec(refused.error.message)?.[1]?.split(', ') ?? [];
      assert.deepEqual(documented, accepted, path);
    }
    const schools = Object.fromEntries((document.paths['/api/v1/schools'].get.parameters as Parameter[]).map((parameter) => [parameter.name, parameter]));
    assert.deepEqual(schools.limit?.schema, { type: 'integer', default: 20, minimum: 1, maximum: 100 });
    assert.equal(schools.q?.schema.maxLength, 200);
    assert.equal(schools.certified?.schema.type, 'boolean');
    assert.ok((schools.sort?.schema.enum as string[]).includes('-name'));
    assert.deepEqual({ style: schools.country?.style, explode: schools.country?.explode }, { style: 'form', explode: false });
    assert.ok(((schools.activity?.schema.items as { enum: string[] }).enum).includes('freeride'));
    const detail = (document.paths['/api/v1/schools/{idOrSlug}'].get.parameters as Parameter[])[0];
    assert.deepEqual({ name: detail?.name, in: detail?.in }, { name: 'idOrSlug', in: 'path' });
    assert.equal((detail?.schema.anyOf as Array<{ pattern?: string }>)[0]?.pattern, '^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$');
  });
});
