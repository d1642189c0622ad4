/**
 * The one response shape of SPEC.md part 2: every success and every error,
 * Hapi's own included, leaves the service in one of these two envelopes.
 */
import type { z } from 'zod';
import type { Page } from '../../domain/page.js';
import { pageMeta, type PageMeta } from '../presenters/page-meta.js';
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

export function failure(error: ErrorBody): ErrorEnvelope {
  return { success: false, error };
}
