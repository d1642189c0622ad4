/**
 * CORS for the browser origins the policy allows. Without it an allowed
 * cross-origin page (a web agent, the MCP Inspector on localhost) could not
 * send its JSON POST at all: browsers preflight that with OPTIONS first.
 * Agents outside browsers send no Origin and never see these headers.
 */
import Boom from '@hapi/boom';
import type { Request, ResponseToolkit, ServerRoute } from '@hapi/hapi';
import { addResponseHeader } from '../request-state.js';
import { refusedOriginMessage, type OriginCheck } from './origin-policy.js';

/** What a page may read: the ids and counters our own headers carry. */
const EXPOSED_HEADERS = 'X-Request-Id, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, RateLimit, RateLimit-Policy, Retry-After';
const DEFAULT_ALLOWED_HEADERS = 'Content-Type, Accept, MCP-Protocol-Version, Mcp-Method, Mcp-Name, X-Request-Id';
/** 2026 clients mirror arguments into `Mcp-Param-*` headers, so an allowed origin gets the names it asks for. */
const HEADER_NAME_LIST = /^[A-Za-z0-9!#$%&'*+.^_`|~-]+(?:\s*,\s*[A-Za-z0-9!#$%&'*+.^_`|~-]+)*$/;
const PREFLIGHT_MAX_AGE_SECONDS = 600;

function headerOf(request: Request, name: string): string | undefined {
  const value: unknown = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/** Queued at onRequest, so every answer to an allowed page can be read by it, a 429 included. */
export function queueCorsHeaders(isAllowed: OriginCheck, path: string) {
  return (request: Request, h: ResponseToolkit) => {
    const origin = headerOf(request, 'origin');
    if (request.path === path && origin !== undefined && isAllowed(origin)) {
      addResponseHeader(request, 'Access-Control-Allow-Origin', origin);
      addResponseHeader(request, 'Access-Control-Expose-Headers', EXPOSED_HEADERS);
      addResponseHeader(request, 'Vary', 'Origin');
    }
    return h.continue;
  };
}

export function preflightRoute(isAllowed: OriginCheck, path: string): ServerRoute {
  return {
    method: 'OPTIONS',
    path,
    handler: (request, h) => {
      const origin = headerOf(request, 'origin');
      if (origin !== undefined && !isAllowed(origin)) {
        throw Boom.forbidden(refusedOriginMessage(origin, path));
      }
      const requested = headerOf(request, 'access-control-request-headers');
      return h.response().code(204)
        .header('Allow', 'POST, OPTIONS')
        .header('Access-Control-Allow-Methods', 'POST')
        .header('Access-Control-Allow-Headers', requested !== undefined && HEADER_NAME_LIST.test(requested) ? requested : DEFAULT_ALLOWED_HEADERS)
        .header('Access-Control-Max-Age', String(PREFLIGHT_MAX_AGE_SECONDS));
    },
  };
}
