/**
 * Property tests over the whole HTTP surface of the school search: random
 * valid queries page exactly like the naive reference, and random input of
 * any shape never yields a 500 or a broken envelope.
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { SCHOOL_SORTS, type SchoolQuery, type SchoolSort } from '../../../src/domain/queries.js';
import { categorySlugsOfType } from '../../../src/domain/taxonomy.js';
import { words } from '../../../src/domain/text.js';
import { schoolSearchText, searchWords } from '../../../src/domain/search-text.js';
import { NO_TEXT, type TextQuery } from '../../../src/domain/text-query.js';
import { understandQuery } from '../../../src/application/query-understanding.js';
import { WordList } from '../../../src/adapters/persistence/vocabulary/word-list.js';
import { WordListVocabulary } from '../../../src/adapters/persistence/vocabulary/word-list-vocabulary.js';
import type { School } from '../../../src/domain/records.js';
import { referenceSchools } from '../../contracts/reference-directory.js';
import { startTestService, type TestService } from '../../support/test-service.js';
import { propertyRuns } from '../../support/property-runs.js';

/** A query as a client writes it: REST parameter names, lists as arrays. */
interface ReferenceQuery {
  q?: string;
  country?: string[];
  resort?: string[];
  activity?: string[];
  level?: string[];
  language?: string[];
  school_type?: string[];
  certified?: boolean;
  featured?: boolean;
  sort?: SchoolSort;
}

/** CONTRACT.md's reading of the parameters, spelled out independently of the service's own mapping. */
function expectedQuery(query: ReferenceQuery, text: TextQuery): SchoolQuery {
  const terms = words(query.q ?? '');
  const sort = query.sort === undefined || (query.sort === 'relevance' && terms.length === 0)
    ? (terms.length > 0 ? 'relevance' : 'featured')
    : query.sort;
  return {
    text,
    countries: query.country?.map((code) => code.toUpperCase()),
    resorts: query.resort,
    activities: query.activity,
    levels: query.level,
    languages: query.language,
    schoolTypes: query.school_type,
    certified: query.certified,
    featured: query.featured,
    sort,
    page: 1,
    limit: Number.MAX_SAFE_INTEGER,
  };
}

const someOf = (values: readonly string[]) => fc.option(fc.subarray([...values], { minLength: 1, maxLength: 3 }), { nil: undefined });

function queryArbitrary(service: TestService): fc.Arbitrary<ReferenceQuery> {
  const resorts = service.dataset.resorts.slice(0, 30).flatMap((resort) => [resort.slug, String(resort.id)]);
  const countries = [...new Set(service.dataset.schools.map((school) => school.country))].map((code) => code.toLowerCase());
  const prefixes = ['val', 'zerm', 'ski', 'st', 'les', 'école', 'snow', 'a', 'méribel', 'kitz', 'alp', 'schule'];
  return fc.record({
    q: fc.option(fc.subarray(prefixes, { minLength: 1, maxLength: 2 }).map((terms) => terms.join(' ')), { nil: undefined }),
    country: someOf([...countries, 'zz']),
    resort: someOf(resorts),
    activity: someOf(categorySlugsOfType('activity')),
    level: someOf(categorySlugsOfType('level')),
    language: someOf(['en', 'fr', 'de', 'it', 'ja', 'xx']),
    school_type: someOf(categorySlugsOfType('school_type')),
    certified: fc.option(fc.boolean(), { nil: undefined }),
    featured: fc.option(fc.boolean(), { nil: undefined }),
    sort: fc.option(fc.constantFrom(...SCHOOL_SORTS), { nil: undefined }),
  }, { requiredKeys: [] });
}

function queryString(query: ReferenceQuery, page: number, limit: number): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    params.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  params.set('page', String(page));
  params.set('limit', String(limit));
  return params.toString();
}

describe('school search properties', () => {
  let service: TestService;
  before(async () => { service = await startTestService(); });
  after(() => service.stop());

  it('pages through every match exactly once, in the stated order, for any query and limit', async () => {
    await fc.assert(fc.asyncProperty(queryArbitrary(service), fc.integer({ min: 1, max: 100 }), async (query, limit) => {
      // q is read by query understanding (tested on its own); here it is the parameter mapping and paging under test.
      const vocabulary = new WordListVocabulary(async () => WordList.of(service.dataset.schools.flatMap((school) => searchWords(schoolSearchText(school)))));
      const understood = query.q === undefined ? null : await understandQuery(query.q, 'schools', vocabulary);
      const expected = understood?.matchesNothing ? [] : referenceSchools(service.dataset, expectedQuery(query, understood?.text ?? NO_TEXT)).ids;
      const seen: School[] = [];
      const pages = Math.max(1, Math.ceil(expected.length / limit));
      for (let page = 1; page <= Math.min(pages, 40); page += 1) {
        const response = await service.inject(`/api/v1/schools?${queryString(query, page, limit)}`);
        assert.equal(response.statusCode, 200, response.payload);
        const body = JSON.parse(response.payload);
        const { query: understoodMeta, ...paging } = body.meta;
        assert.deepEqual(paging, { total: expected.length, page, limit, total_pages: Math.ceil(expected.length / limit) });
        assert.equal(understoodMeta !== undefined, query.q !== undefined);
        seen.push(...body.data);
      }
      const visited = expected.slice(0, Math.min(pages, 40) * limit);
      assert.deepEqual(seen.map((school) => school.id), visited);
    }), { numRuns: propertyRuns(60), seed: 20261122 });
  });

  it('never answers 500 and always keeps the envelope and a consistent meta, whatever the input', async () => {
    const names = ['q', 'country', 'resort', 'activity', 'level', 'language', 'school_type', 'certified', 'featured', 'page', 'limit', 'sort', 'bogus'];
    const rawValue = fc.oneof(fc.string({ maxLength: 30 }), fc.integer({ min: -5, max: 20000 }).map(String), fc.constantFrom('true', '0', 'ski', 'fr', 'CH', '', ',,', '%', 'price', '1e3'));
    const rawQuery = fc.array(fc.tuple(fc.constantFrom(...names), rawValue), { maxLength: 6 });
    await fc.assert(fc.asyncProperty(rawQuery, async (pairs) => {
      const query = new URLSearchParams(pairs).toString();
      const response = await service.inject(`/api/v1/schools?${query}`);
      assert.ok([200, 400].includes(response.statusCode), `${query} -> ${response.statusCode}: ${response.payload}`);
      const body = JSON.parse(response.payload);
      if (response.statusCode === 400) {
        assert.equal(body.success, false);
        assert.equal(body.error.status, 400);
        assert.ok(names.includes(body.error.parameter), body.error.message);
        return;
      }
      assert.equal(body.success, true);
      assert.ok(body.data.length <= body.meta.limit);
      assert.equal(body.meta.total_pages, Math.ceil(body.meta.total / body.meta.limit));
      const before = (body.meta.page - 1) * body.meta.limit;
      assert.equal(body.data.length, Math.max(0, Math.min(body.meta.limit, body.meta.total - before)));
    }), { numRuns: propertyRuns(300), seed: 7 });
  });
});
