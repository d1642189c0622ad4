import type { Page } from '../../domain/page.js';
import type { ResortQuery } from '../../domain/queries.js';
import type { Resort } from '../../domain/records.js';
import type { ResortRepository } from '../ports/resort-repository.js';

export class SearchResorts {
  #resorts: ResortRepository;

  constructor(resorts: ResortRepository) {
    this.#resorts = resorts;
  }

  execute(query: ResortQuery): Promise<Page<Resort>> {
    return this.#resorts.search(query);
  }
}
