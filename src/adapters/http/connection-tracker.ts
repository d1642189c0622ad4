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

export class ConnectionTracker {
  readonly #sockets = new Set<Socket>();
  readonly #inFlight = new Set<ServerResponse>();
  readonly #latest = new WeakMap<Duplex, ServerResponse>();
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
    return this.#latest.get(socket);
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
    for (const response of this.#inFlight) closeAfter(response);
    for (const socket of this.#sockets) {
      if (this.#latest.get(socket) === undefined) socket.setTimeout(idleGraceMs);
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

  #track(socket: Duplex, response: ServerResponse): void {
    this.#inFlight.add(response);
    this.#latest.set(socket, response);
    if (this.#draining) {
      closeAfter(response);
      // A quiet handler must not look like an idle connection.
      (socket as Socket).setTimeout(0);
    }
    // `on`, not `once`: a response closes once, and `once` would wrap the listener in two more objects per request.
    response.on('close', () => {
      this.#inFlight.delete(response);
      if (this.#latest.get(socket) !== response) return;
      this.#latest.delete(socket);
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
