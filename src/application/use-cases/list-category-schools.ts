import type { RecordRef } from '../../domain/queries.js';
import type { Category } from '../../domain/records.js';
import type { GetCategory } from './get-category.js';
import type { SchoolSearch, SchoolSearchPage, SearchSchools } from './search-schools.js';
import { extended } from '../../domain/objects.js';

/** Which SchoolQuery filter a category of each type fixes. */
const FILTER_OF_TYPE = {
  activity: 'activities',
  level: 'levels',
  school_type: 'schoolTypes',
} as const satisfies Record<Category['type'], keyof SchoolSearch>;

/**
 * The school filters a category path fixes. Which one depends on the
 * category's type, so the nested list takes none of them: its parameters
 * are the same whichever category the path names.
 */
export type CategorySchoolQuery = Omit<SchoolSearch, (typeof FILTER_OF_TYPE)[Category['type']]>;

/** The schools list with one category fixed; an unknown category is a 404. */
export class ListCategorySchools {
  #getCategory: GetCategory;
  #schools: SearchSchools;

  constructor(getCategory: GetCategory, schools: SearchSchools) {
    this.#getCategory = getCategory;
    this.#schools = schools;
  }

  async execute(ref: RecordRef, query: CategorySchoolQuery): Promise<SchoolSearchPage> {
    const category = await this.#getCategory.execute(ref);
    return this.#schools.execute(extended(query, fixedBy(category)));
  }
}

/** The filter `category` fixes, and that it is fixed. */
function fixedBy(category: Category): Pick<SchoolSearch, (typeof FILTER_OF_TYPE)[Category['type']] | 'fixedFilters'> {
  // The facet of each category type is named as the type is (domain/facets.ts).
  return { [FILTER_OF_TYPE[category.type]]: [category.slug], fixedFilters: [category.type] };
}
