import type { AnyBulkWriteOperation, Db } from 'mongodb';
import type { School } from '../../../../domain/records.js';
import { seededSubscription } from '../../../dataset-generator/seeded-subscriptions.js';
import { PAYMENT_COLLECTIONS } from './payment-collections.js';
import { toSubscriptionDocument, type SubscriptionDocument } from './payment-documents.js';

/**
 * The loader's part of "featured derives from a subscription": each featured
 * school of a batch gets its seeded subscription, inserted only where the
 * school has none, so a reload never overwrites what the receiver stored.
 */
export async function seedSubscriptions(db: Db, schools: readonly School[]): Promise<number> {
  const operations = schools.flatMap((school): AnyBulkWriteOperation<SubscriptionDocument>[] => {
    const seeded = seededSubscription(school);
    if (seeded === null) return [];
    return [{ updateOne: { filter: { schoolId: school.id }, update: { $setOnInsert: toSubscriptionDocument(seeded) }, upsert: true } }];
  });
  if (operations.length > 0) await db.collection<SubscriptionDocument>(PAYMENT_COLLECTIONS.schoolSubscriptions).bulkWrite(operations, { ordered: false });
  return operations.length;
}
