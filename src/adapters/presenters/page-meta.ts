import { z } from 'zod';
import { MAX_PAGE_SIZE, totalPages, type Page } from '../../domain/page.js';

/** The spec's `meta` object (SPEC.md 2.2), names exactly as written there. */
export const pageMetaSchema = z.strictObject({
  total: z.int().nonnegative().describe('Records matching, over all pages'),
  page: z.int().positive().describe('This page, from 1; a page past the end has an empty data list'),
  limit: z.int().min(1).max(MAX_PAGE_SIZE).describe('Page size used'),
  total_pages: z.int().nonnegative().describe('Pages holding records: 0 when nothing matches'),
}).describe('Paging of a list: present on every paged list, absent on lists returned whole');

export type PageMeta = z.output<typeof pageMetaSchema>;

export function pageMeta(page: Page<unknown>): PageMeta {
  return { total: page.total, page: page.page, limit: page.limit, total_pages: totalPages(page.total, page.limit) };
}
