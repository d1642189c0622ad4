/**
 * Publishing the embedded engine's facet counts (facet-slots.ts): whatever
 * the counts, each facet's list is the domain's rule, topFacetValues (zero
 * counts dropped, most frequent first, ties by value in code units, at most
 * MAX_FACET_VALUES), which the engine applies to its slots through
 * topFacetValuesInOrder: so each facet's values must be kept in code-unit
 * order, and each slot's count read as its value's.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { generateDataset } from '../../../../src/adapters/dataset-generator/generate-dataset.js';
import { FacetSlots } from '../../../../src/adapters/persistence/memory/facet-slots.js';
import { facetValuesOf, MAX_FACET_VALUES, SCHOOL_FACETS, topFacetValues, type FacetCounts, type SchoolFacetName } from '../../../../src/domain/facets.js';
import type { School } from '../../../../src/domain/records.js';
import { propertyRuns } from '../../../support/property-runs.js';

const { schools } = generateDataset({ schools: 1500, seed: 5 });
// Values listed in no particular order, some of them not in code-unit order: upper case sorts before lower.
const mixedCase: School[] = schools.slice(0, 60).map((school, at) => ({ ...school, languages: [at % 2 === 0 ? 'EN' : 'en', at % 3 === 0 ? 'Zu' : 'de'] }));

/** Every facet's values in order of first appearance: the rule sorts them itself, whatever order the slots keep. */
function valuesOf(of: readonly School[], facet: SchoolFacetName): string[] {
  const flags = facet === 'certified' || facet === 'featured' ? ['false', 'true'] : [];
  return [...new Set([...flags, ...of.flatMap((school) => facetValuesOf(school, facet))])];
}

/** The rule itself over the counts each value's slot holds. */
function byTheRule(slots: FacetSlots, of: readonly School[], counts: Uint32Array): FacetCounts {
  return Object.fromEntries(SCHOOL_FACETS.map((facet) => [facet, topFacetValues(valuesOf(of, facet).map((value) => [value, counts[slots.slotOf(facet, value)]!] as const))]));
}

describe('FacetSlots.published', () => {
  for (const [name, of] of [['the generated schools', schools], ['values in mixed case', mixedCase]] as const) {
    it(`publishes any counts as topFacetValues does: ${name}`, () => {
      const slots = FacetSlots.of(of);
      // Few distinct counts make ties; zeros, values left out; large counts, keys far from the run's width.
      const count = fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 3 }), fc.integer({ min: 0, max: 1_000_000 }));
      fc.assert(fc.property(fc.array(count, { minLength: slots.size, maxLength: slots.size }), (values) => {
        const counts = Uint32Array.from(values);
        assert.deepEqual(slots.published(SCHOOL_FACETS, counts), byTheRule(slots, of, counts));
      }), { numRuns: propertyRuns(60) });
    });
  }

  it('lists the first MAX_FACET_VALUES by value when every count ties, and nothing for no count', () => {
    const slots = FacetSlots.of(schools);
    const resorts = valuesOf(schools, 'resort');
    assert.ok(resorts.length > MAX_FACET_VALUES, 'more resorts than are listed');
    const tied = new Uint32Array(slots.size).fill(7);
    const listed = slots.published(['resort'], tied).resort!;
    assert.deepEqual(listed.map((count) => count.value), [...resorts].sort().slice(0, MAX_FACET_VALUES));
    assert.ok(listed.every((count) => count.count === 7));
    assert.deepEqual(slots.published(['resort', 'language'], new Uint32Array(slots.size)), { resort: [], language: [] });
  });
});
