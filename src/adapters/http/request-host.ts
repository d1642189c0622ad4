/**
 * The Host header as RFC 9112 3.2 has a server judge it: a 400 for an HTTP/1.1 request without one, and for
 * any request with more than one Host line or a value that names no host. Node answers only the first itself,
 * with a bare 400 (server.ts turns that off): the request guards answer all three in the envelope, counted and
 * with the counters as every refusal of theirs, and the CORS plugin answers no preflight that has one of them.
 */
import type { IncomingMessage } from 'node:http';

/** A Host field's value (RFC 3986 3.2.2): an IP literal or a registered name (empty, without an authority), and a port. */
const HOST_VALUE = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9\-._~!$&'()*+,;=%]*)(?::[0-9]*)?$/;

/** Why this request's Host is refused, or null when it is not. */
export function hostRefusal(req: IncomingMessage): string | null {
  const host = req.headers.host;
  if (host === undefined) return req.httpVersion === '1.1' ? 'An HTTP/1.1 request must carry a Host header.' : null;
  if (hostLines(req) > 1 || !HOST_VALUE.test(host)) return 'The Host header must be given once, as a host name or address and an optional port.';
  return null;
}

/** How many Host lines the head held (Node keeps the first): asked of every request, so no name is lower-cased but a four-letter one. */
function hostLines(req: IncomingMessage): number {
  // Injected requests have no raw headers, and one Host.
  const fields = req.rawHeaders ?? [];
  let lines = 0;
  for (let at = 0; at < fields.length; at += 2) {
    const name = fields[at] as string;
    if (name.length === 4 && (name === 'Host' || name === 'host' || name.toLowerCase() === 'host')) lines += 1;
  }
  return lines;
}
