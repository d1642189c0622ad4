import type { Page } from '../../domain/page.js';
import type { ResortQuery } from '../../domain/queries.js';
import type { Resort } from '../../domain/records.js';

/**
 * Read access to resorts; same paging, null and failure semantics as SchoolRepository.
 * `schoolCount` on each resort is the number of schools that list it.
 */
export interface ResortRepository {
  search(query: ResortQuery): Promise<Page<Resort>>;
  findById(id: number): Promise<Resort | null>;
  findBySlug(slug: string): Promise<Resort | null>;
}
