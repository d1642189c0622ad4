/**
 * The read use cases the driving adapters (REST, MCP) are handed. Bootstrap
 * builds them; adapters only call `execute`.
 */
import type { GetCategory } from './use-cases/get-category.js';
import type { GetInstructor } from './use-cases/get-instructor.js';
import type { GetResort } from './use-cases/get-resort.js';
import type { GetSchool } from './use-cases/get-school.js';
import type { ListCategories } from './use-cases/list-categories.js';
import type { ListCategorySchools } from './use-cases/list-category-schools.js';
import type { ListCountries } from './use-cases/list-countries.js';
import type { ListResortSchools } from './use-cases/list-resort-schools.js';
import type { SearchInstructors } from './use-cases/search-instructors.js';
import type { SearchResorts } from './use-cases/search-resorts.js';
import type { SearchSchools } from './use-cases/search-schools.js';
import type { Suggest } from './use-cases/suggest.js';

export interface DirectoryUseCases {
  searchSchools: SearchSchools;
  getSchool: GetSchool;
  searchResorts: SearchResorts;
  getResort: GetResort;
  listResortSchools: ListResortSchools;
  searchInstructors: SearchInstructors;
  getInstructor: GetInstructor;
  listCategories: ListCategories;
  getCategory: GetCategory;
  listCategorySchools: ListCategorySchools;
  listCountries: ListCountries;
  suggest: Suggest;
}
