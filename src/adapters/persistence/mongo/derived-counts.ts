/**
 * Counts the directory derives from its records rather than trusting the
 * input: schools per resort, instructors per school, schools per category
 * and per country (each record counted once, however often it repeats a
 * reference). The pipelines are pure, so the differential test runs these
 * very ones; the loader stores the results after every load, which keeps the
 * counts exact because the loader is the only writer of directory data.
 */
import type { AnyBulkWriteOperation, Collection, Db, Document, Filter } from 'mongodb';
import type { CategoryType } from '../../../domain/taxonomy.js';
import { COLLECTIONS } from './collections.js';
import { toCategoryDocuments, type CategoryDocument } from './category-document.js';
import { toCountryDocuments, type CountryDocument } from './country-document.js';

/** Groups the distinct values of an array expression across documents: [{ _id: value, n }]. */
const countDistinct = (values: unknown): Document[] => [
  { $project: { key: { $setUnion: [values, []] } } },
  { $unwind: '$key' },
  { $group: { _id: '$key', n: { $sum: 1 } } },
];

export const SCHOOL_COUNTS_PIPELINE: Document[] = [
  {
    $facet: {
      resorts: countDistinct('$resorts.id'),
      activity: countDistinct('$activities'),
      level: countDistinct('$levels'),
      school_type: countDistinct(['$schoolType']),
      countries: [{ $group: { _id: '$country', n: { $sum: 1 } } }],
    },
  },
];

export const INSTRUCTOR_COUNTS_PIPELINE: Document[] = countDistinct('$schools.id');

export interface DerivedCounts {
  schoolsByResort: Map<number, number>;
  instructorsBySchool: Map<number, number>;
  schoolsByCategory: Record<CategoryType, Map<string, number>>;
  schoolsByCountry: Map<string, number>;
}

type CountRow<K> = { _id: K; n: number };

function toMap<K>(rows: unknown): Map<K, number> {
  return new Map(((rows ?? []) as Array<CountRow<K>>).map((row) => [row._id, row.n]));
}

export function readDerivedCounts(schoolCounts: Document | undefined, instructorCounts: readonly Document[]): DerivedCounts {
  return {
    schoolsByResort: toMap<number>(schoolCounts?.resorts),
    instructorsBySchool: toMap<number>(instructorCounts),
    schoolsByCategory: {
      activity: toMap<string>(schoolCounts?.activity),
      level: toMap<string>(schoolCounts?.level),
      school_type: toMap<string>(schoolCounts?.school_type),
    },
    schoolsByCountry: toMap<string>(schoolCounts?.countries),
  };
}

/** Writes `field` only where the stored value differs, so a consistent re-load writes nothing. */
async function syncCount(collection: Collection<{ _id: number }>, field: string, counts: ReadonlyMap<number, number>): Promise<void> {
  let batch: Array<AnyBulkWriteOperation<{ _id: number }>> = [];
  const flush = async () => {
    if (batch.length > 0) await collection.bulkWrite(batch, { ordered: false });
    batch = [];
  };
  for await (const doc of collection.find({}, { projection: { _id: 1, [field]: 1 } })) {
    const count = counts.get(doc._id) ?? 0;
    if ((doc as Document)[field] !== count) batch.push({ updateOne: { filter: { _id: doc._id }, update: { $set: { [field]: count } } } });
    if (batch.length >= 1000) await flush();
  }
  await flush();
}

/** Replaces a small collection's documents with `docs` (upsert each, delete the rest). */
async function replaceAll<T extends { _id: number | string }>(collection: Collection<T>, docs: readonly T[]): Promise<void> {
  if (docs.length > 0) {
    const operations = docs.map((doc): AnyBulkWriteOperation<T> => ({ replaceOne: { filter: { _id: doc._id } as Filter<T>, replacement: doc, upsert: true } }));
    await collection.bulkWrite(operations, { ordered: false });
  }
  await collection.deleteMany({ _id: { $nin: docs.map((doc) => doc._id) } } as Filter<T>);
}

/** Recomputes and stores every derived count; idempotent. */
export async function refreshDerivedCounts(db: Db): Promise<DerivedCounts> {
  const [schoolCounts] = await db.collection(COLLECTIONS.schools).aggregate(SCHOOL_COUNTS_PIPELINE, { allowDiskUse: true }).toArray();
  const instructorCounts = await db.collection(COLLECTIONS.instructors).aggregate(INSTRUCTOR_COUNTS_PIPELINE, { allowDiskUse: true }).toArray();
  const counts = readDerivedCounts(schoolCounts, instructorCounts);
  await syncCount(db.collection<{ _id: number }>(COLLECTIONS.resorts), 'schoolCount', counts.schoolsByResort);
  await syncCount(db.collection<{ _id: number }>(COLLECTIONS.schools), 'instructorCount', counts.instructorsBySchool);
  await replaceAll(db.collection<CategoryDocument>(COLLECTIONS.categories), toCategoryDocuments(counts.schoolsByCategory));
  await replaceAll(db.collection<CountryDocument>(COLLECTIONS.countries), toCountryDocuments(counts.schoolsByCountry));
  return counts;
}
