/**
 * The rule a facet's counts are published by (domain/facets.ts
 * topFacetValues): zero counts dropped, most frequent first, ties by value
 * in code units, at most MAX_FACET_VALUES. Both engines publish through it;
 * here it is held to the rule as the spec states it, over any counts.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { MAX_FACET_VALUES, topFacetValues, type FacetValueCount } from '../../src/domain/facets.js';
import { propertyRuns } from '../support/property-runs.js';

/** The rule as stated: every counted value, sorted by count and then by value, cut at the limit. */
function byTheRule(counts: readonly (readonly [string, number])[]): FacetValueCount[] {
  return counts
    .filter(([, count]) => count > 0)
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0))
    .slice(0, MAX_FACET_VALUES);
}

describe('topFacetValues', () => {
  it('publishes any counts by the rule: ties, zeros, large counts, values in any case and script', () => {
    // Few distinct counts make ties; more values than are listed make the cut matter.
    const count = fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 3 }), fc.integer({ min: 0, max: 1_000_000 }));
    const counts = fc.uniqueArray(fc.tuple(fc.string({ unit: 'binary', maxLength: 6 }), count), { selector: ([value]) => value, maxLength: 80 });
    fc.assert(fc.property(counts, (given) => {
      assert.deepEqual(topFacetValues(given), byTheRule(given));
    }), { numRuns: propertyRuns(300) });
  });

  it('lists the first MAX_FACET_VALUES by value when every count ties, and nothing for no count', () => {
    const values = Array.from({ length: MAX_FACET_VALUES + 5 }, (_, at) => `v${String(at).padStart(2, '0')}`).reverse();
    const listed = topFacetValues(values.map((value) => [value, 4] as const));
    assert.deepEqual(listed.map((entry) => entry.value), [...values].sort().slice(0, MAX_FACET_VALUES));
    assert.deepEqual(topFacetValues(values.map((value) => [value, 0] as const)), []);
    assert.deepEqual(topFacetValues([]), []);
  });
});
