/**
 * A successful read written to the client by its handler when Hapi would
 * send it exactly as given: a GET (or HEAD) with no body, on a server that has
 * started (before, Hapi closes every connection after its answer) and is
 * not draining; either with no If-None-Match, as it is or in the encoding
 * Hapi chose for the client (encoded here in one call: compression.ts says
 * why), or, as a 304 without a body, with an If-None-Match naming
 * this answer's tag as this client was sent it (bare, or with its accepted
 * encoding appended: notModifiedTag). The headers are the ones Hapi's response
 * would carry, under the names it gives them, after the request id, CORS
 * and the rate-limit counters (request-state.ts), all written in one call.
 * An encoded body comes with its length, where Hapi streams it in chunks:
 * the one difference a client can see.
 * The handler (or, for a refusal, the rate limiter's request step) then
 * abandons Hapi's response, and the access line reads the status from the
 * raw response, as for the MCP route (request-logging-plugin.ts).
 *
 * Why: Hapi's way out (a response object, its marshal steps, a stream
 * handed to the socket with four listeners and a promise to settle) cost
 * about a tenth of a lookup by id's CPU over HTTP (issue 17). A failure the
 * client caused (a parameter refused, a record missing, the rate limiter's
 * refusal) is written the same way, in its error envelope (wroteFailure).
 * A HEAD whose GET would leave here leaves here too, with the GET's head
 * (Node sends no body for it): through Hapi it named the encoded answer's
 * tag with the unencoded body's length and no Content-Encoding. A HEAD that
 * Hapi must answer (a revalidation it judges, a stopping server) is handed
 * to Hapi already encoded (validated-answer.ts). Every other answer goes
 * through Hapi as before, and
 * test/adapters/http/browser/direct-answer.test.ts holds the two ways to the
 * same bytes and headers on every read route and for those failures.
 *
 * What Hapi would do after the handler does not happen to these answers:
 * onPreResponse and onPostResponse extensions, a route's cors, security or
 * state settings, response validation. The service has two such: the one that
 * sets the headers every answer carries, and error-envelope-plugin.ts,
 * whose envelope a failure written here is (envelope.ts failureOfRequest); both are done
 * here instead, and one added later must be applied here too.
 * server.inject() then gives no `request` on its response: Hapi sets it
 * while sending.
 */
import type { Request } from '@hapi/hapi';
import { ClientFailure } from '../../../domain/errors.js';
import { failureOfRequest } from '../envelope.js';
import { httpFailureOf } from '../error-status.js';
import { addedResponseHeaders, isInjected } from '../request-state.js';
import { utf8Bytes } from '../utf8-bytes.js';
import { handBack, inReusedMemory } from '../page-memory.js';
import { chosenEncoding, COMPRESSION_MIN_BYTES, encodedNow, keptEncoding, type ContentEncoding } from './compression.js';
import { encodedTag, JSON_TYPE, notModifiedTag, type Validated } from './validated-answer.js';

/**
 * How a read leaves when Hapi would send it as given: 200 with its body; 304 without one, to a
 * revalidation naming this answer's tag as this client was sent it (what a browser sends once its copy is
 * stale); or null, where Hapi decides (several tags, a weak one, another encoding's, another answer's, whose
 * comparison rules are Hapi's: its Response.unmodified; and `*`, which validated-answer.ts answers there).
 */
export function directStatus(request: Request, answered: Validated): 200 | 304 | null {
  const asked = request.headers['if-none-match'];
  if (asked === undefined) return sentAsGiven(request) && chosenEncoding(request, answered.bytes.length) !== undefined ? 200 : null;
  return typeof asked === 'string' && sentAsGiven(request) && revalidates(request, asked, answered.tag) ? 304 : null;
}

/**
 * Whether `asked` names the answer tagged `tag` as this client was sent it: the tag, or the tag with the
 * encoding the client accepts appended (an encoded 200's, and any 304's: notModifiedTag). Hapi takes more
 * (a weak tag, another encoding's suffix); those are left to it. An accepted encoding Hapi could not name
 * (the empty one) is left to it too.
 */
function revalidates(request: Request, asked: string, tag: string): boolean {
  const encoding = request.info.acceptEncoding;
  return encoding !== '' && (asked === `"${tag}"` || asked === notModifiedTag(request, tag));
}

/**
 * Whether Hapi would answer this GET (or HEAD) as given, with nothing about the connection to settle. A request that
 * came with a body (Hapi closes the connection while one may still be arriving) and a response told to
 * close its connection (graceful-drain.ts: while the server stops, a request pipelined behind this one may
 * still undo that, which an answer written at once would not give it time to do) are Hapi's to answer.
 */
function sentAsGiven(request: Request): boolean {
  return (request.method === 'get' || request.method === 'head')
    && request.headers['content-length'] === undefined
    && request.headers['transfer-encoding'] === undefined
    && (request.server.info.started !== 0 || isInjected(request))
    && !request.raw.res.hasHeader('connection');
}

/** The headers an answer gets here besides the route's own, under Hapi's names. */
const ANSWER_HEADERS = {
  type: 'content-type', tag: 'etag', cacheControl: 'cache-control', length: 'content-length', vary: 'vary', encoding: 'content-encoding',
} as const;

/**
 * Writes the answer with the headers Hapi would give it, after those every answer carries (request-state.ts),
 * in one call: lower-cased names, and `Vary: accept-encoding` (after a Vary of the route's own) where Hapi
 * could have encoded the body. Encoded, the body is made in the encoding Hapi chose (compression.ts; a long
 * lasting answer's is kept, and the first time written once it is made), its tag suffixed with the
 * encoding's name as Hapi suffixes it. As a 304: no body and no length, the tag Hapi gives a 304
 * (notModifiedTag), and the Vary always. A header Node refuses is thrown before anything is written, and
 * the error envelope answers without the answer's own headers, with the ones every answer carries.
 */
export function writeAnswer(
  request: Request, answer: Validated, cacheControl: string, headers?: Readonly<Record<string, string>>, status: 200 | 304 = 200,
): void | Promise<void> {
  // directStatus has said how: an encoding Hapi could not name never reaches here.
  const encoding = status === 304 ? null : chosenEncoding(request, answer.bytes.length) ?? null;
  if (encoding === null) return writeHeadAndBody(request, answer, cacheControl, headers, status === 304 ? undefined : answer.bytes, null);
  const body = answer.lasting ? keptEncoding(answer, encoding) : encodedNow(answer.bytes, encoding);
  if (body instanceof Promise) return body.then((bytes) => writeHeadAndBody(request, answer, cacheControl, headers, bytes, encoding));
  return writeHeadAndBody(request, answer, cacheControl, headers, body, encoding);
}

/** writeAnswer's head and body (none for a 304), once the body is made. */
function writeHeadAndBody(
  request: Request, answer: Validated, cacheControl: string, headers: Readonly<Record<string, string>> | undefined,
  body: Buffer | undefined, encoding: ContentEncoding | null,
): void {
  const notModified = body === undefined;
  const head = headOf(request);
  const tag = notModified ? notModifiedTag(request, answer.tag) : encoding === null ? `"${answer.tag}"` : encodedTag(answer.tag, encoding);
  head.push(ANSWER_HEADERS.type, JSON_TYPE, ANSWER_HEADERS.tag, tag, ANSWER_HEADERS.cacheControl, cacheControl);
  let varyAt = -1;
  let ownNames: readonly string[] = NO_NAMES;
  if (headers !== undefined) {
    const own: string[] = [];
    for (const name of Object.keys(headers)) {
      const lower = name.toLowerCase();
      if (lower === ANSWER_HEADERS.vary) varyAt = head.length + 1;
      head.push(lower, headers[name] as string);
      own.push(lower);
    }
    ownNames = own;
  }
  // A 304 has no body, and Hapi gives it no length; its other headers are the 200's.
  if (!notModified) head.push(ANSWER_HEADERS.length, body.length);
  // Hapi names the encoding a cache must vary on for any body it could have compressed, encoded or not
  // (appended to a Vary of the route's own, in its place), and on every 304, whose length it does not count.
  if (notModified || answer.bytes.length >= COMPRESSION_MIN_BYTES) {
    if (varyAt === -1) head.push(ANSWER_HEADERS.vary, 'accept-encoding');
    else head[varyAt] = varyAlso(head[varyAt] as string, 'accept-encoding');
  }
  if (encoding !== null) head.push(ANSWER_HEADERS.encoding, encoding);
  writeDirect(request, notModified ? 304 : 200, head, body, ownNames, answer.bytes);
}


/** The Cache-Control Hapi gives any answer but a 200 or a 204 (its routes' cache.statuses): not to be stored. */
const NOT_STORED = 'no-cache';

/**
 * A failure the client caused (domain/errors.ts ClientFailure: a parameter broken, a record missing, a budget
 * spent), written as writeAnswer writes a success: the envelope error-envelope-plugin.ts sends (envelope.ts failureOfRequest), after the
 * headers every answer carries, with the headers Hapi gives an error envelope below the compression threshold
 * (a domain error has none of its own there). Hapi's way (the error wrapped, the envelope put in its place
 * by an extension, a response object marshalled and its headers set one by one) made a 404 or a 429 cost
 * more CPU over HTTP than a whole 200 lookup (issue 17). Says false, having written nothing, for any other
 * error and wherever Hapi has more to decide (what it decides for a success too, sentAsGiven: a
 * request with a body, a draining server, a conditional request, which a failure never satisfies; an
 * envelope long enough to compress or to vary on; a header Node refuses): the caller then throws the error
 * on to Hapi.
 */
export function wroteFailure(request: Request, error: unknown): boolean {
  // Hapi's to answer before any envelope is made: as for a success, with nothing to compare an If-None-Match to.
  if (!(error instanceof ClientFailure) || request.raw.res.headersSent || request.headers['if-none-match'] !== undefined || !sentAsGiven(request)) return false;
  const failure = httpFailureOf(error);
  const bytes = utf8Bytes(JSON.stringify(failureOfRequest(failure, request.app.requestId)));
  // A message that quotes a long value can take the envelope past the threshold, where Hapi adds Vary (encoded or not).
  if (bytes.length >= COMPRESSION_MIN_BYTES) return false;
  const head = headOf(request);
  head.push(ANSWER_HEADERS.type, JSON_TYPE, ANSWER_HEADERS.cacheControl, NOT_STORED, ANSWER_HEADERS.length, bytes.length);
  try {
    writeDirect(request, failure.status, head, bytes, NO_NAMES);
  } catch {
    return false;
  }
  return true;
}

/** Names and values in turn (request-state.ts says why not an object): those every answer carries, to append the answer's own to. */
function headOf(request: Request): (string | number)[] {
  return addedResponseHeaders(request).slice();
}

/** No headers of the answer's own. */
const NO_NAMES: readonly string[] = [];

/**
 * The head and the body (none for a 304) written to the client, and the headers every answer carries marked
 * as sent; or, when Node refuses a header, nothing written and the refusal thrown (writeHeadOrUndo).
 * `page`: the bytes the answer was made of, the body itself or what was encoded or tagged for it.
 */
function writeDirect(
  request: Request, status: number, head: (string | number)[], body: Buffer | undefined, ownNames: readonly string[], page?: Buffer,
): void {
  writeHeadOrUndo(request, status, head, ownNames);
  request.app.responseHeaders = null;
  const response = request.raw.res;
  // A page in reused memory is handed back on 'finish': the socket has taken the last of it, or it was never
  // to be sent (a 304's, an encoded answer's source). A response that never finishes leaves it to the
  // collector. (Shot, for server.inject, copies what is written to it before it finishes.)
  if (page !== undefined && inReusedMemory(page)) response.once('finish', () => handBack(page));
  // A HEAD's head says what its GET would send; Node would drop the body, and server.inject's Shot would not.
  if (body === undefined || request.method === 'head') response.end();
  else response.end(body);
}

/**
 * The head written in one call; or, when Node refuses a header, nothing written, the response as it was and
 * the refusal thrown: without the answer's headers (those every answer carries, its own, and `ownNames`),
 * with no status or reason phrase of its own, for the answer that takes its place.
 */
function writeHeadOrUndo(request: Request, status: number, head: (string | number)[], ownNames: readonly string[]): void {
  const response = request.raw.res;
  // writeHead takes the status and its reason phrase before it checks a header: the error answer must not keep "OK".
  const { statusMessage } = response;
  try {
    response.writeHead(status, isInjected(request) ? headObject(head) : head);
  } catch (error) {
    response.statusMessage = statusMessage;
    // A response that had headers set on it already (server.inject's, one told to close its connection) took the
    // answer's own one by one until the one refused: they are taken off again, as Hapi does.
    for (const name of [...Object.values(ANSWER_HEADERS), ...ownNames]) response.removeHeader(name);
    throw error;
  }
}

/**
 * The same head as an object, for server.inject(): Shot reads a headers argument as an object and sets its first
 * entry itself, which of a flat list would be a header named `0`.
 */
function headObject(head: readonly (string | number)[]): Record<string, string | number> {
  const object: Record<string, string | number> = {};
  for (let at = 0; at < head.length; at += 2) object[head[at] as string] = head[at + 1] as string | number;
  return object;
}

/** `vary` with `name` appended, as Hapi's response.vary() appends it: once, and never to `*`. */
function varyAlso(vary: string, name: string): string {
  return vary === '*' || vary.split(',').includes(name) ? vary : `${vary},${name}`;
}
