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
import type { SchoolRepository } from '../../../../src/application/ports/school-repository.js';
import type { ResortRepository } from '../../../../src/application/ports/resort-repository.js';
import type { InstructorRepository } from '../../../../src/application/ports/instructor-repository.js';
import type { CategoryRepository } from '../../../../src/application/ports/category-repository.js';
import type { CountryRepository } from '../../../../src/application/ports/country-repository.js';
import type { SearchVocabulary } from '../../../../src/application/ports/search-vocabulary.js';
import { MingoDb } from './mingo-db.js';

export interface Directory {
  schools: SchoolRepository;
  resorts: ResortRepository;
  instructors: InstructorRepository;
  categories: CategoryRepository;
  countries: CountryRepository;
  vocabulary: SearchVocabulary;
}

/** Loads `dataset` (never mutated: the embedded engine gets its own copy) into the mingo-backed Mongo adapters. */
export async function mongoOnMingo(dataset: Dataset): Promise<Directory> {
  const db = new MingoDb().asDb();
  await ensureIndexes(db);
  await loadDirectory(db, { resorts: () => dataset.resorts, schools: () => dataset.schools, instructors: () => dataset.instructors }, { batchSize: 97 });
  return mongoRepositories(db);
}

export async function bothEngines(dataset: Dataset): Promise<{ memory: Directory; mongo: Directory }> {
  const mongo = await mongoOnMingo(dataset);
  return { memory: InMemoryDirectory.fromDataset(structuredClone(dataset)), mongo };
}
