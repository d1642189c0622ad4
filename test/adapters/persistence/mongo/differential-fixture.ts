/**
 * The Mongo adapters on the mingo stand-in, filled by the real loader (the
 * adapter's own mappers and derived-count pipelines), alone or side by side
 * with the embedded engine over the same dataset.
 */
import type { Dataset } from '../../../../src/adapters/dataset-generator/dataset.js';
import { InMemoryDirectory } from '../../../../src/adapters/persistence/memory/in-memory-directory.js';
import { loadDirectory } from '../../../../src/adapters/persistence/mongo/load/directory-loader.js';
import { ensureIndexes } from '../../../../src/adapters/persistence/mongo/indexes.js';
import { mongoRepositories } from '../../../../src/adapters/persistence/mongo/mongo-repositories.js';
import type { DirectoryRepositories } from '../../../../src/application/ports/directory-repositories.js';
import { MingoDb } from './mingo-db.js';

/** Loads `dataset` (never mutated: the embedded engine gets its own copy) into the mingo-backed Mongo adapters. */
export async function mongoOnMingo(dataset: Dataset): Promise<DirectoryRepositories> {
  const db = new MingoDb().asDb();
  await ensureIndexes(db);
  await loadDirectory(db, { resorts: () => dataset.resorts, schools: () => dataset.schools, instructors: () => dataset.instructors }, { batchSize: 97 });
  return mongoRepositories(db);
}

export async function bothEngines(dataset: Dataset): Promise<{ memory: DirectoryRepositories; mongo: DirectoryRepositories }> {
  const mongo = await mongoOnMingo(dataset);
  return { memory: InMemoryDirectory.fromDataset(structuredClone(dataset)), mongo };
}
