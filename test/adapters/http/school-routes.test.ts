import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { schoolSearchText, searchWords } from '../../../src/domain/search-text.js';
import type { School } from '../../../src/domain/records.js';
import { startTestService, type TestService } from '../../support/test-service.js';

interface ListBody {
  success: boolean;
  data: School[];
  meta: { total: number; page: number; limit: number; total_pages: number };
}

describe('GET /api/v1/schools', () => {
  let service: TestService;
  before(async () => { service = await startTestService(); });
  after(() => service.stop());

  const list = async (query: string): Promise<ListBody> => {
    const response = await service.inject(`/api/v1/schools${query}`);
    assert.equal(response.statusCode, 200, response.payload);
    return JSON.parse(response.payload) as ListBody;
  };

  it('answers the envelope with meta, 20 per page by default', async () => {
    const body = await list('');
    assert.equal(body.success, true);
    assert.equal(body.data.length, 20);
    assert.deepEqual(body.meta, { total: service.dataset.schools.length, page: 1, limit: 20, total_pages: Math.ceil(service.dataset.schools.length / 20) });
  });

  it('finds Zermatt schools by the prefix zerm, and only schools that match', async () => {
    const body = await list('?q=zerm&limit=100');
    assert.ok(body.meta.total > 0);
    const expected = service.dataset.schools.filter((school) => searchWords(schoolSearchText(school)).some((word) => word.startsWith('zerm')));
    assert.equal(body.meta.total, expected.length);
    assert.ok(body.data.every((school) => school.resorts.some((resort) => resort.name === 'Zermatt') || /zerm/i.test(school.name + school.town)));
  });

  it('finds Méribel schools without the accent, in any case', async () => {
    const plain = await list('?q=meribel');
    const accented = await list(`?q=${encodeURIComponent('MÉRIBEL')}`);
    assert.ok(plain.meta.total > 0);
    assert.deepEqual(plain, accented);
    assert.ok(plain.data.every((school) => JSON.stringify(school).includes('Méribel')));
  });

  it('matches country and language codes and resort slugs in any case', async () => {
    const school = service.dataset.schools[0]!;
    const resort = school.resorts[0]!.slug;
    const language = school.languages[0]!;
    const lower = await list(`?country=${school.country.toLowerCase()}&language=${language}&resort=${resort}&limit=100`);
    const upper = await list(`?country=${school.country}&language=${language.toUpperCase()}&resort=%20${resort.toUpperCase()}&limit=100`);
    assert.ok(lower.data.some((found) => found.id === school.id));
    assert.deepEqual(upper, lower);
  });

  it('combines q with limit and filters (AND across parameters)', async () => {
    const body = await list('?q=val&country=fr&limit=5&certified=true');
    assert.ok(body.data.length <= 5);
    assert.equal(body.meta.limit, 5);
    for (const school of body.data) {
      assert.equal(school.country, 'FR');
      assert.equal(school.certified, true);
    }
  });

  it('pages past the end to an empty list with true meta', async () => {
    const first = await list('?limit=50');
    const past = await list(`?limit=50&page=${first.meta.total_pages + 3}`);
    assert.deepEqual(past.data, []);
    assert.equal(past.meta.total, first.meta.total);
    assert.equal(past.meta.total_pages, first.meta.total_pages);
  });

  it('reports no matches as total 0 and total_pages 0', async () => {
    const body = await list('?country=ZZ');
    assert.deepEqual(body.meta, { total: 0, page: 1, limit: 20, total_pages: 0 });
  });

  it('links first, prev, next and last pages', async () => {
    const response = await service.inject('/api/v1/schools?limit=10&page=2&country=fr');
    const link = String(response.headers.link);
    assert.match(link, /<\/api\/v1\/schools\?limit=10&page=1&country=fr>; rel="first"/);
    assert.match(link, /page=1&country=fr>; rel="prev"/);
    assert.match(link, /page=3&country=fr>; rel="next"/);
    assert.match(link, /rel="last"/);
  });
});

describe('GET /api/v1/schools with bad input', () => {
  let service: TestService;
  before(async () => { service = await startTestService(); });
  after(() => service.stop());

  const cases: Array<[string, string, RegExp]> = [
    ['?activity=golf', 'activity', /allowed values: ski, snowboard/],
    ['?level=pro', 'level', /allowed values: beginner, intermediate, advanced, expert/],
    ['?school_type=spa', 'school_type', /allowed values:/],
    ['?certified=yes', 'certified', /true or false/],
    ['?featured=2', 'featured', /true or false/],
    ['?page=0', 'page', /integer from 1/],
    ['?limit=101', 'limit', /integer from 1 to 100/],
    ['?limit=abc', 'limit', /integer/],
    ['?sort=cheapest', 'sort', /one of relevance, featured/],
    ['?country=FRA', 'country', /ISO 3166-1 alpha-2/],
    ['?language=english', 'language', /ISO 639-1/],
    [`?q=${'a'.repeat(201)}`, 'q', /at most 200 characters/],
    ['?colour=red', 'colour', /not a known parameter/],
    ['?limit=5&limit=6', 'limit', /takes one value, not a list or a repeat/],
  ];

  for (const [query, parameter, reason] of cases) {
    it(`${query.slice(0, 40)} is a 400 naming ${parameter}`, async () => {
      const response = await service.inject(`/api/v1/schools${query}`);
      assert.equal(response.statusCode, 400);
      const { success, error } = JSON.parse(response.payload);
      assert.equal(success, false);
      assert.equal(error.status, 400);
      assert.equal(error.code, 'invalid_parameter');
      assert.equal(error.parameter, parameter);
      assert.match(error.message, new RegExp(`'${parameter}'`));
      assert.match(error.message, reason);
    });
  }

  it('treats a repeated list parameter as the comma list', async () => {
    const repeated = await service.inject('/api/v1/schools?country=CH&country=FR&limit=100');
    const comma = await service.inject('/api/v1/schools?country=ch,fr&limit=100');
    assert.equal(repeated.statusCode, 200);
    assert.deepEqual(JSON.parse(repeated.payload), JSON.parse(comma.payload));
  });

  it('treats an empty value of any parameter as the parameter absent, and a well-formed unknown code as no match', async () => {
    const none = await service.inject('/api/v1/schools');
    for (const query of ['q=', 'country=', 'featured=', 'page=', 'sort=', 'limit=%20', 'q=&activity=&certified=&resort=,']) {
      const empty = await service.inject(`/api/v1/schools?${query}`);
      assert.equal(empty.statusCode, 200, `${query}: ${empty.payload}`);
      assert.deepEqual(JSON.parse(empty.payload), JSON.parse(none.payload), query);
    }
    const unknownLanguage = JSON.parse((await service.inject('/api/v1/schools?language=xx')).payload);
    assert.equal(unknownLanguage.meta.total, 0);
    const unknownResort = JSON.parse((await service.inject('/api/v1/schools?resort=atlantis')).payload);
    assert.equal(unknownResort.meta.total, 0);
  });
});

describe('GET /api/v1/schools/{idOrSlug}', () => {
  let service: TestService;
  before(async () => { service = await startTestService(); });
  after(() => service.stop());

  it('returns the same school by id and by slug, with resorts, categories and instructors', async () => {
    const school = service.dataset.schools[7]!;
    const byId = JSON.parse((await service.inject(`/api/v1/schools/${school.id}`)).payload);
    const bySlug = JSON.parse((await service.inject(`/api/v1/schools/${school.slug}`)).payload);
    assert.deepEqual(byId, bySlug);
    assert.equal(byId.success, true);
    assert.equal(byId.data.id, school.id);
    assert.deepEqual(byId.data.resorts, school.resorts);
    assert.ok(byId.data.categories.some((category: { slug: string }) => category.slug === school.schoolType));
    assert.equal(byId.data.instructors.total, school.instructorCount);
    assert.ok(byId.data.instructors.preview.length <= 5);
    assert.equal(byId.meta, undefined);
  });

  it('answers 404 in the envelope with a school-not-found message', async () => {
    for (const ref of ['999999', 'no-such-school']) {
      const response = await service.inject(`/api/v1/schools/${ref}`);
      assert.equal(response.statusCode, 404);
      const { success, error } = JSON.parse(response.payload);
      assert.equal(success, false);
      assert.equal(error.status, 404);
      assert.equal(error.code, 'school_not_found');
      assert.match(error.message, /^School not found/);
    }
  });
});

describe('record references', () => {
  let service: TestService;
  before(async () => { service = await startTestService(); });
  after(() => service.stop());

  it('answer a well-formed reference that names no school 404, and refuse one that cannot be a reference 400', async () => {
    for (const ref of ['0', '007', 'no-such-school']) {
      const response = await service.inject(`/api/v1/schools/${ref}`);
      assert.equal(response.statusCode, 404, ref);
      assert.equal(JSON.parse(response.payload).error.message, `School not found: ${ref}`);
    }
    // A number written otherwise than as its digits is not a reference either: it is no slug, and only JSON callers' numbers are ids.
    for (const ref of ['caf%C3%A9', 'a%20b', '-x', 'x'.repeat(201), '1.0', '%2B1', '1.']) {
      const response = await service.inject(`/api/v1/schools/${ref}`);
      assert.equal(response.statusCode, 400, ref);
      const { error } = JSON.parse(response.payload);
      assert.equal(error.code, 'invalid_parameter');
      assert.equal(error.parameter, 'idOrSlug');
      assert.match(error.message, /must be a positive integer id or a slug \(letters, digits and hyphens\)/);
    }
  });

  it('forgive surrounding spaces, as the MCP tools do, and never round a huge id onto another record', async () => {
    const school = service.dataset.schools[3]!;
    const spaced = await service.inject(`/api/v1/schools/%20${school.slug}%20`);
    assert.equal(JSON.parse(spaced.payload).data.id, school.id);
    const huge = await service.inject('/api/v1/schools/9999999999999999');
    assert.equal(huge.statusCode, 404);
    assert.match(JSON.parse(huge.payload).error.message, /9999999999999999$/);
  });
});
