/**
 * What `server.stop()` does to connections: stop accepting, let every
 * request already sent be answered, and close keep-alive connections only
 * between requests, so that no client sees its request reset.
 *
 * 1. Every response from now on says `Connection: close` (ConnectionTracker),
 *    so clients send no further request on a connection that will close, and
 *    each connection ends behind its last answer.
 * 2. The listening socket closes, once what the kernel has already accepted
 *    has reached Node (else those connections would be reset, requests and
 *    all). Node's http `close()` is not used for this:
 *    it also drops every connection it deems idle at that instant, and under
 *    load an "idle" keep-alive connection often holds the client's next
 *    request, unread, in the kernel's buffer.
 * 3. Connections with nothing in flight close after a short quiet period
 *    instead; one whose next request arrives meanwhile is answered first. So
 *    does one whose answer had promised keep-alive before the stop (the MCP
 *    SDK sends its headers early), once that answer is written.
 * 4. After `timeoutMs`, whatever remains is cut.
 */
import { Server as NetServer } from 'node:net';
import type { Server } from '@hapi/hapi';
import type { ConnectionTracker } from './connection-tracker.js';

/** Long enough for any client that just got a keep-alive answer to have sent its next request. */
const IDLE_GRACE_MS = 1_000;

/** At most this long is spent taking in connections the kernel completed before the stop; then the listener closes. */
const ACCEPT_BACKLOG_MS = 200;

const nextLoopTurn = () => new Promise<void>((resolve) => setImmediate(() => setImmediate(resolve)));

/**
 * Connections the kernel has completed but Node not yet accepted are reset
 * when the listener closes, requests and all. Node accepts them over the
 * next turns of the event loop, so the listener stays open until a turn
 * brings none (or ACCEPT_BACKLOG_MS has passed); they are then drained like
 * the rest.
 */
async function acceptWhatTheKernelHolds(listener: NetServer): Promise<void> {
  let accepted = 0;
  const count = () => { accepted += 1; };
  listener.on('connection', count);
  const deadline = Date.now() + ACCEPT_BACKLOG_MS;
  let quietTurns = 0;
  while (quietTurns < 2 && Date.now() < deadline) {
    const before = accepted;
    await nextLoopTurn();
    quietTurns = accepted === before ? quietTurns + 1 : 0;
  }
  listener.off('connection', count);
}

export function drainConnectionsOnStop(server: Server, tracker: ConnectionTracker, timeoutMs: number): void {
  server.ext('onPreStop', async () => {
    const listener = server.listener;
    if (!listener.listening) return;
    tracker.startDraining(IDLE_GRACE_MS);
    await acceptWhatTheKernelHolds(listener);
    NetServer.prototype.close.call(listener);
    if (!(await tracker.allClosedWithin(timeoutMs))) tracker.destroyAll();
  });
}
