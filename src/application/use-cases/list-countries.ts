import type { CountrySummary } from '../../domain/records.js';
import type { CountryRepository } from '../ports/country-repository.js';

export class ListCountries {
  #countries: CountryRepository;

  constructor(countries: CountryRepository) {
    this.#countries = countries;
  }

  execute(): Promise<CountrySummary[]> {
    return this.#countries.list();
  }
}
