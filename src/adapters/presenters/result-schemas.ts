/**
 * What every surface returns around the records: a page (`data` + `meta`),
 * a list returned whole, or one record. MCP tools return exactly these as
 * structured content; the REST envelope adds `success` around them.
 */
import { z } from 'zod';
import { pageMetaSchema } from './page-meta.js';

export function pageOf<T extends z.ZodType>(record: T) {
  return z.strictObject({ data: z.array(record).describe('This page of records, in the requested order'), meta: pageMetaSchema });
}

export function listOf<T extends z.ZodType>(record: T) {
  return z.strictObject({ data: z.array(record).describe('Every record, without paging') });
}

export function itemOf<T extends z.ZodType>(record: T) {
  return z.strictObject({ data: record });
}
