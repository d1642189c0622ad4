/**
 * Requests so malformed that Node's parser rejects them (headers over 16 KiB,
 * a broken request line) never reach Hapi's lifecycle, so Hapi answers them
 * with a bare "400 Bad Request". This puts the SPEC envelope on that answer
 * too. Sockets with a response in flight are left to Hapi, which knows how to
 * finish or drop them.
 */
import { STATUS_CODES, type Server as HttpServer } from 'node:http';
import type { Duplex } from 'node:stream';
import { codeForStatus } from './error-status.js';
import { failure } from './envelope.js';

function statusFor(error: NodeJS.ErrnoException): number {
  return error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
}

function messageFor(status: number): string {
  return status === 431
    ? 'The request headers (or URL) are too large. Keep the URL and headers under 16 KiB.'
    : 'The request could not be parsed as HTTP.';
}

export function rawErrorResponse(error: NodeJS.ErrnoException): string {
  const status = statusFor(error);
  const body = JSON.stringify(failure({ message: messageFor(status), status, code: codeForStatus(status) }));
  return [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

export function answerClientErrorsInEnvelope(listener: HttpServer): void {
  const answering = new WeakSet<Duplex>();
  listener.on('request', (request, response) => {
    answering.add(request.socket);
    response.once('close', () => answering.delete(request.socket));
  });
  const hapiHandlers = listener.listeners('clientError') as Array<(error: Error, socket: Duplex) => void>;
  listener.removeAllListeners('clientError');
  listener.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (socket.writable && !answering.has(socket)) {
      socket.end(rawErrorResponse(error));
      return;
    }
    for (const handler of hapiHandlers) handler.call(listener, error, socket);
  });
}
