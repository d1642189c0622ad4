/**
 * The outage as a client and a load balancer see it, through the whole
 * service built by the composition root with MONGODB_URI set (the wire
 * stand-in plays MongoDB): 200s while it answers; 503 envelopes from the
 * API and /ready while it is gone, with the process serving on; 200s again
 * once it is back, with nothing restarted.
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Document } from 'mongodb';
import { loadConfig } from '../../../../src/bootstrap/config.js';
import { buildService, type Service } from '../../../../src/bootstrap/service.js';
import { generateDataset } from '../../../../src/adapters/dataset-generator/generate-dataset.js';
import { toSchoolDocument } from '../../../../src/adapters/persistence/mongo/school-document.js';
import { capturingLogger } from '../../../support/capturing-logger.js';
import { FakeMongoServer } from './fake-mongo-server.js';

const schools = generateDataset({ schools: 3, seed: 5 }).schools;

function answer(command: Document): Document {
  if (command.ping === 1) return { ok: 1 };
  if ('count' in command) return { n: schools.length, ok: 1 };
  if ('aggregate' in command) {
    const facet = { total: [{ n: schools.length }], items: schools.map(toSchoolDocument) };
    return { cursor: { id: 0n, ns: `directory.${String(command.aggregate)}`, firstBatch: [facet] }, ok: 1 };
  }
  return { ok: 0, errmsg: 'not in the stand-in', code: 59 };
}

describe('a MongoDB outage seen over HTTP', () => {
  const database = new FakeMongoServer(answer);
  let port: number;
  let service: Service;

  before(async () => {
    port = await database.start();
    const uri = `mongodb://127.0.0.1:${port}/?directConnection=true&serverSelectionTimeoutMS=300&connectTimeoutMS=300&heartbeatFrequencyMS=500`;
    const config = loadConfig({ NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', MONGODB_URI: uri, MONGODB_DATABASE: 'directory' });
    service = await buildService(config, capturingLogger('silent').logger);
  });
  after(async () => {
    await service.stop();
    await database.stop();
  });

  const get = async (url: string) => {
    const response = await service.server.inject({ method: 'GET', url, remoteAddress: '127.0.0.1' });
    return { statusCode: response.statusCode, body: JSON.parse(response.payload) as { success: boolean; data: Array<{ id: number }>; error: { status: number; code: string; message: string } } };
  };

  it('answers, then 503s while the database is gone, then answers again by itself', async () => {
    assert.equal(service.backendName, 'mongodb');
    assert.equal((await get('/ready')).statusCode, 200);
    const listed = await get('/api/v1/schools?sort=price');
    assert.equal(listed.statusCode, 200);
    assert.deepEqual(listed.body.data.map((school) => school.id), schools.map((school) => school.id));

    await database.stop();
    const failing = await get('/api/v1/schools?q=ski');
    assert.equal(failing.statusCode, 503);
    assert.deepEqual({ success: failing.body.success, status: failing.body.error.status, code: failing.body.error.code }, { success: false, status: 503, code: 'backend_unavailable' });
    const notReady = await get('/ready');
    assert.equal(notReady.statusCode, 503);
    assert.match(notReady.body.error.message, /mongodb: (database unreachable|ping timed out)/);
    assert.equal((await get('/health')).statusCode, 200, 'the process itself stays up');

    await database.start(port);
    let ready = await get('/ready');
    for (let attempt = 0; attempt < 100 && ready.statusCode !== 200; attempt += 1) {
      await sleep(100);
      ready = await get('/ready');
    }
    assert.equal(ready.statusCode, 200);
    assert.equal((await get('/api/v1/schools?sort=price')).statusCode, 200);
  });
});
