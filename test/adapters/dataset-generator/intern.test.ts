/**
 * Shared lists (intern.ts) and the draws that pick their subsets: a subset
 * found by its bits is the very list internList shares for those items, and
 * drawing bits takes one draw per item.
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
  it('draws once per item, in order, and sets the bit of each draw below the probability', () => {
    for (let seed = 1; seed <= 50; seed += 1) {
      const drawn = new Random(seed);
      const byHand = new Random(seed);
      let expected = 0;
      for (let index = 0; index < 7; index += 1) if (byHand.next() < 0.6) expected |= 1 << index;
      assert.equal(drawn.bits(7, 0.6), expected);
      assert.equal(drawn.next(), byHand.next());
    }
  });
});
