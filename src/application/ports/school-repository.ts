import type { Page } from '../../domain/page.js';
import type { SchoolQuery } from '../../domain/queries.js';
import type { School } from '../../domain/records.js';

/**
 * Read access to schools.
 * - `search` returns one page in exactly the order SchoolQuery.sort defines
 *   (ties on ascending id), with `total` counting every match. A page past the
 *   end has no items and the true total. No matches is an empty page, never an error.
 * - `findById` / `findBySlug` return null when there is no such school.
 * - Every method throws BackendUnavailableError when the store cannot answer.
 */
export interface SchoolRepository {
  search(query: SchoolQuery): Promise<Page<School>>;
  findById(id: number): Promise<School | null>;
  findBySlug(slug: string): Promise<School | null>;
}
