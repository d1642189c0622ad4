/**
 * Builds the whole service from configuration: connects what must connect
 * first (tsyringe resolves synchronously), fills the container, resolves the
 * use cases and hands them to the HTTP adapter. Stopping reverses it: the
 * server drains first, then the clients close.
 */
import type { Server } from '@hapi/hapi';
import type { Logger } from 'pino';
import { systemClock, type Clock } from '../application/ports/clock.js';
import type { DirectoryUseCases } from '../application/directory-use-cases.js';
import { createServer } from '../adapters/http/server.js';
import { directoryRoutesPlugin } from '../adapters/http/routes/directory-routes.js';
import { docsRoutesPlugin } from '../adapters/http/routes/docs-routes.js';
import { mcpPlugin } from '../adapters/http/mcp/mcp-plugin.js';
import type { Config } from './config.js';
import { buildContainer, resolveDirectoryUseCases } from './container.js';
import type { DirectoryBackend } from './directory-backend.js';
import { openDirectory } from './open-directory.js';
import { composeRateLimiting } from './rate-limit-composition.js';
import { SERVICE_INFO } from './service-info.js';

export interface Service {
  server: Server;
  useCases: DirectoryUseCases;
  backendName: string;
  start(): Promise<void>;
  /** Stops accepting, lets in-flight requests finish (up to the shutdown timeout), then closes adapters. */
  stop(): Promise<void>;
}

/** Replacements for tests and tools; the configuration decides everything else. */
export interface ServiceOverrides {
  directory?: DirectoryBackend;
  clock?: Clock;
}

export async function buildService(config: Config, logger: Logger, overrides: ServiceOverrides = {}): Promise<Service> {
  const clock = overrides.clock ?? systemClock;
  const directory = overrides.directory ?? await openDirectory(config, logger);
  const closeAdapters: Array<() => Promise<void>> = [() => directory.close()];
  const closeAll = async () => {
    for (const close of [...closeAdapters].reverse()) await close();
  };
  try {
    const rateLimiting = await composeRateLimiting({ config, logger, clock });
    closeAdapters.push(() => rateLimiting.close());
    const useCases = resolveDirectoryUseCases(buildContainer({ directory }));
    const server = await createServer({
      host: config.host,
      port: config.port,
      logger,
      service: SERVICE_INFO,
      readinessProbes: [directory.readiness, ...(rateLimiting.readinessProbe ? [rateLimiting.readinessProbe] : [])],
      limits: config.http,
      trustedProxies: config.trustedProxies,
      shutdownTimeoutMs: config.shutdownTimeoutMs,
      plugins: [
        rateLimiting.plugin,
        { plugin: directoryRoutesPlugin, options: useCases },
        { plugin: docsRoutesPlugin, options: { service: SERVICE_INFO } },
        { plugin: mcpPlugin, options: { useCases, allowedOrigins: config.mcpAllowedOrigins, service: SERVICE_INFO, logger } },
      ],
    });
    return {
      server,
      useCases,
      backendName: directory.readiness.name,
      start: () => server.start(),
      async stop() {
        await server.stop({ timeout: config.shutdownTimeoutMs });
        await closeAll();
      },
    };
  } catch (error) {
    // Whatever connected before the failure must not keep the process alive.
    await closeAll();
    throw error;
  }
}
