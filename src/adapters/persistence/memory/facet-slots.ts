/**
 * Every facet's values numbered in one slot space (domain/facets.ts
 * facetValuesOf): a facet's values take consecutive slots from its offset,
 * in code-unit order, so one array of counts holds every facet's, and
 * publishing a facet reads its own run of them.
 */
import { facetValuesOf, SCHOOL_FACETS, topFacetValuesInOrder, type FacetCounts, type FacetValueCount, type SchoolFacetName } from '../../../domain/facets.js';
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

  /** The facet's run of counts as published: its values are in code-unit order, as topFacetValuesInOrder takes them. */
  #top(facet: SchoolFacetName, counts: Uint32Array): FacetValueCount[] {
    const { values, offset } = this.#runs[facet];
    // Searches run one at a time and their page is found by now: the search's scratch keys are free (scratch.ts).
    return topFacetValuesInOrder(values, (number) => counts[offset + number] as number, keyBuffer(values.length));
  }
}

/** The facet's distinct values in code-unit order; both flags always, so that a school's `featured` changing never needs a new value. */
function valuesOf(schools: readonly School[], facet: SchoolFacetName): string[] {
  const values = new Set<string>(facet === 'certified' || facet === 'featured' ? ['false', 'true'] : []);
  for (const school of schools) for (const value of facetValuesOf(school, facet)) values.add(value);
  return [...values].sort(compareCodeUnits);
}
