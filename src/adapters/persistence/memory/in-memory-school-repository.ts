import type { SchoolPage, SchoolRepository } from '../../../application/ports/school-repository.js';
import type { SchoolQuery } from '../../../domain/queries.js';
import type { School } from '../../../domain/records.js';
import { hasText } from '../../../domain/text-query.js';
import type { SchoolIndex } from './school-index.js';
import { recordsAt } from './gather.js';

/**
 * SchoolRepository over the in-process search engine. Records are frozen
 * (see freeze-dataset.ts), so they are returned without copying. Nothing here
 * can be unavailable, so BackendUnavailableError never occurs.
 */
export class InMemorySchoolRepository implements SchoolRepository {
  readonly #index: SchoolIndex;

  constructor(index: SchoolIndex) {
    this.#index = index;
  }

  async search(query: SchoolQuery): Promise<SchoolPage> {
    const { docs, total, groupsMatched, distancesKm, facets } = this.#index.search(query);
    return {
      items: recordsAt(this.#index.records, docs),
      ...(distancesKm === undefined ? {} : { distancesKm }),
      total, page: query.page, limit: query.limit,
      ...(hasText(query.text) ? { groupsMatched } : {}),
      ...(facets === undefined ? {} : { facets }),
    };
  }

  async findById(id: number): Promise<School | null> {
    return this.#index.findById(id);
  }

  async findBySlug(slug: string): Promise<School | null> {
    return this.#index.findBySlug(slug);
  }
}
