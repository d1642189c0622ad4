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
 * and, with none, drops the connection unanswered. It is a 405 here, with
 * the Allow of the path it names (none for a host and port: no proxy here).
 */
import type { IncomingMessage, Server as HttpServer } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Logger } from 'pino';
import type { ConnectionTracker } from './connection-tracker.js';
import { codeForStatus } from './error-status.js';
import type { HttpLimits } from './http-limits.js';
import { rawAnswer } from './raw-answer.js';

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

/** The 405 a CONNECT gets: the methods of the path it names, if it names one. */
function connectRefusal(target: string, allowedMethods: (path: string) => readonly string[]): { requestId: string; text: string } {
  const path = target.startsWith('/') ? (target.split('?')[0] as string) : null;
  const allowed = path === null ? [] : allowedMethods(path);
  const message = allowed.length === 0
    ? 'Method CONNECT is not allowed: this server is not a proxy.'
    : `Method CONNECT is not allowed on ${path}. Allowed: ${allowed.join(', ')}.`;
  return rawAnswer({ status: 405, code: codeForStatus(405), message, headers: { Allow: allowed.join(', ') } });
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
    const { requestId, text } = connectRefusal(req.url ?? '', allowedMethods);
    socket.end(text);
    logger.info({ requestId, status: 405, method: 'CONNECT', remoteAddress: req.socket.remoteAddress }, 'request refused before routing');
  });
}
