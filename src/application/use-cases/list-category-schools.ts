import { InvalidParameterError } from '../../domain/errors.js';
import type { Page } from '../../domain/page.js';
import type { SchoolQuery } from '../../domain/queries.js';
import type { Category, School } from '../../domain/records.js';
import type { SchoolRepository } from '../ports/school-repository.js';
import type { GetCategory } from './get-category.js';

/** Which SchoolQuery filter (and query parameter) a category of each type fixes. */
const FILTER_OF_TYPE = {
  activity: 'activities',
  level: 'levels',
  school_type: 'schoolTypes',
} as const satisfies Record<Category['type'], keyof SchoolQuery>;

/** A second value for the fixed filter would silently widen or empty the list; say so instead. */
function rejectConflictingFilter(category: Category, query: SchoolQuery): void {
  if (query[FILTER_OF_TYPE[category.type]] === undefined) return;
  throw new InvalidParameterError(category.type, `is fixed to '${category.slug}' by the path; remove it or use /api/v1/schools`);
}

/** The schools list with one category fixed; an unknown category is a 404. */
export class ListCategorySchools {
  #getCategory: GetCategory;
  #schools: SchoolRepository;

  constructor(getCategory: GetCategory, schools: SchoolRepository) {
    this.#getCategory = getCategory;
    this.#schools = schools;
  }

  async execute(slug: string, query: SchoolQuery): Promise<Page<School>> {
    const category = await this.#getCategory.execute(slug);
    rejectConflictingFilter(category, query);
    return this.#schools.search({ ...query, [FILTER_OF_TYPE[category.type]]: [category.slug] });
  }
}
