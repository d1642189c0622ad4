/**
 * Request ids and one structured access line per request. The id is taken
 * from the caller's X-Request-Id when it is a sane token (so traces join up
 * across services), generated otherwise, and echoed on the response.
 */
import { randomUUID } from 'node:crypto';
import type { Plugin, Request } from '@hapi/hapi';
import type { Logger } from 'pino';
import { addResponseHeader } from './request-state.js';

const ACCEPTABLE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

function requestIdOf(request: Request): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && ACCEPTABLE_REQUEST_ID.test(given) ? given : randomUUID();
}

export const requestLoggingPlugin: Plugin<{ logger: Logger }> = {
  name: 'request-logging',
  register(server, { logger }) {
    // The access line's fields are fixed above and none is a path the logger redacts, yet the root logger
    // walks its redaction paths over every line (3 µs of a small request's CPU): this line goes without.
    // A field that could carry a credential must not be added here.
    const accessLog = logger.child({}, { redact: [] });
    server.ext('onRequest', (request, h) => {
      request.app.requestId = requestIdOf(request);
      addResponseHeader(request, 'X-Request-Id', request.app.requestId);
      return h.continue;
    });

    server.events.on('response', (request) => {
      // An abandoned response (the MCP route writes to the raw socket) is a symbol, not an object.
      const response: unknown = request.response;
      const status = typeof response === 'object' && response !== null && 'statusCode' in response ? response.statusCode : null;
      const durationMs = (request.info.completed || request.info.responded || Date.now()) - request.info.received;
      accessLog.info({
        requestId: request.app.requestId,
        method: request.method.toUpperCase(),
        path: request.path,
        status: status ?? request.raw.res.statusCode,
        durationMs,
        remoteAddress: request.info.remoteAddress,
      }, 'request');
    });
  },
};
