/**
 * Bulk load of the directory: unordered upserts by id in batches (so a
 * re-run, or a run resumed after a failure, converges on the same state),
 * then the derived counts. Records arrive as async streams, so the source
 * may be the generator or a file of any size; only one batch is in memory.
 */
import type { AnyBulkWriteOperation, Db } from 'mongodb';
import type { Instructor, Resort, School } from '../../../../domain/records.js';
import { COLLECTIONS, DIRECTORY_COLLECTIONS } from '../collections.js';
import { toResortDocument } from '../resort-document.js';
import { PLACEMENT_PROJECTION, placementOf, toSchoolDocument, type SchoolPlacement } from '../school-document.js';
import { toInstructorDocument } from '../instructor-document.js';
import { refreshDerivedCounts, type DerivedCounts } from '../derived-counts.js';
import { seedSubscriptions } from '../payments/seed-subscriptions.js';
import { refreshSuggestions } from '../suggestions/refresh-suggestions.js';

type Records<T> = Iterable<T> | AsyncIterable<T>;

/** Each stream is opened when its turn comes: resorts, then schools, then instructors (they look schools up). */
export interface DirectorySource {
  resorts(): Records<Resort>;
  schools(): Records<School>;
  instructors(): Records<Instructor>;
  /** Record counts when known up front, for progress output. */
  sizes?: { resorts?: number; schools?: number; instructors?: number };
}

export type ProgressListener = (collection: string, loaded: number, total: number | undefined) => void;

export interface LoadOptions {
  batchSize?: number;
  onProgress?: ProgressListener;
}

export interface LoadSummary {
  resorts: number;
  schools: number;
  instructors: number;
  counts: DerivedCounts;
  /** Entries in the suggestions collection. */
  suggestions: number;
}

async function* inBatches<T>(records: Records<T>, size: number): AsyncGenerator<T[]> {
  let batch: T[] = [];
  for await (const record of records) {
    batch.push(record);
    if (batch.length >= size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

/** Names the record a mapping failure came from, so a bad input file can be fixed. */
function mapRecord<T extends { id: number }, D>(kind: string, record: T, map: (record: T) => D): D {
  try {
    return map(record);
  } catch (error) {
    throw new Error(`${kind} ${String(record?.id)}: ${(error as Error).message}`, { cause: error });
  }
}

async function upsertAll<D extends { _id: number }>(db: Db, collection: string, docs: D[]): Promise<void> {
  const operations = docs.map((doc): AnyBulkWriteOperation<D> => ({ replaceOne: { filter: { _id: doc._id } as never, replacement: doc, upsert: true } }));
  await db.collection<D>(collection).bulkWrite(operations, { ordered: false });
}

/** Where the batch's instructors teach, read back from the schools already loaded. */
async function placementsFor(db: Db, instructors: readonly Instructor[]): Promise<Map<number, SchoolPlacement>> {
  const ids = [...new Set(instructors.flatMap((instructor) => instructor.schools.map((school) => school.id)))];
  const schools = await db.collection<School & { _id: number }>(COLLECTIONS.schools)
    .find({ _id: { $in: ids } }, { projection: PLACEMENT_PROJECTION })
    .toArray();
  return new Map(schools.map((school) => [school._id, placementOf(school)]));
}

export async function loadDirectory(db: Db, source: DirectorySource, options: LoadOptions = {}): Promise<LoadSummary> {
  const batchSize = options.batchSize ?? 1000;
  const progress = options.onProgress ?? (() => undefined);
  const loaded = { resorts: 0, schools: 0, instructors: 0 };

  for await (const batch of inBatches(source.resorts(), batchSize)) {
    await upsertAll(db, COLLECTIONS.resorts, batch.map((resort) => mapRecord('resort', resort, toResortDocument)));
    progress(COLLECTIONS.resorts, (loaded.resorts += batch.length), source.sizes?.resorts);
  }
  for await (const batch of inBatches(source.schools(), batchSize)) {
    await upsertAll(db, COLLECTIONS.schools, batch.map((school) => mapRecord('school', school, toSchoolDocument)));
    await seedSubscriptions(db, batch);
    progress(COLLECTIONS.schools, (loaded.schools += batch.length), source.sizes?.schools);
  }
  for await (const batch of inBatches(source.instructors(), batchSize)) {
    const placements = await placementsFor(db, batch);
    await upsertAll(db, COLLECTIONS.instructors, batch.map((instructor) => mapRecord('instructor', instructor, (record) => toInstructorDocument(record, placements))));
    progress(COLLECTIONS.instructors, (loaded.instructors += batch.length), source.sizes?.instructors);
  }
  const counts = await refreshDerivedCounts(db);
  // Built from the stored records after their counts, so suggestions rank by the counts the API reports.
  const suggestions = await refreshSuggestions(db);
  return { ...loaded, counts, suggestions };
}

/** Empties the directory collections (never the payment ones) before a full reload. */
export async function dropDirectory(db: Db): Promise<void> {
  const existing = new Set((await db.listCollections({}, { nameOnly: true }).toArray()).map((info) => info.name));
  for (const name of DIRECTORY_COLLECTIONS) {
    if (existing.has(name)) await db.collection(name).drop();
  }
}
