/**
 * Pure builders of what MongoSchoolRepository sends, so that the live
 * adapter and the differential test (mingo against the embedded engine)
 * evaluate the very same filter and pipeline.
 */
import type { Document } from 'mongodb';
import type { SchoolQuery, SchoolSort } from '../../../domain/queries.js';
import { prefixClauses, prefixMatchCount } from './text-match.js';
import { allOf, anyOf, equalTo, refsOf } from './filter-clauses.js';
import { rankedPagePipeline, sortedPagePipeline, type SortSpec } from './page-pipeline.js';
import { SCHOOL_PROJECTION } from './school-document.js';

/** featured first, then rating, then reviews: the default order and relevance's tiebreak. */
const FEATURED_ORDER = { featured: -1, rating: -1, reviewCount: -1, _id: 1 } as const;

/** Each order as domain/queries.ts defines it, ending on ascending id; each is backed by an index (indexes.ts). */
export const SCHOOL_SORTS: Readonly<Record<Exclude<SchoolSort, 'relevance'>, SortSpec>> = {
  featured: FEATURED_ORDER,
  rating: { rating: -1, reviewCount: -1, _id: 1 },
  reviews: { reviewCount: -1, rating: -1, _id: 1 },
  price: { priceEurCents: 1, _id: 1 },
  '-price': { priceEurCents: -1, _id: 1 },
  name: { sortName: 1, _id: 1 },
  '-name': { sortName: -1, _id: 1 },
  newest: { createdAtMs: -1, _id: 1 },
};

export function buildSchoolFilter(query: SchoolQuery): Document {
  return allOf([
    ...prefixClauses('searchWords', query.terms),
    ...anyOf('country', query.countries),
    ...refsOf('resorts.id', 'resorts.slug', query.resorts),
    ...anyOf('activities', query.activities),
    ...anyOf('levels', query.levels),
    ...anyOf('languages', query.languages),
    ...anyOf('schoolType', query.schoolTypes),
    ...equalTo('certified', query.certified),
    ...equalTo('featured', query.featured),
  ]);
}

export function buildSchoolSearchPipeline(query: SchoolQuery): Document[] {
  const filter = buildSchoolFilter(query);
  if (query.sort === 'relevance' && query.terms.length > 0) {
    return rankedPagePipeline(filter, prefixMatchCount('nameWords', query.terms), FEATURED_ORDER, SCHOOL_PROJECTION, query);
  }
  // relevance without terms is the default order (the parameter rules normally resolve it already).
  const sort = query.sort === 'relevance' ? FEATURED_ORDER : SCHOOL_SORTS[query.sort];
  return sortedPagePipeline(filter, sort, SCHOOL_PROJECTION, query);
}
