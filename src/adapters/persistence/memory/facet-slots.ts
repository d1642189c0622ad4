/**
 * Every facet's values numbered in one slot space (domain/facets.ts
 * facetValuesOf): a facet's values take consecutive slots from its offset,
 * so one array of counts holds every facet's, and publishing a facet reads
 * its own run of them.
 */
import { facetValuesOf, SCHOOL_FACETS, topFacetValues, type FacetCounts, type SchoolFacetName } from '../../../domain/facets.js';
import type { School } from '../../../domain/records.js';

/** A facet's values, numbered from `offset` in the shared space. */
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
    return Object.fromEntries(facets.map((facet) => {
      const { values, offset } = this.#runs[facet];
      // Only the values counted: a narrow search has a few dozen of the resorts' hundreds.
      const counted: (readonly [string, number])[] = [];
      for (let number = 0; number < values.length; number += 1) {
        const count = counts[offset + number] as number;
        if (count > 0) counted.push([values[number] as string, count]);
      }
      return [facet, topFacetValues(counted)];
    }));
  }
}

/** The facet's distinct values in order of first appearance; both flags from the start, so that a school's `featured` changing never needs a new value. */
function valuesOf(schools: readonly School[], facet: SchoolFacetName): string[] {
  const values = new Set<string>(facet === 'certified' || facet === 'featured' ? ['false', 'true'] : []);
  for (const school of schools) for (const value of facetValuesOf(school, facet)) values.add(value);
  return [...values];
}
