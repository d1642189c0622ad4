/**
 * What both CORS policies (the read API's and /mcp's) let a page see and
 * send. Browsers hide every response header but a handful from a
 * cross-origin script unless it is exposed, so the counters, ids and
 * validators a client needs are listed once here.
 */

/** Headers a cross-origin page may read: request id, rate-limit counters, validators, paging links. */
export const EXPOSED_HEADERS: readonly string[] = [
  'X-Request-Id',
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Reset',
  'RateLimit',
  'RateLimit-Policy',
  'Retry-After',
  'ETag',
  'Link',
];

/** Browsers cap how long they keep a preflight (Chromium: 2 hours); asking for longer buys nothing. */
export const PREFLIGHT_MAX_AGE_SECONDS = 7200;

/** A comma list of header names (RFC 9110 tokens); anything else is not echoed back. */
const HEADER_NAME_LIST = /^[A-Za-z0-9!#$%&'*+.^_`|~-]+(?:\s*,\s*[A-Za-z0-9!#$%&'*+.^_`|~-]+)*$/;

/**
 * The request headers a preflight may announce. Echoing what was asked is
 * safe where no credentials are involved, and spares a list that goes stale
 * whenever clients add a header (`Mcp-Param-*`, tracing headers).
 */
export function allowedRequestHeaders(requested: string | undefined, fallback: string): string {
  return requested !== undefined && HEADER_NAME_LIST.test(requested) ? requested : fallback;
}
