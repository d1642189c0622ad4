/**
 * Disjunctive facet counts (domain/facets.ts) as MongoDB aggregations, pure
 * like school-queries.ts so the differential test runs exactly these. A
 * facet whose own filter the client set is counted over the query without
 * that filter; the facets that share a selection share one aggregation,
 * one `$facet` branch each, grouping on the stored field.
 */
import type { Document } from 'mongodb';
import type { SchoolFacetName } from '../../../domain/facets.js';
import type { SchoolQuery } from '../../../domain/queries.js';
import { buildSchoolFilters, SCHOOL_TEXT_FIELDS } from './school-queries.js';
import { textSelections } from './text-pipelines.js';

/** The query field holding the client's filter on each facet. */
const FILTER_OF_FACET = {
  country: 'countries', resort: 'resorts', activity: 'activities', level: 'levels', language: 'languages',
  school_type: 'schoolTypes', certified: 'certified', featured: 'featured',
} as const satisfies Record<SchoolFacetName, keyof SchoolQuery>;

/** Where each facet's value is stored, and whether the field holds a list. */
const FACET_FIELDS: Readonly<Record<SchoolFacetName, { path: string; array: boolean }>> = {
  country: { path: 'country', array: false },
  resort: { path: 'resorts.slug', array: true },
  activity: { path: 'activities', array: true },
  level: { path: 'levels', array: true },
  language: { path: 'languages', array: true },
  school_type: { path: 'schoolType', array: false },
  certified: { path: 'certified', array: false },
  featured: { path: 'featured', array: false },
};

/** One aggregation's worth of facets: the selection they are counted over (all groups; the most groups when none match all). */
export interface FacetPipelines {
  facets: SchoolFacetName[];
  all: Document[];
  /** Sent when `all` counts no match; null below two text groups. */
  partial: Document[] | null;
}

/** `{ _total: [{ n }], <facet>: [{ _id: value, count }] }`; a list field counts each distinct value once per school. */
function countingStage(facets: readonly SchoolFacetName[]): Document {
  const branches = Object.fromEntries(facets.map((facet) => {
    const { path, array } = FACET_FIELDS[facet];
    const value = array ? [{ $project: { _value: { $setUnion: [`$${path}`, []] } } }, { $unwind: '$_value' }] : [{ $project: { _value: `$${path}` } }];
    return [facet, [...value, { $group: { _id: '$_value', count: { $sum: 1 } } }]];
  }));
  return { $facet: { _total: [{ $count: 'n' }], ...branches } };
}

function isOwnFilterSet(query: SchoolQuery, facet: SchoolFacetName): boolean {
  if (query.fixedFilters?.includes(facet) === true) return false;
  const value = query[FILTER_OF_FACET[facet]];
  return Array.isArray(value) ? value.length > 0 : value !== undefined;
}

export function buildSchoolFacetPipelines(query: SchoolQuery): FacetPipelines[] {
  const requested = query.facets ?? [];
  const shared = requested.filter((facet) => !isOwnFilterSet(query, facet));
  const variants = [
    ...(shared.length > 0 ? [{ facets: shared, query }] : []),
    ...requested.filter((facet) => isOwnFilterSet(query, facet)).map((facet) => ({ facets: [facet], query: { ...query, [FILTER_OF_FACET[facet]]: undefined } })),
  ];
  return variants.map(({ facets, query: variant }) => {
    const selections = textSelections({ text: variant.text, fields: SCHOOL_TEXT_FIELDS, filters: buildSchoolFilters(variant) });
    const counting = countingStage(facets);
    return { facets, all: [...selections.all, counting], partial: selections.partial === null ? null : [...selections.partial, counting] };
  });
}
