import type { CountrySummary } from '../../domain/records.js';

/** Countries that have at least one school, ordered by ISO code; a short list, never paged. */
export interface CountryRepository {
  list(): Promise<CountrySummary[]>;
}
