/**
 * CORS for the browser origins the policy allows. Without it an allowed
 * cross-origin page (a web agent, the MCP Inspector on localhost) could not
 * send its JSON POST at all: browsers preflight that with OPTIONS first.
 * Agents outside browsers send no Origin and never see these headers.
 */
import Boom from '@hapi/boom';
import type { Request, ResponseToolkit, ServerRoute } from '@hapi/hapi';
import { addResponseHeader } from '../request-state.js';
import { allowedRequestHeaders, EXPOSED_HEADERS, PREFLIGHT_MAX_AGE_SECONDS } from '../browser/cors-headers.js';
import { refusedOriginMessage, type OriginCheck } from './origin-policy.js';

/** What MCP clients send; 2026 clients also mirror arguments into `Mcp-Param-*` headers, which are echoed when asked for. */
const DEFAULT_ALLOWED_HEADERS = 'Content-Type, Accept, MCP-Protocol-Version, Mcp-Method, Mcp-Name, X-Request-Id';

function headerOf(request: Request, name: string): string | undefined {
  const value: unknown = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/** Queued at onRequest, so every answer to an allowed page can be read by it, a 429 included. */
export function queueCorsHeaders(isAllowed: OriginCheck, path: string) {
  return (request: Request, h: ResponseToolkit) => {
    if (request.path !== path) return h.continue;
    const origin = headerOf(request, 'origin');
    if (origin !== undefined && isAllowed(origin)) {
      addResponseHeader(request, 'Access-Control-Allow-Origin', origin);
      addResponseHeader(request, 'Access-Control-Expose-Headers', EXPOSED_HEADERS.join(', '));
      addResponseHeader(request, 'Vary', 'Origin');
    }
    return h.continue;
  };
}

export function preflightRoute(isAllowed: OriginCheck, path: string): ServerRoute {
  return {
    method: 'OPTIONS',
    path,
    // A preflight has no body (the guards refuse one): a Content-Type it carries anyway must not be parsed into a 415.
    options: { payload: { parse: false } },
    handler: (request, h) => {
      const origin = headerOf(request, 'origin');
      if (origin !== undefined && !isAllowed(origin)) {
        throw Boom.forbidden(refusedOriginMessage(origin, path));
      }
      const requested = headerOf(request, 'access-control-request-headers');
      return h.response().code(204)
        .header('Allow', 'POST, OPTIONS')
        .header('Access-Control-Allow-Methods', 'POST')
        .header('Access-Control-Allow-Headers', allowedRequestHeaders(requested, DEFAULT_ALLOWED_HEADERS))
        .header('Access-Control-Max-Age', String(PREFLIGHT_MAX_AGE_SECONDS));
    },
  };
}
