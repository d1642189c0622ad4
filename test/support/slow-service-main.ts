/**
 * Started as a child process by the shutdown tests: the test service with the
 * real signal handling, logging to stdout, and two slow spots so that a
 * request is still in flight when SIGTERM arrives: a readiness probe and the
 * country list (REST and MCP alike) that take 800 ms.
 */
import { setTimeout as delay } from 'node:timers/promises';
import { pino } from 'pino';
import { createLogger } from '../../src/bootstrap/logger.js';
import { installShutdownHandlers } from '../../src/bootstrap/shutdown.js';
import { buildTestService } from './build-test-service.js';
import { generateDataset } from '../../src/adapters/dataset-generator/generate-dataset.js';
import type { DirectoryBackend } from '../../src/bootstrap/directory-backend.js';

// Written line by line, not batched: the tests time their signals by reading these lines as they happen.
const logger = createLogger('info', pino.destination({ dest: 1, sync: true }));

const slowReadiness = {
  name: 'slow-memory',
  async check() {
    // The test sends SIGTERM only once it reads this line, so the request is surely in flight.
    logger.info('readiness check started');
    await delay(800);
    return { ok: true };
  },
};

function withSlowSpots(directory: DirectoryBackend): DirectoryBackend {
  const { countries } = directory;
  return {
    ...directory,
    countries: {
      async list() {
        logger.info('countries requested');
        await delay(800);
        return countries.list();
      },
    },
    readiness: slowReadiness,
    // A class's methods are not own properties: spreading would drop close.
    close: () => directory.close(),
  };
}

const service = await buildTestService({ dataset: generateDataset({ schools: 50, seed: 1 }), wrapDirectory: withSlowSpots, logger });
installShutdownHandlers(service, logger);
await service.start();
logger.info({ url: service.server.info.uri }, 'listening');
