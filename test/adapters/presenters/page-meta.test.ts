import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { generateDataset } from '../../../src/adapters/dataset-generator/generate-dataset.js';
import { InMemoryDirectory } from '../../../src/adapters/persistence/memory/in-memory-directory.js';
import { pageMeta, pageMetaJson } from '../../../src/adapters/presenters/page-meta.js';
import { SCHOOL_FACETS, type FacetCounts } from '../../../src/domain/facets.js';
import { literalText, NO_TEXT } from '../../../src/domain/text-query.js';
import type { Understood } from '../../../src/application/text-search.js';
import { nothingUnderstood, type QueryUnderstanding } from '../../../src/application/query-understanding.js';
import { sameHiddenClass } from '../../support/hidden-class.js';

const understood = { ...nothingUnderstood(), partial: false };
const facets = { country: [{ value: 'FR', count: 3 }] };

describe('a page meta', () => {
  it('lists its keys in the published order, the query and facets only when the page has them', () => {
    const page = { items: [], total: 41, page: 2, limit: 20 };
    assert.deepEqual(Object.keys(pageMeta(page)), ['total', 'page', 'limit', 'total_pages']);
    assert.deepEqual(Object.keys(pageMeta({ ...page, understood, facets })), ['total', 'page', 'limit', 'total_pages', 'query', 'facets']);
    assert.equal(pageMeta(page).total_pages, 3);
  });

  it('is made with one hidden class per shape, answer after answer', () => {
    const metas = Array.from({ length: 100 }, (_, at) => pageMeta({ items: [], total: at, page: 1, limit: 20, understood, facets }));
    assert.ok(metas.every((meta) => sameHiddenClass(meta, metas[0] as object)));
  });
});

describe('a page meta as JSON', () => {
  const page = { items: [], total: 41, page: 2, limit: 20 };
  const same = (meta: Parameters<typeof pageMetaJson>[0], why: string): void => assert.equal(pageMetaJson(meta), JSON.stringify(pageMeta(meta)), why);

  it('is the text JSON.stringify gives the meta, with facets or without', () => {
    same(page, 'no query, no facets');
    same({ ...page, understood, facets }, 'a query and a facet');
    same({ ...page, facets: {} }, 'no facet asked for');
    same({ ...page, understood: { ...understood, partial: true } }, 'words read as words, no record holding them all');
    // One reading of each kind a q can carry: the record's type asks for every list an understanding has.
    const readings: Record<keyof QueryUnderstanding, Partial<Understood>> = {
      filters: { filters: [{ words: 'snowboard', field: 'activity', value: 'snowboard' }, { words: 'english', field: 'language', value: 'en' }] },
      places: { places: [{ words: 'svizzera', field: 'country', value: 'CH' }] },
      corrections: { corrections: [{ word: 'chamonx', to: ['chamonix', 'chamois'] }] },
      ignored: { ignored: ['ski', 'school'] },
      unmatched: { unmatched: ['zzzz'] },
    };
    for (const [name, read] of Object.entries(readings)) {
      same({ ...page, understood: { ...understood, ...read } }, `a query with ${name}`);
      same({ ...page, understood: { ...understood, ...read, partial: true }, facets }, `a partial query with ${name}, and facets`);
    }
    same({ ...page, facets: { country: [], resort: undefined, activity: [{ value: 'ski', count: 2 }, { value: 'a "quoted" \\ value\n', count: 1.5 }, { value: 'none', count: Number.NaN }, { value: 'lone \ud800 surrogate', count: Number.POSITIVE_INFINITY }, { value: 'minus zero', count: -0 }] } as FacetCounts }, 'an empty list, an undefined one, text to escape, counts that are no integer');
  });

  it('writes a kept list as JSON.stringify does, time after time, and a list that may change anew each time', () => {
    const kept = Object.freeze([Object.freeze({ value: 'FR', count: 3 }), Object.freeze({ value: 'CH', count: 1 })]);
    for (let time = 0; time < 3; time += 1) same({ ...page, facets: { country: kept } }, `time ${time}`);
    // A list that is not frozen may change between answers: it is written anew each time.
    const changing = [{ value: 'FR', count: 3 }];
    same({ ...page, facets: { country: changing } }, 'before');
    (changing[0] as { count: number }).count = 4;
    same({ ...page, facets: { country: changing } }, 'after a change');
    same({ ...page, understood, facets: { country: kept, resort: undefined, activity: changing } }, 'a kept list beside one counted for the answer');
    // Frozen, but its counts are not: still a list that may change.
    const shell = Object.freeze([{ value: 'FR', count: 3 }]);
    same({ ...page, facets: { country: shell } }, 'a frozen list of counts that are not');
    (shell[0] as { count: number }).count = 5;
    same({ ...page, facets: { country: shell } }, 'after its count changed');
  });

  it('is the same text for the embedded engine\'s faceted searches, kept lists and counted ones', async () => {
    const directory = InMemoryDirectory.fromDataset(generateDataset({ schools: 300, seed: 4 }));
    const queries = [
      { text: NO_TEXT }, { text: literalText(['s']) }, { text: NO_TEXT, countries: ['FR'], activities: ['ski'] },
      { text: NO_TEXT, countries: ['CH'], levels: ['expert'], languages: ['en'] }, { text: literalText(['zzzz']) },
    ];
    for (const query of queries) {
      for (let time = 0; time < 2; time += 1) {
        const found = await directory.schools.search({ ...query, page: 1, limit: 5, sort: 'featured', facets: SCHOOL_FACETS });
        same(found, JSON.stringify(query));
      }
    }
  });
});
