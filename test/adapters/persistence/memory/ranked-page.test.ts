/**
 * Precomputed orders (ranked-page.ts): a descending order derived from its
 * ascending twin is the order a sort by the descending keys gives, ties
 * included, and its ranks invert it.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { buildSortOrder, reversedOrder } from '../../../../src/adapters/persistence/memory/ranked-page.js';
import { propertyRuns } from '../../../support/property-runs.js';

describe('reversedOrder', () => {
  it('equals the sort by descending keys, equal keys on ascending document number', () => {
    // Few distinct keys, so that most documents tie with others.
    fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 300 }), (keys) => {
      const ascending = buildSortOrder(keys.length, (a, b) => (keys[a] as number) - (keys[b] as number) || a - b);
      const descending = buildSortOrder(keys.length, (a, b) => (keys[b] as number) - (keys[a] as number) || a - b);
      const reversed = reversedOrder(ascending, (a, b) => keys[a] === keys[b]);
      assert.deepEqual([...reversed.order], [...descending.order]);
      assert.deepEqual([...reversed.rank], [...descending.rank]);
    }), { numRuns: propertyRuns(200) });
  });

  it('is the plain reverse when no two keys are equal', () => {
    const ascending = buildSortOrder(4, (a, b) => a - b);
    assert.deepEqual([...reversedOrder(ascending, (a, b) => a === b).order], [3, 2, 1, 0]);
  });

  it('leaves the ascending order as it was', () => {
    const ascending = buildSortOrder(3, () => 0);
    reversedOrder(ascending, () => true);
    assert.deepEqual([...ascending.order], [0, 1, 2]);
  });
});
