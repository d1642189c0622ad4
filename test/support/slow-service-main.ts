/**
 * Started as a child process by the shutdown test: the real service wiring,
 * signal handling included, with a readiness probe that takes 800 ms so that a
 * request is still in flight when SIGTERM arrives.
 */
import { setTimeout as delay } from 'node:timers/promises';
import { loadConfig } from '../../src/bootstrap/config.js';
import { createLogger } from '../../src/bootstrap/logger.js';
import { openDirectory } from '../../src/bootstrap/open-directory.js';
import { buildService } from '../../src/bootstrap/service.js';
import { installShutdownHandlers } from '../../src/bootstrap/shutdown.js';

const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', SEED_SCHOOLS: '50' });
const logger = createLogger(config.logLevel);
const directory = await openDirectory(config, logger);
const slowReadiness = {
  name: 'slow-memory',
  async check() {
    // The test sends SIGTERM only once it reads this line, so the request is surely in flight.
    logger.info('readiness check started');
    await delay(800);
    return { ok: true };
  },
};
const { schools, resorts, instructors, categories, countries } = directory;
const slowDirectory = { schools, resorts, instructors, categories, countries, readiness: slowReadiness, close: () => directory.close() };
const service = await buildService(config, logger, { directory: slowDirectory });
installShutdownHandlers(service, logger);
await service.start();
logger.info({ url: service.server.info.uri }, 'listening');
