/** CategoryRepository semantics (src/application/ports/category-repository.ts), for any adapter. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Category } from '../../src/domain/records.js';
import { CATEGORY_DEFINITIONS, CATEGORY_TYPES } from '../../src/domain/taxonomy.js';
import { smallDirectory } from '../fixtures/small-directory.js';
import { backendUnderTest, type ContractOptions, type MakeDirectory } from './directory-ports.js';
import { referenceCategories } from './reference-directory.js';

export function categoryRepositoryContract(name: string, make: MakeDirectory, options: ContractOptions = {}): void {
  describe(`CategoryRepository contract: ${name}`, { skip: options.skip ?? false }, () => {
    const dataset = smallDirectory();
    const ports = backendUnderTest(make, dataset);

    const expected: Category[] = referenceCategories(dataset);

    it('lists every category by type, then id, with live school counts', async () => {
      assert.deepEqual(await ports().categories.list(), expected);
    });

    it('lists one type when asked', async () => {
      for (const type of CATEGORY_TYPES) assert.deepEqual(await ports().categories.list(type), expected.filter((category) => category.type === type));
    });

    it('counts schools, not mentions', async () => {
      const bySlug = Object.fromEntries((await ports().categories.list()).map((category) => [category.slug, category.schoolCount]));
      assert.deepEqual({ freeride: bySlug.freeride, 'kids-club': bySlug['kids-club'], expert: bySlug.expert }, { freeride: 4, 'kids-club': 3, expert: 5 });
    });

    it('findById and findBySlug return the same category, null when unknown', async () => {
      for (const category of expected) {
        assert.deepEqual(await ports().categories.findById(category.id), category);
        assert.deepEqual(await ports().categories.findBySlug(category.slug), category);
      }
      assert.equal(await ports().categories.findById(CATEGORY_DEFINITIONS.length + 1), null);
      assert.equal(await ports().categories.findBySlug('no-such-category'), null);
    });

    it('a list handed out cannot change the next one', async () => {
      const first = await ports().categories.list();
      first.length = 0;
      assert.equal((await ports().categories.list()).length, CATEGORY_DEFINITIONS.length);
    });
  });
}
