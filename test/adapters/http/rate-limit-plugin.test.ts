import { describe, it, beforeEach, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import type { Plugin, Request, Server, ServerInjectOptions } from '@hapi/hapi';
import Joi from 'joi';
import { createServer } from '../../../src/adapters/http/server.js';
import { rateLimitPlugin } from '../../../src/adapters/http/rate-limit-plugin.js';
import { clientResolver } from '../../../src/adapters/http/client-address.js';
import { InMemoryRateLimitStore } from '../../../src/adapters/rate-limit/memory/in-memory-rate-limit-store.js';
import type { RateLimitStore } from '../../../src/application/ports/rate-limit-store.js';
import { CheckRateLimit } from '../../../src/application/use-cases/check-rate-limit.js';
import { ManualClock } from '../../support/manual-clock.js';
import { capturingLogger } from '../../support/capturing-logger.js';

/** Stand-ins for routes other engineers own, declaring tiers the way real ones will. */
const testRoutes: Plugin<unknown> = {
  name: 'rate-limit-test-routes',
  register(server) {
    const ok = () => ({ success: true, data: 'ok' });
    server.route([
      { method: 'GET', path: '/api/v1/ping', options: { validate: { query: Joi.object({ n: Joi.number() }) } }, handler: ok },
      // Like the MCP route: it reads the headers to copy them onto the raw response.
      { method: ['GET', 'POST'], path: '/mcp', handler: () => ({ success: true, data: {} }) },
      { method: 'POST', path: '/api/contact', options: { plugins: { rateLimit: { tier: 'form-submit' } } }, handler: ok },
      { method: 'POST', path: '/api/ai/match', options: { plugins: { rateLimit: { tier: 'ai' } } }, handler: ok },
      { method: 'GET', path: '/docs', handler: ok },
      { method: 'POST', path: '/api/stripe/webhook', handler: ok },
    ]);
  },
};

/** The in-memory store answering as one that asks a server does: a promise, settled on a later turn. */
function answeringLater(store: RateLimitStore): RateLimitStore {
  return { hit: async (request) => store.hit(request) };
}

// The step decides at once with a store that answers at once, and on the promise's turn with one that answers later.
for (const [answering, storeOf] of [['at once', () => new InMemoryRateLimitStore()], ['later', () => answeringLater(new InMemoryRateLimitStore())]] as const) describe(`the rate-limit plugin, its store answering ${answering}`, () => {
  let clock: ManualClock;
  let server: Server;

  beforeEach(async () => {
    clock = new ManualClock();
    const checkRateLimit = new CheckRateLimit({ store: storeOf(), clock });
    server = await createServer({
      logger: capturingLogger().logger,
      service: { name: 'test', version: '0.0.0', apiVersion: '1.0' },
      readinessProbes: [],
      plugins: [
        { plugin: rateLimitPlugin, options: { checkRateLimit, clientOf: clientResolver([]), isSignedIn: (request: Request) => request.headers['x-test-user'] !== undefined } },
        { plugin: testRoutes },
      ],
    });
  });
  afterEach(() => server.stop());

  const from = (remoteAddress: string, options: ServerInjectOptions | string) =>
    server.inject({ remoteAddress, ...(typeof options === 'string' ? { url: options } : options) });

  it('counts Remaining down from 99 to 0 over 100 requests, refuses the 101st, and recovers as the window slides', async () => {
    for (let i = 0; i < 100; i += 1) {
      const response = await from('198.51.100.1', '/api/v1/ping');
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['x-ratelimit-limit'], '100');
      assert.equal(response.headers['x-ratelimit-remaining'], String(99 - i));
      assert.equal(response.headers['x-ratelimit-reset'], '60');
      assert.equal(response.headers['retry-after'], undefined);
    }
    clock.advance(59_999);
    const refused = await from('198.51.100.1', '/api/v1/ping');
    assert.equal(refused.statusCode, 429);
    assert.equal(refused.headers['retry-after'], '1');
    assert.equal(refused.headers['x-ratelimit-remaining'], '0');
    assert.equal(refused.headers['x-ratelimit-reset'], '1');
    assert.ok(refused.headers['x-request-id']);
    const body = JSON.parse(refused.payload) as { success: boolean; error: Record<string, unknown> };
    assert.deepEqual(body, {
      success: false,
      error: { message: 'Rate limit exceeded for Public API. Retry after 1 second.', status: 429, code: 'rate_limited', requestId: refused.headers['x-request-id'] },
    });

    clock.advance(1);
    const again = await from('198.51.100.1', '/api/v1/ping');
    assert.equal(again.statusCode, 200);
    // All 100 were made at the same instant, so they left the window together.
    assert.equal(again.headers['x-ratelimit-remaining'], '99');
  });

  it('sends the IETF draft headers beside the X-RateLimit ones', async () => {
    const response = await from('198.51.100.2', '/api/v1/ping');
    assert.equal(response.headers['ratelimit-policy'], '"public-api";q=100;w=60');
    assert.equal(response.headers.ratelimit, '"public-api";r=99;t=60');
  });

  it('gives /mcp its own budget of 60, independent of the API\'s 100', async () => {
    for (let i = 0; i < 100; i += 1) await from('198.51.100.3', '/api/v1/ping');
    assert.equal((await from('198.51.100.3', '/api/v1/ping')).statusCode, 429);
    const statuses = [];
    for (let i = 0; i < 61; i += 1) statuses.push((await from('198.51.100.3', { method: 'POST', url: '/mcp' })).statusCode);
    assert.deepEqual([statuses.filter((status) => status === 200).length, statuses.at(-1)], [60, 429]);
    const fresh = await from('198.51.100.4', '/mcp');
    assert.equal(fresh.headers['x-ratelimit-limit'], '60');
    assert.equal(fresh.headers['x-ratelimit-remaining'], '59');
    assert.equal(fresh.headers['x-ratelimit-reset'], '60');
  });

  it('never limits /health, /ready, /docs or the payment callback', async () => {
    for (let i = 0; i < 150; i += 1) {
      const response = await from('198.51.100.5', '/health');
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['x-ratelimit-limit'], undefined);
    }
    for (const options of ['/ready', '/docs', { method: 'POST', url: '/api/stripe/webhook' }] as const) {
      const response = await from('198.51.100.5', options);
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['x-ratelimit-limit'], undefined);
    }
  });

  it('counts and labels 404s, 405s and invalid requests under /api/v1', async () => {
    const missing = await from('198.51.100.6', '/api/v1/no-such-thing');
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.headers['x-ratelimit-remaining'], '99');
    const wrongMethod = await from('198.51.100.6', { method: 'DELETE', url: '/api/v1/ping' });
    assert.equal(wrongMethod.statusCode, 405);
    assert.equal(wrongMethod.headers['x-ratelimit-remaining'], '98');
    const invalid = await from('198.51.100.6', '/api/v1/ping?n=abc');
    assert.equal(invalid.statusCode, 400);
    assert.equal(invalid.headers['x-ratelimit-remaining'], '97');
    const shouting = await from('198.51.100.6', '/API/V1/PING');
    assert.equal(shouting.headers['x-ratelimit-remaining'], '96');
    const head = await from('198.51.100.6', { method: 'HEAD', url: '/api/v1' });
    assert.equal(head.headers['x-ratelimit-remaining'], '95');
  });

  it('keys clients by address: IPv6 by /64, and a forged X-Forwarded-For changes nothing', async () => {
    await from('2001:db8:5:6::1', '/api/v1/ping');
    const sameNetwork = await from('2001:db8:5:6:ffff::2', '/api/v1/ping');
    assert.equal(sameNetwork.headers['x-ratelimit-remaining'], '98');
    const otherNetwork = await from('2001:db8:5:7::1', '/api/v1/ping');
    assert.equal(otherNetwork.headers['x-ratelimit-remaining'], '99');
    const forged = await from('198.51.100.7', { url: '/api/v1/ping', headers: { 'x-forwarded-for': '203.0.113.200' } });
    const forgedAgain = await from('198.51.100.7', { url: '/api/v1/ping', headers: { 'x-forwarded-for': '203.0.113.201' } });
    assert.deepEqual([forged.headers['x-ratelimit-remaining'], forgedAgain.headers['x-ratelimit-remaining']], ['99', '98']);
  });

  it('applies a tier a route declares: Form Submit allows 3 a minute', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await from('198.51.100.8', { method: 'POST', url: '/api/contact' })).statusCode);
    assert.deepEqual(statuses, [200, 200, 200, 429]);
    const refused = await from('198.51.100.8', { method: 'POST', url: '/api/contact' });
    assert.match((JSON.parse(refused.payload) as { error: { message: string } }).error.message, /Form Submit\. Retry after 60 seconds/);
  });

  it('gives AI routes 5 a minute, and signed-in users the authenticated 15', async () => {
    const anonymous = await from('198.51.100.9', { method: 'POST', url: '/api/ai/match' });
    assert.equal(anonymous.headers['x-ratelimit-limit'], '5');
    const signedIn = await from('198.51.100.9', { method: 'POST', url: '/api/ai/match', headers: { 'x-test-user': 'ana' } });
    assert.equal(signedIn.headers['x-ratelimit-limit'], '15');
    assert.equal(signedIn.headers['ratelimit-policy'], '"ai-authenticated";q=15;w=60');
  });
});
