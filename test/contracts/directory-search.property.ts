/**
 * Property suites: any query a client could send gives exactly the naive
 * reference page (same records, same order, same total, page and limit
 * echoed), for schools, resorts and instructors; and the derived lists
 * (categories, countries) and lookups agree with the dataset. Queries come
 * from search-queries.ts, anchored on the dataset's own records so that most
 * of them select something worth comparing.
 *
 * This is the one random-query proof per backend: the embedded engine, the
 * Mongo adapters on the mingo stand-in and on a real MongoDB all run it, so
 * each is held to the reference rather than to one another.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import type { Dataset } from '../../src/adapters/dataset-generator/dataset.js';
import type { Page } from '../../src/domain/page.js';
import { CATEGORY_DEFINITIONS, CATEGORY_TYPES } from '../../src/domain/taxonomy.js';
import { backendUnderTest, type ContractOptions, type BackendUnderTest, type MakeDirectory } from './directory-ports.js';
import {
  referenceCategories, referenceCountries, referenceFacets, referenceInstructors, referenceNearbySchools, referenceResorts, referenceSchools, type ReferenceTextPage,
} from './reference-directory.js';
import { nonVacuous, searchQueries, withNearAndFacets } from './search-queries.js';
import { propertyRuns } from '../support/property-runs.js';

export interface PropertyOptions extends ContractOptions {
  /** Runs of the school property (scaled by propertyRuns); resorts and instructors get half as many. */
  runs?: number;
  /** Least share of queries that must return items for a run to prove something. */
  minimumNonEmpty?: number;
}

/** The reference page as the port returns it: the records themselves, in order. */
function expectedPage<T extends { id: number }>(records: readonly T[], reference: ReferenceTextPage, query: { page: number; limit: number }): Page<T> {
  const byId = new Map(records.map((record) => [record.id, record]));
  const page = { items: reference.ids.map((id) => byId.get(id) as T), total: reference.total, page: query.page, limit: query.limit };
  return reference.groupsMatched === undefined ? page : { ...page, groupsMatched: reference.groupsMatched };
}

export function directorySearchProperties(name: string, make: MakeDirectory, datasets: () => Dataset, options: PropertyOptions = {}): void {
  describe(`directory search properties: ${name}`, { skip: options.skip ?? false }, () => {
    const dataset = datasets();
    const runs = propertyRuns(options.runs ?? 200);
    const minimumNonEmpty = options.minimumNonEmpty ?? 0.3;
    const queries = searchQueries(dataset);
    const ports = backendUnderTest(make, dataset);

    /** Same page from the backend as from the reference, for every generated query. */
    async function agree<Q extends { page: number; limit: number }, T extends { id: number }>(
      arbitrary: fc.Arbitrary<Q>,
      search: (directory: BackendUnderTest, query: Q) => Promise<Page<T>>,
      expected: (query: Q) => Page<T>,
      numRuns: number,
      report: (line: string) => void,
    ): Promise<void> {
      const seen = nonVacuous();
      await fc.assert(fc.asyncProperty(arbitrary, async (query) => {
        const want = expected(query);
        assert.deepEqual(await search(ports(), query), want);
        seen.note(want.items);
      }), { numRuns });
      seen.check(minimumNonEmpty, report);
    }

    it('any school query gives exactly the reference page: every filter, every sort, relevance and paging', (t) => agree(
      queries.school,
      (directory, query) => directory.schools.search(query),
      (query) => expectedPage(dataset.schools, referenceSchools(dataset, query), query),
      runs,
      (line) => t.diagnostic(line),
    ));

    it('any school query with near and facets gives the reference page, distances and facet counts', async (t) => {
      const seen = nonVacuous();
      let counted = 0;
      await fc.assert(fc.asyncProperty(withNearAndFacets(queries.school, dataset), async (query) => {
        const { items, facets, distancesKm, ...page } = await ports().schools.search(query);
        const reference = referenceNearbySchools(dataset, query);
        const { items: wantItems, ...want } = expectedPage(dataset.schools, reference, query);
        assert.deepEqual({ ...page, ids: items.map((item) => item.id) }, { ...want, ids: wantItems.map((item) => item.id) }, JSON.stringify(query));
        if (reference.distancesKm === undefined) assert.equal(distancesKm, undefined, JSON.stringify(query));
        else assert.equal(distancesKm?.length, items.length, `one distance per school: ${JSON.stringify(query)}`);
        items.forEach((item, at) => {
          const expected = reference.distancesKm?.[at];
          if (expected !== undefined) assert.ok(Math.abs((distancesKm?.[at] as number) - expected) < 1e-6, `distance of ${item.id}: ${distancesKm?.[at]} against ${expected}`);
        });
        assert.deepEqual(facets, query.facets === undefined ? undefined : referenceFacets(dataset, query), JSON.stringify(query));
        if (Object.values(facets ?? {}).some((values) => values.length > 0)) counted += 1;
        seen.note(items);
      }), { numRuns: Math.ceil(runs / 2) });
      // A radius narrows every other filter further: a lower share still compares a hundred pages and more.
      seen.check(Math.min(minimumNonEmpty, 0.15), (line) => t.diagnostic(line));
      t.diagnostic(`${counted} answers carried non-empty facet counts`);
      assert.ok(counted > runs / 10, 'too few queries counted anything');
    });

    it('any resort query gives exactly the reference page: text, country, every sort and paging', (t) => agree(
      queries.resort,
      (directory, query) => directory.resorts.search(query),
      (query) => expectedPage(dataset.resorts, referenceResorts(dataset, query), query),
      Math.ceil(runs / 2),
      (line) => t.diagnostic(line),
    ));

    it('any instructor query gives exactly the reference page: text and its relevance, school, resort and country through schools, taxonomy and paging', (t) => agree(
      queries.instructor,
      (directory, query) => directory.instructors.search(query),
      (query) => expectedPage(dataset.instructors, referenceInstructors(dataset, query), query),
      Math.ceil(runs / 2),
      (line) => t.diagnostic(line),
    ));

    it('finds records by id and slug, and nothing for unknown ones', async () => {
      const sample = <T>(records: readonly T[]): T[] => [...records.slice(0, 3), ...records.slice(-2)];
      for (const school of sample(dataset.schools)) {
        assert.deepEqual(await ports().schools.findById(school.id), school);
        assert.deepEqual(await ports().schools.findBySlug(school.slug), school);
      }
      for (const resort of sample(dataset.resorts)) {
        assert.deepEqual(await ports().resorts.findById(resort.id), resort);
        assert.deepEqual(await ports().resorts.findBySlug(resort.slug), resort);
      }
      for (const instructor of sample(dataset.instructors)) assert.deepEqual(await ports().instructors.findById(instructor.id), instructor);
      const unknown = Math.max(...[...dataset.schools, ...dataset.resorts, ...dataset.instructors].map((record) => record.id)) + 1;
      for (const id of [0, unknown, 123456789]) {
        assert.deepEqual([await ports().schools.findById(id), await ports().resorts.findById(id), await ports().instructors.findById(id)], [null, null, null], `id ${id}`);
      }
      assert.deepEqual([await ports().schools.findBySlug('nope'), await ports().resorts.findBySlug('nope')], [null, null]);
    });

    it('lists categories (whole, by type, by slug) and countries with the counts the dataset implies', async () => {
      const categories = referenceCategories(dataset);
      assert.deepEqual(await ports().categories.list(), categories);
      for (const type of CATEGORY_TYPES) assert.deepEqual(await ports().categories.list(type), categories.filter((category) => category.type === type), type);
      for (const slug of [...CATEGORY_DEFINITIONS.map((category) => category.slug), 'nope']) {
        assert.deepEqual(await ports().categories.findBySlug(slug), categories.find((category) => category.slug === slug) ?? null, slug);
      }
      assert.deepEqual(await ports().countries.list(), referenceCountries(dataset));
    });
  });
}
