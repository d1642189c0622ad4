/**
 * CountryRepository over the `countries` collection, which the loader derives
 * from the schools; only countries with at least one school are stored.
 */
import type { Collection, Db } from 'mongodb';
import type { CountryRepository } from '../../../application/ports/country-repository.js';
import type { CountrySummary } from '../../../domain/records.js';
import { COLLECTIONS } from './collections.js';
import { guarded } from './mongo-errors.js';
import { QUERY_TIME_LIMIT_MS } from './mongo-client.js';
import { COUNTRY_LIST_SORT, fromCountryDocument, type CountryDocument } from './country-document.js';

export class MongoCountryRepository implements CountryRepository {
  #countries: Collection<CountryDocument>;

  constructor(db: Db) {
    this.#countries = db.collection<CountryDocument>(COLLECTIONS.countries);
  }

  list(): Promise<CountrySummary[]> {
    return guarded(async () => {
      const docs = await this.#countries.find({ schoolCount: { $gt: 0 } }, { sort: COUNTRY_LIST_SORT, maxTimeMS: QUERY_TIME_LIMIT_MS }).toArray();
      return docs.map(fromCountryDocument);
    });
  }
}
