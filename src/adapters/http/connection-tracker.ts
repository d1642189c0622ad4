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

  /**
   * The latest response on `socket` not yet closed, if a request on it is still being answered: the one
   * being written, or the last of those pipelined behind it, which Node writes in turn.
   */
  responseInFlight(socket: Duplex): ServerResponse | undefined {
    return (socket as TrackedSocket)[RESPONSE_IN_FLIGHT];
  }

  /**
   * From now on each connection's latest response says `Connection: close`,
   * the one already under way included unless its headers have left: a
   * client then never sends another request on a connection that is about to
   * go away. Only the latest: an earlier one saying close would end the
   * connection before those pipelined behind it were answered.
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
    const earlier = socket[RESPONSE_IN_FLIGHT];
    socket[RESPONSE_IN_FLIGHT] = response;
    if (this.#draining) {
      // A request that came in behind one still being answered: the connection now closes after this one. If the
      // earlier answer's headers have left saying close, this request is lost all the same: the client sent it
      // before it could read that the connection was going away.
      if (earlier !== undefined) keepOpenAfter(earlier);
      closeAfter(response);
      // A quiet handler must not look like an idle connection.
      (socket as Socket).setTimeout(0);
    }
    // `on`, not `once`: a response closes once, and `once` would wrap the listener in two more objects per request.
    response.on('close', () => {
      if (socket[RESPONSE_IN_FLIGHT] !== response) return;
      // Set to undefined rather than deleted: the socket keeps its shape, and every request's read of it stays fast.
      socket[RESPONSE_IN_FLIGHT] = undefined;
      // Its headers had left saying keep-alive before the drain began (the MCP SDK sends them before the
      // tool's answer), so Node keeps the connection: from now on it is idle, with an idle one's grace.
      if (this.#draining && !socket.destroyed) (socket as Socket).setTimeout(this.#idleGraceMs);
    });
  }
}

/** The response's own `Connection` header before closeAfter marked it, kept to give it back (keepOpenAfter). */
const CONNECTION_BEFORE_CLOSE = Symbol('connection header before the drain');

interface ClosingResponse extends ServerResponse {
  [CONNECTION_BEFORE_CLOSE]?: ReturnType<ServerResponse['getHeader']>;
}

/**
 * Marks the response `Connection: close` and keeps it so: a handler that
 * writes the raw response may set its own value (the MCP SDK sends
 * `keep-alive` with its event streams), and Node would then keep the
 * connection that is about to go away, whether the server is stopping or
 * the client asked to close it (mcp-plugin.ts).
 */
export function closeAfter(response: ServerResponse): void {
  const closing = response as ClosingResponse;
  if (closing.headersSent || CONNECTION_BEFORE_CLOSE in closing) return;
  closing[CONNECTION_BEFORE_CLOSE] = closing.getHeader('connection');
  const setHeader = response.setHeader;
  response.setHeader = function closingSetHeader(this: ServerResponse, name, value) {
    return setHeader.call(this, name, name.toLowerCase() === 'connection' ? 'close' : value);
  };
  response.setHeader('Connection', 'close');
}

/**
 * Undoes closeAfter while the response's headers are still to be sent, so that the connection outlives it:
 * its own `Connection` header again, or, where it had none, `keep-alive` said outright (Node writes none at
 * all for a header once removed) when Node would have kept the connection.
 */
function keepOpenAfter(response: ClosingResponse): void {
  if (response.headersSent || !(CONNECTION_BEFORE_CLOSE in response)) return;
  const before = response[CONNECTION_BEFORE_CLOSE];
  delete response[CONNECTION_BEFORE_CLOSE];
  // The prototype's setHeader again, in place of closeAfter's own.
  Reflect.deleteProperty(response, 'setHeader');
  if (before !== undefined) response.setHeader('Connection', before);
  else if (response.shouldKeepAlive) response.setHeader('Connection', 'keep-alive');
  else response.removeHeader('Connection');
}
