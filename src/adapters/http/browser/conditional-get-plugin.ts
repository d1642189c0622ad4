/**
 * Validators and freshness for every successful read under /api/v1: the
 * body is serialised here, once, and its strong ETag is a hash of those
 * bytes (a body assembled from records' bytes hashes their digests in
 * their place: json-body.ts taggedBytes), so the same answer has the same
 * tag on every instance and on every backend. Hapi compares If-None-Match
 * with it and answers 304 without a body; compressed answers get the
 * encoding appended to the tag (`"…-br"`), as a strong validator must
 * differ per encoding, and either form revalidates.
 *
 * A 304 has gone through the rate limiter like any request, so it is
 * counted and carries the counters: revalidation saves bandwidth, not budget.
 */
import { hash } from 'node:crypto';
import type { Plugin, Request, ResponseObject, ResponseToolkit } from '@hapi/hapi';
import { JsonBody } from '../json-body.js';
import { cacheControlOf, cachePolicyOf } from './cache-policy.js';
import { isReadApiPath } from './read-api-cors-plugin.js';
import { utf8Bytes } from '../utf8-bytes.js';

const JSON_TYPE = 'application/json; charset=utf-8';

/** 160 bits of SHA-256 in base64url: unique enough for any body, short enough for a header. */
export function entityTag(body: string | Buffer): string {
  // The one-shot hash: the same digest as createHash's, without a Hash object per response.
  return hash('sha256', body, 'base64url').slice(0, 27);
}

function isJsonValue(source: unknown): source is object {
  return typeof source === 'object' && source !== null && !Buffer.isBuffer(source) && typeof (source as { pipe?: unknown }).pipe !== 'function';
}

function withValidator(request: Request, h: ResponseToolkit, response: ResponseObject) {
  // Bytes, once, here: given a string, Node and Hapi would encode it three times (its length, its hash, its
  // write to the socket), which on a search page of tens of KB of accented names is real CPU. A JsonBody's
  // parts are records' bytes encoded when first served, so its page is only copied together.
  const { source } = response;
  let body: Buffer;
  let tagged: Buffer;
  if (source instanceof JsonBody) [body, tagged] = [source.bytes(), source.taggedBytes()];
  else body = tagged = utf8Bytes(JSON.stringify(source));
  const replaced = h.response(body).code(response.statusCode).type(JSON_TYPE);
  for (const [name, value] of Object.entries(response.headers)) {
    if (name.toLowerCase() !== 'content-type' && value !== undefined) replaced.header(name, String(value));
  }
  return replaced
    .etag(entityTag(tagged))
    .header('Cache-Control', cacheControlOf(cachePolicyOf(request.route.path)));
}

export const conditionalGetPlugin: Plugin<unknown> = {
  name: 'conditional-get',
  register(server) {
    server.ext('onPreResponse', (request, h) => {
      const response = request.response;
      if (!response || ('isBoom' in response && response.isBoom)) return h.continue;
      const plain = response as ResponseObject;
      const read = request.method === 'get' || request.method === 'head';
      if (!read || plain.statusCode !== 200 || !isReadApiPath(request.path) || !isJsonValue(plain.source)) return h.continue;
      return withValidator(request, h, plain);
    }, { after: ['error-envelope'] });
  },
};
