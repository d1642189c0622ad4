/**
 * A MongoDB stand-in that speaks just enough of the wire protocol (the
 * OP_QUERY handshake, then OP_MSG commands) for the real driver to connect,
 * ping and run canned commands. It exists for one purpose: to take the
 * database away and bring it back on the same port, so that the outage and
 * recovery behaviour is tested against the real driver without a server.
 */
import { createServer, type Server, type Socket } from 'node:net';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { BSON, type Document } from 'mongodb';

const OP_REPLY = 1;
const OP_QUERY = 2004;
const OP_MSG = 2013;
const MORE_TO_COME = 2;

export type CommandHandler = (command: Document) => Document;

/**
 * The newest wire version the installed driver speaks. The driver refuses a
 * server outside its supported range, so a pinned number breaks the stand-in
 * on the upgrade that drops it; reading the driver's own maximum plays the
 * newest server it knows. The constant is not in the public API, hence the
 * deep path, checked so that a move in a later driver fails loudly here.
 */
function driverMaxWireVersion(): number {
  const constants = createRequire(import.meta.url)('mongodb/lib/cmap/wire_protocol/constants.js') as Record<string, unknown>;
  const max = constants.MAX_SUPPORTED_WIRE_VERSION;
  if (typeof max !== 'number') throw new Error('the installed mongodb driver no longer exports MAX_SUPPORTED_WIRE_VERSION from lib/cmap/wire_protocol/constants.js');
  return max;
}

const HELLO = {
  ismaster: true, isWritablePrimary: true, helloOk: true, maxBsonObjectSize: 16 * 1024 * 1024,
  maxMessageSizeBytes: 48_000_000, maxWriteBatchSize: 100_000, logicalSessionTimeoutMinutes: 30,
  minWireVersion: 0, maxWireVersion: driverMaxWireVersion(), readOnly: false, ok: 1,
};

function header(length: number, requestId: number, responseTo: number, opCode: number): Buffer {
  const buffer = Buffer.alloc(16);
  buffer.writeInt32LE(length, 0);
  buffer.writeInt32LE(requestId, 4);
  buffer.writeInt32LE(responseTo, 8);
  buffer.writeInt32LE(opCode, 12);
  return buffer;
}

export class FakeMongoServer {
  #server: Server | undefined;
  #sockets = new Set<Socket>();
  #handler: CommandHandler;
  #nextId = 1;
  /** Every command name received, in order: lets a test see what reached the "database". */
  readonly commands: string[] = [];

  constructor(handler: CommandHandler) {
    this.#handler = handler;
  }

  /** Listens on `port` (0: any free port) and resolves to the port. */
  async start(port = 0): Promise<number> {
    const server = createServer((socket) => this.#accept(socket));
    server.listen(port, '127.0.0.1');
    await once(server, 'listening');
    this.#server = server;
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('no TCP address');
    return address.port;
  }

  /** The outage: every open connection is cut and the port stops listening. */
  async stop(): Promise<void> {
    for (const socket of this.#sockets) socket.destroy();
    this.#sockets.clear();
    const server = this.#server;
    this.#server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  #accept(socket: Socket): void {
    this.#sockets.add(socket);
    socket.on('close', () => this.#sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    let pending = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      pending = Buffer.concat([pending, chunk]);
      while (pending.length >= 4 && pending.length >= pending.readInt32LE(0)) {
        const message = pending.subarray(0, pending.readInt32LE(0));
        pending = pending.subarray(message.length);
        const reply = this.#reply(message);
        if (reply) socket.write(reply);
      }
    });
  }

  #reply(message: Buffer): Buffer | undefined {
    const requestId = message.readInt32LE(4);
    const opCode = message.readInt32LE(12);
    if (opCode === OP_QUERY) {
      const nameEnd = message.indexOf(0, 20);
      const query = BSON.deserialize(message.subarray(nameEnd + 9));
      const body = BSON.serialize(this.#answer(query));
      const fields = Buffer.alloc(20); // responseFlags, cursorID (8), startingFrom, numberReturned
      fields.writeInt32LE(1, 16);
      return Buffer.concat([header(16 + fields.length + body.length, this.#nextId++, requestId, OP_REPLY), fields, body]);
    }
    if (opCode === OP_MSG) {
      const flags = message.readUInt32LE(16);
      if (message[20] !== 0) throw new Error('only body sections are supported');
      const command = BSON.deserialize(message.subarray(21, 21 + message.readInt32LE(21)));
      const body = BSON.serialize(this.#answer(command));
      if (flags & MORE_TO_COME) return undefined;
      const prefix = Buffer.from([0, 0, 0, 0, 0]); // flagBits, section kind 0
      return Buffer.concat([header(16 + prefix.length + body.length, this.#nextId++, requestId, OP_MSG), prefix, body]);
    }
    throw new Error(`unsupported opCode ${opCode}`);
  }

  #answer(command: Document): Document {
    const name = Object.keys(command)[0] ?? '';
    this.commands.push(name);
    if (['hello', 'ismaster', 'isMaster'].includes(name)) return { ...HELLO, localTime: new Date(), connectionId: this.#nextId };
    if (name === 'endSessions') return { ok: 1 };
    return this.#handler(command);
  }
}
