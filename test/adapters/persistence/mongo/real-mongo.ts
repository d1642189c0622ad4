/**
 * A real MongoDB for the suites that need one: MONGODB_URI when set (read
 * through the service's own configuration module), else a throwaway
 * container when a container runtime answers, else the reason why not, for
 * the suites to skip with. Detection is bounded so that a machine without
 * Docker skips in well under a second instead of hanging.
 */
import { randomBytes } from 'node:crypto';
import { MongoClient, type Db } from 'mongodb';
import { loadConfig } from '../../../../src/bootstrap/config.js';
import type { Dataset } from '../../../../src/adapters/dataset-generator/dataset.js';
import { ensureIndexes } from '../../../../src/adapters/persistence/mongo/indexes.js';
import { loadDirectory } from '../../../../src/adapters/persistence/mongo/load/directory-loader.js';
import { within } from '../../../support/within.js';

export interface RealMongo {
  /** Where it came from, for test names. */
  label: string;
  client: MongoClient;
  /** A fresh, empty database with the directory's indexes; dropped by stop(). */
  freshDatabase(): Promise<Db>;
  /** A fresh database holding `dataset`, loaded the way the load command does it. */
  loaded(dataset: Dataset): Promise<Db>;
  stop(): Promise<void>;
}

const DETECTION_LIMIT_MS = 5_000;

async function connected(uri: string, label: string, stopServer: () => Promise<void>): Promise<RealMongo> {
  const client = new MongoClient(uri, { serverSelectionTimeoutMS: 5_000 });
  await client.connect();
  const created: Db[] = [];
  const prefix = `contract_${process.pid}_${randomBytes(3).toString('hex')}`;
  const freshDatabase = async () => {
    const db = client.db(`${prefix}_${created.length + 1}`);
    created.push(db);
    await ensureIndexes(db);
    return db;
  };
  return {
    label,
    client,
    freshDatabase,
    async loaded(dataset) {
      const db = await freshDatabase();
      await loadDirectory(db, { resorts: () => dataset.resorts, schools: () => dataset.schools, instructors: () => dataset.instructors });
      return db;
    },
    async stop() {
      for (const db of created) await db.dropDatabase().catch(() => undefined);
      await client.close();
      await stopServer();
    },
  };
}

/** The MongoDB to test against, or why there is none. */
export async function realMongo(): Promise<RealMongo | { skip: string }> {
  let uri: string | null;
  try {
    uri = loadConfig().mongodbUri;
  } catch (error) {
    return { skip: `the environment does not configure MongoDB validly: ${(error as Error).message}` };
  }
  if (uri) {
    try {
      return await connected(uri, 'MONGODB_URI', async () => undefined);
    } catch (error) {
      return { skip: `MONGODB_URI is set but MongoDB does not answer: ${(error as Error).message}` };
    }
  }
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    // The bound must not hold a test process open that has nothing else left to do.
    await within(getContainerRuntimeClient(), DETECTION_LIMIT_MS, 'an answer from the container runtime', { holdsProcess: false });
  } catch (error) {
    return { skip: `no MongoDB: MONGODB_URI is not set and no container runtime is available (${(error as Error).message})` };
  }
  const { MongoDBContainer } = await import('@testcontainers/mongodb');
  const container = await new MongoDBContainer('mongo:7.0').start();
  return connected(`${container.getConnectionString()}/?directConnection=true`, 'testcontainers mongo:7.0', async () => { await container.stop(); });
}
