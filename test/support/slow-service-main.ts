/**
 * Started as a child process by the shutdown tests: the test service with the
 * real signal handling, logging to stdout, and slow spots so that a
 * request is still in flight when SIGTERM arrives: a readiness probe, the
 * country list (REST and MCP alike) and storing a subscription (the payment
 * callback, with STRIPE_WEBHOOK_SECRET set) each take 800 ms.
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

/** The payments store with a slow saveSubscription; its other methods run on the store itself (they need its private fields). */
function slowSubscriptionWrites(payments: DirectoryBackend['payments']): DirectoryBackend['payments'] {
  return new Proxy(payments, {
    get(target, key) {
      if (key === 'saveSubscription') {
        return async (...args: Parameters<typeof target.saveSubscription>) => {
          logger.info('subscription being stored');
          await delay(800);
          const stored = await target.saveSubscription(...args);
          logger.info('subscription stored');
          return stored;
        };
      }
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

function withSlowSpots(directory: DirectoryBackend): DirectoryBackend {
  const { countries } = directory;
  return {
    ...directory,
    payments: slowSubscriptionWrites(directory.payments),
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

const secret = process.env.STRIPE_WEBHOOK_SECRET;
const service = await buildTestService({
  dataset: generateDataset({ schools: 50, seed: 1 }), wrapDirectory: withSlowSpots, logger, env: secret ? { STRIPE_WEBHOOK_SECRET: secret } : {},
});
installShutdownHandlers(service, logger);
await service.start();
logger.info({ url: service.server.info.uri }, 'listening');
