/**
 * One situation, one code: a failure Hapi raises itself and the same failure
 * raised by the core reach the client with the same `code`.
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import Boom from '@hapi/boom';
import type { Plugin, Server } from '@hapi/hapi';
import { httpFailureOf } from '../../../src/adapters/http/error-status.js';
import { createServer } from '../../../src/adapters/http/server.js';
import { BackendUnavailableError, RateLimitedError } from '../../../src/domain/errors.js';
import { capturingLogger } from '../../support/capturing-logger.js';
import { clientFailures, serviceFailures } from '../../support/domain-errors.js';

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

describe("a failure's status", () => {
  // The direct answer writes a ClientFailure without the 5xx log (browser/direct-answer.ts wroteFailure): the
  // class and the status map must say the same of every error.
  it('is a 4xx for every failure a client caused, and a 5xx for every failure of the service', () => {
    for (const failure of clientFailures()) assert.ok(httpFailureOf(failure).status < 500, failure.name);
    for (const failure of serviceFailures()) assert.ok(httpFailureOf(failure).status >= 500, failure.name);
  });
});
