/** One page of an ordered result set; `total` counts every match, not just this page. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
  /**
   * Searches with text: how many of its groups each listed record matches;
   * fewer than the query has when no record matches them all (domain/text-query.ts).
   */
  groupsMatched?: number;
}

export interface PageRequest {
  /** 1-based. */
  page: number;
  /** Page size, 1 to MAX_PAGE_SIZE. */
  limit: number;
}

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/** Deep pages cost the store a skip; 10,000 pages of 100 reach a million records. */
export const MAX_PAGE = 10_000;

export function totalPages(total: number, limit: number): number {
  return total === 0 ? 0 : Math.ceil(total / limit);
}

/** The last page with items that a client may ask for (never past MAX_PAGE); 0 when nothing matches. */
export function lastReachablePage(total: number, limit: number): number {
  return Math.min(totalPages(total, limit), MAX_PAGE);
}

/** Zero-based index of the first item of the requested page. */
export function pageOffset({ page, limit }: PageRequest): number {
  return (page - 1) * limit;
}
