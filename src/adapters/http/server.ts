/**
 * The Hapi driving adapter. It receives ready-made use cases and adapters
 * (it never sees the container) and composes the HTTP surface from plugins.
 */
import Hapi, { type Plugin, type Server, type ServerRegisterPluginObject } from '@hapi/hapi';
import type { Logger } from 'pino';
import type { ReadinessProbe } from '../../application/ports/readiness-probe.js';
import { answerClientErrorsInEnvelope } from './client-error-envelope.js';
import { errorEnvelopePlugin } from './error-envelope-plugin.js';
import { requestLoggingPlugin } from './request-logging-plugin.js';
import { systemRoutesPlugin, type ServiceInfo } from './routes/system-routes.js';

export interface HttpServerOptions {
  host?: string;
  port?: number;
  logger: Logger;
  service: ServiceInfo;
  readinessProbes: readonly ReadinessProbe[];
  /** Feature plugins (directory routes, rate limits, MCP, payments), registered after the core ones. */
  plugins?: ServerRegisterPluginObject<any>[];
}

/** Largest request body accepted anywhere; the API itself is GET-only. */
const MAX_PAYLOAD_BYTES = 256 * 1024;

export async function createServer(options: HttpServerOptions): Promise<Server> {
  const server = Hapi.server({
    host: options.host ?? '127.0.0.1',
    port: options.port ?? 0,
    routes: {
      payload: { maxBytes: MAX_PAYLOAD_BYTES },
      // Query validation errors are thrown as InvalidParameterError by each route's failAction.
      validate: { failAction: async (_request, _h, error) => { throw error; } },
    },
    router: { stripTrailingSlash: true },
  });
  answerClientErrorsInEnvelope(server.listener);
  const core: ServerRegisterPluginObject<any>[] = [
    { plugin: requestLoggingPlugin as Plugin<unknown>, options: { logger: options.logger } },
    { plugin: errorEnvelopePlugin as Plugin<unknown>, options: { logger: options.logger } },
    { plugin: systemRoutesPlugin as Plugin<unknown>, options: { service: options.service, readinessProbes: options.readinessProbes } },
  ];
  await server.register([...core, ...(options.plugins ?? [])]);
  return server;
}
