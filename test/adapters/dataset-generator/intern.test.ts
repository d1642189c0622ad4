/**
 * Shared lists (intern.ts) and the draws that pick their subsets: a subset
 * found by its bits is the very list internList shares for those items, and
 * drawing bits consumes the generator exactly as drawing the subset does.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { internList, internSubset } from '../../../src/adapters/dataset-generator/intern.js';
import { Random } from '../../../src/adapters/dataset-generator/random.js';

describe('internSubset', () => {
  const list = internList(['de', 'en', 'fr', 'it']);

  it('is the shared list of the items whose bit is set, in their order', () => {
    assert.deepEqual(internSubset(list, 0b1010), ['en', 'it']);
    assert.equal(internSubset(list, 0b1010), internList(['en', 'it']));
    assert.equal(internSubset(list, 0b1010), internSubset(list, 0b1010));
    assert.ok(Object.isFrozen(internSubset(list, 0b0101)));
  });

  it('is the empty list when no bit is set, and the whole list when every bit is', () => {
    assert.deepEqual(internSubset(list, 0), []);
    assert.equal(internSubset(list, 0b1111), list);
  });

  it('refuses a list longer than a mask can cover', () => {
    const long = internList(Array.from({ length: 32 }, (_, index) => `item-${index}`));
    assert.throws(() => internSubset(long, 1), RangeError);
  });
});

describe('Random.bits', () => {
  it('keeps the items subset keeps, and leaves the generator where subset leaves it', () => {
    const items = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    for (let seed = 1; seed <= 50; seed += 1) {
      const bySubset = new Random(seed);
      const byBits = new Random(seed);
      const kept = byBits.bits(items.length, 0.6);
      assert.deepEqual(items.filter((_, index) => (kept & (1 << index)) !== 0), bySubset.subset(items, 0.6));
      assert.equal(byBits.next(), bySubset.next());
    }
  });
});
