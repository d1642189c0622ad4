import type { Db } from 'mongodb';
import type { DirectoryRepositories } from '../../../application/ports/directory-repositories.js';
import type { FeaturedSchools } from '../../../application/ports/featured-schools.js';
import type { PaymentRepository } from '../../../application/ports/payment-repository.js';
import { MongoCategoryRepository } from './mongo-category-repository.js';
import { MongoCountryRepository } from './mongo-country-repository.js';
import { MongoInstructorRepository } from './mongo-instructor-repository.js';
import { MongoResortRepository } from './mongo-resort-repository.js';
import { MongoSchoolRepository } from './mongo-school-repository.js';
import { MongoFeaturedSchools } from './payments/mongo-featured-schools.js';
import { MongoPaymentRepository } from './payments/mongo-payment-repository.js';
import { mongoSearchVocabulary } from './mongo-search-vocabulary.js';
import { MongoSuggestionSource } from './suggestions/mongo-suggestion-source.js';

/**
 * The repository adapters over one database handle (live, or mingo-backed in
 * tests): the directory's five, its search vocabulary and suggestions, and the payment
 * receiver's.
 */
export function mongoRepositories(db: Db): DirectoryRepositories & { featuredSchools: FeaturedSchools; payments: PaymentRepository } {
  return {
    schools: new MongoSchoolRepository(db),
    resorts: new MongoResortRepository(db),
    instructors: new MongoInstructorRepository(db),
    categories: new MongoCategoryRepository(db),
    countries: new MongoCountryRepository(db),
    featuredSchools: new MongoFeaturedSchools(db),
    payments: new MongoPaymentRepository(db),
    vocabulary: mongoSearchVocabulary(db),
    suggestions: new MongoSuggestionSource(db),
  };
}
