import type { Logger } from 'pino';
import type { Config } from './config.js';
import type { DirectoryBackend } from './directory-backend.js';
import { openMemoryDirectory } from './memory-directory.js';
import { openMongoDirectory } from './mongo-directory.js';

/** The data backend the configuration asks for: MongoDB when MONGODB_URI is set, else the embedded directory. */
export async function openDirectory(config: Config, logger: Logger): Promise<DirectoryBackend> {
  if (config.mongodbUri) return openMongoDirectory(config, logger);
  logger.info({ schools: config.seedSchools, seed: config.seed }, 'serving the embedded in-memory directory');
  return openMemoryDirectory({ schools: config.seedSchools, seed: config.seed });
}
