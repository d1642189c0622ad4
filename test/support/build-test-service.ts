/**
 * The second entry to the composition root: the same wiring as main.ts, on
 * in-memory adapters and a small generated dataset, for tests and tools.
 * Nothing listens until `start()`; `server.inject()` needs no socket.
 */
import type { Logger } from 'pino';
import type { Clock } from '../../src/application/ports/clock.js';
import type { EventPublisher } from '../../src/application/ports/event-publisher.js';
import type { Dataset } from '../../src/adapters/dataset-generator/dataset.js';
import { generateDataset } from '../../src/adapters/dataset-generator/generate-dataset.js';
import { loadConfig } from '../../src/bootstrap/config.js';
import type { DirectoryBackend } from '../../src/bootstrap/directory-backend.js';
import { createLogger } from '../../src/bootstrap/logger.js';
import { memoryDirectoryOf } from '../../src/bootstrap/memory-directory.js';
import { buildService, type Service } from '../../src/bootstrap/service.js';

export interface TestServiceOptions {
  dataset?: Dataset;
  /**
   * Wraps the in-memory directory over the dataset before it is served,
   * e.g. to make one repository fail or one probe slow.
   */
  wrapDirectory?: (directory: DirectoryBackend) => DirectoryBackend;
  clock?: Clock;
  /** Replaces the recording stub, to read what was published. */
  eventPublisher?: EventPublisher;
  logger?: Logger;
  /** Environment variables as an operator would set them (e.g. RATE_LIMIT_OVERRIDES). */
  env?: NodeJS.ProcessEnv;
}

export const DEFAULT_TEST_DATASET = { schools: 400, seed: 1234 } as const;

let defaultDataset: Dataset | undefined;

/**
 * Generated once per test file rather than once per service: the store
 * freezes every record it adopts, and the lists are frozen here, so services
 * sharing it cannot change it under one another.
 */
function defaultTestDataset(): Dataset {
  if (!defaultDataset) {
    const dataset = generateDataset(DEFAULT_TEST_DATASET);
    for (const records of [dataset.resorts, dataset.schools, dataset.instructors]) Object.freeze(records);
    defaultDataset = Object.freeze(dataset);
  }
  return defaultDataset;
}

export async function buildTestService(options: TestServiceOptions = {}): Promise<Service & { dataset: Dataset }> {
  const config = loadConfig({ NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'silent', ...options.env });
  const dataset = options.dataset ?? defaultTestDataset();
  const logger = options.logger ?? createLogger(config.logLevel);
  const memory = memoryDirectoryOf(dataset);
  const directory = options.wrapDirectory ? options.wrapDirectory(memory) : memory;
  const service = await buildService(config, logger, {
    directory,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.eventPublisher ? { eventPublisher: options.eventPublisher } : {}),
  });
  return { ...service, dataset };
}
