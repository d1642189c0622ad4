/**
 * Per-request state shared by the HTTP plugins, and the one way to add a
 * header that must reach the client on every outcome (request id, rate-limit
 * counters, CORS). The headers are kept with the request until its answer is
 * written, and go out with every answer: a read written directly
 * (browser/direct-answer.ts) writes them with its own in one call, and every
 * other answer (Hapi's own, an error envelope that replaced it, a handler
 * that abandons Hapi's response, as MCP does) has them set on the raw Node
 * response first (setResponseHeaders).
 *
 * Why kept rather than set at once: Node writes the head of a response
 * given all its headers in one call without the header store that
 * setHeader fills, one entry and one lower-cased name per header; for a
 * lookup by id's thirteen headers the store cost about 3 µs a request, some
 * 3% of its CPU over HTTP (issue 17).
 *
 * Why a flat list of names and values rather than an object: the direct
 * answer copies them and appends its own, and Node's writeHead takes the
 * flat list as it is. Kept in an object instead (tried in issue 17), the
 * copy of nine headers with five added cost about 4 µs a request, more than
 * the header store it saved: the object's shape is rebuilt key by key, then
 * walked again by writeHead.
 */
import type { Request } from '@hapi/hapi';

declare module '@hapi/hapi' {
  interface RequestApplicationState {
    requestId: string;
    /**
     * What addResponseHeader added, names and values in turn, one entry per name as given, until
     * setResponseHeaders puts it on the raw response (null from then on).
     */
    responseHeaders?: string[] | null;
  }
}

/** `name` in one spelling per header: set twice, the second value replaces the first, in the first one's place. */
export function addResponseHeader(request: Request, name: string, value: string | number): void {
  const headers = request.app.responseHeaders;
  if (headers === null) {
    request.raw.res.setHeader(name, String(value));
    return;
  }
  if (headers === undefined) {
    request.app.responseHeaders = [name, String(value)];
    return;
  }
  for (let at = 0; at < headers.length; at += 2) {
    if (headers[at] === name) {
      headers[at + 1] = String(value);
      return;
    }
  }
  headers.push(name, String(value));
}

const NO_HEADERS: readonly string[] = Object.freeze([]);

/** The headers added so far, names and values in turn, for an answer that writes them itself. */
export function addedResponseHeaders(request: Request): readonly string[] {
  return request.app.responseHeaders ?? NO_HEADERS;
}

/** Puts the headers added so far on the raw response, before anything writes its head; any added later go straight there. */
export function setResponseHeaders(request: Request): void {
  const headers = request.app.responseHeaders;
  request.app.responseHeaders = null;
  if (headers === undefined || headers === null) return;
  const response = request.raw.res;
  for (let at = 0; at < headers.length; at += 2) response.setHeader(headers[at] as string, headers[at + 1] as string);
}

/** Whether server.inject() made the request: Hapi's request.isInjected, documented, which its types leave out. */
export function isInjected(request: Request): boolean {
  return (request as Request & { readonly isInjected: boolean }).isInjected;
}
