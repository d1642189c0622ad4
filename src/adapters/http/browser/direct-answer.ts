/**
 * A successful read written to the client by its handler when Hapi would
 * send it exactly as given: a GET with no If-None-Match (nothing for Hapi
 * to answer 304) whose body Hapi would not encode (below the compression
 * threshold, or a client that accepts no encoding). The headers are the
 * ones Hapi's response would carry, under the names it gives them; the
 * request id, CORS and the rate-limit counters are on the raw response
 * already (request-state.ts). The handler then abandons Hapi's response,
 * and the access line reads the status from the raw response, as for the
 * MCP route.
 *
 * Why: Hapi's way out (a response object, its marshal steps, a stream
 * handed to the socket with four listeners and a promise to settle) cost
 * about a tenth of a lookup by id's CPU over HTTP (issue 17). Every other
 * answer, HEAD included, goes through Hapi as before, and
 * test/adapters/http/browser/direct-answer.test.ts holds the two ways to
 * the same bytes and headers on every read route.
 */
import type { Request } from '@hapi/hapi';
import { COMPRESSION_MIN_BYTES } from './compression.js';
import { JSON_TYPE, type Validated } from './validated-answer.js';

/** Whether Hapi would send `length` bytes as they are, with no 304 and no encoding to decide. */
export function leavesAsGiven(request: Request, length: number): boolean {
  return request.method === 'get'
    && request.headers['if-none-match'] === undefined
    && (length < COMPRESSION_MIN_BYTES || request.info.acceptEncoding === 'identity');
}

/** Writes the answer with the headers Hapi would give it (lower-cased names, `Vary` where Hapi could encode). */
export function writeAnswer(request: Request, { bytes, tag }: Validated, cacheControl: string, headers?: Readonly<Record<string, string>>): void {
  const response = request.raw.res;
  response.setHeader('content-type', JSON_TYPE);
  response.setHeader('etag', `"${tag}"`);
  response.setHeader('cache-control', cacheControl);
  if (headers !== undefined) for (const [name, text] of Object.entries(headers)) response.setHeader(name.toLowerCase(), text);
  response.setHeader('content-length', bytes.length);
  // Hapi names the encoding a cache must vary on for any body it could have compressed, encoded or not.
  if (bytes.length >= COMPRESSION_MIN_BYTES) response.setHeader('vary', 'accept-encoding');
  response.writeHead(200);
  response.end(bytes);
}
