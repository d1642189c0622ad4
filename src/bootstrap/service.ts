/**
 * Builds the whole service from configuration: composes it (compose-service.ts:
 * connect, bind, resolve) and hands the resolved objects to the HTTP adapter,
 * which never sees the container. Stopping reverses it: the server drains
 * first, then the clients close.
 */
import type { Server } from '@hapi/hapi';
import type { Logger } from 'pino';
import { createServer } from '../adapters/http/server.js';
import { rateLimitPlugin } from '../adapters/http/rate-limit-plugin.js';
import { directoryRoutesPlugin } from '../adapters/http/routes/directory-routes.js';
import { docsRoutesPlugin } from '../adapters/http/routes/docs-routes.js';
import { mcpPlugin } from '../adapters/http/mcp/mcp-plugin.js';
import { paymentCallbackRoutesPlugin } from '../adapters/http/routes/payment-callback-routes.js';
import { directoryTools } from '../adapters/mcp/directory-tools.js';
import { collectGarbage } from './collect-garbage.js';
import { composeService } from './compose-service.js';
import type { Config } from './config.js';
import type { UseCases } from './built.js';
import type { AdapterOverrides } from './open-adapters.js';
import { SERVICE_INFO } from './service-info.js';

export interface Service {
  server: Server;
  useCases: UseCases;
  backendName: string;
  /** Listens, holding only what it serves from: the garbage of building the service is collected first. */
  start(): Promise<void>;
  /** Stops accepting, lets in-flight requests finish (up to the shutdown timeout), then closes adapters. */
  stop(): Promise<void>;
}

/** Replacements for tests and tools; the configuration decides everything else. */
export type ServiceOverrides = AdapterOverrides;

export async function buildService(config: Config, logger: Logger, overrides: ServiceOverrides = {}): Promise<Service> {
  const { built, readinessProbes, backendName, close } = await composeService(config, logger, overrides);
  try {
    const { rateLimitPlugin: rateLimitOptions, paymentCallbackRoute, ...useCases } = built;
    const server = await createServer({
      host: config.host,
      port: config.port,
      logger,
      service: SERVICE_INFO,
      readinessProbes,
      limits: config.http,
      trustedProxies: config.trustedProxies,
      shutdownTimeoutMs: config.shutdownTimeoutMs,
      plugins: [
        { plugin: rateLimitPlugin, options: rateLimitOptions },
        { plugin: directoryRoutesPlugin, options: useCases },
        { plugin: docsRoutesPlugin, options: { service: SERVICE_INFO, tools: directoryTools(useCases) } },
        { plugin: mcpPlugin, options: { useCases, allowedOrigins: config.mcpAllowedOrigins, service: SERVICE_INFO, logger } },
        { plugin: paymentCallbackRoutesPlugin, options: { ...paymentCallbackRoute, logger } },
      ],
    });
    return {
      server,
      useCases,
      backendName,
      async start() {
        // What building the service left behind (an embedded directory's builders above all) goes before it listens.
        collectGarbage();
        await server.start();
      },
      async stop() {
        // The HTTP adapter drains its own connections within shutdownTimeoutMs (given to createServer above).
        await server.stop({ timeout: config.shutdownTimeoutMs });
        await close();
      },
    };
  } catch (error) {
    // Whatever connected before the failure must not keep the process alive.
    await close();
    throw error;
  }
}
