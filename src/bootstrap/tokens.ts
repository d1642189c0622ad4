/**
 * Every injection token, declared once. Interfaces vanish at run time, so each
 * port and use case is bound to a symbol that carries its type for `resolve`.
 */
import type { DependencyContainer } from 'tsyringe';
import type { SchoolRepository } from '../application/ports/school-repository.js';
import type { ResortRepository } from '../application/ports/resort-repository.js';
import type { InstructorRepository } from '../application/ports/instructor-repository.js';
import type { CategoryRepository } from '../application/ports/category-repository.js';
import type { CountryRepository } from '../application/ports/country-repository.js';
import type { SearchVocabulary } from '../application/ports/search-vocabulary.js';
import type { GetCategory } from '../application/use-cases/get-category.js';
import type { GetInstructor } from '../application/use-cases/get-instructor.js';
import type { GetResort } from '../application/use-cases/get-resort.js';
import type { GetSchool } from '../application/use-cases/get-school.js';
import type { ListCategories } from '../application/use-cases/list-categories.js';
import type { ListCategorySchools } from '../application/use-cases/list-category-schools.js';
import type { ListCountries } from '../application/use-cases/list-countries.js';
import type { ListResortSchools } from '../application/use-cases/list-resort-schools.js';
import type { SearchInstructors } from '../application/use-cases/search-instructors.js';
import type { SearchResorts } from '../application/use-cases/search-resorts.js';
import type { SearchSchools } from '../application/use-cases/search-schools.js';

declare const tokenType: unique symbol;
/** A symbol that remembers the type bound to it. */
export type Token<T> = symbol & { readonly [tokenType]?: T };

function token<T>(description: string): Token<T> {
  return Symbol(description) as Token<T>;
}

export const TOKENS = {

  SchoolRepository: token<SchoolRepository>('SchoolRepository'),
  ResortRepository: token<ResortRepository>('ResortRepository'),
  InstructorRepository: token<InstructorRepository>('InstructorRepository'),
  CategoryRepository: token<CategoryRepository>('CategoryRepository'),
  CountryRepository: token<CountryRepository>('CountryRepository'),
  SearchVocabulary: token<SearchVocabulary>('SearchVocabulary'),

  SearchSchools: token<SearchSchools>('SearchSchools'),
  GetSchool: token<GetSchool>('GetSchool'),
  SearchResorts: token<SearchResorts>('SearchResorts'),
  GetResort: token<GetResort>('GetResort'),
  ListResortSchools: token<ListResortSchools>('ListResortSchools'),
  SearchInstructors: token<SearchInstructors>('SearchInstructors'),
  GetInstructor: token<GetInstructor>('GetInstructor'),
  ListCategories: token<ListCategories>('ListCategories'),
  GetCategory: token<GetCategory>('GetCategory'),
  ListCategorySchools: token<ListCategorySchools>('ListCategorySchools'),
  ListCountries: token<ListCountries>('ListCountries'),
} as const;

export function resolve<T>(container: DependencyContainer, key: Token<T>): T {
  return container.resolve<T>(key);
}

export function bindValue<T>(container: DependencyContainer, key: Token<T>, value: T): void {
  container.register<T>(key, { useValue: value });
}

export function bindFactory<T>(container: DependencyContainer, key: Token<T>, factory: (c: DependencyContainer) => T): void {
  container.register<T>(key, { useFactory: factory });
}
