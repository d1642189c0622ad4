/**
 * The parameters each list endpoint accepts. Anything not named here is
 * rejected with a 400 that names it.
 */
import { RESORT_SORTS, SCHOOL_SORTS } from '../../domain/queries.js';
import { categorySlugsOfType, CATEGORY_TYPES } from '../../domain/taxonomy.js';
import { categoryList, country, language, limit, page, q, slugOrIdList } from './common-parameters.js';
import type { ParameterSpecs } from './parameter-spec.js';

const activity = categoryList('Activity', categorySlugsOfType('activity'));
const level = categoryList('Level', categorySlugsOfType('level'));

export const SCHOOL_LIST_PARAMETERS: ParameterSpecs = {
  q,
  country,
  resort: slugOrIdList('Resort slug or id; a comma list matches any of them. An unknown resort matches nothing.'),
  activity,
  level,
  language,
  school_type: categoryList('School type', categorySlugsOfType('school_type')),
  certified: { type: 'boolean', description: '`true` (or `1`) for certified schools only, `false` (or `0`) for the others.' },
  featured: { type: 'boolean', description: '`true` (or `1`) for featured schools only, `false` (or `0`) for the others.' },
  page,
  limit,
  sort: {
    type: 'enum', values: SCHOOL_SORTS,
    description: 'Order: `relevance` (default with q), `featured` (default otherwise: featured first, then rating), `rating`, `reviews`, `price` (cheapest first, compared in EUR), `-price`, `name`, `-name`, `newest`. Ties break on ascending id.',
  },
};

/** The resort is fixed by the path of /resorts/{ref}/schools, so that list takes every school parameter but `resort`. */
export const RESORT_SCHOOL_PARAMETERS: ParameterSpecs = Object.fromEntries(
  Object.entries(SCHOOL_LIST_PARAMETERS).filter(([name]) => name !== 'resort'),
);

export const RESORT_LIST_PARAMETERS: ParameterSpecs = {
  q,
  country,
  page,
  limit,
  sort: {
    type: 'enum', values: RESORT_SORTS, default: 'name',
    description: '`name` (A-Z, default) or `schools` (most schools first). Ties break on ascending id.',
  },
};

export const INSTRUCTOR_LIST_PARAMETERS: ParameterSpecs = {
  q,
  school: slugOrIdList('School slug or id; a comma list matches instructors of any of them.'),
  resort: slugOrIdList('Resort slug or id: instructors teaching at a school there; a comma list matches any.'),
  country,
  activity,
  level,
  language,
  page,
  limit,
};

export const CATEGORY_LIST_PARAMETERS: ParameterSpecs = {
  type: { type: 'enum', values: CATEGORY_TYPES, description: 'Only categories of this type.' },
};

/** Endpoints that take no query parameters still reject unknown ones. */
export const NO_PARAMETERS: ParameterSpecs = {};
