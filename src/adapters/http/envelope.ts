/**
 * The one response shape of SPEC.md part 2: every success and every error,
 * Hapi's own included, leaves the service in one of these two envelopes.
 */
import type { Page } from '../../domain/page.js';
import { pageMeta, type PageMeta } from '../presenters/page-meta.js';

export interface SuccessEnvelope<T> {
  success: true;
  data: T;
  meta?: PageMeta;
}

export interface ErrorBody {
  message: string;
  status: number;
  code: string;
  requestId?: string;
  /** The offending query parameter, on invalid_parameter errors. */
  parameter?: string;
}

export interface ErrorEnvelope {
  success: false;
  error: ErrorBody;
}

export function success<T>(data: T): SuccessEnvelope<T> {
  return { success: true, data };
}

export function paged<T, R>(page: Page<T>, present: (item: T) => R): SuccessEnvelope<R[]> {
  return { success: true, data: page.items.map(present), meta: pageMeta(page) };
}

export function failure(error: ErrorBody): ErrorEnvelope {
  return { success: false, error };
}
