/** A range's total (list-totals.ts) against the lengths of its lists summed, for every range of lists of any lengths. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { ListTotals } from '../../../../src/adapters/persistence/memory/list-totals.js';
import { propertyRuns } from '../../../support/property-runs.js';

describe('ListTotals', () => {
  it('gives the lengths of the lists of every range [from, to) summed, the empty range none', () => {
    fc.assert(fc.property(fc.array(fc.nat(5_000), { maxLength: 40 }), (lengths) => {
      const lists = lengths.map((length) => ({ length }));
      const totals = new ListTotals(lists);
      for (let from = 0; from <= lists.length; from += 1) {
        for (let to = from; to <= lists.length; to += 1) {
          assert.equal(totals.within(from, to), lengths.slice(from, to).reduce((sum, length) => sum + length, 0), `[${from}, ${to})`);
        }
      }
    }), { numRuns: propertyRuns(100) });
  });
});
