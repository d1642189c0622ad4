/**
 * The yardstick: a Hapi server with Hapi's defaults and one route,
 * GET /bare/{kind}, answering the bytes it was given for that kind (one of the
 * service's own answers) with no work behind them. Whatever the service costs
 * beyond this is the lifecycle steps, validation, the engine and serialising.
 * Started by http.bench.ts with fork(); the bodies arrive by message.
 */
import Hapi from '@hapi/hapi';
import { cpuUsed } from './cpu-used.js';

const JSON_TYPE = 'application/json; charset=utf-8';

async function main(): Promise<void> {
  const bodies = new Map<string, string>();
  const server = Hapi.server({ host: '127.0.0.1', port: 0 });
  server.route({
    method: 'GET',
    path: '/bare/{kind}',
    handler: (request, h) => h.response(bodies.get(String(request.params.kind)) ?? '{}').type(JSON_TYPE),
  });
  await server.start();
  process.on('message', (message: { bodies?: Record<string, string> } | string) => {
    if (typeof message === 'object' && message.bodies) {
      for (const [kind, body] of Object.entries(message.bodies)) bodies.set(kind, body);
      process.send?.({ loaded: bodies.size });
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
