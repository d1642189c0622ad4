/**
 * Validators and freshness for every successful read under /api/v1 (each
 * is a routes/read-route.ts readRoute): the body is serialised here, once,
 * and its strong ETag is a hash of those bytes (a body assembled from
 * records' bytes hashes their digests in their place: json-body.ts
 * taggedBytes; a lasting body is hashed on its first answer only), so the
 * same answer has the same tag on every instance and on every backend.
 * Hapi compares If-None-Match with it and answers 304 without a body;
 * compressed answers get the encoding appended to the tag (`"…-br"`), as a
 * strong validator must differ per encoding, and either form revalidates.
 *
 * A 304 has gone through the rate limiter like any request, so it is
 * counted and carries the counters: revalidation saves bandwidth, not budget.
 */
import { hash } from 'node:crypto';
import type { ResponseObject, ResponseToolkit } from '@hapi/hapi';
import { JsonBody } from '../json-body.js';
import { cacheControlOf, cachePolicyOf } from './cache-policy.js';
import { utf8Bytes } from '../utf8-bytes.js';

const JSON_TYPE = 'application/json; charset=utf-8';

/** 160 bits of SHA-256 in base64url: unique enough for any body, short enough for a header. */
export function entityTag(body: string | Buffer): string {
  // The one-shot hash: the same digest as createHash's, without a Hash object per response.
  return hash('sha256', body, 'base64url').slice(0, 27);
}

/** The Cache-Control of a read route's answers, by its path template: written once per route, not per answer. */
export function cacheControlOfRoute(routePath: string): string {
  return cacheControlOf(cachePolicyOf(routePath));
}

/** Tags of lasting bodies (json-body.ts), each hashed on its first answer only. */
const lastingTags = new WeakMap<JsonBody, string>();

function tagOf(body: JsonBody): string {
  if (!body.lasting) return entityTag(body.taggedBytes());
  let tag = lastingTags.get(body);
  if (tag === undefined) lastingTags.set(body, (tag = entityTag(body.taggedBytes())));
  return tag;
}

/** A successful read's final answer (routes/read-route.ts readRoute): its bytes, their ETag and its route's Cache-Control. */
export function validatedAnswer(h: ResponseToolkit, value: JsonBody | object, cacheControl: string): ResponseObject {
  // Bytes, once, here: given a string, Node and Hapi would encode it three times (its length, its hash, its
  // write to the socket), which on a search page of tens of KB of accented names is real CPU. A JsonBody's
  // parts are records' bytes encoded when first served, so its page is only copied together.
  let body: Buffer;
  let tag: string;
  if (value instanceof JsonBody) [body, tag] = [value.bytes(), tagOf(value)];
  else tag = entityTag((body = utf8Bytes(JSON.stringify(value))));
  return h.response(body)
    .type(JSON_TYPE)
    .etag(tag)
    .header('Cache-Control', cacheControl);
}
