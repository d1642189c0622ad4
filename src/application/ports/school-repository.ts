import type { FacetCounts } from '../../domain/facets.js';
import type { Page } from '../../domain/page.js';
import type { SchoolQuery } from '../../domain/queries.js';
import type { School } from '../../domain/records.js';

/**
 * A page of schools, the records as stored. With `near`, `distancesKm[i]` is the great-circle distance of
 * `items[i]` from the point (domain/geo.ts): a property of this answer, not of the record, so the records
 * stay the very objects the store holds (and what is remembered of them, such as their JSON, stays valid).
 * With `facets`, the page carries their counts.
 */
export interface SchoolPage extends Page<School> {
  distancesKm?: ArrayLike<number>;
  facets?: FacetCounts;
}

/**
 * Any page that carries no distances, for presenters that take items one by one: a school page does not
 * type-check as one, so it goes through the listing that adds each school's distance instead.
 */
export interface WithoutDistances {
  distancesKm?: never;
}

/**
 * Read access to schools.
 * - `search` returns one page in exactly the order SchoolQuery.sort defines
 *   (ties on ascending id), with `total` counting every match. A page past the
 *   end has no items and the true total. No matches is an empty page, never an error.
 *   With `near`, the page carries every item's distance; with `facets`, the page
 *   carries the disjunctive counts of domain/facets.ts over every match.
 * - `findById` / `findBySlug` return null when there is no such school.
 * - Every method throws BackendUnavailableError when the store cannot answer.
 */
export interface SchoolRepository {
  search(query: SchoolQuery): Promise<SchoolPage>;
  findById(id: number): Promise<School | null>;
  findBySlug(slug: string): Promise<School | null>;
}
