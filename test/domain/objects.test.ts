import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { extended } from '../../src/domain/objects.js';
import { sameHiddenClass } from '../support/hidden-class.js';

describe('extended', () => {
  it('is { ...base, ...added }: the same keys in the same order, the added ones winning, the base untouched', () => {
    const base = Object.freeze({ page: 1, limit: 20, sort: 'relevance' });
    const added = { text: 'zerm', page: 2 };
    const made = extended(base, added);
    assert.deepEqual(Object.entries(made), Object.entries({ ...base, ...added }));
    assert.deepEqual(base, { page: 1, limit: 20, sort: 'relevance' });
    assert.equal(Object.getPrototypeOf(made), Object.prototype);
    assert.ok(!Object.isFrozen(made));
  });

  it('gives objects extended the same way one hidden class, however many are made', () => {
    const request = (at: number) => ({ q: `q${at}`, page: 1, limit: 20 });
    const made = Array.from({ length: 200 }, (_, at) => extended(request(at), { text: [`q${at}`] }));
    assert.ok(made.every((object) => sameHiddenClass(object, made[0] as object)));
  });
});
