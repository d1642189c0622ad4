/** One page of an ordered result set; `total` counts every match, not just this page. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}

export interface PageRequest {
  /** 1-based. */
  page: number;
  /** Page size, 1 to MAX_PAGE_SIZE. */
  limit: number;
}

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export function totalPages(total: number, limit: number): number {
  return total === 0 ? 0 : Math.ceil(total / limit);
}

/** The last page a client can ask for: the last one with items, but never past `maxPage`. */
export function lastReachablePage(total: number, limit: number, maxPage: number): number {
  return Math.min(Math.max(1, totalPages(total, limit)), maxPage);
}

/** Zero-based index of the first item of the requested page. */
export function pageOffset({ page, limit }: PageRequest): number {
  return (page - 1) * limit;
}
