/**
 * The same agreement on a dataset made hard on purpose: many ties on every
 * sort key (so each tiebreak decides the order), equal prices in different
 * currencies, repeated names, and the inconsistencies a hand-made fixture may
 * carry (a resort listed twice by one school, wrong stored counts, an
 * instructor at a school that does not exist). Every order is compared over
 * the whole collection, page by page.
 */
import { describe, it, before } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { generateDataset } from '../../../../src/adapters/dataset-generator/generate-dataset.js';
import type { Dataset } from '../../../../src/adapters/dataset-generator/dataset.js';
import { RESORT_SORTS, SCHOOL_SORTS, type SchoolQuery } from '../../../../src/domain/queries.js';
import type { School } from '../../../../src/domain/records.js';
import { paging } from '../../../contracts/search-queries.js';
import type { DirectoryRepositories } from '../../../../src/application/ports/directory-repositories.js';
import { bothEngines } from './differential-fixture.js';
import { literalText } from '../../../../src/domain/text-query.js';
import { propertyRuns } from '../../../support/property-runs.js';

const PRICES = [{ amount: 100, currency: 'EUR' }, { amount: 50, currency: 'EUR' }, { amount: 46, currency: 'USD' }, { amount: 100, currency: 'CHF' }];
const NAMES = ['Alpha Ski', 'alpha ski', 'Álpha Ski', 'Beta', 'Zeta-Ski', 'Zeta Ski'];

function tieHeavy(): Dataset {
  const dataset = generateDataset({ schools: 150, seed: 77 });
  const schools = dataset.schools.map((school, index): School => ({
    ...school,
    name: NAMES[index % NAMES.length] as string,
    // null: no rating, which every order that reads ratings puts after every number.
    rating: [null, 4.5, 4.5, 3][index % 4] as number | null,
    reviewCount: index % 3,
    featured: index % 5 === 0,
    priceFrom: PRICES[index % PRICES.length] as School['priceFrom'],
    createdAt: index % 2 === 0 ? '2024-01-01T00:00:00.000Z' : '2023-06-01T00:00:00.000Z',
    instructorCount: 999,
    resorts: index % 7 === 0 && school.resorts[0] ? [school.resorts[0], ...school.resorts] : school.resorts,
  }));
  const resorts = dataset.resorts.map((resort) => ({ ...resort, schoolCount: 12345 }));
  const [first, ...others] = dataset.instructors;
  const instructors = first ? [{ ...first, schools: [...first.schools, { id: 9999, slug: 'closed-school', name: 'Closed School' }] }, ...others] : others;
  return { resorts, schools, instructors };
}

describe('Mongo adapters agree with the embedded engine on a tie-heavy, inconsistent dataset', () => {
  const dataset = tieHeavy();
  let memory: DirectoryRepositories;
  let mongo: DirectoryRepositories;
  before(async () => { ({ memory, mongo } = await bothEngines(dataset)); });

  it('lists every school in every order identically, page by page', async () => {
    for (const sort of SCHOOL_SORTS) {
      for (const [page, limit] of [[1, 100], [2, 100], [1, 7], [3, 7], [22, 7]] as const) {
        const query: SchoolQuery = { text: literalText(sort === 'relevance' ? ['alpha', 'ski'] : []), sort, page, limit };
        assert.deepEqual(await mongo.schools.search(query), await memory.schools.search(query), `${sort} page ${page} limit ${limit}`);
      }
    }
  });

  it('puts schools without a rating after every rated school in sort=rating and sort=featured', async () => {
    for (const sort of ['rating', 'featured'] as const) {
      const page = await memory.schools.search({ text: literalText([]), sort, featured: false, page: 1, limit: 100 });
      const ratings = page.items.map((school) => school.rating);
      const firstNull = ratings.indexOf(null);
      assert.ok(firstNull > 0, sort);
      assert.ok(ratings.slice(firstNull).every((rating) => rating === null), `${sort}: ${ratings.join(',')}`);
      assert.deepEqual(await mongo.schools.search({ text: literalText([]), sort, featured: false, page: 1, limit: 100 }), page);
    }
  });

  it('lists every resort in both orders, with counts recomputed from the schools', async () => {
    for (const sort of RESORT_SORTS) {
      for (const page of [1, 2]) {
        const query = { text: literalText([]), sort, page, limit: 100 };
        assert.deepEqual(await mongo.resorts.search(query), await memory.resorts.search(query), `${sort} page ${page}`);
      }
    }
  });

  it('agrees on random text, filter and sort combinations', async () => {
    const query: fc.Arbitrary<SchoolQuery> = fc.record({
      terms: fc.array(fc.constantFrom('alpha', 'alp', 'ski', 'zeta', 'beta', 'b', 'z', 'sk', 'a'), { maxLength: 3 }),
      featured: fc.boolean(),
      sort: fc.constantFrom(...SCHOOL_SORTS),
    }, { requiredKeys: ['terms', 'sort'] }).chain(({ terms, ...fields }) => paging.map((page) => ({ ...fields, text: literalText(terms), ...page })));
    await fc.assert(fc.asyncProperty(query, async (generated) => {
      assert.deepEqual(await mongo.schools.search(generated), await memory.schools.search(generated));
    }), { numRuns: propertyRuns(60) });
  });

  it('agrees on instructors of a school that is not in the directory, and on derived counts', async () => {
    for (const query of [{ schools: ['9999'] }, { schools: ['closed-school'] }, { text: literalText(['closed']) }]) {
      const full = { text: literalText([]), page: 1, limit: 20, ...query };
      assert.deepEqual(await mongo.instructors.search(full), await memory.instructors.search(full), JSON.stringify(query));
    }
    assert.deepEqual(await mongo.schools.findById(1), await memory.schools.findById(1));
    assert.deepEqual(await mongo.categories.list(), await memory.categories.list());
    assert.deepEqual(await mongo.countries.list(), await memory.countries.list());
  });
});
