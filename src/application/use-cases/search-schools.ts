import type { Page } from '../../domain/page.js';
import type { SchoolQuery } from '../../domain/queries.js';
import type { School } from '../../domain/records.js';
import type { SchoolRepository } from '../ports/school-repository.js';

export class SearchSchools {
  #schools: SchoolRepository;

  constructor(schools: SchoolRepository) {
    this.#schools = schools;
  }

  execute(query: SchoolQuery): Promise<Page<School>> {
    return this.#schools.search(query);
  }
}
