/**
 * Precomputed orders (ranked-page.ts): a key's descending order, derived
 * from its ascending twin, is the order a sort by the descending keys gives,
 * ties included, and its ranks invert it.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { buildSortOrder, ordersBothWays, walkOrder } from '../../../../src/adapters/persistence/memory/ranked-page.js';
import { propertyRuns } from '../../../support/property-runs.js';

describe('ordersBothWays', () => {
  it('equals the sort by descending keys, equal keys on ascending document number', () => {
    // Few distinct keys, so that most documents tie with others.
    fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 300 }), (keys) => {
      const ascending = buildSortOrder(keys.length, (a, b) => (keys[a] as number) - (keys[b] as number) || a - b);
      const descending = buildSortOrder(keys.length, (a, b) => (keys[b] as number) - (keys[a] as number) || a - b);
      const [up, down] = ordersBothWays(keys.length, (a, b) => (keys[a] as number) - (keys[b] as number));
      assert.deepEqual([...up.order], [...ascending.order]);
      assert.deepEqual([...up.rank], [...ascending.rank]);
      assert.deepEqual([...down.order], [...descending.order]);
      assert.deepEqual([...down.rank], [...descending.rank]);
    }), { numRuns: propertyRuns(200) });
  });

  it('is the plain reverse when no two keys are equal', () => {
    assert.deepEqual([...ordersBothWays(4, (a, b) => a - b)[1].order], [3, 2, 1, 0]);
  });

  it('leaves the ascending order as it was when every key ties', () => {
    const [ascending, descending] = ordersBothWays(3, () => 0);
    assert.deepEqual([...ascending.order], [0, 1, 2]);
    assert.deepEqual([...descending.order], [0, 1, 2]);
  });
});

describe('walkOrder', () => {
  it('gives the documents of the order whose bit is set, the first `skip` of them skipped, `count` at most', () => {
    const cases = fc.integer({ min: 1, max: 300 }).chain((universe) => fc.record({
      keys: fc.array(fc.integer({ min: 0, max: 20 }), { minLength: universe, maxLength: universe }),
      members: fc.uniqueArray(fc.integer({ min: 0, max: universe - 1 }), { maxLength: universe }),
      skip: fc.integer({ min: 0, max: universe + 2 }),
      count: fc.integer({ min: 0, max: 40 }),
    }));
    fc.assert(fc.property(cases, ({ keys, members, skip, count }) => {
      const { order } = buildSortOrder(keys.length, (a, b) => (keys[a] as number) - (keys[b] as number) || a - b);
      const bits = new Int32Array((keys.length + 31) >>> 5);
      for (const doc of members) bits[doc >>> 5] = (bits[doc >>> 5] as number) | (1 << (doc & 31));
      const expected = [...order].filter((doc) => members.includes(doc)).slice(skip, skip + count);
      assert.deepEqual([...walkOrder(order, bits, skip, count)], expected);
    }), { numRuns: propertyRuns(300) });
  });
});
