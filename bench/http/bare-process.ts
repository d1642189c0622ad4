/**
 * The yardstick: a Hapi server with Hapi's defaults and one route,
 * GET /bare/{kind}/{answer}, answering one of the service's own answers of
 * that kind, the one the path names (the benchmark's paths name the kind's
 * median-sized answer, or with `--bare-answers each` the one the service
 * gave to the same query), with no work behind it. Whatever the service
 * costs beyond this is the lifecycle steps, validation, the engine and
 * serialising.
 *
 * Two yardsticks, chosen by the first argument:
 * - `value` (the default; issue 17's bare route): the handler returns the
 *   answer's parsed value, and Hapi serialises it on every request, as a
 *   plain Hapi route returning an object does. The bytes are the same as
 *   the service's (checked when the answers arrive).
 * - `bytes`: the handler returns the answer's text, already serialised: a
 *   stricter yardstick, which pays no serialising at all.
 * - `contract`: `bytes`, plus the work every answer of the service carries,
 *   done the plainest way: one onRequest extension counts the request in
 *   the memory rate-limit store (the same exact sliding window, through
 *   CheckRateLimit) and sets its counters, a request id and CORS; the handler
 *   hashes the ETag and sets Cache-Control; one access line at info per
 *   response. About the least any implementation does per request, so what
 *   the service costs beyond this is mostly how it is built (its lifecycle
 *   steps, validation, assembling answers, the engine), not what it must do.
 * Started by http.bench.ts with fork(); the answers arrive by message.
 */
import Hapi, { type Lifecycle, type ResponseToolkit, type Server } from '@hapi/hapi';
import { InMemoryRateLimitStore } from '../../src/adapters/rate-limit/memory/in-memory-rate-limit-store.js';
import { cacheControlOfRoute, entityTag } from '../../src/adapters/http/browser/validated-answer.js';
import { addReadApiCorsHeaders } from '../../src/adapters/http/browser/read-api-cors-plugin.js';
import { rateLimitClientOf } from '../../src/adapters/http/client-address.js';
import { addRateLimitHeaders } from '../../src/adapters/http/rate-limit-plugin.js';
import { accessLogOf, identifyRequest, logAccess } from '../../src/adapters/http/request-logging-plugin.js';
import { whenAnswered } from '../../src/application/ports/now-or-later.js';
import { CheckRateLimit } from '../../src/application/use-cases/check-rate-limit.js';
import { createLogger } from '../../src/bootstrap/logger.js';
import { cpuUsed } from './cpu-used.js';
import { BARE_YARDSTICKS, type BareYardstick } from './yardsticks.js';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The counters (the client's factor raised as the service's bench client's is), the request id, CORS,
 * and the access line, each through the service's own function for it, in one extension.
 */
function addContractWork(server: Server): void {
  const checkRateLimit = new CheckRateLimit({ store: new InMemoryRateLimitStore(), clock: { now: () => Date.now() }, overrideFactor: () => 1_000_000 });
  const accessLog = accessLogOf(createLogger('info'));
  // Decided at once, as the service's step decides with the same store: no promise to wait for.
  server.ext('onRequest', (request, h) => whenAnswered(checkRateLimit.execute({ client: rateLimitClientOf(request.info.remoteAddress), tier: 'public-api', signedIn: false }), (decision) => {
    addRateLimitHeaders(request, decision);
    identifyRequest(request);
    addReadApiCorsHeaders(request);
    return h.continue;
  }));
  server.events.on('response', (request) => logAccess(accessLog, request));
}

async function main(): Promise<void> {
  const yardstick = BARE_YARDSTICKS.find((name) => name === process.argv[2]) ?? 'value';
  // Each kind's answers, by their number in the paths, in the one form the yardstick sends: a heap holding all
  // three would make the bare route's collections, and only its, longer.
  const texts = new Map<string, string[]>();
  const bytes = new Map<string, Buffer[]>();
  const values = new Map<string, unknown[]>();
  const server = Hapi.server({ host: '127.0.0.1', port: 0 });
  // Every kind the bench asks for is directory data (cache-policy.ts), under one policy.
  const cacheControl = cacheControlOfRoute('/api/v1/schools');
  const answers: Record<BareYardstick, (kind: string, answer: number, h: ResponseToolkit) => Lifecycle.ReturnValue> = {
    value: (kind, answer) => (values.get(kind)?.[answer] ?? {}) as object,
    bytes: (kind, answer, h) => h.response(texts.get(kind)?.[answer] ?? '{}').type(JSON_TYPE),
    contract: (kind, answer, h) => {
      // Encoded beforehand, as the service's records are; hashed per request, as its pages are.
      const body = bytes.get(kind)?.[answer] ?? Buffer.from('{}');
      return h.response(body).type(JSON_TYPE).etag(entityTag(body)).header('Cache-Control', cacheControl);
    },
  };
  if (yardstick === 'contract') addContractWork(server);
  server.route({
    method: 'GET',
    path: '/bare/{kind}/{answer}',
    handler: (request, h) => answers[yardstick](String(request.params.kind), Number(request.params.answer), h),
  });
  await server.start();
  process.on('message', (message: { bodies?: Record<string, string[]> } | string) => {
    if (typeof message === 'object' && message.bodies) {
      for (const [kind, bodies] of Object.entries(message.bodies)) {
        const parsed = bodies.map((body, answer) => {
          const value: unknown = JSON.parse(body);
          if (JSON.stringify(value) !== body) throw new Error(`answer ${answer} of kind ${kind} does not serialise back to its own bytes`);
          return value;
        });
        if (yardstick === 'value') values.set(kind, parsed);
        if (yardstick === 'bytes') texts.set(kind, bodies);
        if (yardstick === 'contract') bytes.set(kind, bodies.map((body) => Buffer.from(body)));
      }
      process.send?.({ loaded: Object.keys(message.bodies).length });
    }
    if (message === 'cpu') process.send?.({ cpu: cpuUsed() });
    if (message === 'stop') void server.stop().then(() => process.exit(0));
  });
  process.send?.({ ready: { port: Number(server.info.port) } });
}

main().catch((error: unknown) => {
  process.stderr.write(`bare server failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
