/** What Node's HTTP parser refuses, or times out, never reaches Hapi: checked on real sockets. */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Server } from '@hapi/hapi';
import { createServer } from '../../../src/adapters/http/server.js';
import { capturingLogger } from '../../support/capturing-logger.js';
import { parseResponse, RawConnection, responseAt, type ParsedResponse } from '../../support/raw-connection.js';

/** Headers must arrive within 1 s; Node checks once a second, so 5 s is a generous bound. */
const HEADERS_TIMEOUT_MS = 1_000;
const CLOSE_BOUND_MS = 5_000;

function envelopeOf(response: ParsedResponse, status: number): { code: string; message: string; requestId: string } {
  assert.equal(response.status, status);
  const body = JSON.parse(response.body) as { success: boolean; error: { status: number; code: string; message: string; requestId: string } };
  assert.equal(body.success, false);
  assert.equal(body.error.status, status);
  assert.equal(body.error.requestId, response.headers['x-request-id'], 'the body and the header carry one request id');
  assert.match(body.error.requestId, /^[0-9a-f-]{36}$/);
  return body.error;
}

describe('requests the HTTP parser refuses or that time out', { timeout: 30_000 }, () => {
  let server: Server;
  let port: number;
  before(async () => {
    server = await createServer({
      logger: capturingLogger().logger,
      service: { name: 'test', version: '0.0.0', apiVersion: '1.0' },
      readinessProbes: [],
      limits: { headersTimeoutMs: HEADERS_TIMEOUT_MS, requestTimeoutMs: 3_000, payloadTimeoutMs: 1_000 },
    });
    await server.start();
    port = server.info.port as number;
  });
  after(() => server.stop());

  it('answers a head past the parser\'s limit with 431 in the envelope, with a request id, and closes', async () => {
    const connection = await RawConnection.open(port);
    connection.write(`GET /api/v1/${'a'.repeat(70_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    assert.equal(envelopeOf(await connection.response(), 431).code, 'headers_too_large');
    assert.equal(await connection.closedByServerWithin(CLOSE_BOUND_MS), true);
  });

  it('answers a broken request line with 400 in the envelope', async () => {
    const connection = await RawConnection.open(port);
    connection.write('GARBAGE\r\n\r\n');
    assert.equal(envelopeOf(await connection.response(), 400).code, 'bad_request');
    assert.equal(await connection.closedByServerWithin(CLOSE_BOUND_MS), true);
  });

  it('answers CONNECT, which Node hands past Hapi, with 405 in the envelope and the Allow of the path it names', async () => {
    const onPath = await RawConnection.open(port);
    onPath.write('CONNECT /api/v1 HTTP/1.1\r\nHost: x\r\n\r\n');
    const refused = await onPath.response();
    assert.equal(envelopeOf(refused, 405).code, 'method_not_allowed');
    assert.equal(refused.headers.allow, 'GET, HEAD, OPTIONS');
    assert.equal(await onPath.closedByServerWithin(CLOSE_BOUND_MS), true);
    const trailingSlash = await RawConnection.open(port);
    trailingSlash.write('CONNECT /api/v1/ HTTP/1.1\r\nHost: x\r\n\r\n');
    assert.equal((await trailingSlash.response()).headers.allow, 'GET, HEAD, OPTIONS', 'the path as the router reads it');
    // A host and port, as a proxy is asked: no such resource here, as for any method on a path with no route.
    const asProxy = await RawConnection.open(port);
    asProxy.write('CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n');
    assert.match(envelopeOf(await asProxy.response(), 404).message, /not a proxy/);
    assert.equal(await asProxy.closedByServerWithin(CLOSE_BOUND_MS), true);
    // A client that resets the connection as the answer goes out: the server goes on serving.
    const rude = await RawConnection.open(port);
    rude.write('CONNECT /api/v1 HTTP/1.1\r\nHost: x\r\n\r\n');
    rude.socket.resetAndDestroy();
    const after = await RawConnection.open(port);
    after.write('GET /health HTTP/1.1\r\nHost: x\r\n\r\n');
    assert.equal((await after.response()).status, 200);
  });

  it('answers an HTTP/1.1 request without Host with 400 in the envelope, as RFC 9112 asks, where Node\'s own 400 is bare', async () => {
    const connection = await RawConnection.open(port);
    connection.write('GET /health HTTP/1.1\r\n\r\n');
    assert.match(envelopeOf(await connection.response(), 400).message, /must carry a Host header/);
    const older = await RawConnection.open(port);
    older.write('GET /health HTTP/1.0\r\n\r\n');
    assert.equal((await older.response()).status, 200, 'HTTP/1.0 has no Host to require');
    // And to more than one Host line, or one that names no host (RFC 9112 3.2); a name, an address and a port are fine.
    for (const hosts of ['Host: a\r\nHost: b', 'Host: x y', 'Host: a/b', 'Host: [::1']) {
      const connection = await RawConnection.open(port);
      connection.write(`GET /health HTTP/1.1\r\n${hosts}\r\n\r\n`);
      assert.match(envelopeOf(await connection.response(), 400).message, /Host header must be given once/, hosts);
    }
    for (const host of ['ski.example.com:8080', '127.0.0.1', '[::1]:3000', '']) {
      const connection = await RawConnection.open(port);
      connection.write(`GET /health HTTP/1.1\r\nHost: ${host}\r\n\r\n`);
      assert.equal((await connection.response()).status, 200, host);
    }
  });

  it('reads every header field, past the thousand Node keeps by default, for the 16 KiB limit', async () => {
    const connection = await RawConnection.open(port);
    const fields = Array.from({ length: 1_200 }, (_, at) => `X-F${at}: v\r\n`).join('');
    // 1,200 short fields, then one of 6 KB: about 19 KB in all, under the parser's limit and over the API's.
    connection.write(`GET /api/v1 HTTP/1.1\r\nHost: x\r\n${fields}X-Last: ${'a'.repeat(6_000)}\r\n\r\n`);
    assert.equal(envelopeOf(await connection.response(), 431).code, 'headers_too_large');
  });

  it('answers a head trickled too slowly (slow loris) with 408 in the envelope, and closes', async () => {
    const connection = await RawConnection.open(port);
    void connection.trickle('GET /health HTTP/1.1\r\nHost: x\r\nX-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\r\n\r\n', 200);
    assert.equal(await connection.closedByServerWithin(CLOSE_BOUND_MS), true);
    const error = envelopeOf(parseResponse(connection.received) as ParsedResponse, 408);
    assert.equal(error.code, 'request_timeout');
    assert.match(error.message, /headers must arrive within 1 s/);
  });

  it('closes a connection that sends nothing, with a 408', async () => {
    const connection = await RawConnection.open(port);
    assert.equal(await connection.closedByServerWithin(CLOSE_BOUND_MS), true);
    envelopeOf(parseResponse(connection.received) as ParsedResponse, 408);
  });

  it('finishes the response in flight before refusing what follows it on the connection, a CONNECT too', async () => {
    for (const [next, status] of [['GARBAGE', 400], ['CONNECT /api/v1 HTTP/1.1\r\nHost: x', 405]] as const) {
      const connection = await RawConnection.open(port);
      connection.write(`GET /health HTTP/1.1\r\nHost: x\r\n\r\n${next}\r\n\r\n`);
      assert.equal(await connection.closedByServerWithin(CLOSE_BOUND_MS), true);
      const first = responseAt(connection.received);
      assert.equal(first?.response.status, 200);
      envelopeOf(parseResponse(connection.received.slice(first.end)) as ParsedResponse, status);
    }
  });
});
