/**
 * SchoolRepository semantics (src/application/ports/school-repository.ts and
 * SchoolQuery in src/domain/queries.ts), for any adapter. Results are checked
 * against the naive reference and, for the rules that matter most, against
 * ids written out by hand.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Dataset } from '../../src/adapters/dataset-generator/dataset.js';
import { SCHOOL_SORTS, type SchoolQuery } from '../../src/domain/queries.js';
import type { School } from '../../src/domain/records.js';
import { words } from '../../src/domain/text.js';
import { smallDirectory } from '../fixtures/small-directory.js';
import { backendUnderTest, collectAll, type ContractOptions, type MakeDirectory, pageSummary } from './directory-ports.js';
import { referenceSchools } from './reference-directory.js';
import { literalText } from '../../src/domain/text-query.js';

/** `terms`: each a required prefix (literalText), the simplest text query understanding writes. */
const q = ({ terms, ...overrides }: Partial<SchoolQuery> & { terms?: string[] } = {}): SchoolQuery =>
  ({ text: literalText(terms ?? []), page: 1, limit: 100, sort: 'featured', ...overrides });
const ids = (items: readonly School[]): number[] => items.map((school) => school.id);
const sorted = (values: readonly number[]): number[] => [...values].sort((a, b) => a - b);

export function schoolRepositoryContract(name: string, make: MakeDirectory, options: ContractOptions = {}): void {
  describe(`SchoolRepository contract: ${name}`, { skip: options.skip ?? false }, () => {
    const dataset: Dataset = smallDirectory();
    const ports = backendUnderTest(make, dataset);

    const expectSameAsReference = async (query: SchoolQuery): Promise<void> => {
      const page = await ports().schools.search(query);
      const expected = referenceSchools(dataset, query);
      assert.deepEqual(pageSummary(page), expected, JSON.stringify(query));
    };

    describe('lookups', () => {
      it('findById and findBySlug return the stored record', async () => {
        for (const school of dataset.schools) {
          assert.deepEqual(await ports().schools.findById(school.id), school);
          assert.deepEqual(await ports().schools.findBySlug(school.slug), school);
        }
      });

      it('findById and findBySlug return null for unknown records', async () => {
        assert.equal(await ports().schools.findById(9999), null);
        assert.equal(await ports().schools.findBySlug('no-such-school'), null);
      });

      it('callers cannot change the stored records through a result', async () => {
        const found = (await ports().schools.findById(3)) as School;
        try {
          found.name = 'Changed';
          found.activities.push('telemark');
        } catch {
          // Frozen records refuse the change; copies accept it. Either way the store must not see it.
        }
        assert.deepEqual(await ports().schools.findById(3), dataset.schools[2]);
        const listed = await ports().schools.search(q({ text: literalText(['meribel']) }));
        assert.ok(listed.items.every((school) => school.name !== 'Changed'));
      });
    });

    describe('free text', () => {
      const cases: [string, string[], number[]][] = [
        ['a prefix matches a word (zerm finds Zermatt)', ['zerm'], [1, 2, 19, 20]],
        ['accents are folded (meribel finds Méribel)', ['meribel'], [3, 4, 5]],
        ["apostrophes split words (val d'isere)", words("Val d'Isère"), [6, 7]],
        ['umlauts are folded (kitzbuhel)', ['kitzbuhel'], [8, 9]],
        ['ß folds to ss (weiss finds Weißsee)', ['weiss'], [9]],
        ['ß folds to ss inside a word (grosshang)', ['grosshang'], [12]],
        ['ø folds to o (oyer finds Øyer)', ['oyer'], [10, 11]],
        ['upper case is folded (ZERM)', words('ZERM'), [1, 2, 19, 20]],
        ['non-Latin names match by prefix', ['ニセコ'], [14]],
        ['resort names are searchable', ['niseko'], [14, 15]],
        ['every resort of a school is searchable', ['courchevel'], [5]],
        ['the English country name is searchable', ['switzerland'], [1, 2, 19, 20]],
        ['country names match by prefix', ['norw'], [10, 11]],
        ['regions are searchable', ['savoie'], [3, 4, 5, 6, 7]],
        ['towns are searchable', ['allues'], [3, 4, 5]],
        ['every term must match', ['zermatt', 'alpin'], [1, 20]],
        ['with no school matching every term, those matching the most', ['zermatt', 'meribel'], [1, 2, 3, 4, 5, 19, 20]],
        ['a term is a prefix, not an infix', ['ermatt'], []],
      ];
      for (const [title, terms, expected] of cases) {
        it(title, async () => {
          const page = await ports().schools.search(q({ terms }));
          assert.deepEqual(sorted(ids(page.items)), expected);
          assert.equal(page.total, expected.length);
          await expectSameAsReference(q({ terms }));
        });
      }
    });

    describe('filters', () => {
      const queries: [string, Partial<SchoolQuery>][] = [
        ['one country', { countries: ['CH'] }],
        ['any of several countries', { countries: ['FR', 'AT'] }],
        ['a resort by slug', { resorts: ['zermatt'] }],
        ['a resort by id', { resorts: ['1'] }],
        ['resorts by slug and id mixed', { resorts: ['meribel', '3'] }],
        ["a school's second resort", { resorts: ['courchevel'] }],
        ['a resort without schools', { resorts: ['verbier'] }],
        ['an unknown resort slug', { resorts: ['no-such-resort'] }],
        ['an unknown resort id', { resorts: ['999'] }],
        ['an activity', { activities: ['freeride'] }],
        ['any of several activities', { activities: ['adaptive', 'telemark'] }],
        ['a level', { levels: ['expert'] }],
        ['a language', { languages: ['ja'] }],
        ['any of several languages', { languages: ['no', 'it'] }],
        ['a school type', { schoolTypes: ['kids-club'] }],
        ['any of several school types', { schoolTypes: ['guiding-company', 'private-instructor'] }],
        ['certified', { certified: true }],
        ['not certified', { certified: false }],
        ['featured', { featured: true }],
        ['not featured', { featured: false }],
        ['an unknown country', { countries: ['ZZ'] }],
        ['an unknown language', { languages: ['xx'] }],
        ['an empty list does not filter', { countries: [], activities: [] }],
        ['filters combine with AND', { countries: ['CH'], activities: ['snowboard'] }],
        ['text and a flag', { text: literalText(['zermatt']), featured: true }],
        ['three filters', { countries: ['FR'], certified: false, languages: ['en'] }],
        ['resort, type and level', { resorts: ['whistler-blackcomb'], schoolTypes: ['kids-club'], levels: ['beginner'] }],
      ];
      for (const [title, overrides] of queries) {
        it(`${title} gives exactly the matching schools`, async () => {
          await expectSameAsReference(q(overrides));
        });
      }

      it('unknown values give an empty page, not an error', async () => {
        for (const overrides of [{ countries: ['ZZ'] }, { resorts: ['no-such-resort'] }, { languages: ['xx'] }]) {
          const page = await ports().schools.search(q(overrides));
          assert.deepEqual({ items: page.items, total: page.total }, { items: [], total: 0 });
        }
      });

      it('a resort given by id or by slug selects the same schools', async () => {
        const bySlug = await ports().schools.search(q({ resorts: ['meribel'] }));
        const byId = await ports().schools.search(q({ resorts: ['2'] }));
        assert.deepEqual(ids(byId.items), ids(bySlug.items));
        assert.deepEqual(sorted(ids(byId.items)), [3, 4, 5]);
      });
    });

    describe('sorting', () => {
      for (const sort of SCHOOL_SORTS) {
        it(`sort=${sort} orders every match as specified, ties on ascending id`, async () => {
          const terms = sort === 'relevance' ? ['ski'] : [];
          await expectSameAsReference(q({ sort, terms }));
          await expectSameAsReference(q({ sort, terms, countries: ['FR', 'CH'] }));
        });
      }

      const adjacent = async (query: SchoolQuery, first: number, second: number): Promise<void> => {
        const order = ids((await ports().schools.search(query)).items);
        assert.equal(order.indexOf(second), order.indexOf(first) + 1, `${first} right before ${second} in ${order.join(',')}`);
      };

      it('featured: featured first, then rating, then reviews, then id', async () => {
        const order = ids((await ports().schools.search(q({ sort: 'featured' }))).items);
        assert.deepEqual(order.slice(0, 5), [15, 1, 3, 8, 17]);
        await adjacent(q({ sort: 'featured' }), 1, 3);
      });

      it('price compares amounts converted to EUR (100 CHF = 105 EUR), then id, in both directions', async () => {
        await adjacent(q({ sort: 'price' }), 1, 3);
        await adjacent(q({ sort: '-price' }), 1, 3);
        await adjacent(q({ sort: 'price' }), 4, 5);
      });

      it('name sorts by the folded name (Meribel = Méribel), then id', async () => {
        await adjacent(q({ sort: 'name' }), 4, 5);
        await adjacent(q({ sort: '-name' }), 4, 5);
      });

      it('newest: latest createdAt first, then id', async () => {
        await adjacent(q({ sort: 'newest' }), 6, 7);
        const order = ids((await ports().schools.search(q({ sort: 'newest' }))).items);
        assert.equal(order[0], 20);
      });

      it('relevance: exact words over prefixes, then where they matched (name, place, region, country), then the featured order', async () => {
        // 2 "Matterhorn Ski Guides" has both words whole (ski in its name, Zermatt its town); 1 and 20 have
        // "ski" only as a prefix of Skischule, and 1 is featured.
        const order = ids((await ports().schools.search(q({ sort: 'relevance', terms: ['zermatt', 'ski'] }))).items);
        assert.deepEqual(order, [2, 1, 20]);
        // Zermatt in the name ranks over Zermatt as the town only.
        const names = ids((await ports().schools.search(q({ sort: 'relevance', terms: ['zermatt'] }))).items);
        assert.deepEqual(names, [1, 19, 20, 2]);
      });
    });

    describe('paging', () => {
      it('visits every match exactly once, in order, whatever the page size', async () => {
        const cases: [number, Partial<SchoolQuery>][] = [[3, {}], [2, { countries: ['FR'] }], [7, { sort: 'price' }], [1, { text: literalText(['zermatt']), sort: 'relevance' }]];
        for (const [limit, overrides] of cases) {
          const whole = await ports().schools.search(q(overrides));
          const paged = await collectAll((page) => ports().schools.search(q({ ...overrides, page, limit })), limit);
          assert.deepEqual(ids(paged.items), ids(whole.items));
          assert.equal(new Set(ids(paged.items)).size, paged.items.length);
          assert.equal(paged.total, whole.total);
          assert.equal(paged.pages, Math.max(1, Math.ceil(whole.total / limit)));
        }
      });

      it('echoes page and limit, and counts every match in total', async () => {
        const page = await ports().schools.search(q({ page: 2, limit: 5 }));
        assert.deepEqual({ page: page.page, limit: page.limit, total: page.total, size: page.items.length }, { page: 2, limit: 5, total: 20, size: 5 });
      });

      it('a page past the end is empty and keeps the true total', async () => {
        const page = await ports().schools.search(q({ page: 100, limit: 10, countries: ['FR'] }));
        assert.deepEqual(page, { items: [], total: 5, page: 100, limit: 10 });
        const last = await ports().schools.search(q({ page: 3, limit: 2, countries: ['FR'] }));
        assert.equal(last.items.length, 1);
      });

      it('no match is an empty page with total 0', async () => {
        const page = await ports().schools.search(q({ terms: ['qqqq'], page: 1, limit: 20 }));
        assert.deepEqual(page, { items: [], total: 0, page: 1, limit: 20, groupsMatched: 0 });
      });
    });
  });
}
