/**
 * What `server.stop()` does to connections: stop accepting, let every
 * request already sent be answered, and close keep-alive connections only
 * between requests, so that no client sees its request reset.
 *
 * 1. Every response from now on says `Connection: close` (ConnectionTracker),
 *    so clients send no further request on a connection that will close, and
 *    each connection ends behind its last answer.
 * 2. The listening socket closes. Node's http `close()` is not used for this:
 *    it also drops every connection it deems idle at that instant, and under
 *    load an "idle" keep-alive connection often holds the client's next
 *    request, unread, in the kernel's buffer.
 * 3. Connections with nothing in flight close after a short quiet period
 *    instead; one whose next request arrives meanwhile is answered first.
 * 4. After `timeoutMs`, whatever remains is cut.
 */
import { Server as NetServer } from 'node:net';
import type { Server } from '@hapi/hapi';
import type { ConnectionTracker } from './connection-tracker.js';

/** Long enough for any client that just got a keep-alive answer to have sent its next request. */
const IDLE_GRACE_MS = 1_000;

export function drainConnectionsOnStop(server: Server, tracker: ConnectionTracker, timeoutMs: number): void {
  server.ext('onPreStop', async () => {
    const listener = server.listener;
    if (!listener.listening) return;
    tracker.startDraining(IDLE_GRACE_MS);
    NetServer.prototype.close.call(listener);
    if (!(await tracker.allClosedWithin(timeoutMs))) tracker.destroyAll();
  });
}
