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
  /** When every document has exactly one value (country, flags): numbers itself, read without starts. */
  readonly single: boolean;
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
  return { values, starts, numbers: Uint16Array.from(numbers), single: numbers.length === schools.length };
}

export class FacetValues {
  readonly #facets: Readonly<Record<SchoolFacetName, ValuesByDoc>>;
  readonly #universe: number;
  /** Each facet's counts over every document, built on first use; setFeatured drops the featured ones. */
  readonly #totals = new Map<SchoolFacetName, Uint32Array>();
  #lastComplement: { of: Uint32Array; missing: Uint32Array } | undefined;

  constructor(schools: readonly School[]) {
    this.#facets = Object.fromEntries(SCHOOL_FACETS.map((facet) => [facet, valuesByDoc(schools, facet)])) as Record<SchoolFacetName, ValuesByDoc>;
    this.#universe = schools.length;
  }

  /** Keeps the featured facet in step with SchoolIndex.setFeatured; one slot, written before any search can read it. */
  setFeatured(doc: number, featured: boolean): void {
    const { numbers, values } = this.#facets.featured;
    numbers[doc] = values.indexOf(String(featured));
    this.#totals.delete('featured');
  }

  /**
   * The published counts of `facet` over `docs` (ascending; null: every
   * document). A set holding most documents is counted as the totals minus
   * the documents it lacks: a broad search costs what it leaves out.
   */
  count(facet: SchoolFacetName, docs: Uint32Array | null): FacetValueCount[] {
    const { values } = this.#facets[facet];
    let counts: Uint32Array;
    if (docs === null) counts = this.#totalsOf(facet);
    else if (docs.length * 2 > this.#universe) {
      counts = this.#totalsOf(facet).slice();
      this.#add(facet, counts, this.#missingFrom(docs), -1);
    } else {
      counts = new Uint32Array(values.length);
      this.#add(facet, counts, docs, 1);
    }
    return topFacetValues(values.map((value, number) => [value, counts[number] as number] as const));
  }

  /**
   * missingFrom, remembered for the last set asked about: a search counts
   * every requested facet over the same match, so the complement of a broad
   * match is built once per search, not once per facet.
   */
  #missingFrom(docs: Uint32Array): Uint32Array {
    if (this.#lastComplement?.of !== docs) this.#lastComplement = { of: docs, missing: missingFrom(docs, this.#universe) };
    return this.#lastComplement.missing;
  }

  #totalsOf(facet: SchoolFacetName): Uint32Array {
    let totals = this.#totals.get(facet);
    if (totals === undefined) {
      totals = new Uint32Array(this.#facets[facet].values.length);
      this.#add(facet, totals, Uint32Array.from({ length: this.#universe }, (_, doc) => doc), 1);
      this.#totals.set(facet, totals);
    }
    return totals;
  }

  /** Adds `step` to the counter of every value each of `docs` has. */
  #add(facet: SchoolFacetName, counts: Uint32Array, docs: Uint32Array, step: 1 | -1): void {
    const { starts, numbers, single } = this.#facets[facet];
    if (single) {
      for (let index = 0; index < docs.length; index += 1) {
        const number = numbers[docs[index] as number] as number;
        counts[number] = (counts[number] as number) + step;
      }
      return;
    }
    for (let index = 0; index < docs.length; index += 1) {
      const doc = docs[index] as number;
      const end = starts[doc + 1] as number;
      for (let at = starts[doc] as number; at < end; at += 1) {
        const number = numbers[at] as number;
        counts[number] = (counts[number] as number) + step;
      }
    }
  }
}

/** The documents of 0..universe-1 that `docs` (ascending) lacks: the gaps between its documents, filled in order. */
function missingFrom(docs: Uint32Array, universe: number): Uint32Array {
  const missing = new Uint32Array(universe - docs.length);
  let next = 0;
  let from = 0;
  for (let index = 0; index < docs.length; index += 1) {
    const doc = docs[index] as number;
    while (from < doc) missing[next++] = from++;
    from = doc + 1;
  }
  while (from < universe) missing[next++] = from++;
  return missing;
}
