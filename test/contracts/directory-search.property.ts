/**
 * Property suites: any query a client could send gives exactly the naive
 * reference page (same ids, same order, same total). Queries are drawn from
 * the dataset's own vocabulary and values, plus values that match nothing,
 * so that most of them select something worth comparing.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import type { Dataset } from '../../src/adapters/dataset-generator/dataset.js';
import { SCHOOL_SORTS, type InstructorQuery, type SchoolQuery } from '../../src/domain/queries.js';
import { words } from '../../src/domain/text.js';
import { backendUnderTest, type ContractOptions, type MakeDirectory } from './directory-ports.js';
import { referenceInstructors, referenceSchools, schoolText } from './reference-directory.js';

export interface PropertyOptions extends ContractOptions {
  runs?: number;
}

const distinct = <T>(values: Iterable<T>): T[] => [...new Set(values)];
/** Usually absent, so that several filters together still leave matches to compare. */
const someOf = <T>(values: readonly T[]): fc.Arbitrary<T[] | undefined> =>
  fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, { arbitrary: fc.subarray([...values], { minLength: 1, maxLength: 4 }), weight: 1 });
const flag = fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, { arbitrary: fc.boolean(), weight: 1 });
const termsOf = (vocabulary: readonly string[]): fc.Arbitrary<string[]> =>
  fc.oneof(fc.constant<string[]>([]), fc.array(termOf(vocabulary), { minLength: 1, maxLength: 2 }));

/** A prefix of a word the dataset uses, or a short random string that mostly matches nothing. */
function termOf(vocabulary: readonly string[]): fc.Arbitrary<string> {
  const prefix = fc.constantFrom(...vocabulary).chain((word) => fc.integer({ min: 1, max: Math.min(word.length, 5) }).map((length) => word.slice(0, length)));
  return fc.oneof({ arbitrary: prefix, weight: 4 }, { arbitrary: fc.stringMatching(/^[a-z]{1,3}$/), weight: 1 });
}

const paging = {
  page: fc.oneof({ arbitrary: fc.constant(1), weight: 2 }, { arbitrary: fc.integer({ min: 2, max: 8 }), weight: 1 }),
  limit: fc.oneof(fc.integer({ min: 1, max: 25 }), fc.constant(100)),
};

export function schoolQueries(dataset: Dataset): fc.Arbitrary<SchoolQuery> {
  const vocabulary = distinct(dataset.schools.flatMap((school) => words(schoolText(school).join(' '))));
  const resorts = dataset.resorts.flatMap((resort) => [resort.slug, String(resort.id)]);
  return fc
    .record({
      terms: termsOf(vocabulary),
      countries: someOf([...distinct(dataset.schools.map((school) => school.country)), 'ZZ']),
      resorts: someOf([...resorts, 'no-such-resort', '99999']),
      activities: someOf(distinct(dataset.schools.flatMap((school) => school.activities))),
      levels: someOf(distinct(dataset.schools.flatMap((school) => school.levels))),
      languages: someOf([...distinct(dataset.schools.flatMap((school) => school.languages)), 'xx']),
      schoolTypes: someOf(distinct(dataset.schools.map((school) => school.schoolType))),
      certified: flag,
      featured: flag,
      sort: fc.constantFrom(...SCHOOL_SORTS),
      ...paging,
    }, { requiredKeys: ['terms', 'sort', 'page', 'limit'] })
    // As the parameter rules do: relevance only arrives with terms.
    .map((query) => (query.sort === 'relevance' && query.terms.length === 0 ? { ...query, sort: 'featured' as const } : query));
}

export function instructorQueries(dataset: Dataset): fc.Arbitrary<InstructorQuery> {
  const vocabulary = distinct(dataset.instructors.flatMap((instructor) =>
    words([instructor.displayName, instructor.bio, ...instructor.schools.map((school) => school.name)].join(' '))));
  return fc.record({
    terms: termsOf(vocabulary),
    schools: someOf([...dataset.schools.slice(0, 40).flatMap((school) => [school.slug, String(school.id)]), 'no-such-school']),
    resorts: someOf(dataset.resorts.flatMap((resort) => [resort.slug, String(resort.id)])),
    countries: someOf(distinct(dataset.schools.map((school) => school.country))),
    activities: someOf(distinct(dataset.instructors.flatMap((instructor) => instructor.activities))),
    levels: someOf(distinct(dataset.instructors.flatMap((instructor) => instructor.levels))),
    languages: someOf(distinct(dataset.instructors.flatMap((instructor) => instructor.languages))),
    ...paging,
  }, { requiredKeys: ['terms', 'page', 'limit'] });
}

export function directorySearchProperties(name: string, make: MakeDirectory, datasets: () => Dataset, options: PropertyOptions = {}): void {
  describe(`directory search properties: ${name}`, { skip: options.skip ?? false }, () => {
    const dataset = datasets();
    const numRuns = options.runs ?? 200;
    const ports = backendUnderTest(make, dataset);

    it('any school query gives exactly the reference page', async () => {
      await fc.assert(fc.asyncProperty(schoolQueries(dataset), async (query) => {
        const page = await ports().schools.search(query);
        assert.deepEqual({ ids: page.items.map((school) => school.id), total: page.total }, referenceSchools(dataset, query));
        assert.deepEqual([page.page, page.limit], [query.page, query.limit]);
      }), { numRuns });
    });

    it('any instructor query gives exactly the reference page', async () => {
      await fc.assert(fc.asyncProperty(instructorQueries(dataset), async (query) => {
        const page = await ports().instructors.search(query);
        assert.deepEqual({ ids: page.items.map((instructor) => instructor.id), total: page.total }, referenceInstructors(dataset, query));
      }), { numRuns });
    });
  });
}
