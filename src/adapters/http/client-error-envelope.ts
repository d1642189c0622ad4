/**
 * Requests that Node's parser refuses (a head over the parser's limit, a
 * broken request line) or that time out before they have fully arrived never
 * reach Hapi's lifecycle, and Hapi would answer them with a bare "400 Bad
 * Request". This answers them in the SPEC envelope with a request id: 408 for
 * a timeout, 431 for an oversize head, 400 otherwise, and closes the
 * connection. A response still being written on that connection goes out
 * first; the refusal follows it, if the connection can still take one.
 *
 * CONNECT never reaches Hapi either: Node hands it to a `connect` listener
 * and, with none, drops the connection unanswered. It is answered here, as
 * any other method would be on the path it names: a 405 with that path's
 * Allow, or a 404 (a host and port: no proxy here).
 */
import type { IncomingMessage, Server as HttpServer } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Logger } from 'pino';
import type { ConnectionTracker } from './connection-tracker.js';
import { codeForStatus } from './error-status.js';
import type { HttpLimits } from './http-limits.js';
import { rawAnswer, type RawAnswer } from './raw-answer.js';
import { excerpt } from './request-target.js';

function statusFor(error: NodeJS.ErrnoException): number {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
}

function messageFor(status: number, limits: Pick<HttpLimits, 'headersTimeoutMs' | 'requestTimeoutMs'>): string {
  if (status === 408) {
    return `The request did not arrive in time: the headers must arrive within ${limits.headersTimeoutMs / 1000} s and the whole request within ${limits.requestTimeoutMs / 1000} s.`;
  }
  return status === 431
    ? 'The request headers (or URL) are too large. Keep the URL and headers under 16 KiB.'
    : 'The request could not be parsed as HTTP.';
}

export interface ClientErrorOptions {
  tracker: ConnectionTracker;
  limits: Pick<HttpLimits, 'headersTimeoutMs' | 'requestTimeoutMs'>;
  logger: Logger;
  /** The methods a path answers, for the Allow of a refused CONNECT. */
  allowedMethods: (path: string) => readonly string[];
}

/**
 * What a CONNECT gets: on a path that has routes, the 405 any other method gets there, with its Allow; on
 * anything else (a host and port, as a proxy is asked, or a path with no route), the 404 of a path with
 * no route, since this server has no such resource and is no proxy.
 */
function connectRefusal(target: string, allowedMethods: (path: string) => readonly string[]): RawAnswer {
  const query = target.indexOf('?');
  const asked = query === -1 ? target : target.slice(0, query);
  // As the router reads it (server.ts: stripTrailingSlash).
  const path = asked.length > 1 && asked.endsWith('/') ? asked.slice(0, -1) : asked;
  const allowed = path.startsWith('/') ? allowedMethods(path) : [];
  if (allowed.length === 0) {
    return { status: 404, code: codeForStatus(404), message: `No route matches ${excerpt(asked)}, and this server is not a proxy.` };
  }
  return { status: 405, code: codeForStatus(405), message: `Method CONNECT is not allowed on ${path}. Allowed: ${allowed.join(', ')}.`, headers: { Allow: allowed.join(', ') } };
}

export function answerClientErrorsInEnvelope(listener: HttpServer, { tracker, limits, logger, allowedMethods }: ClientErrorOptions): void {
  const refuse = (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    const status = statusFor(error);
    const { requestId, text } = rawAnswer({ status, code: codeForStatus(status), message: messageFor(status, limits) });
    socket.end(text);
    const remoteAddress = (socket as Duplex & { remoteAddress?: string }).remoteAddress;
    logger.info({ requestId, status, reason: error.code, remoteAddress }, 'request refused before routing');
  };
  // Hapi's own handler would write a bare 400, even over a response in progress.
  listener.removeAllListeners('clientError');
  listener.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    const inFlight = tracker.responseInFlight(socket);
    if (inFlight === undefined) refuse(error, socket);
    else inFlight.once('close', () => refuse(error, socket));
  });
  listener.on('connect', (req: IncomingMessage, socket: Duplex) => {
    // Node has taken its own error and timeout handlers off a socket it hands to 'connect': a reset must not
    // be an uncaught error, and a client that never closes its side must not keep the socket.
    socket.on('error', () => socket.destroy());
    const answer = () => {
      if (!socket.writable) return socket.destroy();
      const refusal = connectRefusal(req.url ?? '', allowedMethods);
      const { requestId, text } = rawAnswer(refusal);
      socket.end(text);
      socket.once('finish', () => socket.destroy());
      // Debug, not info: proxy scanners send these by the thousand (as connection-cap.ts says of its refusals).
      logger.debug({ requestId, status: refusal.status, method: 'CONNECT', remoteAddress: req.socket.remoteAddress }, 'request refused before routing');
    };
    // A request pipelined ahead of it is answered first, as for the parser's refusals above.
    const inFlight = tracker.responseInFlight(socket);
    if (inFlight === undefined) answer();
    else inFlight.once('close', answer);
  });
}
