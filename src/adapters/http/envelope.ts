/**
 * The one response shape of SPEC.md part 2: every success and every error,
 * Hapi's own included, leaves the service in one of these two envelopes.
 */
import type { z } from 'zod';
import type { Page } from '../../domain/page.js';
import { pageMeta, type PageMeta } from '../presenters/page-meta.js';
import { JsonText } from './json-text.js';
import type { errorBodySchema, errorEnvelopeSchema } from './envelope-schemas.js';

export interface SuccessEnvelope<T> {
  success: true;
  data: T;
  meta?: PageMeta;
}

export type ErrorBody = z.output<typeof errorBodySchema>;
export type ErrorEnvelope = z.output<typeof errorEnvelopeSchema>;

export function success<T>(data: T): SuccessEnvelope<T> {
  return { success: true, data };
}

export function paged<T, R>(page: Page<T>, present: (item: T) => R): SuccessEnvelope<R[]> {
  return { success: true, data: page.items.map(present), meta: pageMeta(page) };
}

/** paged() as JSON text, from each item's text: the same bytes as JSON.stringify(paged(page, present)). */
export function pagedJson<T>(page: Page<T>, itemJson: (item: T) => string): JsonText {
  return new JsonText(`{"success":true,"data":[${page.items.map(itemJson).join(',')}],"meta":${JSON.stringify(pageMeta(page))}}`);
}

/** success() as JSON text, around data already serialised. */
export function successJson(dataJson: string): JsonText {
  return new JsonText(`{"success":true,"data":${dataJson}}`);
}

export function failure(error: ErrorBody): ErrorEnvelope {
  return { success: false, error };
}
