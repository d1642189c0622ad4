/**
 * The one response shape of SPEC.md part 2: every success and every error,
 * Hapi's own included, leaves the service in one of these two envelopes.
 */
import type { z } from 'zod';
import type { Page } from '../../domain/page.js';
import { pageMeta, type PageMeta } from '../presenters/page-meta.js';
import { JsonBody } from './json-body.js';
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

export function paged<T, R>(page: Page<T>, present: (item: T, at: number) => R): SuccessEnvelope<R[]> {
  return { success: true, data: page.items.map(present), meta: pageMeta(page) };
}

const SUCCESS_OPEN = Buffer.from('{"success":true,"data":');
const ITEMS_OPEN = Buffer.concat([SUCCESS_OPEN, Buffer.from('[')]);
const ITEM_SEPARATOR = Buffer.from(',');
const ENVELOPE_CLOSE = Buffer.from('}');

/** One item's JSON: its bytes, or consecutive parts of them (a remembered record and fields after it). */
export type ItemJson = Uint8Array | readonly Uint8Array[];

/** paged() as a JSON body, from each item's bytes: the same bytes as JSON.stringify(paged(page, present)). */
export function pagedBody<T>(page: Page<T>, itemJson: (item: T, at: number) => ItemJson): JsonBody {
  const parts: Uint8Array[] = [ITEMS_OPEN];
  page.items.forEach((item, index) => {
    if (index > 0) parts.push(ITEM_SEPARATOR);
    const json = itemJson(item, index);
    if (json instanceof Uint8Array) parts.push(json);
    else parts.push(...json);
  });
  parts.push(Buffer.from(`],"meta":${JSON.stringify(pageMeta(page))}}`));
  return new JsonBody(parts);
}

/** success() as a JSON body, around data already serialised (in one part or several). */
export function successBody(dataJson: readonly Uint8Array[]): JsonBody {
  return new JsonBody([SUCCESS_OPEN, ...dataJson, ENVELOPE_CLOSE]);
}

export function failure(error: ErrorBody): ErrorEnvelope {
  return { success: false, error };
}
