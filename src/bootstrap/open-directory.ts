import type { Logger } from 'pino';
import type { Config } from './config.js';
import type { DirectoryBackend } from './directory-backend.js';
import { openMemoryDirectory } from './memory-directory.js';

/** The data backend the configuration asks for: MongoDB when MONGODB_URI is set, else the embedded directory. */
export async function openDirectory(config: Config, logger: Logger): Promise<DirectoryBackend> {
  if (config.mongodbUri) {
    // Loaded only when asked for: the driver is a sizeable share of start-up for a service that never uses it.
    const { openMongoDirectory } = await import('./mongo-directory.js');
    return openMongoDirectory(config, logger);
  }
  logger.info({ schools: config.seedSchools, seed: config.seed }, 'serving the embedded in-memory directory');
  return openMemoryDirectory({ schools: config.seedSchools, seed: config.seed });
}
