/**
 * The one response shape of SPEC.md part 2: every success and every error,
 * Hapi's own included, leaves the service in one of these two envelopes.
 */
import type { z } from 'zod';
import type { Page } from '../../domain/page.js';
import { pageMeta, pageMetaJson, type PageMeta } from '../presenters/page-meta.js';
import { arrayItemsJson, recordJson, recordParts, type ItemJson } from '../presenters/record-json.js';
import { extended } from '../../domain/objects.js';
import type { HttpFailure } from './error-status.js';
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
const ENVELOPE_CLOSE = Buffer.from('}');
const ITEMS_CLOSE = Buffer.from(']}');

/** paged() as a JSON body, from each item's bytes: the same bytes as JSON.stringify(paged(page, present)). */
export function pagedBody<T>(page: Page<T>, itemJson: (item: T, at: number) => ItemJson): JsonBody {
  return new JsonBody([ITEMS_OPEN, ...arrayItemsJson(page.items.map(itemJson)), Buffer.from(`],"meta":${pageMetaJson(page)}}`)]);
}

/** Bodies around remembered data, by the data's parts: kept as long as the parts are (presenters/record-json.ts). */
const rememberedBodies = new WeakMap<readonly Uint8Array[], JsonBody>();

/**
 * success() as a JSON body, around data already serialised (in one part or several). Parts given frozen
 * are remembered data, given again unchanged for as long as what they present is (a school's detail, another
 * record's: presenters/record-json.ts schoolDetailJson, recordParts), so their answer is kept with them:
 * lasting, tagged on its first answer only.
 */
export function successBody(dataJson: readonly Uint8Array[]): JsonBody {
  if (!Object.isFrozen(dataJson)) return new JsonBody([SUCCESS_OPEN, ...dataJson, ENVELOPE_CLOSE]);
  let body = rememberedBodies.get(dataJson);
  if (body === undefined) rememberedBodies.set(dataJson, (body = new JsonBody([SUCCESS_OPEN, ...dataJson, ENVELOPE_CLOSE], { lasting: true })));
  return body;
}

/** success(records.map(present)) as a JSON body, from each record's bytes: an unpaged list (countries, categories, suggestions). */
export function listBody<T>(records: readonly T[], present: (record: T) => unknown): JsonBody {
  return new JsonBody([ITEMS_OPEN, ...arrayItemsJson(records.map(recordJson(present))), ITEMS_CLOSE]);
}

/**
 * success(present(record)) as a JSON body: the record's bytes as a list page serves them (record-json.ts), not
 * stringified again; a remembered record's answer is kept with them (recordParts).
 */
export function recordBody<T>(record: T, present: (record: T) => unknown): JsonBody {
  return successBody(recordParts(present, record));
}

export function failure(error: ErrorBody): ErrorEnvelope {
  return { success: false, error };
}

/** The envelope a failure leaves in, however it leaves (error-envelope-plugin.ts, browser/direct-answer.ts): its status, code, message (and parameter), then the request's id. */
export function failureOfRequest(body: HttpFailure, requestId: string): ErrorEnvelope {
  return failure(extended(body, { requestId }));
}
