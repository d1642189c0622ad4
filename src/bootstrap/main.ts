/**
 * Process entry: read configuration, build the service, listen, and stop
 * gracefully on signals. A configuration error ends the process with one line.
 * The log is written in batches (log-destination.ts), so every way out of the
 * process writes what it holds first.
 */
import type { Logger } from 'pino';
import { ConfigError, loadConfig, type Config } from './config.js';
import { createLogger, flushLog, flushLogSync } from './logger.js';
import { installShutdownHandlers } from './shutdown.js';

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

async function main(config: Config, logger: Logger): Promise<void> {
  // A stray rejection is a bug to fix, not a reason to drop every other client's requests.
  process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled promise rejection'));
  // Loaded only once the configuration is accepted: a refused one exits without loading every adapter.
  const { buildService } = await import('./service.js');
  const service = await buildService(config, logger);
  installShutdownHandlers(service, logger);
  await service.start();
  logger.info({ url: service.server.info.uri, backend: service.backendName }, 'listening');
  // Whoever waits for the service to be up reads this line: it should not wait for a batch to fill.
  await flushLog(logger);
}

const config = configOrExit();
const logger = createLogger(config.logLevel);
process.on('uncaughtException', (error) => {
  logger.fatal({ err: error }, 'uncaught exception: exiting');
  flushLogSync(logger);
  process.exit(1);
});
main(config, logger).catch((error: unknown) => {
  process.stderr.write(`Failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  flushLogSync(logger);
  process.exit(1);
});
