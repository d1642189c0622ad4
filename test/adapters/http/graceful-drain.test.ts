/**
 * server.stop() on real sockets: idle keep-alive connections close after a
 * quiet moment instead of their full keep-alive time, a request still running
 * when the shutdown timeout passes is cut, and the last answer on each
 * connection says Connection: close (or, when its headers had left before,
 * the connection still closes soon after it), while those pipelined before
 * it say keep-alive, so that none of them is lost.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import type { Plugin } from '@hapi/hapi';
import { createServer } from '../../../src/adapters/http/server.js';
import { capturingLogger } from '../../support/capturing-logger.js';
import { RawConnection } from '../../support/raw-connection.js';

/**
 * Routes that answer only when told to, so a test decides what is in flight when stop() begins:
 * /held answers through Hapi; /headers-first writes its headers (keep-alive) at once and its body
 * only when told to, as the MCP SDK answers, writing to the raw response before the tool has run.
 */
function heldRoutes(): { plugin: Plugin<unknown>; release: () => void; started: Promise<void> } {
  let release = () => {};
  let markStarted = () => {};
  const started = new Promise<void>((resolve) => { markStarted = resolve; });
  const released = new Promise<void>((resolve) => { release = resolve; });
  const plugin: Plugin<unknown> = {
    name: 'held-routes',
    register(server) {
      server.route([
        { method: 'GET', path: '/held', handler: async () => { markStarted(); await released; return { success: true, data: 'done' }; } },
        {
          // A handler that names its own Connection header before its answer is ready.
          method: 'GET',
          path: '/held-keep-alive',
          handler: async (request) => {
            request.raw.res.setHeader('Connection', 'keep-alive');
            markStarted();
            await released;
            return { success: true, data: 'done' };
          },
        },
        {
          method: 'GET',
          path: '/headers-first',
          handler: async (request, h) => {
            const raw = request.raw.res;
            raw.writeHead(200, { 'content-type': 'text/plain', 'content-length': '4' });
            raw.flushHeaders();
            markStarted();
            await released;
            raw.end('done');
            return h.abandon;
          },
        },
      ]);
    },
  };
  return { plugin, release, started };
}

async function startServer(plugin: Plugin<unknown>, shutdownTimeoutMs: number) {
  const server = await createServer({
    logger: capturingLogger().logger,
    service: { name: 'test', version: '0.0.0', apiVersion: '1.0' },
    readinessProbes: [],
    plugins: [{ plugin }],
    // A long keep-alive, so that a connection closed during the drain was closed by the drain.
    limits: { keepAliveTimeoutMs: 60_000 },
    shutdownTimeoutMs,
  });
  await server.start();
  return server;
}

/** Resolves once the server has taken in `count` requests from now on (parsed them, not answered them). */
function requestsTakenIn(server: Awaited<ReturnType<typeof startServer>>, count: number): Promise<void> {
  return new Promise((resolve) => {
    let seen = 0;
    const onRequest = () => {
      seen += 1;
      if (seen < count) return;
      server.listener.off('request', onRequest);
      resolve();
    };
    server.listener.on('request', onRequest);
  });
}

/** The status line and Connection header of each answer received, in order. */
function answerHeads(received: string): Array<[string | undefined, string | undefined]> {
  // From each status line to the blank line ending its head: a body is followed at once by the next head.
  const heads = received.match(/HTTP\/1\.1 [^]*?\r\n\r\n/g) ?? [];
  return heads.map((head) => [head.split('\r\n')[0], /^connection: (.*)$/im.exec(head)?.[1]]);
}

/** A server with one request on `path` in flight, held until `held.release()`. */
async function serverHolding(path: '/held' | '/held-keep-alive' | '/headers-first', shutdownTimeoutMs: number) {
  const held = heldRoutes();
  const server = await startServer(held.plugin, shutdownTimeoutMs);
  const busy = await RawConnection.open(server.info.port as number);
  busy.write(`GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`);
  await held.started;
  return { held, server, busy };
}

describe('stopping the server', { timeout: 30_000 }, () => {
  it('answers what is in flight with Connection: close and closes idle keep-alive connections soon, not at their keep-alive timeout', async () => {
    const held = heldRoutes();
    const server = await startServer(held.plugin, 20_000);
    const port = server.info.port as number;
    const idle = await RawConnection.open(port);
    idle.write('GET /health HTTP/1.1\r\nHost: x\r\n\r\n');
    assert.equal((await idle.response()).headers.connection, 'keep-alive');
    const busy = await RawConnection.open(port);
    busy.write('GET /held HTTP/1.1\r\nHost: x\r\n\r\n');
    await held.started;

    const stopped = server.stop();
    assert.equal(await idle.closedByServerWithin(5_000), true, 'the idle connection was closed by the drain');
    held.release();
    const answer = await busy.response();
    assert.deepEqual([answer.status, answer.headers.connection], [200, 'close']);
    assert.equal(await busy.closedByServerWithin(5_000), true);
    await stopped;
  });

  it('closes a connection soon after an answer whose keep-alive headers had left before the stop, not at its keep-alive timeout', async () => {
    const { held, server, busy } = await serverHolding('/headers-first', 20_000);
    const stopped = server.stop();
    held.release();
    const answer = await busy.response();
    assert.deepEqual([answer.status, answer.headers.connection, answer.body], [200, 'keep-alive', 'done'], 'too late to say close');
    // Else the drain would wait on the client, here until the shutdown timeout (20 s) cut it.
    assert.equal(await busy.closedByServerWithin(5_000), true, 'closed by the drain once idle');
    await stopped;
  });

  it('answers every request pipelined on a connection when the stop began, and closes it after the last', async () => {
    const held = heldRoutes();
    const server = await startServer(held.plugin, 20_000);
    const busy = await RawConnection.open(server.info.port as number);
    const bothTakenIn = requestsTakenIn(server, 2);
    busy.write('GET /held HTTP/1.1\r\nHost: x\r\n\r\nGET /health HTTP/1.1\r\nHost: x\r\n\r\n');
    await Promise.all([held.started, bothTakenIn]);

    const stopped = server.stop();
    held.release();
    assert.equal(await busy.closedByServerWithin(5_000), true);
    await stopped;
    assert.deepEqual(answerHeads(busy.received), [['HTTP/1.1 200 OK', 'keep-alive'], ['HTTP/1.1 200 OK', 'close']]);
  });

  for (const path of ['/held', '/held-keep-alive'] as const) {
    it(`answers a request pipelined after the stop began behind one still being answered (${path}), and closes the connection after it`, async () => {
      const { held, server, busy } = await serverHolding(path, 20_000);
      const stopped = server.stop();
      // The drain begins in the stop's first step (onPreStop), before the next turn of the event loop.
      await new Promise((resolve) => setImmediate(resolve));
      const takenIn = requestsTakenIn(server, 1);
      busy.write('GET /health HTTP/1.1\r\nHost: x\r\n\r\n');
      await takenIn;

      held.release();
      assert.equal(await busy.closedByServerWithin(5_000), true);
      await stopped;
      assert.deepEqual(answerHeads(busy.received), [['HTTP/1.1 200 OK', 'keep-alive'], ['HTTP/1.1 200 OK', 'close']]);
    });
  }

  it('serves connections the kernel completed but Node had not yet accepted when the stop began, instead of resetting them', async () => {
    const held = heldRoutes();
    const server = await startServer(held.plugin, 20_000);
    const port = server.info.port as number;
    // connect() completes in the kernel at once; Node accepts them only in a later turn of the event loop.
    const waiting = Array.from({ length: 5 }, () => connect({ port, host: '127.0.0.1' }));
    const stopped = server.stop();
    const answers = await Promise.all(waiting.map((socket) => new Promise<string>((resolve) => {
      let received = '';
      socket.on('connect', () => socket.write('GET /health HTTP/1.1\r\nHost: x\r\n\r\n'));
      socket.on('data', (chunk) => { received += String(chunk); });
      socket.on('error', (error: NodeJS.ErrnoException) => { received += `error ${error.code}`; });
      socket.on('close', () => resolve(received));
    })));
    await stopped;
    for (const answer of answers) assert.match(answer, /^HTTP\/1\.1 200 OK[\s\S]*connection: close/i, answer);
  });

  it('cuts a request still running when the shutdown timeout passes', async () => {
    const { held, server, busy } = await serverHolding('/held', 300);
    await server.stop();
    assert.equal(busy.isClosed || await busy.closedByServerWithin(1_000), true);
    assert.equal(busy.received, '', 'nothing was answered');
    held.release();
  });
});
