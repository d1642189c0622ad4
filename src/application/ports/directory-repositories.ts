/**
 * The directory's read side as every data backend supplies it: one adapter
 * per repository port, the vocabulary query understanding corrects
 * against, and the suggestions of a search box. One name for the bundle, used by the composition root
 * (DirectoryBackend adds the payment receiver's ports and a lifecycle), by
 * both backends and by the contract suites.
 */
import type { CategoryRepository } from './category-repository.js';
import type { CountryRepository } from './country-repository.js';
import type { InstructorRepository } from './instructor-repository.js';
import type { ResortRepository } from './resort-repository.js';
import type { SchoolRepository } from './school-repository.js';
import type { SearchVocabulary } from './search-vocabulary.js';
import type { SuggestionSource } from './suggestion-source.js';

export interface DirectoryRepositories {
  schools: SchoolRepository;
  resorts: ResortRepository;
  instructors: InstructorRepository;
  categories: CategoryRepository;
  countries: CountryRepository;
  vocabulary: SearchVocabulary;
  suggestions: SuggestionSource;
}
