/**
 * A successful read written to the client by its handler when Hapi would
 * send it exactly as given: a GET with no If-None-Match (nothing for Hapi
 * to answer 304) whose body Hapi would not encode (below the compression
 * threshold, or a client that accepts no encoding), on a server that has
 * started (before, Hapi closes every connection after its answer). The
 * headers are the ones Hapi's response would carry, under the names it
 * gives them; the request id, CORS and the rate-limit counters are on the
 * raw response already (request-state.ts). The handler then abandons
 * Hapi's response, and the access line reads the status from the raw
 * response, as for the MCP route (request-logging-plugin.ts).
 *
 * Why: Hapi's way out (a response object, its marshal steps, a stream
 * handed to the socket with four listeners and a promise to settle) cost
 * about a tenth of a lookup by id's CPU over HTTP (issue 17). Every other
 * answer, HEAD included, goes through Hapi as before, and
 * test/adapters/http/browser/direct-answer.test.ts holds the two ways to
 * the same bytes and headers on every read route.
 *
 * What Hapi would do after the handler does not happen to these answers:
 * onPreResponse and onPostResponse extensions, a route's cors, security or
 * state settings, response validation. The service has none that touch a
 * success (error-envelope-plugin.ts answers errors only); one added later
 * must be applied here too. server.inject() then gives no `request` on
 * its response: Hapi sets it while sending.
 */
import type { Request } from '@hapi/hapi';
import { isInjected } from '../request-state.js';
import { COMPRESSION_MIN_BYTES } from './compression.js';
import { JSON_TYPE, type Validated } from './validated-answer.js';

/** Whether Hapi would send `length` bytes as they are, with no 304 and no encoding to decide. */
export function leavesAsGiven(request: Request, length: number): boolean {
  return request.method === 'get'
    && request.headers['if-none-match'] === undefined
    && (request.server.info.started !== 0 || isInjected(request))
    && (length < COMPRESSION_MIN_BYTES || request.info.acceptEncoding === 'identity');
}

/** The headers an answer gets here besides the route's own, under Hapi's names: set before them, and removed with them should one fail. */
const ANSWER_HEADERS = { type: 'content-type', tag: 'etag', cacheControl: 'cache-control', length: 'content-length', vary: 'vary' } as const;

/**
 * Writes the answer with the headers Hapi would give it: lower-cased names, and `Vary: accept-encoding`
 * (after a Vary of the route's own) where Hapi could have encoded the body. A header Node refuses is
 * taken off again with the rest, as Hapi does, and thrown: the error envelope answers, without them.
 */
export function writeAnswer(request: Request, { bytes, tag }: Validated, cacheControl: string, headers?: Readonly<Record<string, string>>): void {
  const response = request.raw.res;
  try {
    response.setHeader(ANSWER_HEADERS.type, JSON_TYPE);
    response.setHeader(ANSWER_HEADERS.tag, `"${tag}"`);
    response.setHeader(ANSWER_HEADERS.cacheControl, cacheControl);
    let vary: string | undefined;
    if (headers !== undefined) {
      for (const [name, text] of Object.entries(headers)) {
        const lower = name.toLowerCase();
        if (lower === ANSWER_HEADERS.vary) vary = text;
        response.setHeader(lower, text);
      }
    }
    response.setHeader(ANSWER_HEADERS.length, bytes.length);
    // Hapi names the encoding a cache must vary on for any body it could have compressed, encoded or not
    // (a header set again keeps its place).
    if (bytes.length >= COMPRESSION_MIN_BYTES) response.setHeader(ANSWER_HEADERS.vary, vary === undefined ? 'accept-encoding' : varyAlso(vary, 'accept-encoding'));
  } catch (error) {
    for (const name of [...Object.values(ANSWER_HEADERS), ...Object.keys(headers ?? {})]) response.removeHeader(name);
    throw error;
  }
  response.writeHead(200);
  response.end(bytes);
}

/** `vary` with `name` appended, as Hapi's response.vary() appends it: once, and never to `*`. */
function varyAlso(vary: string, name: string): string {
  return vary === '*' || vary.split(',').includes(name) ? vary : `${vary},${name}`;
}
