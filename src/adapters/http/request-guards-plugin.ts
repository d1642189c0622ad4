/**
 * Refusals decided from the request head alone, before any work and before
 * any body is read. They run after the rate limiter, so a refused request
 * is counted and carries the X-RateLimit-* headers like every other answer
 * on a limited path (CONTRACT.md: errors included):
 *
 * - a Host missing (HTTP/1.1), repeated or malformed: 400 (refuseBadHost);
 * - a URL plus headers over 16 KiB: 431 (Node's parser only stops heads far
 *   larger, before a path is known, so the limit the API documents is here);
 * - a malformed percent-escape in the path (400 `bad_request`) or the query
 *   (400 `invalid_parameter` naming the parameter);
 * - a body sent to a route that takes none (GET, HEAD, OPTIONS) or to no route
 *   at all: answered at once (400, or the 404/405 the route table gives)
 *   instead of being read first, as Hapi would, however slowly it trickles;
 * - a body a route would refuse for its declared size or media type: 413 or
 *   415 now, rather than after Hapi drained it.
 *
 * Each refusal leaves the body unread, so Hapi answers with
 * `Connection: close` and the connection ends behind the answer.
 */
import Boom from '@hapi/boom';
import type { Plugin, Request, ResponseToolkit, RouteOptionsPayload } from '@hapi/hapi';
import type { IncomingMessage } from 'node:http';
import { InvalidParameterError } from '../../domain/errors.js';
import { answersPreflight } from './browser/read-api-cors-plugin.js';
import { MAX_REQUEST_HEAD_BYTES } from './http-limits.js';
import { announcesBody } from './request-body.js';
import { hostRefusal } from './request-host.js';
import { addRequestStep } from './request-steps.js';
import { decodesCleanly, ESCAPE_RULE, excerpt, malformedQueryPart } from './request-target.js';
import { routeFor } from './route-lookup.js';

const BODYLESS_METHODS = new Set(['get', 'head', 'options']);

/**
 * The head's size as sent: request line, header lines, blank line (Node
 * gives headers as latin1, one char a byte). Injected requests have no raw
 * headers; their parsed ones measure the same.
 */
function headBytes(req: IncomingMessage): number {
  const fields = req.rawHeaders ?? Object.entries(req.headers).flat().map(String);
  let bytes = (req.method ?? '').length + (req.url ?? '').length + 14;
  for (const field of fields) bytes += field.length + 2;
  return bytes;
}

function refuseMalformedTarget(req: IncomingMessage): void {
  const url = req.url ?? '';
  // Only a percent-escape can be malformed: most targets have none, and cost no split or decode here.
  if (!url.includes('%')) return;
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  if (!decodesCleanly(path)) throw Boom.badRequest(`The path '${excerpt(path)}' holds a malformed percent-escape: ${ESCAPE_RULE}.`);
  if (queryAt === -1) return;
  const part = malformedQueryPart(url.slice(queryAt + 1).split('#')[0] ?? '');
  if (part === null) return;
  if (part.parameter === null) {
    throw Boom.badRequest(`The query parameter name '${excerpt(part.raw)}' holds a malformed percent-escape: ${ESCAPE_RULE}.`);
  }
  throw new InvalidParameterError(part.parameter, `'${excerpt(part.raw)}' is not valid percent-encoding: ${ESCAPE_RULE}.`);
}

/**
 * A body the route takes no body for, or would refuse for its declared size or media type, refused from the
 * head. Here at onRequest, where the route is looked up only when a body is announced: as an onPreAuth step it
 * would be one more lifecycle step on every request, for the few that carry a body.
 */
function refuseUnwantedBody(request: Request): void {
  if (!announcesBody(request)) return;
  const route = routeFor(request.server, request.method, request.path);
  // A preflight has no route of its own (the CORS plugin answers it, but not with a body announced) and takes no body either.
  const bodyless = route === null ? request.method === 'options' && answersPreflight(request.server, request.path) : BODYLESS_METHODS.has(route.method);
  if (bodyless) throw Boom.badRequest(`${request.method.toUpperCase()} ${request.path} takes no request body; send the request without one.`);
  // No route for this method: the error envelope answers 404 or 405 with Allow, as it does without a body.
  if (route === null) throw Boom.notFound();
  refuseBodyTheRouteRefuses(request, route.settings.payload);
}

/** What Hapi's payload parser would refuse from the head alone, refused before it starts reading. */
function refuseBodyTheRouteRefuses(request: Request, settings: RouteOptionsPayload | undefined): void {
  if (settings === undefined) return;
  const length = Number(request.headers['content-length']);
  if (settings.maxBytes !== undefined && length > settings.maxBytes) {
    throw Boom.entityTooLarge(`The request body is larger than ${settings.maxBytes} bytes.`);
  }
  const declared: unknown = request.headers['content-type'] ?? settings.defaultContentType;
  const mime = String(declared ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const allowed = settings.allow === undefined ? undefined : ([] as string[]).concat(settings.allow);
  if (allowed !== undefined && !allowed.includes(mime)) {
    throw Boom.unsupportedMediaType(`Content-Type must be ${allowed.join(' or ')}`);
  }
}

/** RFC 9112 3.2's refusal of a Host missing (HTTP/1.1), repeated or malformed: a 400 in the envelope (request-host.ts). */
function refuseBadHost(request: Request, h: ResponseToolkit) {
  const refusal = hostRefusal(request.raw.req);
  if (refusal !== null) throw Boom.badRequest(refusal);
  return h.continue;
}

function onRequest(request: Request, h: ResponseToolkit) {
  const req = request.raw.req;
  if (headBytes(req) > MAX_REQUEST_HEAD_BYTES) {
    throw new Boom.Boom('The request headers (or URL) are too large. Keep the URL and headers under 16 KiB.', { statusCode: 431 });
  }
  refuseMalformedTarget(req);
  refuseUnwantedBody(request);
  return h.continue;
}

export const requestGuardsPlugin: Plugin<unknown> = {
  name: 'request-guards',
  register(server) {
    addRequestStep(server, 'guards', refuseBadHost);
    addRequestStep(server, 'guards', onRequest);
  },
};
