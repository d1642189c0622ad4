/**
 * A client's webhook receiver on 127.0.0.1, for the tests where the wire is
 * the thing under test: it keeps every request it gets (headers and exact
 * body bytes) and answers each as the test's script says: a status, or
 * `hang` (no answer until the receiver closes).
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedDelivery {
  method: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export type Answer = number | 'hang';

export interface WebhookReceiver {
  url: string;
  received: ReceivedDelivery[];
  /** Resolves once `count` requests have arrived. */
  receivedAtLeast(count: number): Promise<void>;
  close(): Promise<void>;
}

export async function startWebhookReceiver(answer: (index: number) => Answer = () => 204): Promise<WebhookReceiver> {
  const received: ReceivedDelivery[] = [];
  const hanging: ServerResponse[] = [];
  let waiters: Array<{ count: number; resolve: () => void }> = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const index = received.length;
      received.push({ method: request.method ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      waiters = waiters.filter((waiter) => (received.length >= waiter.count ? (waiter.resolve(), false) : true));
      const reply = answer(index);
      if (reply === 'hang') hanging.push(response);
      else response.writeHead(reply).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    receivedAtLeast: (count) => (received.length >= count ? Promise.resolve() : new Promise((resolve) => waiters.push({ count, resolve }))),
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
