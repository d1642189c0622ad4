/**
 * Facet counts of a school search (`facets=`): for each requested facet, how
 * many matching schools carry each value, over the whole result set. The
 * names are the filter parameters they count, so a count's value can be
 * sent back as that filter unchanged.
 *
 * Counts are disjunctive: a facet's counts ignore the query's own explicit
 * filter on that facet (the other values stay visible while one is
 * selected), as Algolia and Typesense count them. Filters a path fixes (the
 * resort of /resorts/{r}/schools, the category of /categories/{c}/schools),
 * the text of `q` (with the filters its words imply) and `near` always apply.
 */
import type { School } from './records.js';
import { compareCodeUnits } from './text.js';

export const SCHOOL_FACETS = ['country', 'resort', 'activity', 'level', 'language', 'school_type', 'certified', 'featured'] as const;
export type SchoolFacetName = (typeof SCHOOL_FACETS)[number];

/** Values listed per facet, most frequent first; the directory has over a hundred resorts, a sidebar shows a few. */
export const MAX_FACET_VALUES = 25;

export interface FacetValueCount {
  /**
   * As the facet's filter takes it: ISO country code, resort slug, category
   * slug, language code, `true` / `false`.
   */
  value: string;
  count: number;
}

export type FacetCounts = Partial<Record<SchoolFacetName, readonly FacetValueCount[]>>;

/** A facet's counts as published: zero counts dropped, by count descending then value (code units), at most MAX_FACET_VALUES. */
export function topFacetValues(counts: Iterable<readonly [string, number]>): FacetValueCount[] {
  const byValue = [...counts].sort(([a], [b]) => compareCodeUnits(a, b));
  return topFacetValuesInOrder(byValue.map(([value]) => value), (at) => (byValue[at] as readonly [string, number])[1]);
}

/**
 * topFacetValues of distinct values already in code-unit order, each one's count read by its place: the
 * rule's one implementation, which the embedded engine calls with its values kept in that order. A value
 * counted is one number, its count and then its place reversed: sorted as numbers, the last are the most
 * frequent, ties by value, and only those listed become objects. Pairs of value and count sorted by a
 * comparison function cost a faceted three-filter search at 100k about 2.5 µs more in process, and 10 KB of
 * garbage, over its five facets counted afresh. `keys` is room for a number a value (a new array if not
 * given), for a caller that keeps one.
 */
export function topFacetValuesInOrder(values: readonly string[], countAt: (at: number) => number, keys: Float64Array = new Float64Array(values.length)): FacetValueCount[] {
  const width = values.length;
  let counted = 0;
  for (let at = 0; at < width; at += 1) {
    const count = countAt(at);
    // Exact as a double: a count times the number of values stays far below 2^53.
    if (count > 0) keys[counted++] = count * width + (width - 1 - at);
  }
  const sorted = keys.subarray(0, counted).sort();
  const listed: FacetValueCount[] = [];
  for (let index = counted - 1; index >= 0 && listed.length < MAX_FACET_VALUES; index -= 1) {
    const key = sorted[index] as number;
    const count = Math.floor(key / width);
    listed.push({ value: values[width - 1 - (key - count * width)] as string, count });
  }
  return listed;
}

/** Every requested facet with no values: the counts of a search that can match nothing. */
export function emptyFacets(facets: readonly SchoolFacetName[]): FacetCounts {
  return Object.fromEntries(facets.map((facet) => [facet, []]));
}

/** The values a school has for a facet, written as the facet's filter takes them. */
export function facetValuesOf(school: School, facet: SchoolFacetName): readonly string[] {
  switch (facet) {
    case 'country': return [school.country];
    case 'resort': return school.resorts.map((resort) => resort.slug);
    case 'activity': return school.activities;
    case 'level': return school.levels;
    case 'language': return school.languages;
    case 'school_type': return [school.schoolType];
    case 'certified': return [String(school.certified)];
    case 'featured': return [String(school.featured)];
  }
}
