/**
 * The composition root's container: binds each port token to the adapter the
 * configuration chose and each use case to a factory, then hands the driving
 * adapters plain objects. Nothing outside bootstrap sees tsyringe.
 */
import 'reflect-metadata';
import { container as rootContainer, type DependencyContainer } from 'tsyringe';
import type { DirectoryUseCases } from '../application/directory-use-cases.js';
import { GetCategory } from '../application/use-cases/get-category.js';
import { GetInstructor } from '../application/use-cases/get-instructor.js';
import { GetResort } from '../application/use-cases/get-resort.js';
import { GetSchool } from '../application/use-cases/get-school.js';
import { ListCategories } from '../application/use-cases/list-categories.js';
import { ListCategorySchools } from '../application/use-cases/list-category-schools.js';
import { ListCountries } from '../application/use-cases/list-countries.js';
import { ListResortSchools } from '../application/use-cases/list-resort-schools.js';
import { SearchInstructors } from '../application/use-cases/search-instructors.js';
import { SearchResorts } from '../application/use-cases/search-resorts.js';
import { SearchSchools } from '../application/use-cases/search-schools.js';
import type { DirectoryBackend } from './directory-backend.js';
import { TOKENS, bindFactory, bindValue, resolve } from './tokens.js';

/**
 * The container holds the directory: its ports and the use cases the driving
 * adapters resolve. The rate-limit slice is composed in
 * rate-limit-composition.ts instead, because its store must connect (async)
 * and its configuration be validated before the server exists; binding its
 * parts here too would only add bindings that nothing resolves.
 */
export interface ContainerParts {
  directory: DirectoryBackend;
}

function bindAdapters(c: DependencyContainer, { directory }: ContainerParts): void {
  bindValue(c, TOKENS.SchoolRepository, directory.schools);
  bindValue(c, TOKENS.ResortRepository, directory.resorts);
  bindValue(c, TOKENS.InstructorRepository, directory.instructors);
  bindValue(c, TOKENS.CategoryRepository, directory.categories);
  bindValue(c, TOKENS.CountryRepository, directory.countries);
  bindValue(c, TOKENS.SearchVocabulary, directory.vocabulary);
}

function bindUseCases(c: DependencyContainer): void {
  const schools = (r: DependencyContainer) => resolve(r, TOKENS.SchoolRepository);
  const vocabulary = (r: DependencyContainer) => resolve(r, TOKENS.SearchVocabulary);
  bindFactory(c, TOKENS.SearchSchools, (r) => new SearchSchools(schools(r), vocabulary(r)));
  bindFactory(c, TOKENS.GetSchool, (r) => new GetSchool(schools(r), resolve(r, TOKENS.InstructorRepository)));
  bindFactory(c, TOKENS.SearchResorts, (r) => new SearchResorts(resolve(r, TOKENS.ResortRepository), vocabulary(r)));
  bindFactory(c, TOKENS.GetResort, (r) => new GetResort(resolve(r, TOKENS.ResortRepository)));
  bindFactory(c, TOKENS.ListResortSchools, (r) => new ListResortSchools(resolve(r, TOKENS.GetResort), resolve(r, TOKENS.SearchSchools)));
  bindFactory(c, TOKENS.SearchInstructors, (r) => new SearchInstructors(resolve(r, TOKENS.InstructorRepository), vocabulary(r)));
  bindFactory(c, TOKENS.GetInstructor, (r) => new GetInstructor(resolve(r, TOKENS.InstructorRepository)));
  bindFactory(c, TOKENS.ListCategories, (r) => new ListCategories(resolve(r, TOKENS.CategoryRepository)));
  bindFactory(c, TOKENS.GetCategory, (r) => new GetCategory(resolve(r, TOKENS.CategoryRepository)));
  bindFactory(c, TOKENS.ListCategorySchools, (r) => new ListCategorySchools(resolve(r, TOKENS.GetCategory), resolve(r, TOKENS.SearchSchools)));
  bindFactory(c, TOKENS.ListCountries, (r) => new ListCountries(resolve(r, TOKENS.CountryRepository)));
}

/** A fresh child container per service instance, so tests never share bindings. */
export function buildContainer(parts: ContainerParts): DependencyContainer {
  const c = rootContainer.createChildContainer();
  bindAdapters(c, parts);
  bindUseCases(c);
  return c;
}

export function resolveDirectoryUseCases(c: DependencyContainer): DirectoryUseCases {
  return {
    searchSchools: resolve(c, TOKENS.SearchSchools),
    getSchool: resolve(c, TOKENS.GetSchool),
    searchResorts: resolve(c, TOKENS.SearchResorts),
    getResort: resolve(c, TOKENS.GetResort),
    listResortSchools: resolve(c, TOKENS.ListResortSchools),
    searchInstructors: resolve(c, TOKENS.SearchInstructors),
    getInstructor: resolve(c, TOKENS.GetInstructor),
    listCategories: resolve(c, TOKENS.ListCategories),
    getCategory: resolve(c, TOKENS.GetCategory),
    listCategorySchools: resolve(c, TOKENS.ListCategorySchools),
    listCountries: resolve(c, TOKENS.ListCountries),
  };
}
