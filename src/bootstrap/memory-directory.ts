/**
 * The embedded default: a seeded, generated dataset indexed in process
 * memory. Nothing to install or connect; the same seed always serves the same
 * directory.
 */
import type { Dataset } from '../adapters/dataset-generator/dataset.js';
import { generateDataset } from '../adapters/dataset-generator/generate-dataset.js';
import { InMemoryDirectory } from '../adapters/persistence/memory/in-memory-directory.js';
import type { DirectoryBackend } from './directory-backend.js';

export function memoryDirectoryOf(dataset: Dataset): DirectoryBackend {
  return InMemoryDirectory.fromDataset(dataset);
}

/** The directory a service runs on, with everything built that a first request would otherwise wait for. */
export async function openMemoryDirectory(options: { schools: number; seed: number }): Promise<DirectoryBackend> {
  return InMemoryDirectory.open(generateDataset(options));
}
