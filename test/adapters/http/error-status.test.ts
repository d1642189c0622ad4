/**
 * One situation, one code: a failure Hapi raises itself and the same failure
 * raised by the core reach the client with the same `code`.
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import Boom from '@hapi/boom';
import type { Plugin, Server } from '@hapi/hapi';
import { createServer } from '../../../src/adapters/http/server.js';
import { BackendUnavailableError, RateLimitedError } from '../../../src/domain/errors.js';
import { capturingLogger } from '../../support/capturing-logger.js';

const failures: Plugin<unknown> = {
  name: 'same-failure-two-ways',
  register(server) {
    server.route([
      { method: 'GET', path: '/core/unavailable', handler: () => { throw new BackendUnavailableError(); } },
      // What Hapi answers on its own when it sheds load (server `load` limits).
      { method: 'GET', path: '/hapi/unavailable', handler: () => { throw Boom.serverUnavailable('Server under heavy load'); } },
      { method: 'GET', path: '/core/limited', handler: () => { throw new RateLimitedError(3, 'Public API'); } },
      { method: 'GET', path: '/hapi/limited', handler: () => { throw Boom.tooManyRequests(); } },
    ]);
  },
};

describe('error codes shared by Hapi and the core', () => {
  let server: Server;

  before(async () => {
    server = await createServer({
      logger: capturingLogger('silent').logger,
      service: { name: 'test', version: '0.0.0', apiVersion: '1.0' },
      readinessProbes: [],
      plugins: [{ plugin: failures }],
    });
  });
  after(() => server.stop());

  const errorOf = async (url: string) => {
    const response = await server.inject(url);
    const { error } = JSON.parse(response.payload) as { error: { status: number; code: string } };
    return { status: response.statusCode, code: error.code };
  };

  it('answers every 503 with one code', async () => {
    assert.deepEqual(await errorOf('/core/unavailable'), { status: 503, code: 'backend_unavailable' });
    assert.deepEqual(await errorOf('/hapi/unavailable'), { status: 503, code: 'backend_unavailable' });
  });

  it('answers every 429 with one code', async () => {
    assert.deepEqual(await errorOf('/core/limited'), { status: 429, code: 'rate_limited' });
    assert.deepEqual(await errorOf('/hapi/limited'), { status: 429, code: 'rate_limited' });
  });
});
