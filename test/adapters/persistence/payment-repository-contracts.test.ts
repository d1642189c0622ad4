/**
 * The PaymentRepository contract against every adapter: in memory; the
 * MongoDB adapter on the mingo stand-in (with the real unique indexes);
 * and on a real MongoDB when one is reachable, skipped with the reason
 * otherwise.
 */
import { after } from 'node:test';
import { InMemoryPaymentRepository } from '../../../src/adapters/persistence/memory/in-memory-payment-repository.js';
import { ensureIndexes } from '../../../src/adapters/persistence/mongo/indexes.js';
import { MongoPaymentRepository } from '../../../src/adapters/persistence/mongo/payments/mongo-payment-repository.js';
import { paymentRepositoryContract } from '../../contracts/payment-repository.contract.js';
import { MingoDb } from './mongo/mingo-db.js';
import { realMongo, type RealMongo } from './mongo/real-mongo.js';

paymentRepositoryContract('in memory', async () => ({ payments: new InMemoryPaymentRepository() }));

paymentRepositoryContract('MongoDB adapter on the mingo stand-in', async () => {
  const db = new MingoDb().asDb();
  await ensureIndexes(db);
  return { payments: new MongoPaymentRepository(db) };
});

const backend = await realMongo();
const server: RealMongo | undefined = 'skip' in backend ? undefined : backend;
after(async () => { await server?.stop(); });
paymentRepositoryContract(`MongoDB adapter on ${server ? server.label : 'a real MongoDB'}`, async () => {
  const db = await (server as RealMongo).loaded({ resorts: [], schools: [], instructors: [] });
  return { payments: new MongoPaymentRepository(db), close: async () => { await db.dropDatabase(); } };
}, { skip: 'skip' in backend ? backend.skip : false });
