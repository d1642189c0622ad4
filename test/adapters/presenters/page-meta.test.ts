import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { pageMeta } from '../../../src/adapters/presenters/page-meta.js';
import { sameHiddenClass } from '../../support/hidden-class.js';

const understood = { filters: [], places: [], corrections: [], ignored: [], unmatched: [], partial: false };
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
