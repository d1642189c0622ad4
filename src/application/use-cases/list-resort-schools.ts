import type { RecordRef } from '../../domain/queries.js';
import type { GetResort } from './get-resort.js';
import type { SchoolSearch, SchoolSearchPage, SearchSchools } from './search-schools.js';
import { extended } from '../../domain/objects.js';

/** The schools list with the resort fixed; an unknown resort is a 404 here, unlike the `resort` filter. */
export class ListResortSchools {
  #getResort: GetResort;
  #schools: SearchSchools;

  constructor(getResort: GetResort, schools: SearchSchools) {
    this.#getResort = getResort;
    this.#schools = schools;
  }

  async execute(ref: RecordRef, query: Omit<SchoolSearch, 'resorts'>): Promise<SchoolSearchPage> {
    const resort = await this.#getResort.execute(ref);
    return this.#schools.execute(extended(query, { resorts: [String(resort.id)], fixedFilters: ['resort'] }));
  }
}
