import type { CountryRepository } from '../../../application/ports/country-repository.js';
import { countryName } from '../../../domain/countries.js';
import type { CountrySummary } from '../../../domain/records.js';
import type { SchoolIndex } from './school-index.js';

/** Countries with at least one school, by ISO code, counted once at start-up. */
export class InMemoryCountryRepository implements CountryRepository {
  readonly #countries: readonly CountrySummary[];

  constructor(schools: SchoolIndex) {
    this.#countries = schools
      .values('country')
      .filter((code) => schools.count('country', code) > 0)
      .sort()
      .map((code) => Object.freeze({ code, name: countryName(code), schoolCount: schools.count('country', code) }));
  }

  async list(): Promise<CountrySummary[]> {
    return [...this.#countries];
  }
}
