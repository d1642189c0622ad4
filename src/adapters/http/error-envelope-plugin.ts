/**
 * Every error Hapi answers leaves through here: domain errors, joi failures
 * rethrown by failActions, and Hapi's own answers (404, 413, 500, ...) become
 * the SPEC.md error envelope with error.status equal to the HTTP status. A
 * failure the client caused may instead be written directly in the same
 * envelope (browser/direct-answer.ts wroteFailure, ADR 0010). A 404 for a path
 * that exists under another method becomes 405 with Allow. 5xx responses are
 * logged here because replacing the response hides Hapi's own error log.
 */
import type { Plugin, Request, ResponseObject, ResponseToolkit, Server } from '@hapi/hapi';
import type { Boom } from '@hapi/boom';
import type { Logger } from 'pino';
import { DomainError } from '../../domain/errors.js';
import { extended } from '../../domain/objects.js';
import { codeForStatus, httpFailureOf, type HttpFailure } from './error-status.js';
import { failureOfRequest } from './envelope.js';
import { routeFor } from './route-lookup.js';
import { answersPreflight } from './browser/read-api-cors-plugin.js';
import { encodedNow, headEncoding, markedEncoded } from './browser/compression.js';
import { JSON_TYPE } from './browser/validated-answer.js';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
const GENERIC_SERVER_ERROR = 'An internal error occurred. It has been logged; please retry later.';

/** What `path` answers: its routes' methods, HEAD with GET, and OPTIONS where a CORS preflight is answered without a route. */
export function allowedMethods(server: Server, path: string): string[] {
  const allowed: string[] = METHODS.filter((method) => routeFor(server, method, path) !== null);
  if (allowed.includes('GET')) allowed.push('HEAD');
  if (!allowed.includes('OPTIONS') && answersPreflight(server, path)) allowed.push('OPTIONS');
  return allowed;
}

type DescribedFailure = HttpFailure & { headers: Record<string, string> };

function describeBoom(request: Request, boom: Boom): DescribedFailure {
  if (boom instanceof DomainError) return extended(httpFailureOf(boom), { headers: {} });
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(boom.output.headers)) {
    if (value !== undefined && name.toLowerCase() !== 'content-type') headers[name] = String(value);
  }
  const status = boom.output.statusCode;
  if (status === 404) return describeMissingRoute(request, headers);
  const message = status >= 500 ? GENERIC_SERVER_ERROR : boom.output.payload.message || boom.message;
  return { status, code: codeForStatus(status), message, headers };
}

function describeMissingRoute(request: Request, headers: Record<string, string>): DescribedFailure {
  const allowed = allowedMethods(request.server, request.path);
  if (allowed.length === 0) {
    const message = `No route matches ${request.path}. See /api/v1 for the index of endpoints.`;
    return { status: 404, code: codeForStatus(404), message, headers };
  }
  const message = `Method ${request.method.toUpperCase()} is not allowed on ${request.path}. Allowed: ${allowed.join(', ')}.`;
  return { status: 405, code: codeForStatus(405), message, headers: extended(headers, { Allow: allowed.join(', ') }) };
}

/** The envelope as Hapi's response; to a HEAD, in the encoding its GET's would be sent in (compression.ts headEncoding). */
function envelopeResponse(request: Request, h: ResponseToolkit, envelope: object): ResponseObject {
  if (request.method !== 'head') return h.response(envelope);
  const bytes = Buffer.from(JSON.stringify(envelope));
  const encoding = headEncoding(request, bytes.length);
  return encoding === null ? h.response(envelope) : markedEncoded(h.response(encodedNow(bytes, encoding)).type(JSON_TYPE), encoding);
}

export const errorEnvelopePlugin: Plugin<{ logger: Logger }> = {
  name: 'error-envelope',
  register(server, { logger }) {
    server.ext('onPreResponse', (request: Request, h: ResponseToolkit) => {
      const response = request.response;
      if (!response || !('isBoom' in response) || !response.isBoom) return h.continue;
      const boom = response as Boom;
      const described = describeBoom(request, boom);
      if (described.status >= 500) {
        logger.error({ err: boom, requestId: request.app.requestId, method: request.method, path: request.path }, 'request failed');
      }
      const { headers, ...body } = described;
      const replaced = envelopeResponse(request, h, failureOfRequest(body, request.app.requestId)).code(described.status);
      for (const [name, value] of Object.entries(headers)) replaced.header(name, value);
      return replaced;
    });
  },
};
