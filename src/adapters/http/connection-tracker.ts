/**
 * Which connections are open and which responses are still being written,
 * as the raw Node listener sees them. Hapi's own bookkeeping (its cleanStop)
 * is switched off: at stop it ends every connection without a request in
 * Hapi's hands, including one whose next request is already on the wire,
 * and that is the reset clients saw on reused sockets. Both the parser-error
 * answers and the graceful drain read this instead.
 */
import type { IncomingMessage, Server as HttpServer, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';

/**
 * The response a connection is answering, kept on its socket. Not in a Set or WeakMap of their own: one
 * added to and deleted from on every request reallocates its table every few requests, in the old
 * generation once the collection is old, and each dropped table still points at the young responses it
 * held, so young collections keep those responses, and every object they reach, alive and promote them
 * until the next full collection (about 120 bytes of old generation a request for the table alone; issue
 * 17, docs/performance.md).
 */
const RESPONSE_IN_FLIGHT = Symbol('response in flight');

interface TrackedSocket extends Duplex {
  [RESPONSE_IN_FLIGHT]?: ServerResponse | undefined;
}

export class ConnectionTracker {
  readonly #sockets = new Set<Socket>();
  #draining = false;
  #idleGraceMs = 0;

  constructor(listener: HttpServer) {
    listener.on('connection', (socket: Socket) => {
      this.#sockets.add(socket);
      socket.once('close', () => this.#sockets.delete(socket));
      // Accepted while draining (it was waiting in the kernel): it gets the same grace as an idle one.
      if (this.#draining) socket.setTimeout(this.#idleGraceMs);
    });
    const onRequest = (request: IncomingMessage, response: ServerResponse) => this.#track(request.socket, response);
    listener.on('request', onRequest);
    listener.on('checkContinue', onRequest);
  }

  /** The response being written on `socket`, if a request on it is still being answered. */
  responseInFlight(socket: Duplex): ServerResponse | undefined {
    return (socket as TrackedSocket)[RESPONSE_IN_FLIGHT];
  }

  /**
   * From now on every response says `Connection: close`, those already under
   * way included unless their headers have left: a client then never sends
   * another request on a connection that is about to go away.
   *
   * A connection with nothing in flight closes once it has been quiet for
   * `idleGraceMs`. Not at once: a client that got a keep-alive answer just
   * before may already have sent its next request, still unread in the
   * kernel's buffer, and closing then is exactly the reset to avoid; any byte
   * that arrives restarts the quiet period, and a request that starts stops it.
   */
  startDraining(idleGraceMs: number): void {
    this.#draining = true;
    this.#idleGraceMs = idleGraceMs;
    for (const socket of this.#sockets) {
      // The latest response of a connection is the one to close it after: any it pipelined before go first.
      const inFlight = this.responseInFlight(socket);
      if (inFlight === undefined) socket.setTimeout(idleGraceMs);
      else closeAfter(inFlight);
    }
  }

  /** Resolves true once every connection has closed, or false after `timeoutMs`. */
  allClosedWithin(timeoutMs: number): Promise<boolean> {
    if (this.#sockets.size === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const onClose = () => {
        if (this.#sockets.size > 0) return;
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        for (const socket of this.#sockets) socket.off('close', onClose);
        resolve(false);
      }, timeoutMs);
      for (const socket of this.#sockets) socket.once('close', onClose);
    });
  }

  destroyAll(): void {
    for (const socket of this.#sockets) socket.destroy();
  }

  #track(socket: TrackedSocket, response: ServerResponse): void {
    socket[RESPONSE_IN_FLIGHT] = response;
    if (this.#draining) {
      closeAfter(response);
      // A quiet handler must not look like an idle connection.
      (socket as Socket).setTimeout(0);
    }
    // `on`, not `once`: a response closes once, and `once` would wrap the listener in two more objects per request.
    response.on('close', () => {
      if (socket[RESPONSE_IN_FLIGHT] !== response) return;
      socket[RESPONSE_IN_FLIGHT] = undefined;
      // Its headers had left saying keep-alive before the drain began (the MCP SDK sends them before the
      // tool's answer), so Node keeps the connection: from now on it is idle, with an idle one's grace.
      if (this.#draining && !socket.destroyed) (socket as Socket).setTimeout(this.#idleGraceMs);
    });
  }
}

/**
 * Marks the response `Connection: close` and keeps it so: a handler that
 * writes the raw response may set its own value (the MCP SDK sends
 * `keep-alive` with its event streams), and Node would then keep the
 * connection that is about to go away.
 */
function closeAfter(response: ServerResponse): void {
  if (response.headersSent) return;
  const setHeader = response.setHeader;
  response.setHeader = function closingSetHeader(this: ServerResponse, name, value) {
    return setHeader.call(this, name, name.toLowerCase() === 'connection' ? 'close' : value);
  };
  response.setHeader('Connection', 'close');
}
