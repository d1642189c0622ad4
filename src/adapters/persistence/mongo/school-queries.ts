/**
 * Pure builders of what MongoSchoolRepository sends, so that the live
 * adapter and the differential test (mingo against the embedded engine)
 * evaluate the very same filter and pipeline.
 */
import type { Document } from 'mongodb';
import type { SchoolQuery, SchoolSort } from '../../../domain/queries.js';
import { anyOf, equalTo, refsOf } from './filter-clauses.js';
import { DISTANCE_FIELD, distanceExpression, nearClauses } from './geo-stages.js';
import type { SortSpec } from './page-pipeline.js';
import { SCHOOL_PROJECTION } from './school-document.js';
import type { TextFieldPaths } from './text-match.js';
import { textPipelines, type TextPipelines } from './text-pipelines.js';

/** featured first, then rating, then reviews: the default order and relevance's tiebreak. */
const FEATURED_ORDER = { featured: -1, rating: -1, reviewCount: -1, _id: 1 } as const;

/**
 * Each order as domain/queries.ts defines it, ending on ascending id; each is
 * backed by an index (indexes.ts). A descending sort puts a null rating
 * after every number, as the domain wants.
 */
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

/** The fields a phrase of `q` may name (domain/text-query.ts TextField). */
export const SCHOOL_TEXT_FIELDS: TextFieldPaths = {
  country: { path: 'country', array: false },
  region: { path: 'region', array: false },
  resort: { path: 'resorts.slug', array: true },
  activity: { path: 'activities', array: true },
  level: { path: 'levels', array: true },
  schoolType: { path: 'schoolType', array: false },
  language: { path: 'languages', array: true },
};

/** Every filter but the text. */
export function buildSchoolFilters(query: SchoolQuery): Document[] {
  return [
    ...anyOf('country', query.countries),
    ...refsOf('resorts.id', 'resorts.slug', query.resorts),
    ...anyOf('activities', query.activities),
    ...anyOf('levels', query.levels),
    ...anyOf('languages', query.languages),
    ...anyOf('schoolType', query.schoolTypes),
    ...equalTo('certified', query.certified),
    ...equalTo('featured', query.featured),
    ...nearClauses(query.near),
  ];
}

/** Nearest first, ties by id; the distance is computed per query (geo-stages.ts), right after the match. */
const DISTANCE_ORDER = { [DISTANCE_FIELD]: 1, _id: 1 } as const;

export function buildSchoolSearchPipelines(query: SchoolQuery): TextPipelines {
  // relevance without text is the default order (the parameter rules normally resolve it already).
  const order = query.sort === 'relevance' ? { relevance: FEATURED_ORDER } : { sort: query.sort === 'distance' ? DISTANCE_ORDER : SCHOOL_SORTS[query.sort] };
  const near = query.near;
  const computed = near === undefined ? {} : { computed: { [DISTANCE_FIELD]: distanceExpression(near) } };
  const projection = near === undefined ? SCHOOL_PROJECTION : { ...SCHOOL_PROJECTION, [DISTANCE_FIELD]: 1 };
  return textPipelines({ text: query.text, fields: SCHOOL_TEXT_FIELDS, filters: buildSchoolFilters(query), order, projection, ...computed }, query);
}
