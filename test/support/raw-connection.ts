/**
 * A TCP connection to the server under test on 127.0.0.1, driven byte by
 * byte where a test needs a slow or malformed client, with everything the
 * server sent kept for inspection. Every wait is bounded: a test fails
 * rather than hangs.
 */
import { connect, type Socket } from 'node:net';

export interface ParsedResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export class RawConnection {
  readonly socket: Socket;
  #received = '';
  #closed: Promise<void>;
  #closedByServer = false;

  private constructor(socket: Socket) {
    this.socket = socket;
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => { this.#received += chunk; });
    // A reset after the server's answer is the server closing with bytes unread: still its close.
    socket.on('error', () => {});
    socket.on('end', () => { this.#closedByServer = true; });
    this.#closed = new Promise((resolve) => socket.once('close', () => resolve()));
  }

  static open(port: number, options: { localAddress?: string } = {}): Promise<RawConnection> {
    return new Promise((resolve, reject) => {
      const socket = connect({ port, host: '127.0.0.1', ...options }, () => resolve(new RawConnection(socket)));
      socket.once('error', reject);
    });
  }

  get received(): string {
    return this.#received;
  }

  get isClosed(): boolean {
    return this.socket.destroyed;
  }

  write(text: string): void {
    if (!this.socket.destroyed) this.socket.write(text);
  }

  /** Writes `text` one byte every `everyMs` until all is sent or the server has answered or closed. */
  async trickle(text: string, everyMs: number): Promise<void> {
    for (const char of text) {
      if (this.socket.destroyed || this.#received !== '') return;
      this.write(char);
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  }

  /** True once the server has closed the connection, false if it is still open after `ms`. */
  async closedByServerWithin(ms: number): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'open'>((resolve) => { timer = setTimeout(() => resolve('open'), ms); });
    const outcome = await Promise.race([this.#closed.then(() => 'closed' as const), timedOut]);
    clearTimeout(timer);
    return outcome === 'closed' && (this.#closedByServer || this.#received !== '');
  }

  /** Resolves with the first complete response the server sent, or rejects after `ms`. */
  async response(ms = 5_000): Promise<ParsedResponse> {
    const deadline = Date.now() + ms;
    while (Date.now() < deadline) {
      const parsed = parseResponse(this.#received);
      if (parsed !== null) return parsed;
      if (this.socket.destroyed) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const parsed = parseResponse(this.#received);
    if (parsed !== null) return parsed;
    throw new Error(`no complete response within ${ms} ms; received ${JSON.stringify(this.#received.slice(0, 200))}`);
  }

  destroy(): void {
    this.socket.destroy();
  }
}

/** The first response in `text` once its body (by Content-Length) is complete; null before. */
export function parseResponse(text: string): ParsedResponse | null {
  return responseAt(text)?.response ?? null;
}

/**
 * The first response in `text` (bytes read as latin1, as RawConnection keeps them) once its body, by
 * Content-Length, is complete, and where it ends, for reading pipelined responses one after another; null before.
 */
export function responseAt(text: string): { response: ParsedResponse; end: number } | null {
  const headEnd = text.indexOf('\r\n\r\n');
  if (headEnd === -1) return null;
  const [statusLine = '', ...lines] = text.slice(0, headEnd).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const end = headEnd + 4 + Number(headers['content-length'] ?? 0);
  // latin1: one character a byte.
  if (text.length < end) return null;
  const body = Buffer.from(text.slice(headEnd + 4, end), 'latin1').toString('utf8');
  return { response: { status: Number(statusLine.split(' ')[1]), headers, body }, end };
}
