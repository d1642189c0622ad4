/**
 * What each endpoint takes, declared once for its REST route, its MCP tool
 * and the OpenAPI document. Query parameters are key maps so that a tool can
 * add the record reference REST takes from the path; `parameters()` turns a
 * map into the schema that refuses anything else.
 */
import type { SchemaMap } from 'joi';
import { DISTANCE_SORT, RESORT_SORTS, SCHOOL_SORTS } from '../../domain/queries.js';
import { CATEGORY_TYPES } from '../../domain/taxonomy.js';
import {
  categoryFilter, country, facetList, flag, language, limit, oneOf, page, q, recordReference, referenceList, suggestionLimit, typed,
} from './common-parameters.js';
import { near, radius } from './geo-parameters.js';

export const SCHOOL_LIST: SchemaMap = {
  q,
  country,
  resort: referenceList('Resort slug or id; a comma list matches any of them. An unknown resort matches nothing.'),
  activity: categoryFilter('activity'),
  level: categoryFilter('level'),
  language,
  school_type: categoryFilter('school_type'),
  certified: flag('`true` (or `1`) for certified schools only, `false` (or `0`) for the others.'),
  featured: flag('`true` (or `1`) for featured schools only, `false` (or `0`) for the others.'),
  near,
  radius,
  facets: facetList,
  page,
  limit,
  sort: oneOf([...SCHOOL_SORTS, DISTANCE_SORT], 'Order: `relevance` (default with q), `featured` (default otherwise: featured first, then rating), `rating`, `reviews`, `price` (cheapest first, compared in EUR), `-price`, `name` (A-Z), `-name`, `newest`, `distance` (nearest first; only with `near`). Ties break on ascending id.'),
};

/** A list under a record's path is its parent list without the parameters the path fixes. */
function without(keys: SchemaMap, fixed: readonly string[]): SchemaMap {
  return Object.fromEntries(Object.entries(keys).filter(([name]) => !fixed.includes(name)));
}

/** /resorts/{idOrSlug}/schools: the resort is the path's. */
export const RESORT_SCHOOL_LIST = without(SCHOOL_LIST, ['resort']);

/**
 * /categories/{idOrSlug}/schools: the path fixes the filter of its category's
 * type, which a path may name either way; so the list takes none of the
 * category filters, and its parameters do not depend on the category named.
 */
export const CATEGORY_SCHOOL_LIST = without(SCHOOL_LIST, CATEGORY_TYPES);

export const RESORT_LIST: SchemaMap = {
  q,
  country,
  page,
  limit,
  sort: oneOf(RESORT_SORTS, 'Order: `relevance` (default with q), `name` (A-Z, default otherwise), `-name` (Z-A) or `schools` (most schools first). Ties break on ascending id.'),
};

export const INSTRUCTOR_LIST: SchemaMap = {
  q,
  school: referenceList('School slug or id; a comma list matches instructors of any of them.'),
  resort: referenceList('Resort slug or id: instructors teaching at a school there; a comma list matches any.'),
  country,
  activity: categoryFilter('activity'),
  level: categoryFilter('level'),
  language,
  page,
  limit,
};

export const CATEGORY_LIST: SchemaMap = {
  type: oneOf(CATEGORY_TYPES, 'Only categories of this type.'),
};

export const SUGGEST: SchemaMap = {
  q: typed,
  limit: suggestionLimit,
};

/** Endpoints that take no query parameters still refuse unknown ones. */
export const NO_PARAMETERS: SchemaMap = {};

/** The record each detail route and tool names; one reference rule for all of them. */
export const REFERENCES = {
  school: recordReference("The school's id or slug, as in the `id` and `slug` fields of search results.", 'ecole-du-ski-francais-zermatt'),
  resort: recordReference("The resort's id or slug, as in the `id` and `slug` fields of search results.", 'zermatt'),
  category: recordReference("The category's id or slug, as in the `id` and `slug` fields of the category list.", 'snowboard'),
  instructor: recordReference("The instructor's numeric id, as in the `id` field of search results (instructors have no slug).", '1'),
} as const;
