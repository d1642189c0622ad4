/**
 * Slow, idle and greedy clients against the whole service on 127.0.0.1: a
 * body is never waited on longer than its timeout, a body nobody wants is
 * refused before it is read, and one address cannot hold more connections
 * than its cap while others are still served.
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestService } from '../../support/build-test-service.js';
import type { Service } from '../../../src/bootstrap/service.js';
import { parseResponse, RawConnection, type ParsedResponse } from '../../support/raw-connection.js';
import { anEvent, signed, TEST_WEBHOOK_SECRET } from '../../fixtures/stripe-events.js';
import { deeplyNested } from '../../support/hostile-input.js';

const CLOSE_BOUND_MS = 5_000;
const MCP_HEAD = 'POST /mcp HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\n';

function parseResponseOf(connection: RawConnection): ParsedResponse {
  const parsed = parseResponse(connection.received);
  assert.ok(parsed, `a response before the close: ${JSON.stringify(connection.received.slice(0, 100))}`);
  return parsed;
}

function errorOf(response: ParsedResponse, status: number): { code: string; message: string } {
  assert.equal(response.status, status, response.body);
  const body = JSON.parse(response.body) as { success: boolean; error: { status: number; code: string; message: string; requestId: string } };
  assert.deepEqual([body.success, body.error.status], [false, status]);
  assert.equal(body.error.requestId, response.headers['x-request-id']);
  return body.error;
}

describe('slow and greedy clients', { timeout: 60_000 }, () => {
  let service: Service;
  let port: number;
  const open: RawConnection[] = [];
  const connect = async (localAddress?: string) => {
    const connection = await RawConnection.open(port, localAddress === undefined ? {} : { localAddress });
    open.push(connection);
    return connection;
  };

  before(async () => {
    service = await buildTestService({
      env: {
        HEADERS_TIMEOUT_MS: '1000',
        PAYLOAD_TIMEOUT_MS: '1000',
        REQUEST_TIMEOUT_MS: '5000',
        KEEP_ALIVE_TIMEOUT_MS: '1000',
        MAX_CONNECTIONS_PER_CLIENT: '3',
        TRUSTED_PROXIES: '127.0.0.3',
        STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
      },
    });
    await service.start();
    port = service.server.info.port as number;
  });
  after(async () => {
    for (const connection of open) connection.destroy();
    await service.stop();
  });

  it('answers a body trickled to /mcp with 408 once the payload timeout passes, and closes', async () => {
    const connection = await connect();
    connection.write(`${MCP_HEAD}Content-Length: 1000\r\n\r\n`);
    void connection.trickle('['.repeat(1000), 200);
    const error = errorOf(await connection.response(CLOSE_BOUND_MS), 408);
    assert.equal(error.code, 'request_timeout');
    assert.match(error.message, /body did not arrive within 1 s/);
    assert.equal(await connection.closedByServerWithin(CLOSE_BOUND_MS), true);
  });

  it('refuses a body sent to a route that takes none at once, before reading it', async () => {
    const cases = [
      { head: 'POST /health HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n', status: 405 },
      { head: 'GET /api/v1/schools HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n', status: 400 },
      { head: 'GET /health HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n', status: 400 },
      // A preflight has no route of its own, and takes no body either: not the 204 a preflight without one gets.
      { head: 'OPTIONS /api/v1/countries HTTP/1.1\r\nHost: x\r\nOrigin: https://page.example\r\nContent-Length: 1000\r\n\r\n', status: 400 },
      { head: 'POST /nowhere HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n', status: 404 },
    ];
    for (const { head, status } of cases) {
      const connection = await connect();
      // Not one byte of the body is sent: an answer can only come from the head.
      connection.write(head);
      const response = await connection.response(CLOSE_BOUND_MS);
      const error = errorOf(response, status);
      if (status === 400) assert.match(error.message, /takes no request body/);
      assert.equal(response.headers.connection, 'close');
      assert.equal(await connection.closedByServerWithin(CLOSE_BOUND_MS), true, head);
    }
  });

  it('refuses an oversize or mistyped body to /mcp from its head, before reading it', async () => {
    const oversize = await connect();
    oversize.write(`${MCP_HEAD}Content-Length: 100000\r\n\r\n`);
    assert.equal(errorOf(await oversize.response(CLOSE_BOUND_MS), 413).code, 'payload_too_large');
    const mistyped = await connect();
    mistyped.write('POST /mcp HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: 100\r\n\r\n');
    assert.equal(errorOf(await mistyped.response(CLOSE_BOUND_MS), 415).code, 'unsupported_media_type');
    assert.equal(await mistyped.closedByServerWithin(CLOSE_BOUND_MS), true);
  });

  it('caps open connections per address, and serves other addresses meanwhile', async () => {
    const held = await Promise.all([connect('127.0.0.2'), connect('127.0.0.2'), connect('127.0.0.2')]);
    const refused = await connect('127.0.0.2');
    const error = errorOf(await refused.response(CLOSE_BOUND_MS), 503);
    assert.equal(error.code, 'too_many_connections');
    assert.equal(await refused.closedByServerWithin(CLOSE_BOUND_MS), true);
    assert.equal(held.some((connection) => connection.isClosed), false, 'the first three stay open');

    const other = await connect('127.0.0.4');
    other.write('GET /health HTTP/1.1\r\nHost: x\r\n\r\n');
    assert.equal((await other.response()).status, 200);

    // A freed slot can be taken again.
    held[0]?.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const again = await connect('127.0.0.2');
    again.write('GET /health HTTP/1.1\r\nHost: x\r\n\r\n');
    assert.equal((await again.response()).status, 200);
  });

  it('exempts trusted proxies from the cap, since their clients share its address', async () => {
    const throughProxy = await Promise.all(Array.from({ length: 5 }, () => connect('127.0.0.3')));
    for (const connection of throughProxy) connection.write('GET /health HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: 198.51.100.7\r\n\r\n');
    for (const connection of throughProxy) assert.equal((await connection.response()).status, 200);
  });

  it('closes 20 slow-loris connections from as many addresses within their timeout, serving another client all along', async () => {
    const lorises = await Promise.all(Array.from({ length: 20 }, (_, index) => connect(`127.0.1.${index + 1}`)));
    const trickles = lorises.map((loris) => loris.trickle('GET /api/v1/schools HTTP/1.1\r\nHost: x\r\nX-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\r\n\r\n', 100));
    const served: number[] = [];
    for (let request = 0; request < 5; request += 1) {
      const client = await connect('127.0.2.1');
      client.write('GET /api/v1/countries HTTP/1.1\r\nHost: x\r\n\r\n');
      served.push((await client.response(CLOSE_BOUND_MS)).status);
      client.destroy();
    }
    assert.deepEqual(served, [200, 200, 200, 200, 200], 'served while the lorises trickle');
    for (const loris of lorises) {
      assert.equal(await loris.closedByServerWithin(CLOSE_BOUND_MS), true);
      assert.equal(errorOf(parseResponseOf(loris), 408).code, 'request_timeout');
    }
    await Promise.all(trickles);
  });

  it('answers a body trickled to the payment callback with 408 once the payload timeout passes, and closes', async () => {
    const connection = await connect('127.0.3.1');
    connection.write('POST /api/stripe/webhook HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nStripe-Signature: t=1,v1=00\r\nContent-Length: 1000\r\n\r\n');
    void connection.trickle('{'.repeat(1000), 200);
    assert.equal(errorOf(await connection.response(CLOSE_BOUND_MS), 408).code, 'request_timeout');
    assert.equal(await connection.closedByServerWithin(CLOSE_BOUND_MS), true);
  });

  it('answers a correctly signed but deeply nested payment callback body with 400, not a 5xx', async () => {
    for (const body of [deeplyNested(50_000, 'array'), `{"id":"evt_1","object":"event","data":${deeplyNested(20_000, 'object')}}`]) {
      const { payload, headers } = signed(body);
      const connection = await connect('127.0.3.2');
      connection.write(`POST /api/stripe/webhook HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nStripe-Signature: ${headers['stripe-signature']}\r\nContent-Length: ${Buffer.byteLength(payload)}\r\n\r\n${payload}`);
      assert.equal(errorOf(await connection.response(CLOSE_BOUND_MS), 400).code, 'invalid_signature');
    }
    // The well-formed event beside them is still read (the nesting, not the route, was refused).
    const { payload, headers } = signed(anEvent('customer.created', { id: 'cus_1', object: 'customer' }));
    const connection = await connect('127.0.3.3');
    connection.write(`POST /api/stripe/webhook HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nStripe-Signature: ${headers['stripe-signature']}\r\nContent-Length: ${Buffer.byteLength(payload)}\r\n\r\n${payload}`);
    assert.equal((await connection.response(CLOSE_BOUND_MS)).status, 200);
  });

  it('closes an idle keep-alive connection after the keep-alive timeout', async () => {
    const connection = await connect('127.0.0.5');
    connection.write('GET /health HTTP/1.1\r\nHost: x\r\n\r\n');
    const response = await connection.response();
    assert.equal(response.headers.connection, 'keep-alive');
    assert.equal(await connection.closedByServerWithin(CLOSE_BOUND_MS), true);
  });
});
