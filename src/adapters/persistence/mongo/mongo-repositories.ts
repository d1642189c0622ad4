import type { Db } from 'mongodb';
import { MongoCategoryRepository } from './mongo-category-repository.js';
import { MongoCountryRepository } from './mongo-country-repository.js';
import { MongoInstructorRepository } from './mongo-instructor-repository.js';
import { MongoResortRepository } from './mongo-resort-repository.js';
import { MongoSchoolRepository } from './mongo-school-repository.js';
import { mongoSearchVocabulary } from './mongo-search-vocabulary.js';

/** The five repository adapters and the search vocabulary over one database handle (live, or mingo-backed in tests). */
export function mongoRepositories(db: Db) {
  return {
    schools: new MongoSchoolRepository(db),
    resorts: new MongoResortRepository(db),
    instructors: new MongoInstructorRepository(db),
    categories: new MongoCategoryRepository(db),
    countries: new MongoCountryRepository(db),
    vocabulary: mongoSearchVocabulary(db),
  };
}
