/**
 * Rebuilds the `suggestions` collection from the loaded directory, after
 * the derived counts: the same records the embedded engine builds its
 * suggestions from (resorts and categories with their school counts, the
 * countries, and each school's name, place and reviews), through the same
 * domain function, so that both suggest alike. Entries are upserted by
 * rank, then those past the new end are removed, so a re-run converges.
 */
import type { AnyBulkWriteOperation, Db } from 'mongodb';
import { suggestionEntries, type SuggestedSchool } from '../../../../domain/suggestions.js';
import { COLLECTIONS } from '../collections.js';
import { MongoCategoryRepository } from '../mongo-category-repository.js';
import { MongoCountryRepository } from '../mongo-country-repository.js';
import { fromResortDocument, RESORT_PROJECTION, type StoredResort } from '../resort-document.js';
import { toSuggestionDocument, type SuggestionDocument } from './suggestion-document.js';

const SCHOOL_FIELDS = { _id: 1, slug: 1, name: 1, country: 1, region: 1, town: 1, reviewCount: 1 } as const;
const BATCH = 1000;

export async function refreshSuggestions(db: Db): Promise<number> {
  const resorts = await db.collection<StoredResort>(COLLECTIONS.resorts).find({}, { projection: RESORT_PROJECTION }).toArray();
  const schools = await db.collection<Omit<SuggestedSchool, 'id'> & { _id: number }>(COLLECTIONS.schools)
    .find({}, { projection: SCHOOL_FIELDS }).toArray();
  const entries = suggestionEntries({
    resorts: resorts.map(fromResortDocument),
    categories: await new MongoCategoryRepository(db).list(),
    countries: await new MongoCountryRepository(db).list(),
    schools: schools.map(({ _id, ...school }) => ({ id: _id, ...school })),
  });
  const collection = db.collection<SuggestionDocument>(COLLECTIONS.suggestions);
  for (let from = 0; from < entries.length; from += BATCH) {
    const operations = entries.slice(from, from + BATCH).map((entry, offset): AnyBulkWriteOperation<SuggestionDocument> => {
      const doc = toSuggestionDocument(entry, from + offset);
      return { replaceOne: { filter: { _id: doc._id }, replacement: doc, upsert: true } };
    });
    await collection.bulkWrite(operations, { ordered: false });
  }
  await collection.deleteMany({ _id: { $gte: entries.length } });
  return entries.length;
}
