/** ResortRepository semantics (src/application/ports/resort-repository.ts), for any adapter. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { RESORT_SORTS, type ResortQuery } from '../../src/domain/queries.js';
import type { Resort } from '../../src/domain/records.js';
import { words } from '../../src/domain/text.js';
import { smallDirectory } from '../fixtures/small-directory.js';
import { backendUnderTest, collectAll, type ContractOptions, type MakeDirectory, pageSummary } from './directory-ports.js';
import { referenceResorts } from './reference-directory.js';
import { literalText } from '../../src/domain/text-query.js';

const q = (overrides: Partial<ResortQuery> = {}): ResortQuery => ({ text: literalText([]), page: 1, limit: 100, sort: 'name', ...overrides });
const ids = (items: readonly Resort[]): number[] => items.map((resort) => resort.id);

export function resortRepositoryContract(name: string, make: MakeDirectory, options: ContractOptions = {}): void {
  describe(`ResortRepository contract: ${name}`, { skip: options.skip ?? false }, () => {
    const dataset = smallDirectory();
    const ports = backendUnderTest(make, dataset);

    it('findById and findBySlug return the stored resort, null when unknown', async () => {
      for (const resort of dataset.resorts) {
        assert.deepEqual(await ports().resorts.findById(resort.id), resort);
        assert.deepEqual(await ports().resorts.findBySlug(resort.slug), resort);
      }
      assert.equal(await ports().resorts.findById(9999), null);
      assert.equal(await ports().resorts.findBySlug('no-such-resort'), null);
    });

    it('schoolCount is the number of schools that list the resort', async () => {
      const counts = Object.fromEntries((await ports().resorts.search(q())).items.map((resort) => [resort.slug, resort.schoolCount]));
      assert.deepEqual(
        { zermatt: counts.zermatt, courchevel: counts.courchevel, verbier: counts.verbier, whistler: counts['whistler-blackcomb'] },
        { zermatt: 4, courchevel: 1, verbier: 0, whistler: 3 },
      );
    });

    const queries: [string, Partial<ResortQuery>][] = [
      ['everything by name', {}],
      ['everything by school count, ties on id', { sort: 'schools' }],
      ['everything by name, Z-A', { sort: '-name' }],
      ['a name prefix', { text: literalText(['val']) }],
      ['a folded name', { text: literalText(words("val d'isere")) }],
      ['a region with an accent', { text: literalText(['hokkaido']) }],
      ['the English country name', { text: literalText(['switz']) }],
      ['one country', { countries: ['FR'] }],
      ['several countries by school count', { countries: ['CH', 'FR'], sort: 'schools' }],
      ['text and country', { text: literalText(['va']), countries: ['CH'] }],
      ['an unknown country', { countries: ['ZZ'] }],
      ['no match', { text: literalText(['qqqq']) }],
    ];
    for (const [title, overrides] of queries) {
      it(`${title} gives exactly the reference page`, async () => {
        const page = await ports().resorts.search(q(overrides));
        assert.deepEqual(pageSummary(page), referenceResorts(dataset, q(overrides)));
      });
    }

    it('name sorts by the folded name', async () => {
      const names = (await ports().resorts.search(q({ countries: ['FR'] }))).items.map((resort) => resort.name);
      assert.deepEqual(names, ['Courchevel', 'Méribel', "Val d'Isère"]);
    });

    it('-name is exactly the reverse of name while names differ, ties still on ascending id', async () => {
      const names = (await ports().resorts.search(q({ countries: ['FR'], sort: '-name' }))).items.map((resort) => resort.name);
      assert.deepEqual(names, ["Val d'Isère", 'Méribel', 'Courchevel']);
    });

    it('paging visits every resort exactly once, in every order', async () => {
      for (const sort of RESORT_SORTS) {
        const whole = await ports().resorts.search(q({ sort }));
        const paged = await collectAll((page) => ports().resorts.search(q({ sort, page, limit: 3 })), 3);
        assert.deepEqual(ids(paged.items), ids(whole.items));
        assert.equal(paged.total, dataset.resorts.length);
      }
    });

    it('a page past the end is empty with the true total', async () => {
      assert.deepEqual(await ports().resorts.search(q({ page: 5, limit: 5 })), { items: [], total: dataset.resorts.length, page: 5, limit: 5 });
    });
  });
}
