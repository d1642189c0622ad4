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
  const listed: FacetValueCount[] = [];
  for (const [value, count] of counts) if (count > 0) listed.push({ value, count });
  listed.sort((a, b) => b.count - a.count || compareCodeUnits(a.value, b.value));
  return listed.slice(0, MAX_FACET_VALUES);
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
