/**
 * Collection names, in one place so that the repositories, the index step
 * and the loader cannot drift apart. The payment receiver's are declared
 * with it, in payments/.
 */
import { PAYMENT_COLLECTIONS } from './payments/payment-collections.js';

export const COLLECTIONS = {
  schools: 'schools',
  resorts: 'resorts',
  instructors: 'instructors',
  categories: 'categories',
  countries: 'countries',
  suggestions: 'suggestions',
  ...PAYMENT_COLLECTIONS,
} as const;

/** The read-only directory, which `--drop` may clear; payment state is never dropped by the loader. */
export const DIRECTORY_COLLECTIONS = [
  COLLECTIONS.schools,
  COLLECTIONS.resorts,
  COLLECTIONS.instructors,
  COLLECTIONS.categories,
  COLLECTIONS.countries,
  COLLECTIONS.suggestions,
] as const;
