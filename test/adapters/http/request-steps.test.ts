/**
 * The steps every request goes through before routing run as one onRequest
 * extension, in the order of their phases whatever order plugins add them
 * in, and each may continue, take over, or refuse, as an extension may.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import Hapi, { type Lifecycle, type Request, type ResponseToolkit, type Server } from '@hapi/hapi';
import Boom from '@hapi/boom';
import { addRequestStep, type RequestStep } from '../../../src/adapters/http/request-steps.js';
import { requestLoggingPlugin } from '../../../src/adapters/http/request-logging-plugin.js';
import { createLogger } from '../../../src/bootstrap/logger.js';

/** A server with one route that answers which steps ran before it. */
function serverWithTrail(): { server: Server; trail: string[] } {
  const server = Hapi.server();
  const trail: string[] = [];
  server.route({ method: 'GET', path: '/{any*}', handler: () => ({ trail }) });
  return { server, trail };
}

function onRequestExtensions(server: Server): number {
  // Hapi's own count of onRequest extensions, what each request pays a lifecycle step for: read from its
  // internals (no API lists extensions), so a Hapi that moves them breaks this helper, not the service.
  const core = (server as unknown as { _core: { extensions: { route: { onRequest: { nodes: unknown[] | null } } } } })._core;
  return core.extensions.route.onRequest.nodes?.length ?? 0;
}

describe('request steps', () => {
  it('run in the order of their phases, then in the order added, as one extension', async () => {
    const { server, trail } = serverWithTrail();
    addRequestStep(server, 'guards', (_request, h) => { trail.push('guards'); return h.continue; });
    addRequestStep(server, 'cors', (_request, h) => { trail.push('cors 1'); return h.continue; });
    addRequestStep(server, 'rate-limit', async (_request, h) => { await Promise.resolve(); trail.push('rate-limit'); return h.continue; });
    addRequestStep(server, 'request-id', (_request, h) => { trail.push('request-id'); return h.continue; });
    addRequestStep(server, 'cors', (_request, h) => { trail.push('cors 2'); return h.continue; });
    const response = await server.inject('/anything');
    assert.equal(response.statusCode, 200);
    assert.deepEqual(trail, ['request-id', 'cors 1', 'cors 2', 'rate-limit', 'guards']);
    assert.equal(onRequestExtensions(server), 1);
  });

  /** The status a request gets when `step` runs in `phase` before a guard, and whether the guard ran. */
  async function stoppedBy(phase: 'cors' | 'rate-limit', step: RequestStep): Promise<{ status: number; guarded: boolean }> {
    const { server, trail } = serverWithTrail();
    addRequestStep(server, phase, step);
    addRequestStep(server, 'guards', (_request, h) => { trail.push('guards'); return h.continue; });
    const response = await server.inject('/anything');
    return { status: response.statusCode, guarded: trail.length > 0 };
  }

  it('stop at a takeover response, given at once or from a promise, which answers the request', async () => {
    const takeover: RequestStep = (_request, h) => h.response('preflight').code(204).takeover();
    for (const step of [takeover, async (request: Request, h: ResponseToolkit) => takeover(request, h)]) {
      assert.deepEqual(await stoppedBy('cors', step), { status: 204, guarded: false });
    }
  });

  it('stop at a refusal, thrown at once or from a promise, which is answered as an error', async () => {
    const refuse = (): never => { throw Boom.tooManyRequests('slow down'); };
    for (const step of [refuse, async () => refuse()]) {
      assert.deepEqual(await stoppedBy('rate-limit', step), { status: 429, guarded: false });
    }
  });

  it('are one list per server, shared by the plugins registered on it', async () => {
    const { server, trail } = serverWithTrail();
    await server.register({ plugin: requestLoggingPlugin, options: { logger: createLogger('silent') } });
    addRequestStep(server, 'request-id', (request, h) => { trail.push(typeof request.app.requestId); return h.continue; });
    const other = serverWithTrail();
    addRequestStep(other.server, 'guards', (_request, h) => { other.trail.push('other guards'); return h.continue; });
    const response = await server.inject('/anything');
    assert.equal(typeof response.headers['x-request-id'], 'string');
    // The plugin's step ran first, in the same phase: the id was there for the step added after it.
    assert.deepEqual(trail, ['string']);
    assert.deepEqual(other.trail, [], "another server's steps are its own");
    const otherResponse = await other.server.inject('/anything');
    assert.equal(otherResponse.headers['x-request-id'], undefined);
    assert.deepEqual([trail, other.trail], [['string'], ['other guards']]);
    assert.deepEqual([onRequestExtensions(server), onRequestExtensions(other.server)], [1, 1]);
  });

  it('await a thenable that is not a native promise, as Hapi would', async () => {
    const { server, trail } = serverWithTrail();
    addRequestStep(server, 'rate-limit', (_request, h) => ({ then: (settle: (value: unknown) => void) => settle(h.continue) }) as unknown as Lifecycle.ReturnValue);
    addRequestStep(server, 'guards', (_request, h) => { trail.push('guards'); return h.continue; });
    const response = await server.inject('/anything');
    assert.equal(response.statusCode, 200);
    assert.deepEqual(trail, ['guards']);
  });
});
