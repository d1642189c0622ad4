/**
 * The memory of pairs (pair-memory.ts): a pair named in either order is one,
 * made once while kept, and at most the bound is kept, those asked for last.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PairMemory } from '../../../../src/adapters/persistence/memory/pair-memory.js';

describe('PairMemory', () => {
  const objects = Array.from({ length: 12 }, (_, at) => ({ at }));
  const counting = () => {
    let made = 0;
    return { make: () => ({ made: (made += 1) }), made: () => made };
  };

  it('makes a pair once, whichever of its two is named first', () => {
    const memory = new PairMemory<{ made: number }>(4);
    const { make, made } = counting();
    const [a, b, c] = objects as [object, object, object];
    const ab = memory.obtain(a, b, make);
    assert.equal(memory.obtain(b, a, make), ab);
    assert.notEqual(memory.obtain(a, c, make), ab);
    assert.equal(made(), 2);
  });

  it('keeps at most its bound, a pair asked for again staying while others come and go', () => {
    const memory = new PairMemory<{ made: number }>(4);
    const { make } = counting();
    const [often, partner, ...others] = objects as [object, object, ...object[]];
    const kept = memory.obtain(often, partner, make);
    const first = memory.obtain(others[0]!, others[1]!, make);
    // Two generations of two: each new pair fills the newer; `often` is asked for again after each.
    for (let at = 2; at + 1 < others.length; at += 2) {
      memory.obtain(others[at]!, others[at + 1]!, make);
      assert.equal(memory.obtain(partner, often, make), kept);
    }
    const again = memory.obtain(others[0]!, others[1]!, make);
    assert.notEqual(again, first, 'a pair not asked for again is dropped');
  });

  it('forgets every pair when cleared', () => {
    const memory = new PairMemory<{ made: number }>(4);
    const { make } = counting();
    const [a, b] = objects as [object, object];
    const ab = memory.obtain(a, b, make);
    memory.clear();
    assert.notEqual(memory.obtain(a, b, make), ab);
  });
});
