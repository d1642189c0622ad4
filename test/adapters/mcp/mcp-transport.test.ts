/**
 * /mcp on the wire: what Hapi answers in the SPEC error envelope before the
 * SDK sees a request (Origin, method, content type, size, syntax), the
 * headers the raw response must carry, and the MCP rate-limit tier.
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { parseResponse, RawConnection } from '../../support/raw-connection.js';
import { connectModernClient, MODERN_REVISION, startMcpTestServer, type McpTestServer } from './mcp-test-server.js';

const LIST_TOOLS = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
const MCP_HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };

function post(url: URL, body: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { ...MCP_HEADERS, ...headers }, body });
}

async function envelopeOf(response: Response, status: number): Promise<{ message: string; code: string; requestId: string }> {
  assert.equal(response.status, status);
  assert.match(response.headers.get('content-type') ?? '', /^application\/json/);
  const body = await response.json() as { success: boolean; error: { status: number; message: string; code: string; requestId: string } };
  assert.equal(body.success, false);
  assert.equal(body.error.status, status);
  assert.equal(body.error.requestId, response.headers.get('x-request-id'));
  return body.error;
}

describe('the /mcp transport', () => {
  let harness: McpTestServer;

  before(async () => {
    harness = await startMcpTestServer({ allowedOrigins: ['https://agents.example.com', 'tools.example.org'] });
  });
  after(() => harness.stop());

  it('serves a JSON-RPC POST and puts X-Request-Id on the raw response', async () => {
    const response = await post(harness.url, LIST_TOOLS, { 'x-request-id': 'trace-42' });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('x-request-id'), 'trace-42');
    assert.match(await response.text(), /"search_schools"/);
  });

  it('closes the connection after its answer when the client asks, though the SDK names its event stream keep-alive', async () => {
    const connection = await RawConnection.open(Number(harness.url.port));
    connection.write(`POST ${harness.url.pathname} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n`
      + `Accept: application/json, text/event-stream\r\nContent-Length: ${Buffer.byteLength(LIST_TOOLS)}\r\nConnection: close\r\n\r\n${LIST_TOOLS}`);
    // Well before the keep-alive timeout (5 s) the connection would otherwise be held for.
    assert.equal(await connection.closedByServerWithin(2_000), true);
    const response = parseResponse(connection.received);
    assert.equal(response?.status, 200);
    assert.equal(response?.headers.connection, 'close');
    // An event stream, chunked: the answer is in what arrived, after the head.
    assert.match(connection.received, /"search_schools"/);
  });

  it('refuses a foreign Origin with 403 before reading the body', async () => {
    const error = await envelopeOf(await post(harness.url, '{not json', { origin: 'https://evil.example' }), 403);
    assert.equal(error.code, 'forbidden');
    assert.match(error.message, /Origin 'https:\/\/evil\.example' may not call \/mcp/);
    await envelopeOf(await post(harness.url, LIST_TOOLS, { origin: 'null' }), 403);
    await envelopeOf(await post(harness.url, LIST_TOOLS, { origin: 'https://agents.example.com.evil.example' }), 403);
  });

  it('accepts no Origin, loopback origins and the configured ones', async () => {
    for (const origin of ['http://localhost:6274', 'http://127.0.0.1:5173', 'https://agents.example.com', 'http://tools.example.org:8080']) {
      const response = await post(harness.url, LIST_TOOLS, { origin });
      assert.equal(response.status, 200, origin);
      await response.arrayBuffer();
    }
  });

  it('answers CORS preflights of allowed origins and refuses the others', async () => {
    const preflight = (origin: string) => fetch(harness.url, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, mcp-protocol-version, mcp-param-q' },
    });
    const allowed = await preflight('https://agents.example.com');
    assert.equal(allowed.status, 204);
    assert.equal(allowed.headers.get('access-control-allow-origin'), 'https://agents.example.com');
    assert.equal(allowed.headers.get('access-control-allow-methods'), 'POST');
    assert.equal(allowed.headers.get('access-control-allow-headers'), 'content-type, mcp-protocol-version, mcp-param-q');
    await envelopeOf(await preflight('https://evil.example'), 403);
  });

  it('lets an allowed page read the answer and its counters, and says nothing to other callers', async () => {
    const fromPage = await post(harness.url, LIST_TOOLS, { origin: 'http://localhost:6274' });
    assert.equal(fromPage.status, 200);
    assert.equal(fromPage.headers.get('access-control-allow-origin'), 'http://localhost:6274');
    assert.match(fromPage.headers.get('access-control-expose-headers') ?? '', /X-Request-Id.*X-RateLimit-Remaining/);
    await fromPage.arrayBuffer();
    const fromAgent = await post(harness.url, LIST_TOOLS);
    assert.equal(fromAgent.headers.get('access-control-allow-origin'), null);
    await fromAgent.arrayBuffer();
  });

  it('answers GET and DELETE with 405 and Allow: POST, OPTIONS (preflight only), as stateless serving has no stream or session', async () => {
    for (const method of ['GET', 'DELETE']) {
      const response = await fetch(harness.url, { method, headers: { accept: 'text/event-stream' } });
      const error = await envelopeOf(response, 405);
      assert.equal(response.headers.get('allow'), 'POST, OPTIONS');
      assert.equal(error.code, 'method_not_allowed');
    }
  });

  it('refuses a body that is not JSON with 415', async () => {
    await envelopeOf(await post(harness.url, LIST_TOOLS, { 'content-type': 'text/plain' }), 415);
    const untyped = await fetch(harness.url, { method: 'POST', headers: { accept: MCP_HEADERS.accept }, body: new Blob([LIST_TOOLS]) });
    await envelopeOf(untyped, 415);
  });

  it('refuses malformed and empty JSON with 400', async () => {
    assert.equal((await envelopeOf(await post(harness.url, '{"jsonrpc": "2.0",'), 400)).code, 'bad_request');
    await envelopeOf(await post(harness.url, ''), 400);
  });

  it('refuses a body over 64 KiB with 413', async () => {
    const huge = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'search_schools', arguments: { q: 'x'.repeat(70_000) } } });
    assert.equal((await envelopeOf(await post(harness.url, huge), 413)).code, 'payload_too_large');
  });

  it('ends a 2026 subscriptions/listen at once, since the tool list never changes', { timeout: 20_000 }, async () => {
    const client = new Client({ name: 'listener', version: '0.0.0' }, { versionNegotiation: { mode: { pin: MODERN_REVISION } } });
    await client.connect(new StreamableHTTPClientTransport(harness.url));
    const subscription = await client.listen({ toolsListChanged: true });
    assert.deepEqual(subscription.honoredFilter, {});
    assert.equal(await subscription.closed, 'graceful');
    await client.close();
  });

  it('leaves protocol errors to the SDK: an unsupported MCP-Protocol-Version is a JSON-RPC error', async () => {
    const response = await post(harness.url, LIST_TOOLS, { 'mcp-protocol-version': '1999-01-01' });
    assert.equal(response.status, 400);
    const body = await response.json() as { jsonrpc: string; error: { code: number; message: string } };
    assert.equal(body.jsonrpc, '2.0');
    assert.match(body.error.message, /protocol version/i);
  });
});

describe('the MCP rate-limit tier', () => {
  let harness: McpTestServer;

  before(async () => {
    harness = await startMcpTestServer({ rateLimited: true });
  });
  after(() => harness.stop());

  it('allows 60 requests a minute with the counters on the raw response, refuses the 61st, and leaves REST its own budget', async () => {
    // The client's own requests (discovery) come out of the same budget; the counter shows how many.
    const client = await connectModernClient(harness.url);
    let remaining = Number.POSITIVE_INFINITY;
    for (let call = 1; call <= 60 && remaining > 0; call += 1) {
      const response = await post(harness.url, LIST_TOOLS);
      assert.equal(response.status, 200, `call ${call}`);
      assert.equal(response.headers.get('x-ratelimit-limit'), '60');
      const now = Number(response.headers.get('x-ratelimit-remaining'));
      if (remaining !== Number.POSITIVE_INFINITY) assert.equal(now, remaining - 1);
      remaining = now;
      assert.ok(response.headers.get('x-ratelimit-reset'));
      assert.ok(response.headers.get('x-request-id'));
      await response.arrayBuffer();
    }
    assert.equal(remaining, 0, 'sixty requests were counted');

    const refused = await post(harness.url, LIST_TOOLS, { origin: 'http://localhost:6274' });
    const error = await envelopeOf(refused, 429);
    assert.equal(refused.headers.get('access-control-allow-origin'), 'http://localhost:6274', 'a page can read the refusal');
    assert.equal(error.code, 'rate_limited');
    assert.match(error.message, /MCP Server/);
    assert.equal(refused.headers.get('x-ratelimit-remaining'), '0');
    assert.ok(Number(refused.headers.get('retry-after')) >= 1);
    await assert.rejects(client.callTool('list_countries', {}), /429/);
    await client.close();

    const rest = await harness.server.inject({ url: '/api/v1/schools', remoteAddress: '127.0.0.1' });
    assert.equal(rest.statusCode, 200);
    assert.equal(rest.headers['x-ratelimit-limit'], '100');
    assert.equal(rest.headers['x-ratelimit-remaining'], '99');
  });
});
