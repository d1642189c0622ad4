/**
 * CORS on the read API: any origin may read /api/v1 and its headers, and a
 * preflight is a 204 that is neither counted nor given rate-limit headers.
 * /mcp keeps its own Origin policy.
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { EXPOSED_HEADERS } from '../../../../src/adapters/http/browser/cors-headers.js';
import { startTestService, type TestService } from '../../../support/test-service.js';

const PAGE = 'https://maps.example';

function preflight(url: string, headers: Record<string, string> = {}) {
  return { method: 'OPTIONS', url, headers: { origin: PAGE, 'access-control-request-method': 'GET', ...headers } };
}

describe('CORS on the read API', () => {
  let service: TestService;
  before(async () => { service = await startTestService(); });
  after(() => service.stop());

  it('lets any origin read every answer under /api/v1, errors included, and the headers a client needs', async () => {
    for (const url of ['/api/v1/schools?limit=1', '/api/v1/openapi.json', '/api/v1/schools/no-such-school', '/api/v1/nope']) {
      const response = await service.inject({ url, headers: { origin: PAGE } });
      assert.equal(response.headers['access-control-allow-origin'], '*', url);
      const exposed = String(response.headers['access-control-expose-headers']).split(/,\s*/);
      for (const name of ['X-RateLimit-Remaining', 'X-RateLimit-Limit', 'X-RateLimit-Reset', 'RateLimit', 'Retry-After', 'X-Request-Id', 'ETag', 'Link']) {
        assert.ok(exposed.includes(name), `${url} exposes ${name}`);
      }
      assert.equal(response.headers.vary?.toString().toLowerCase().includes('origin') ?? false, false, 'the same answer for every origin');
    }
  });

  it('answers a preflight 204 with the methods and the headers asked for, uncounted and without counters', async () => {
    const remoteAddress = '10.6.0.1';
    const before = await service.inject({ url: '/api/v1/schools?limit=1', remoteAddress });
    for (let sent = 0; sent < 3; sent += 1) {
      const response = await service.inject({ ...preflight('/api/v1/schools/1', { 'access-control-request-headers': 'if-none-match, x-request-id' }), remoteAddress });
      assert.equal(response.statusCode, 204);
      assert.equal(response.payload, '');
      assert.equal(response.headers['access-control-allow-origin'], '*');
      assert.equal(response.headers['access-control-allow-methods'], 'GET, HEAD, OPTIONS');
      assert.equal(response.headers['access-control-allow-headers'], 'if-none-match, x-request-id');
      assert.equal(response.headers['access-control-max-age'], '7200');
      assert.ok(response.headers['x-request-id']);
      for (const name of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'ratelimit', 'ratelimit-policy']) {
        assert.equal(response.headers[name], undefined, `no ${name} on a preflight`);
      }
    }
    const after = await service.inject({ url: '/api/v1/schools?limit=1', remoteAddress });
    assert.equal(Number(after.headers['x-ratelimit-remaining']), Number(before.headers['x-ratelimit-remaining']) - 1, 'the preflights were not counted');
  });

  it('does not echo what cannot be a header list', async () => {
    const response = await service.inject(preflight('/api/v1/schools', { 'access-control-request-headers': 'x-a, <script>' }));
    assert.equal(response.headers['access-control-allow-headers'], 'Accept, Accept-Language, Cache-Control, If-None-Match, X-Request-Id');
  });

  it('answers OPTIONS on a path with no route as the unknown path it is', async () => {
    assert.equal((await service.inject(preflight('/api/v1/nope'))).statusCode, 404);
  });

  it('leaves /mcp to its own Origin policy and gives the payment callback none', async () => {
    const foreign = await service.inject({ method: 'OPTIONS', url: '/mcp', headers: { origin: PAGE, 'access-control-request-method': 'POST' } });
    assert.equal(foreign.statusCode, 403);
    assert.notEqual(foreign.headers['access-control-allow-origin'], '*');
    const local = await service.inject({ method: 'OPTIONS', url: '/mcp', headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' } });
    assert.equal(local.statusCode, 204);
    assert.equal(local.headers['access-control-allow-origin'], 'http://localhost:5173');
    assert.deepEqual(String(local.headers['access-control-expose-headers']).split(', '), EXPOSED_HEADERS);
    const callback = await service.service.server.inject({ method: 'OPTIONS', url: '/api/stripe/webhook', headers: { origin: PAGE, 'access-control-request-method': 'POST' } });
    assert.equal(callback.headers['access-control-allow-origin'], undefined);
  });
});
