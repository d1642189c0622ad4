import type { Page } from '../../domain/page.js';
import type { RecordRef, SchoolQuery } from '../../domain/queries.js';
import type { School } from '../../domain/records.js';
import type { SchoolRepository } from '../ports/school-repository.js';
import type { GetResort } from './get-resort.js';

/** The schools list with the resort fixed; an unknown resort is a 404 here, unlike the `resort` filter. */
export class ListResortSchools {
  #getResort: GetResort;
  #schools: SchoolRepository;

  constructor(getResort: GetResort, schools: SchoolRepository) {
    this.#getResort = getResort;
    this.#schools = schools;
  }

  async execute(ref: RecordRef, query: Omit<SchoolQuery, 'resorts'>): Promise<Page<School>> {
    const resort = await this.#getResort.execute(ref);
    return this.#schools.search({ ...query, resorts: [String(resort.id)] });
  }
}
