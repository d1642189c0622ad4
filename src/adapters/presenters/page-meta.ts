import { totalPages, type Page } from '../../domain/page.js';

/** The spec's `meta` object (SPEC.md 2.2), names exactly as written there. */
export interface PageMeta {
  total: number;
  page: number;
  limit: number;
  total_pages: number;
}

export function pageMeta(page: Page<unknown>): PageMeta {
  return { total: page.total, page: page.page, limit: page.limit, total_pages: totalPages(page.total, page.limit) };
}
