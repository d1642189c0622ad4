/**
 * WebhookDeliveryRepository on MongoDB: durable, so deliveries still pending
 * at shutdown are resumed by the next start. Dates are stored as BSON dates
 * (readable in the shell, indexable); the domain keeps epoch milliseconds.
 */
import type { Db } from 'mongodb';
import type { WebhookDeliveryRepository } from '../../../../application/ports/webhook-delivery-repository.js';
import type { DeliveryAttempt, DeliveryStatus, WebhookDelivery } from '../../../../domain/webhook-deliveries.js';
import type { WebhookEventName } from '../../../../domain/webhook-events.js';
import { isDuplicateKeyOn } from '../payments/mongo-payment-repository.js';
import { WEBHOOK_DELIVERIES_COLLECTION } from './webhook-delivery-collection.js';

interface DeliveryDocument {
  deliveryId: string;
  endpointId: string;
  event: WebhookEventName;
  body: string;
  createdAt: Date;
  status: DeliveryStatus;
  attempts: Array<{ attempt: number; at: Date; statusCode: number | null; error: string | null }>;
  nextAttemptAt: Date | null;
}

const PROJECTION = { _id: 0 } as const;

function toDocument(delivery: WebhookDelivery): DeliveryDocument {
  return {
    deliveryId: delivery.deliveryId,
    endpointId: delivery.endpointId,
    event: delivery.event,
    body: delivery.body,
    createdAt: new Date(delivery.createdAtMs),
    status: delivery.status,
    attempts: delivery.attempts.map(({ atMs, ...attempt }) => ({ ...attempt, at: new Date(atMs) })),
    nextAttemptAt: delivery.nextAttemptAtMs === null ? null : new Date(delivery.nextAttemptAtMs),
  };
}

function fromDocument(doc: DeliveryDocument): WebhookDelivery {
  const attempts: DeliveryAttempt[] = doc.attempts.map(({ at, attempt, statusCode, error }) => ({ attempt, atMs: new Date(at).getTime(), statusCode, error }));
  return {
    deliveryId: doc.deliveryId,
    endpointId: doc.endpointId,
    event: doc.event,
    body: doc.body,
    createdAtMs: new Date(doc.createdAt).getTime(),
    status: doc.status,
    attempts,
    nextAttemptAtMs: doc.nextAttemptAt === null ? null : new Date(doc.nextAttemptAt).getTime(),
  };
}

export class MongoWebhookDeliveryRepository implements WebhookDeliveryRepository {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  get #collection() {
    return this.#db.collection<DeliveryDocument>(WEBHOOK_DELIVERIES_COLLECTION);
  }

  async create(delivery: WebhookDelivery): Promise<boolean> {
    try {
      await this.#collection.insertOne(toDocument(delivery));
      return true;
    } catch (error) {
      if (isDuplicateKeyOn(error, 'deliveryId')) return false;
      throw error;
    }
  }

  async save(delivery: WebhookDelivery): Promise<boolean> {
    const { deliveryId, ...rest } = toDocument(delivery);
    const result = await this.#collection.updateOne({ deliveryId }, { $set: rest });
    return result.matchedCount === 1;
  }

  async find(deliveryId: string): Promise<WebhookDelivery | null> {
    const doc = await this.#collection.findOne({ deliveryId }, { projection: PROJECTION });
    return doc === null ? null : fromDocument(doc as DeliveryDocument);
  }

  async listPending(limit: number): Promise<WebhookDelivery[]> {
    const docs = await this.#collection
      .find({ status: 'pending' }, { projection: PROJECTION, sort: { nextAttemptAt: 1, deliveryId: 1 }, limit })
      .toArray();
    return docs.map((doc) => fromDocument(doc as DeliveryDocument));
  }
}
