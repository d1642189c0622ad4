/**
 * The yardstick: a Hapi server with Hapi's defaults and one route,
 * GET /bare/{kind}, answering one of the service's own answers of that kind
 * with no work behind it. Whatever the service costs beyond this is the
 * lifecycle steps, validation, the engine and serialising.
 *
 * Two yardsticks, chosen by the first argument:
 * - `value` (the default; issue 17's bare route): the handler returns the
 *   answer's parsed value, and Hapi serialises it on every request, as a
 *   plain Hapi route returning an object does. The bytes are the same as
 *   the service's (checked when the answers arrive).
 * - `bytes`: the handler returns the answer's text, already serialised: a
 *   stricter yardstick, which pays no serialising at all.
 * Started by http.bench.ts with fork(); the answers arrive by message.
 */
import Hapi from '@hapi/hapi';
import { cpuUsed } from './cpu-used.js';

export type BareYardstick = 'value' | 'bytes';

const JSON_TYPE = 'application/json; charset=utf-8';

async function main(): Promise<void> {
  const yardstick: BareYardstick = process.argv[2] === 'bytes' ? 'bytes' : 'value';
  const texts = new Map<string, string>();
  const values = new Map<string, unknown>();
  const server = Hapi.server({ host: '127.0.0.1', port: 0 });
  server.route({
    method: 'GET',
    path: '/bare/{kind}',
    handler: (request, h) => {
      const kind = String(request.params.kind);
      return yardstick === 'bytes' ? h.response(texts.get(kind) ?? '{}').type(JSON_TYPE) : values.get(kind) ?? {};
    },
  });
  await server.start();
  process.on('message', (message: { bodies?: Record<string, string> } | string) => {
    if (typeof message === 'object' && message.bodies) {
      for (const [kind, body] of Object.entries(message.bodies)) {
        const value: unknown = JSON.parse(body);
        if (JSON.stringify(value) !== body) throw new Error(`the ${kind} answer does not serialise back to its own bytes`);
        texts.set(kind, body);
        values.set(kind, value);
      }
      process.send?.({ loaded: texts.size });
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
