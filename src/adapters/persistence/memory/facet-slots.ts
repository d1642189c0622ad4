/**
 * Every facet's values numbered in one slot space (domain/facets.ts
 * facetValuesOf): a facet's values take consecutive slots from its offset,
 * in code-unit order, so one array of counts holds every facet's, and
 * publishing a facet reads its own run of them.
 */
import { facetValuesOf, MAX_FACET_VALUES, SCHOOL_FACETS, type FacetCounts, type FacetValueCount, type SchoolFacetName } from '../../../domain/facets.js';
import type { School } from '../../../domain/records.js';
import { compareCodeUnits } from '../../../domain/text.js';
import { keyBuffer } from './scratch.js';

/** A facet's values in code-unit order, numbered from `offset` in the shared space. */
interface FacetRun {
  readonly values: readonly string[];
  readonly offset: number;
  readonly numberOf: ReadonlyMap<string, number>;
}

export class FacetSlots {
  static of(schools: readonly School[]): FacetSlots {
    const runs = {} as Record<SchoolFacetName, FacetRun>;
    let offset = 0;
    for (const facet of SCHOOL_FACETS) {
      const values = valuesOf(schools, facet);
      runs[facet] = { values, offset, numberOf: new Map(values.map((value, number) => [value, number])) };
      offset += values.length;
    }
    return new FacetSlots(runs, offset);
  }

  readonly #runs: Readonly<Record<SchoolFacetName, FacetRun>>;
  /** How many slots there are: the length of an array of counts. */
  readonly size: number;

  private constructor(runs: Readonly<Record<SchoolFacetName, FacetRun>>, size: number) {
    this.#runs = runs;
    this.size = size;
  }

  /** The slot of one of the facet's values, which must be one the schools had. */
  slotOf(facet: SchoolFacetName, value: string): number {
    const { numberOf, offset } = this.#runs[facet];
    return offset + (numberOf.get(value) as number);
  }

  /** Whether `slot` is one of the facet's. */
  holds(facet: SchoolFacetName, slot: number): boolean {
    const { offset, values } = this.#runs[facet];
    return slot >= offset && slot < offset + values.length;
  }

  /** The facets' counts as published (domain/facets.ts topFacetValues). */
  published(facets: readonly SchoolFacetName[], counts: Uint32Array): FacetCounts {
    return Object.fromEntries(facets.map((facet) => [facet, this.#top(facet, counts)]));
  }

  /**
   * topFacetValues of the facet's counts, held to it by test/adapters/persistence/memory/facet-slots.test.ts.
   * Each value counted is one number, its count and then its place in the run reversed (the run is in
   * code-unit order): sorted as numbers, the last are the most frequent, ties by value, and only those
   * listed become objects. Pairs of value and count sorted by a comparison function cost a faceted
   * three-filter search at 100k about 2.5 µs more in process, and 10 KB of garbage, over its five
   * facets counted afresh.
   */
  #top(facet: SchoolFacetName, counts: Uint32Array): FacetValueCount[] {
    const { values, offset } = this.#runs[facet];
    const width = values.length;
    // Searches run one at a time and their page is found by now: the search's scratch keys are free (scratch.ts).
    const keys = keyBuffer(width);
    let counted = 0;
    for (let number = 0; number < width; number += 1) {
      const count = counts[offset + number] as number;
      // Exact as a double: a count times the run's width stays far below 2^53.
      if (count > 0) keys[counted++] = count * width + (width - 1 - number);
    }
    const sorted = keys.subarray(0, counted).sort();
    const listed: FacetValueCount[] = [];
    for (let at = counted - 1; at >= 0 && listed.length < MAX_FACET_VALUES; at -= 1) {
      const key = sorted[at] as number;
      const count = Math.floor(key / width);
      listed.push({ value: values[width - 1 - (key - count * width)] as string, count });
    }
    return listed;
  }
}

/** The facet's distinct values in code-unit order; both flags always, so that a school's `featured` changing never needs a new value. */
function valuesOf(schools: readonly School[], facet: SchoolFacetName): string[] {
  const values = new Set<string>(facet === 'certified' || facet === 'featured' ? ['false', 'true'] : []);
  for (const school of schools) for (const value of facetValuesOf(school, facet)) values.add(value);
  return [...values].sort(compareCodeUnits);
}
