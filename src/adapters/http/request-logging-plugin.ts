/**
 * Request ids and one structured access line per request. The id is taken
 * from the caller's X-Request-Id when it is a sane token (so traces join up
 * across services), generated otherwise, and echoed on the response.
 */
import { randomUUID } from 'node:crypto';
import Boom from '@hapi/boom';
import type { Plugin, Request } from '@hapi/hapi';
import type { Logger } from 'pino';
import { accessLineWriter, type AccessLineWriter } from './access-line.js';
import { addResponseHeader, isInjected } from './request-state.js';
import { addRequestStep } from './request-steps.js';

const ACCEPTABLE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

function requestIdOf(request: Request): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && ACCEPTABLE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** The request's id, the caller's or a new one, kept for the access line and echoed on the response. */
export function identifyRequest(request: Request): void {
  request.app.requestId = requestIdOf(request);
  addResponseHeader(request, 'X-Request-Id', request.app.requestId);
}

/**
 * The logger access lines are written with: a child of the service's without redaction. Their fields
 * (access-line.ts) are fixed and none is a path the logger redacts, yet the root logger walks its redaction
 * paths over every line (3 µs of a small request's CPU), and its wildcard ones (any field's `secret`) would
 * send every line through pino's general path (access-line.ts). A field that could carry a credential must
 * not be added to them.
 */
export function accessChildOf(logger: Logger): Logger {
  return logger.child({}, { redact: [] });
}

/** The writer of access lines on `logger`'s access child. */
export function accessLogOf(logger: Logger): AccessLineWriter {
  return accessLineWriter(accessChildOf(logger));
}

/** What a request is logged with whose client went away before its answer was sent: Hapi's disconnectStatusCode. */
const CLIENT_WENT_AWAY = 499;

/** One structured line for an answered request. */
export function logAccess(accessLog: AccessLineWriter, request: Request): void {
  const response = request.response;
  if (typeof response === 'symbol') {
    logWrittenAnswer(accessLog, request);
    return;
  }
  // A Boom (an error not yet answered, or a request its client abandoned) carries its status in its output.
  const status = response === null ? request.raw.res.statusCode : Boom.isBoom(response) ? response.output.statusCode : response.statusCode;
  accessLine(accessLog, request, status, (request.info.completed || request.info.responded || Date.now()) - request.info.received);
}

/**
 * An answer its handler wrote to the raw response and abandoned Hapi's
 * (a read route's direct answer, the MCP route): Hapi reports it as soon as
 * the handler returns. Logged then if its bytes have all reached the socket;
 * otherwise (a slow client, an event stream) once it closes, with the time
 * it took, and as 499 if its client went away before it was all sent.
 */
function logWrittenAnswer(accessLog: AccessLineWriter, request: Request): void {
  const raw = request.raw.res;
  // An injected request (server.inject) has no socket: its answer is complete once ended.
  if (raw.writableEnded && (raw.writableLength === 0 || isInjected(request))) {
    accessLine(accessLog, request, raw.statusCode, Date.now() - request.info.received);
    return;
  }
  // Only an answer still being sent (or already cut off) pays for a listener.
  const closed = () => accessLine(accessLog, request, raw.writableFinished ? raw.statusCode : CLIENT_WENT_AWAY, Date.now() - request.info.received);
  if (raw.closed) closed();
  else raw.once('close', closed);
}

function accessLine(accessLog: AccessLineWriter, request: Request, status: number, durationMs: number): void {
  accessLog({
    requestId: request.app.requestId,
    method: request.method.toUpperCase(),
    path: request.path,
    status,
    durationMs,
    remoteAddress: request.info.remoteAddress,
  });
}

export const requestLoggingPlugin: Plugin<{ logger: Logger }> = {
  name: 'request-logging',
  register(server, { logger }) {
    const accessLog = accessLogOf(logger);
    addRequestStep(server, 'request-id', (request, h) => {
      identifyRequest(request);
      return h.continue;
    });
    server.events.on('response', (request) => logAccess(accessLog, request));
  },
};
