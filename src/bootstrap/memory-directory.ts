/**
 * The embedded default: a seeded, generated dataset indexed in process
 * memory. Nothing to install or connect; the same seed always serves the same
 * directory.
 */
import type { Dataset } from '../adapters/persistence/dataset/dataset.js';
import { generateDataset } from '../adapters/persistence/dataset/generate-dataset.js';
import { InMemoryDirectory } from '../adapters/persistence/memory/in-memory-directory.js';
import type { DirectoryBackend } from './directory-backend.js';

export function memoryDirectoryOf(dataset: Dataset): DirectoryBackend {
  const directory = InMemoryDirectory.fromDataset(dataset);
  return {
    schools: directory.schools,
    resorts: directory.resorts,
    instructors: directory.instructors,
    categories: directory.categories,
    countries: directory.countries,
    readiness: directory.readiness,
    close: async () => {},
  };
}

export function openMemoryDirectory(options: { schools: number; seed: number }): DirectoryBackend {
  return memoryDirectoryOf(generateDataset(options));
}
