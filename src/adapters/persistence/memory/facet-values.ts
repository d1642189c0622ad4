/**
 * Each school's facet values (domain/facets.ts facetValuesOf) by document,
 * as small integers: counting a matched set is one pass over its documents,
 * adding into one counter per value, so a facet costs what the matched set
 * costs and nothing per value the directory has.
 */
import { facetValuesOf, SCHOOL_FACETS, topFacetValues, type FacetValueCount, type SchoolFacetName } from '../../../domain/facets.js';
import type { School } from '../../../domain/records.js';

interface ValuesByDoc {
  readonly values: string[];
  /** Value numbers of document d: numbers[starts[d]] up to numbers[starts[d + 1]]. */
  readonly starts: Uint32Array;
  readonly numbers: Uint16Array;
}

function valuesByDoc(schools: readonly School[], facet: SchoolFacetName): ValuesByDoc {
  // Both flags exist from the start, so that setFeatured never needs a new value.
  const values = facet === 'certified' || facet === 'featured' ? ['false', 'true'] : [];
  const numberOf = new Map(values.map((value, number) => [value, number]));
  const starts = new Uint32Array(schools.length + 1);
  const numbers: number[] = [];
  schools.forEach((school, doc) => {
    for (const value of new Set(facetValuesOf(school, facet))) {
      let number = numberOf.get(value);
      if (number === undefined) {
        number = values.push(value) - 1;
        numberOf.set(value, number);
      }
      numbers.push(number);
    }
    starts[doc + 1] = numbers.length;
  });
  return { values, starts, numbers: Uint16Array.from(numbers) };
}

export class FacetValues {
  readonly #facets: Readonly<Record<SchoolFacetName, ValuesByDoc>>;
  readonly #universe: number;

  constructor(schools: readonly School[]) {
    this.#facets = Object.fromEntries(SCHOOL_FACETS.map((facet) => [facet, valuesByDoc(schools, facet)])) as Record<SchoolFacetName, ValuesByDoc>;
    this.#universe = schools.length;
  }

  /** Keeps the featured facet in step with SchoolIndex.setFeatured; one slot, written before any search can read it. */
  setFeatured(doc: number, featured: boolean): void {
    const { starts, numbers, values } = this.#facets.featured;
    numbers[starts[doc] as number] = values.indexOf(String(featured));
  }

  /** The published counts of `facet` over `docs` (ascending; null: every document). */
  count(facet: SchoolFacetName, docs: Uint32Array | null): FacetValueCount[] {
    const { values, starts, numbers } = this.#facets[facet];
    const counts = new Uint32Array(values.length);
    const size = docs === null ? this.#universe : docs.length;
    for (let index = 0; index < size; index += 1) {
      const doc = docs === null ? index : (docs[index] as number);
      const end = starts[doc + 1] as number;
      for (let at = starts[doc] as number; at < end; at += 1) {
        const number = numbers[at] as number;
        counts[number] = (counts[number] as number) + 1;
      }
    }
    return topFacetValues(values.map((value, number) => [value, counts[number] as number] as const));
  }
}
