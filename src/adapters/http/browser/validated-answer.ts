/**
 * Validators and freshness for every successful read under /api/v1 (each
 * is a routes/read-route.ts readRoute): the body is serialised here, once,
 * and its strong ETag is a hash of those bytes (a lasting body's on its
 * first answer only), so the same answer has the same tag on every
 * instance and on every backend.
 * A matching If-None-Match gets a 304 without a body, from Hapi or, for
 * the tag as the client was sent it, written directly
 * (direct-answer.ts directStatus); compressed answers get the encoding
 * appended to the tag (`"…-br"`), as a strong validator must differ per
 * encoding, and either form revalidates.
 *
 * A 304 has gone through the rate limiter like any request, so it is
 * counted and carries the counters: revalidation saves bandwidth, not budget.
 */
import Boom from '@hapi/boom';
import type { Request, ResponseObject, ResponseToolkit } from '@hapi/hapi';
import { JsonBody } from '../json-body.js';
import { cacheControlOf, cachePolicyOf } from './cache-policy.js';
import { encodedNow, headEncoding, isContentEncoding, keptEncoding, markedEncoded, takesNoEncoding } from './compression.js';
import { utf8Bytes } from '../utf8-bytes.js';
import { murmurHash3x86128 } from './murmur-hash.js';

/** The media type of every successful read. */
export const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * 128 bits of MurmurHash3 in base64url: unique enough for any body, short enough for a header. Not SHA-256:
 * a tag must tell one body from another, not stand up to someone forging a body for a given tag, and nobody
 * outside writes the directory's answers. Hashed in JavaScript, MurmurHash3 took 0.4 to 0.8 of SHA-256's
 * time, the longer the body the smaller the share, even with the processor's SHA instructions
 * (docs/performance.md, session 64); Next.js tags its pages with 52 bits of FNV-1a.
 */
export function entityTag(body: Uint8Array): string {
  return murmurHash3x86128(body).toString('base64url');
}

/** The Cache-Control of a read route's answers, by its path template: written once per route, not per answer. */
export function cacheControlOfRoute(routePath: string): string {
  return cacheControlOf(cachePolicyOf(routePath));
}

/** A successful read's bytes and their tag, worked out once whichever way it leaves (routes/read-route.ts). */
export interface Validated {
  /**
   * The body. An answer made per request may have its bytes in memory used again once they are written
   * (http/page-memory.ts): nothing may keep them past the answer.
   */
  readonly bytes: Buffer;
  readonly tag: string;
  /**
   * Whether this answer is a lasting body's (json-body.ts), the same object on every request while the body
   * is kept: what is made of its bytes may be kept with it (compression.ts keptEncoding).
   */
  readonly lasting: boolean;
}

/**
 * A JsonBody's bytes and their tag; `unencoded` as validated takes it.
 *
 * A lasting body's answer, kept with it (lastingAnswers), is made by an object literal of its own, not by
 * the one that makes an answer per request. V8 decides, literal by literal, whether to make its objects in
 * the old generation from birth, from how many of them outlive young collections, and every kept answer
 * does: with one literal for both, a run of lookups taught it that, every answer made after it was born
 * old, and its bytes and tag, which it points to, were kept out of young collections with it until a full
 * collection. After lookups, every search, list and suggestion then left 250–300 bytes a request to the
 * old generation instead of 48–115, the cheaper kinds with a full collection about every second, and
 * suggestions, for one, were served at 15,100 requests a second instead of 27,300 (docs/performance.md,
 * session 61). Anything else kept beside what requests make follows the same rule (memory/facet-values.ts
 * #publishedKept).
 */
function answerOf(body: JsonBody, unencoded: boolean): Validated {
  const bytes = body.bytes(unencoded);
  const tag = entityTag(bytes);
  return body.lasting ? { bytes, tag, lasting: true } : { bytes, tag, lasting: false };
}

/** Answers of lasting bodies, each tagged on its first answer only. */
const lastingAnswers = new WeakMap<JsonBody, Validated>();

/**
 * `value`'s answer. `unencoded`: the client takes the answer as it is, so a page made for it may be joined in
 * memory that is handed back once written (http/page-memory.ts). Not for one to be encoded: brotli's working
 * memory, above malloc's mmap threshold, then came from mmap on every answer, no longer from the
 * arena's freed pages, and pages encoded in brotli were served at 0.49–0.73 of the rate (docs/performance.md,
 * session 59).
 */
export function validated(value: JsonBody | object, unencoded = false): Validated {
  // Bytes, once, here: given a string, Node and Hapi would encode it three times (its length, its hash, its
  // write to the socket), which on a search page of tens of KB of accented names is real CPU. A JsonBody's
  // parts are records' bytes encoded when first served, so its page is only copied together.
  if (value instanceof JsonBody) {
    if (!value.lasting) return answerOf(value, unencoded);
    let answer = lastingAnswers.get(value);
    if (answer === undefined) lastingAnswers.set(value, (answer = answerOf(value, false)));
    return answer;
  }
  const bytes = utf8Bytes(JSON.stringify(value));
  return { bytes, tag: entityTag(bytes), lasting: false };
}

/**
 * A successful read as Hapi's response, with the headers of its own it may carry (a Link): Hapi answers
 * a matching If-None-Match with 304, encodes the body when asked, and sends it; a HEAD's body goes to it
 * encoded already (compression.ts headEncoding). What Hapi would send as given is written directly instead
 * (direct-answer.ts).
 */
export function validatedAnswer(
  h: ResponseToolkit, answered: Validated, cacheControl: string, headers?: Readonly<Record<string, string>>,
): ResponseObject | Promise<ResponseObject> {
  const encoding = headEncoding(h.request, answered.bytes.length);
  if (encoding === null) return responseOf(h, answered.bytes, answered.tag, cacheControl, headers);
  const encoded = (bytes: Buffer) => markedEncoded(responseOf(h, bytes, answered.tag, cacheControl, headers), encoding);
  const body = answered.lasting ? keptEncoding(answered, encoding) : encodedNow(answered.bytes, encoding);
  return body instanceof Promise ? body.then(encoded) : encoded(body);
}

function responseOf(h: ResponseToolkit, bytes: Buffer, tag: string, cacheControl: string, headers?: Readonly<Record<string, string>>): ResponseObject {
  const response = h.response(bytes)
    .type(JSON_TYPE)
    .etag(tag)
    .header('Cache-Control', cacheControl);
  if (headers !== undefined) for (const [name, text] of Object.entries(headers)) response.header(name, text);
  return withOwnRevalidation(h.request, response, tag);
}

/**
 * `response` (tagged `tag`) made a 304 where Hapi's comparison of If-None-Match misses one (RFC 9110 13.1.2):
 * `*`, which any current answer satisfies, and a weak tag with an encoding's suffix (`W/"…-br"`), the very tag
 * Hapi gives a weak revalidation's 304, which it then fails to match, so that a client keeping it downloaded the
 * whole answer on every revalidation. The weak one is answered weak, as Hapi answers `W/"…"`.
 */
export function withOwnRevalidation(request: Request, response: ResponseObject, tag: string): ResponseObject {
  const asked = request.headers['if-none-match'];
  if (typeof asked !== 'string') return response;
  const listed = asked.split(',').map((one) => one.trim());
  if (listed.length === 1 && listed[0] === '*') return response.code(304);
  if (!listed.some((one) => one.startsWith('W/') && isEncodedTag(one.slice(2), tag))) return response;
  // Hapi's etag() takes the tag unquoted, and would suffix it again unless told not to vary.
  return response.etag(notModifiedTag(request, tag).slice(1, -1), { weak: true, vary: false }).code(304);
}

/** An encoded answer's tag as Hapi gives it, quoted: a strong validator differs per encoding. */
export function encodedTag(tag: string, encoding: string): string {
  return `"${tag}-${encoding}"`;
}

/**
 * The tag Hapi gives a 304, quoted: the answer's, with the encoding the client accepts appended as to an
 * encoded answer's (`"…-gzip"`), since it cannot tell from a 304 which it would have sent; either form
 * revalidates. A choice Hapi could not name (the empty one) appends nothing.
 */
export function notModifiedTag(request: Request, tag: string): string {
  const encoding = request.info.acceptEncoding;
  return takesNoEncoding(request) || !isContentEncoding(encoding) ? `"${tag}"` : encodedTag(tag, encoding);
}

/**
 * Whether an If-Match the request carries names none of this answer's tags, bare or with an encoding's suffix
 * (RFC 9110 13.1.1: strongly compared, so a weak tag never matches; `*` matches any answer). A read then
 * answers 412: the client's copy is not the current one.
 */
export function failsIfMatch(request: Request, tag: string): boolean {
  const asked = request.headers['if-match'];
  if (typeof asked !== 'string') return false;
  const tags = asked.split(',').map((listed) => listed.trim());
  return !tags.some((listed) => listed === '*' || listed === `"${tag}"` || isEncodedTag(listed, tag));
}

/** The 412 for a request that failsIfMatch: it names the current tag, for the client to fetch the answer anew. */
export function staleCopy(tag: string): Boom.Boom {
  return Boom.preconditionFailed(`If-Match names none of this answer's tags: it is now "${tag}" (with its encoding appended when encoded).`);
}

/** Whether `listed` is the answer's encodedTag in one of the encodings the service answers in. */
function isEncodedTag(listed: string, tag: string): boolean {
  const prefix = `"${tag}-`;
  return listed.startsWith(prefix) && listed.endsWith('"') && isContentEncoding(listed.slice(prefix.length, -1));
}

