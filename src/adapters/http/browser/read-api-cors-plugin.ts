/**
 * CORS for the public read API: any web page may read /api/v1/** (the
 * OpenAPI document included), like GitHub's and Stripe's public reads. There
 * are no credentials to protect, so the answer is `*`, which also keeps the
 * response the same for every origin: no `Vary: Origin`, one cache entry.
 *
 * A preflight (OPTIONS on a path that answers GET) is answered here, at
 * onRequest and before the rate limiter, with 204: it is the browser asking
 * permission, not the client using the API, so it is neither counted nor
 * given rate-limit headers (CONTRACT.md). OPTIONS on a path with no route
 * goes on to the usual 404.
 *
 * /mcp has its own Origin policy (mcp/mcp-cors.ts) and the payment callback
 * none: neither is under this prefix.
 */
import type { Plugin, Request, ResponseToolkit, Server } from '@hapi/hapi';
import { announcesBody } from '../request-body.js';
import { hostRefusal } from '../request-host.js';
import { addResponseHeader } from '../request-state.js';
import { addRequestStep } from '../request-steps.js';
import { routeFor } from '../route-lookup.js';
import { allowedRequestHeaders, EXPOSED_HEADERS, PREFLIGHT_MAX_AGE_SECONDS } from './cors-headers.js';

export const READ_API_PREFIX = '/api/v1';
export const READ_API_METHODS = 'GET, HEAD, OPTIONS';
/** What a page typically sends: content negotiation and revalidation. */
const DEFAULT_ALLOWED_HEADERS = 'Accept, Accept-Language, Cache-Control, If-None-Match, X-Request-Id';

export function isReadApiPath(path: string): boolean {
  // The router is case-sensitive, the limiter is not: /API/V1 404s carry the same headers as /api/v1 ones.
  const lower = path.toLowerCase();
  return lower === READ_API_PREFIX || lower.startsWith(`${READ_API_PREFIX}/`);
}

/** Whether OPTIONS on `path` is a preflight answered here: a read-API path that answers GET. */
export function answersPreflight(server: Server, path: string): boolean {
  return isReadApiPath(path) && routeFor(server, 'GET', path) !== null;
}

function answerPreflight(request: Request, h: ResponseToolkit) {
  const requested: unknown = request.headers['access-control-request-headers'];
  return h.response().code(204)
    .header('Allow', READ_API_METHODS)
    .header('Access-Control-Allow-Origin', '*')
    .header('Access-Control-Allow-Methods', READ_API_METHODS)
    .header('Access-Control-Allow-Headers', allowedRequestHeaders(typeof requested === 'string' ? requested : undefined, DEFAULT_ALLOWED_HEADERS))
    .header('Access-Control-Max-Age', String(PREFLIGHT_MAX_AGE_SECONDS))
    .takeover();
}

const EXPOSED = EXPOSED_HEADERS.join(', ');

/** What lets any page read an answer of the read API, on every answer (request-state.ts): errors and 429s, which replace Hapi's response, are readable too. */
export function addReadApiCorsHeaders(request: Request): void {
  addResponseHeader(request, 'Access-Control-Allow-Origin', '*');
  addResponseHeader(request, 'Access-Control-Expose-Headers', EXPOSED);
}

export const readApiCorsPlugin: Plugin<unknown> = {
  name: 'read-api-cors',
  dependencies: ['request-logging'],
  register(server) {
    addRequestStep(server, 'cors', (request, h) => {
      if (!isReadApiPath(request.path)) return h.continue;
      // One with a body announced, or a Host the request guards refuse, goes on to their 400 (counted unless the rate
      // limiter takes it for a preflight): a preflight carries no body, and names its host.
      if (request.method === 'options' && answersPreflight(request.server, request.path) && !announcesBody(request) && hostRefusal(request.raw.req) === null) {
        return answerPreflight(request, h);
      }
      addReadApiCorsHeaders(request);
      return h.continue;
    });
  },
};
