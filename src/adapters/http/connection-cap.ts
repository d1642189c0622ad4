/**
 * At most `max` open connections per client address, so that one client
 * cannot hold every socket the process may open (idle connections cost it
 * nothing but a file descriptor each). Clients are keyed as the rate limiter
 * keys them (IPv6 by /64), by the socket address: trusted proxies are exempt,
 * since every client behind one shares its address, and the rate limit still
 * tells those clients apart.
 *
 * A connection over the cap is answered at once, before anything has been
 * read from it, with a 503 envelope and closed; it never reaches the HTTP
 * parser's request handling.
 */
import type { Server as HttpServer } from 'node:http';
import type { Socket } from 'node:net';
import type { Logger } from 'pino';
import { rateLimitClientOf } from './client-address.js';
import { rawAnswer } from './raw-answer.js';

export interface ConnectionCapOptions {
  max: number;
  isExempt: (address: string) => boolean;
  logger: Logger;
}

export function capConnectionsPerClient(listener: HttpServer, { max, isExempt, logger }: ConnectionCapOptions): void {
  const open = new Map<string, number>();
  // Prepended, so that it runs before Node's own connection handling starts parsing.
  listener.prependListener('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    if (isExempt(address)) return;
    const key = rateLimitClientOf(address).key;
    const count = open.get(key) ?? 0;
    if (count >= max) {
      const { requestId, text } = rawAnswer({
        status: 503,
        code: 'too_many_connections',
        message: `Too many open connections from your address (at most ${max}). Reuse or close connections, then retry.`,
        headers: { 'Retry-After': '1' },
      });
      socket.end(text);
      socket.once('finish', () => socket.destroy());
      // Debug, not info: a client that keeps opening connections would otherwise flood the log.
      logger.debug({ requestId, status: 503, remoteAddress: address, limit: max }, 'connection refused: per-client cap reached');
      return;
    }
    open.set(key, count + 1);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left === 0) open.delete(key);
      else open.set(key, left);
    });
  });
}
