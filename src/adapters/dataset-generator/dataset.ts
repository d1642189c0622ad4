import type { Instructor, Resort, School } from '../../domain/records.js';

/**
 * Everything the directory serves, as plain records. Consistent by
 * construction: ids run 1..n in array order, slugs are unique, every summary
 * matches the record it points to, and `schoolCount` / `instructorCount` count
 * the records that list the resort / school. Records are values: summaries
 * and small lists may be shared between records (every instructor of a
 * school points to the same school summary) and are frozen, so treat the
 * whole dataset as read-only (structuredClone it to get a private copy).
 */
export interface Dataset {
  resorts: Resort[];
  schools: School[];
  instructors: Instructor[];
}

export interface DatasetOptions {
  /** Number of schools, at least 1. */
  schools: number;
  /** Any 32-bit integer; the same options always give the same dataset. */
  seed: number;
}

/** The latest timestamp the generator writes: the data reads as if exported then. */
export const DATASET_AS_OF = '2025-06-01T00:00:00.000Z';

export function assertDatasetOptions({ schools, seed }: DatasetOptions): void {
  if (!Number.isSafeInteger(schools) || schools < 1) throw new RangeError(`schools must be a positive integer, got ${schools}`);
  if (!Number.isSafeInteger(seed)) throw new RangeError(`seed must be an integer, got ${seed}`);
}
