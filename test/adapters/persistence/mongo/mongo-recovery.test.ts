/**
 * The outage story end to end through the real driver, against a stand-in
 * server on 127.0.0.1 that can vanish and come back on the same port:
 * answers while up; BackendUnavailableError and a failing probe while down;
 * the same repository and probe objects answer again once it is back, with
 * no restart and nothing reset by hand.
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Document, MongoClient } from 'mongodb';
import { BackendUnavailableError } from '../../../../src/domain/errors.js';
import type { SchoolQuery } from '../../../../src/domain/queries.js';
import { generateDataset } from '../../../../src/adapters/dataset-generator/generate-dataset.js';
import { createMongoClient, QUERY_TIME_LIMIT_MS } from '../../../../src/adapters/persistence/mongo/mongo-client.js';
import { MongoReadinessProbe } from '../../../../src/adapters/persistence/mongo/mongo-readiness-probe.js';
import { MongoSchoolRepository } from '../../../../src/adapters/persistence/mongo/mongo-school-repository.js';
import { buildSchoolSearchPipelines } from '../../../../src/adapters/persistence/mongo/school-queries.js';
import { toSchoolDocument } from '../../../../src/adapters/persistence/mongo/school-document.js';
import { FakeMongoServer } from './fake-mongo-server.js';
import { literalText } from '../../../../src/domain/text-query.js';

const [school] = generateDataset({ schools: 1, seed: 3 }).schools;
if (!school) throw new Error('the generator made no school');
const query: SchoolQuery = { text: literalText(['ski']), sort: 'relevance', page: 1, limit: 5 };

/** Answers `aggregate` as MongoDB would for a one-match page: the full stored document, internal fields included. */
function handler(received: Document[]) {
  return (command: Document): Document => {
    if (command.ping === 1) return { ok: 1 };
    if ('aggregate' in command) {
      received.push(command);
      const facet = { total: [{ n: 1 }], items: [toSchoolDocument(school as NonNullable<typeof school>)] };
      return { cursor: { id: 0n, ns: `directory.${String(command.aggregate)}`, firstBatch: [facet] }, ok: 1 };
    }
    return { ok: 0, errmsg: `no such command in the stand-in: ${Object.keys(command)[0]}`, code: 59 };
  };
}

describe('MongoDB goes away and comes back', () => {
  const received: Document[] = [];
  const server = new FakeMongoServer(handler(received));
  let client: MongoClient;
  let port: number;

  before(async () => {
    port = await server.start();
    client = createMongoClient(`mongodb://127.0.0.1:${port}/?directConnection=true`, {
      serverSelectionTimeoutMS: 300, connectTimeoutMS: 300, heartbeatFrequencyMS: 500,
    });
  });
  after(async () => {
    await client.close();
    await server.stop();
  });

  /** The probe's verdict once it is ok, or after 10 s of polling (bounded: it fails rather than hangs). */
  async function verdictOnceUp(probe: MongoReadinessProbe) {
    let verdict = await probe.check();
    for (let attempt = 0; attempt < 100 && !verdict.ok; attempt += 1) {
      await sleep(100);
      verdict = await probe.check();
    }
    return verdict;
  }

  it('serves, fails with BackendUnavailableError while down, and recovers by itself', async () => {
    const db = client.db('directory');
    const schools = new MongoSchoolRepository(db);
    const probe = new MongoReadinessProbe(db, { timeoutMs: 1_000 });

    // The short selection timeout (so that the outage below is noticed at once) can also pass before
    // the first handshake on a busy machine: wait for the driver to reach the server, as after the outage.
    assert.deepEqual(await verdictOnceUp(probe), { ok: true });
    const page = await schools.search(query);
    assert.deepEqual(page, { items: [school], total: 1, page: 1, limit: 5, groupsMatched: 1 });
    assert.deepEqual(received[0]?.pipeline, buildSchoolSearchPipelines(query).all, 'the live adapter sends the built pipeline');
    assert.equal(received[0]?.maxTimeMS, QUERY_TIME_LIMIT_MS);

    await server.stop();
    await assert.rejects(schools.search(query), (error) => error instanceof BackendUnavailableError);
    await assert.rejects(schools.findById(1), (error) => error instanceof BackendUnavailableError);
    assert.equal((await probe.check()).ok, false);

    await server.start(port);
    // The driver notices on its own (server selection re-checks the server).
    assert.deepEqual(await verdictOnceUp(probe), { ok: true });
    assert.deepEqual((await schools.search(query)).items, [school]);
  });
});
