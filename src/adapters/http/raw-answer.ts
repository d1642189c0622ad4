/**
 * An HTTP/1.1 answer written straight to a socket, for the few cases that
 * never reach Hapi's lifecycle (a request Node's parser refused, a
 * connection over the per-client cap). It still carries the SPEC envelope and
 * a request id, and closes the connection.
 */
import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import { failure } from './envelope.js';

export interface RawAnswer {
  status: number;
  code: string;
  message: string;
  headers?: Record<string, string>;
}

export function rawAnswer({ status, code, message, headers = {} }: RawAnswer): { requestId: string; text: string } {
  const requestId = randomUUID();
  const body = JSON.stringify(failure({ message, status, code, requestId }));
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    `X-Request-Id: ${requestId}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    'Connection: close',
  ];
  return { requestId, text: `${lines.join('\r\n')}\r\n\r\n${body}` };
}
