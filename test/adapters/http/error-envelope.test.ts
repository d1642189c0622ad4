import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Plugin, Server } from '@hapi/hapi';
import { encodedNow, type ContentEncoding } from '../../../src/adapters/http/browser/compression.js';
import { createServer } from '../../../src/adapters/http/server.js';
import { decodedBytes } from '../../support/decoded.js';
import { NotFoundError } from '../../../src/domain/errors.js';
import { capturingLogger } from '../../support/capturing-logger.js';
import { startTestService } from '../../support/test-service.js';

/** Routes that exist only to make Hapi produce each kind of failure. */
const failureRoutes: Plugin<unknown> = {
  name: 'failure-routes',
  register(server) {
    server.route([
      { method: 'GET', path: '/api/v1/boom', handler: () => { throw new Error('secret database password leaked in message'); } },
      { method: 'GET', path: '/api/v1/missing', handler: () => { throw new NotFoundError('School', 'nowhere'); } },
      { method: 'POST', path: '/api/v1/echo', options: { payload: { maxBytes: 64 } }, handler: (request) => ({ got: request.payload }) },
    ]);
  },
};

describe('the error envelope', () => {
  const captured = capturingLogger();
  let server: Server;

  before(async () => {
    server = await createServer({
      logger: captured.logger,
      service: { name: 'test', version: '0.0.0', apiVersion: '1.0' },
      readinessProbes: [{ name: 'memory', check: async () => ({ ok: true }) }],
      plugins: [{ plugin: failureRoutes }],
    });
  });
  after(() => server.stop());

  it('answers the index in the success envelope', async () => {
    const response = await server.inject('/api/v1');
    assert.equal(response.statusCode, 200);
    const body = JSON.parse(response.payload) as { success: boolean; data: { version: string; links: Record<string, string> } };
    assert.equal(body.success, true);
    assert.equal(body.data.version, '1.0');
    assert.equal(body.data.links.schools, '/api/v1/schools');
  });

  it('turns an unknown route into a 404 envelope', async () => {
    const response = await server.inject('/api/v1/nope');
    assert.equal(response.statusCode, 404);
    assert.deepEqual(Object.keys(JSON.parse(response.payload)), ['success', 'error']);
    const { error } = JSON.parse(response.payload);
    assert.equal(error.status, 404);
    assert.equal(error.code, 'route_not_found');
    assert.match(error.message, /No route matches \/api\/v1\/nope/);
  });

  it('answers a wrong method with 405 and Allow, naming every method the path answers', async () => {
    const response = await server.inject({ method: 'POST', url: '/api/v1' });
    assert.equal(response.statusCode, 405);
    // OPTIONS too: the read API answers a preflight on any path that answers GET, with the same list.
    assert.equal(response.headers.allow, 'GET, HEAD, OPTIONS');
    const preflight = await server.inject({ method: 'OPTIONS', url: '/api/v1', headers: { origin: 'https://page.example', 'access-control-request-method': 'GET' } });
    assert.equal(preflight.statusCode, 204);
    assert.equal(preflight.headers.allow, response.headers.allow);
    assert.equal(JSON.parse(response.payload).error.status, 405);
    assert.equal(JSON.parse(response.payload).success, false);
    const outsideTheReadApi = await server.inject({ method: 'DELETE', url: '/health' });
    assert.equal(outsideTheReadApi.statusCode, 405);
    assert.equal(outsideTheReadApi.headers.allow, 'GET, HEAD', 'no preflight is answered outside /api/v1');
  });

  it('answers HEAD like GET, without a body', async () => {
    const response = await server.inject({ method: 'HEAD', url: '/api/v1' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.payload, '');
  });

  it('gives a HEAD the head of its GET\'s error, an envelope long enough to compress included', async () => {
    const url = `/api/v1/${'x'.repeat(1_200)}`;
    for (const encoding of ['br', 'gzip', 'identity']) {
      const get = await server.inject({ url, headers: { 'accept-encoding': encoding } });
      const head = await server.inject({ method: 'HEAD', url, headers: { 'accept-encoding': encoding } });
      assert.equal(head.statusCode, 404);
      assert.equal(head.payload, '');
      assert.equal(head.headers['content-encoding'], get.headers['content-encoding'], encoding);
      assert.equal(head.headers.vary, get.headers.vary, encoding);
      if (encoding === 'identity') continue;
      // The HEAD's own envelope (its own request id) in that encoding, as its GET would have sent it.
      const envelope = decodedBytes(get.rawPayload, encoding as ContentEncoding).toString('utf8').replace(String(get.headers['x-request-id']), String(head.headers['x-request-id']));
      assert.equal(Number(head.headers['content-length']), encodedNow(Buffer.from(envelope), encoding as ContentEncoding).length, `${encoding}: the encoded length`);
    }
  });

  it('maps domain errors through their code', async () => {
    const response = await server.inject('/api/v1/missing');
    assert.equal(response.statusCode, 404);
    const { error } = JSON.parse(response.payload);
    assert.equal(error.code, 'school_not_found');
    assert.equal(error.message, 'School not found: nowhere');
  });

  it('hides internal faults behind a generic 500 and logs them', async () => {
    const response = await server.inject({ url: '/api/v1/boom', headers: { 'x-request-id': 'trace-500' } });
    assert.equal(response.statusCode, 500);
    const { error } = JSON.parse(response.payload);
    assert.equal(error.status, 500);
    assert.equal(error.code, 'internal_error');
    assert.doesNotMatch(response.payload, /password|stack|at /);
    const logged = captured.lines().find((line) => line.requestId === 'trace-500' && line.level === 50);
    assert.ok(logged, 'the 500 is logged with its request id');
  });

  it('rejects malformed JSON with 400 and oversize payloads with 413, in the envelope', async () => {
    const malformed = await server.inject({ method: 'POST', url: '/api/v1/echo', payload: '{"a":', headers: { 'content-type': 'application/json' } });
    assert.equal(malformed.statusCode, 400);
    assert.equal(JSON.parse(malformed.payload).error.status, 400);
    const oversize = await server.inject({ method: 'POST', url: '/api/v1/echo', payload: JSON.stringify({ text: 'x'.repeat(200) }), headers: { 'content-type': 'application/json' } });
    assert.equal(oversize.statusCode, 413);
    const { error } = JSON.parse(oversize.payload);
    assert.equal(error.status, 413);
    assert.equal(error.code, 'payload_too_large');
  });

  it('echoes a sane X-Request-Id and generates one otherwise', async () => {
    const given = await server.inject({ url: '/health', headers: { 'x-request-id': 'abc-123' } });
    assert.equal(given.headers['x-request-id'], 'abc-123');
    const hostile = await server.inject({ url: '/api/v1/nope', headers: { 'x-request-id': 'bad id\twith spaces' } });
    assert.match(String(hostile.headers['x-request-id']), /^[0-9a-f-]{36}$/);
    assert.equal(JSON.parse(hostile.payload).error.requestId, hostile.headers['x-request-id']);
  });

  it('writes one access line per request with method, path, status, duration and id', async () => {
    await server.inject({ url: '/health', headers: { 'x-request-id': 'access-1' } });
    const line = captured.lines().find((entry) => entry.requestId === 'access-1' && entry.msg === 'request');
    assert.ok(line);
    assert.equal(line.method, 'GET');
    assert.equal(line.path, '/health');
    assert.equal(line.status, 200);
    assert.equal(typeof line.durationMs, 'number');
  });

  it('reports liveness and readiness', async () => {
    assert.equal((await server.inject('/health')).statusCode, 200);
    const ready = await server.inject('/ready');
    assert.equal(ready.statusCode, 200);
    assert.equal(JSON.parse(ready.payload).data.status, 'ready');
  });
});

describe('readiness with a failing backend', () => {
  it('answers 503 in the envelope and names the backend', async () => {
    const server = await createServer({
      logger: capturingLogger().logger,
      service: { name: 'test', version: '0.0.0', apiVersion: '1.0' },
      readinessProbes: [{ name: 'mongodb', check: async () => ({ ok: false, detail: 'connection refused' }) }],
    });
    const response = await server.inject('/ready');
    assert.equal(response.statusCode, 503);
    const { error } = JSON.parse(response.payload);
    assert.equal(error.status, 503);
    assert.match(error.message, /mongodb: connection refused/);
  });
});

describe('paths that cannot be decoded', () => {
  it('answer 400 or 404 in the envelope, never 500', async () => {
    const service = await startTestService();
    try {
      for (const url of ['/api/v1/schools/%E0%A4%A', '/api/v1/%E0%A4%A', '/mcp/%E0%A4%A', '/%']) {
        for (const method of ['GET', 'POST']) {
          const response = await service.inject({ method, url });
          assert.ok([400, 404, 405].includes(response.statusCode), `${method} ${url} -> ${response.statusCode}`);
          assert.equal(JSON.parse(response.payload).error.status, response.statusCode);
        }
      }
    } finally {
      await service.stop();
    }
  });
});
