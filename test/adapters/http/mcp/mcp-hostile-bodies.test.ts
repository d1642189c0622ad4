/**
 * Bodies built to make /mcp do more than one request's work: batches, deep
 * nesting, prototype keys, and a page that rebinds its own name to the
 * server. Real sockets, the whole service, the MCP tier counting.
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { gzipSync } from 'node:zlib';
import type { DirectoryBackend } from '../../../../src/bootstrap/directory-backend.js';
import { startMcpTestServer, type McpTestServer } from '../../mcp/mcp-test-server.js';
import { RawConnection } from '../../../support/raw-connection.js';

const MCP_HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
const SEARCH = { jsonrpc: '2.0', method: 'tools/call', params: { name: 'search_schools', arguments: { limit: 100 } } };

function post(url: URL, body: string | Buffer, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { ...MCP_HEADERS, ...headers }, body });
}

async function envelopeError(response: Response, status: number): Promise<{ code: string; message: string }> {
  assert.equal(response.status, status);
  const body = await response.json() as { success: boolean; error: { status: number; code: string; message: string; requestId: string } };
  assert.deepEqual([body.success, body.error.status, body.error.requestId], [false, status, response.headers.get('x-request-id')]);
  return body.error;
}

describe('hostile bodies to /mcp', () => {
  let harness: McpTestServer;
  let searches = 0;
  const countingSearches = (directory: DirectoryBackend): DirectoryBackend => ({
    ...directory,
    close: () => directory.close(),
    schools: {
      search: (query) => { searches += 1; return directory.schools.search(query); },
      findById: (id) => directory.schools.findById(id),
      findBySlug: (slug) => directory.schools.findBySlug(slug),
    },
  });

  before(async () => {
    harness = await startMcpTestServer({ rateLimited: true, wrapDirectory: countingSearches });
  });
  after(() => harness.stop());

  it('refuses a JSON-RPC batch with a JSON-RPC error before any call runs, and counts it as one request', async () => {
    const batch = JSON.stringify(Array.from({ length: 100 }, (_, i) => ({ ...SEARCH, id: i + 1 })));
    const response = await post(harness.url, batch);
    assert.equal(response.status, 400);
    const body = await response.json() as { jsonrpc: string; id: unknown; error: { code: number; message: string } };
    assert.deepEqual([body.jsonrpc, body.id, body.error.code], ['2.0', null, -32600]);
    assert.match(body.error.message, /batches are not supported: send one message per HTTP request/);
    assert.equal(response.headers.get('x-ratelimit-remaining'), '59');
    assert.equal(searches, 0, 'no call of the batch ran');
    // One message per request: each call is counted.
    const single = await post(harness.url, JSON.stringify({ ...SEARCH, id: 1 }));
    assert.equal(single.status, 200);
    assert.equal(single.headers.get('x-ratelimit-remaining'), '58');
    await single.arrayBuffer();
    assert.equal(searches, 1);
  });

  it('answers 5,000-deep JSON with a 400 envelope, not a 500, and logs no error', async () => {
    const arrays = await post(harness.url, `${'['.repeat(5_000)}${']'.repeat(5_000)}`);
    assert.match((await envelopeError(arrays, 400)).message, /nested more than 32 levels/);
    const deepArguments = `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"search_schools","arguments":${'{"a":'.repeat(3_000)}1${'}'.repeat(3_000)}}}`;
    assert.equal((await envelopeError(await post(harness.url, deepArguments), 400)).code, 'bad_request');
    // Brackets inside strings are text, not nesting.
    const bracketsInText = await post(harness.url, JSON.stringify({ ...SEARCH, id: 2, params: { name: 'search_schools', arguments: { q: '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["\\' } } }));
    assert.equal(bracketsInText.status, 200);
    await bracketsInText.arrayBuffer();
    assert.equal(harness.captured.lines().some((line) => line.level === 50), false);
  });

  it('refuses a body that is not UTF-8 with a 400 envelope, rather than reading broken bytes as no text', async () => {
    const search = Buffer.from(JSON.stringify({ ...SEARCH, id: 1, params: { name: 'search_schools', arguments: { q: 'QQ', limit: 1 } } }));
    const broken = Buffer.from(search.toString('latin1').replace('QQ', '\xff\xfe'), 'latin1');
    const before = searches;
    const error = await envelopeError(await post(harness.url, broken), 400);
    assert.equal(error.code, 'bad_request');
    assert.match(error.message, /not UTF-8/);
    assert.equal(searches, before, 'no search ran');
    // JSON's escapes can write the same non-text: a lone surrogate is refused as REST refuses %ED%A0%80.
    const lone = String.raw`{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"search_schools","arguments":{"q":"\udcff\udcfe"}}}`;
    const surrogate = await envelopeError(await post(harness.url, lone), 400);
    assert.match(surrogate.message, /lone surrogate/);
    const inKey = String.raw`{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"search_schools","arguments":{"\udfff":1}}}`;
    assert.match((await envelopeError(await post(harness.url, inKey), 400)).message, /lone surrogate/, 'in a key too');
    assert.equal(searches, before, 'no search ran');
  });

  it('answers JSON that is not one JSON-RPC message as the SDK answers {}: a JSON-RPC Invalid Request; an empty body is the envelope\'s', async () => {
    for (const body of ['null', '42', '"hi"', 'true', '{}']) {
      const response = await post(harness.url, body);
      assert.equal(response.status, 400, body);
      const answer = await response.json() as { jsonrpc: string; id: unknown; error: { code: number; message: string } };
      assert.deepEqual([answer.jsonrpc, answer.id, answer.error.code, answer.error.message],
        ['2.0', null, -32600, 'Bad Request: the request body is not a valid JSON-RPC message'], body);
    }
    assert.match((await envelopeError(await post(harness.url, ''), 400)).message, /must be a JSON-RPC message/);
  });

  it('refuses __proto__ keys as malformed JSON, as Hapi\'s own parser does', async () => {
    const response = await post(harness.url, '{"jsonrpc":"2.0","id":1,"method":"tools/list","__proto__":{"polluted":true}}');
    assert.equal((await envelopeError(response, 400)).code, 'bad_request');
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
  });

  it('still reads a gzip-encoded body', async () => {
    const response = await post(harness.url, gzipSync(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' })), { 'content-encoding': 'gzip' });
    assert.equal(response.status, 200);
    assert.match(await response.text(), /search_schools/);
  });

  it('refuses a foreign Origin even when the Host header names the same host (DNS rebinding)', async () => {
    const connection = await RawConnection.open(Number(harness.url.port));
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
    connection.write([
      'POST /mcp HTTP/1.1', 'Host: evil.example', 'Origin: http://evil.example', 'Content-Type: application/json',
      'Accept: application/json, text/event-stream', `Content-Length: ${body.length}`, '', body,
    ].join('\r\n'));
    const response = await connection.response();
    connection.destroy();
    assert.equal(response.status, 403);
    assert.equal((JSON.parse(response.body) as { error: { code: string } }).error.code, 'forbidden');
  });
});
