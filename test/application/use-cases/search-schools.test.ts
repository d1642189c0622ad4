import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { InMemoryDirectory } from '../../../src/adapters/persistence/memory/in-memory-directory.js';
import { SearchSchools } from '../../../src/application/use-cases/search-schools.js';
import { SearchResorts } from '../../../src/application/use-cases/search-resorts.js';
import { SearchInstructors } from '../../../src/application/use-cases/search-instructors.js';
import { smallDirectory } from '../../fixtures/small-directory.js';
import { sameHiddenClass } from '../../support/hidden-class.js';

const directory = InMemoryDirectory.fromDataset(smallDirectory());
const schools = new SearchSchools(directory.schools, directory.vocabulary, directory.resorts);
const search = (q: string | undefined, sort: 'relevance' | 'featured' = 'relevance') => schools.execute({ ...(q === undefined ? {} : { q }), sort, page: 1, limit: 100 });
const ids = (page: { items: { id: number }[] }) => page.items.map((item) => item.id);

describe('searching with q', () => {
  it('says nothing about q when there is none', async () => {
    const page = await search(undefined, 'featured');
    assert.equal(page.understood, undefined);
    assert.equal(page.total, 20);
  });

  it('answers nothing when no required word matches anything, whatever the fillers', async () => {
    const page = await search('ski xqzv');
    assert.deepEqual({ total: page.total, items: page.items }, { total: 0, items: [] });
    assert.deepEqual(page.understood?.unmatched, ['xqzv']);
    assert.equal(page.understood?.partial, false);
  });

  it('lists the schools matching the most words when none matches all, and says the answer is partial', async () => {
    const page = await search('zermatt meribel');
    assert.deepEqual(ids(page).sort((a, b) => a - b), [1, 2, 3, 4, 5, 19, 20]);
    assert.equal(page.understood?.partial, true);
    const whole = await search('zermatt alpin');
    assert.equal(whole.understood?.partial, false);
  });

  it('applies an intent word as its filter, and corrects a misspelt place', async () => {
    const page = await search('snowboard zermtat');
    assert.deepEqual(page.understood?.filters, [{ words: 'snowboard', field: 'activity', value: 'snowboard' }]);
    assert.deepEqual(page.understood?.corrections, [{ word: 'zermtat', to: ['zermatt'] }]);
    assert.ok(page.items.length > 0);
    assert.ok(page.items.every((school) => school.activities.includes('snowboard') && school.resorts.some((resort) => resort.slug === 'zermatt')));
  });

  it('gives resorts and instructors the same reading of q', async () => {
    const resorts = await new SearchResorts(directory.resorts, directory.vocabulary).execute({ q: 'zermat', sort: 'relevance', page: 1, limit: 10 });
    assert.deepEqual(resorts.items.map((resort) => resort.slug), ['zermatt']);
    const instructors = await new SearchInstructors(directory.instructors, directory.vocabulary).execute({ q: 'anna k', page: 1, limit: 10 });
    assert.equal(instructors.items[0]?.displayName, 'Anna K.');
  });
});

describe('what a search makes on every request', () => {
  it('has one hidden class per shape, from one request to the next: the query the repository gets, the page and what was understood', async () => {
    const asked: object[] = [];
    const spying = new SearchSchools(
      { ...directory.schools, search: (query) => (asked.push(query), directory.schools.search(query)) } as typeof directory.schools,
      directory.vocabulary, directory.resorts,
    );
    const pages = [];
    for (let round = 0; round < 50; round += 1) {
      for (const q of ['zermatt', 'ski school', undefined]) pages.push(await spying.execute({ ...(q === undefined ? {} : { q }), sort: 'relevance', page: 1, limit: 20 }));
    }
    const everyThird = <T>(list: T[], from: number) => list.filter((_, at) => at % 3 === from);
    for (const from of [0, 1, 2]) {
      const [firstQuery, ...queries] = everyThird(asked, from);
      assert.ok(queries.every((query) => sameHiddenClass(query, firstQuery as object)), `queries of request kind ${from}`);
      const [firstPage, ...others] = everyThird(pages, from);
      assert.ok(others.every((page) => sameHiddenClass(page, firstPage as object)), `pages of request kind ${from}`);
      if (from < 2) assert.ok(others.every((page) => sameHiddenClass(page.understood as object, firstPage?.understood as object)), `understood of request kind ${from}`);
    }
  });
});
