/**
 * A database that is not there: every repository call rejects with
 * BackendUnavailableError (a 503 at the edge), the probe reports not ok
 * without throwing, and start-up retries a bounded number of times.
 * Short driver timeouts keep this quick; nothing asserts on durations.
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server, type Socket } from 'node:net';
import { once } from 'node:events';
import { MongoServerError, type MongoClient } from 'mongodb';
import { BackendUnavailableError } from '../../../../src/domain/errors.js';
import { connectWithRetry, createMongoClient } from '../../../../src/adapters/persistence/mongo/mongo-client.js';
import { guarded, isUnavailable } from '../../../../src/adapters/persistence/mongo/mongo-errors.js';
import { MongoReadinessProbe } from '../../../../src/adapters/persistence/mongo/mongo-readiness-probe.js';
import { MongoSchoolRepository } from '../../../../src/adapters/persistence/mongo/mongo-school-repository.js';
import { MongoResortRepository } from '../../../../src/adapters/persistence/mongo/mongo-resort-repository.js';
import { MongoInstructorRepository } from '../../../../src/adapters/persistence/mongo/mongo-instructor-repository.js';
import { MongoCategoryRepository } from '../../../../src/adapters/persistence/mongo/mongo-category-repository.js';
import { MongoCountryRepository } from '../../../../src/adapters/persistence/mongo/mongo-country-repository.js';
import { literalText } from '../../../../src/domain/text-query.js';

const FAST = { serverSelectionTimeoutMS: 250, connectTimeoutMS: 250, socketTimeoutMS: 250 };

async function listen(server: Server): Promise<number> {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** A port that was just free: nothing listens there. */
async function closedPort(): Promise<number> {
  const server = createServer();
  const port = await listen(server);
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const unavailable = (error: unknown) => error instanceof BackendUnavailableError && error.code === 'backend_unavailable' && error.cause !== undefined;

function everyRepositoryCall(client: MongoClient): Array<[string, () => Promise<unknown>]> {
  const db = client.db('unavailable_test');
  const schools = new MongoSchoolRepository(db);
  const resorts = new MongoResortRepository(db);
  const instructors = new MongoInstructorRepository(db);
  const categories = new MongoCategoryRepository(db);
  const countries = new MongoCountryRepository(db);
  return [
    ['schools.search', () => schools.search({ text: literalText(['zerm']), sort: 'relevance', page: 1, limit: 20 })],
    ['schools.findById', () => schools.findById(1)],
    ['schools.findBySlug', () => schools.findBySlug('x')],
    ['resorts.search', () => resorts.search({ text: literalText([]), sort: 'name', page: 1, limit: 20 })],
    ['resorts.findById', () => resorts.findById(1)],
    ['resorts.findBySlug', () => resorts.findBySlug('x')],
    ['instructors.search', () => instructors.search({ text: literalText([]), page: 1, limit: 20 })],
    ['instructors.findById', () => instructors.findById(1)],
    ['categories.list', () => categories.list()],
    ['categories.findBySlug', () => categories.findBySlug('ski')],
    ['countries.list', () => countries.list()],
  ];
}

for (const [label, startServer] of [
  ['nothing listens on the port', async () => ({ port: await closedPort(), stop: async () => undefined })],
  ['the server accepts connections but never answers', async () => {
    const sockets = new Set<Socket>();
    const server = createServer((socket) => { sockets.add(socket); });
    const port = await listen(server);
    return { port, stop: () => new Promise<void>((resolve) => { server.close(() => resolve()); for (const socket of sockets) socket.destroy(); }) };
  }],
] as const) {
  describe(`MongoDB unreachable: ${label}`, () => {
    let client: MongoClient;
    let stop: () => Promise<void>;

    before(async () => {
      const started = await startServer();
      stop = started.stop;
      client = createMongoClient(`mongodb://127.0.0.1:${started.port}/?directConnection=true`, FAST);
    });
    after(async () => {
      await client.close();
      await stop();
    });

    it('every repository call rejects with BackendUnavailableError', async () => {
      for (const [name, call] of everyRepositoryCall(client)) {
        await assert.rejects(call(), unavailable, name);
      }
    });

    it('the readiness probe resolves to not ok with a fixed, host-free detail', async () => {
      const verdict = await new MongoReadinessProbe(client.db('unavailable_test'), { timeoutMs: 1_000 }).check();
      assert.equal(verdict.ok, false);
      assert.ok(['database unreachable', 'ping timed out'].includes(verdict.detail ?? ''), verdict.detail);
    });
  });
}

describe('start-up retry', () => {
  it('tries the configured number of times, logging each retry, then gives up with the driver error', async () => {
    const client = createMongoClient(`mongodb://127.0.0.1:${await closedPort()}/?directConnection=true`, FAST);
    const lines: Array<{ level: string; message: string; fields: object }> = [];
    const record = (level: string) => (fields: object, message: string) => lines.push({ level, message, fields });
    try {
      await assert.rejects(
        connectWithRetry(client, { info: record('info'), warn: record('warn'), error: record('error') }, { attempts: 3, firstDelayMs: 1, maxDelayMs: 2 }),
        (error) => isUnavailable(error),
      );
    } finally {
      await client.close();
    }
    assert.deepEqual(lines.map((line) => line.level), ['warn', 'warn', 'error']);
    assert.deepEqual(lines.map((line) => (line.fields as { attempt: number }).attempt), [1, 2, 3]);
  });
});

describe('error classification', () => {
  it('treats shutdown, step-down and time-limit server errors as unavailability, query faults as faults', () => {
    assert.equal(isUnavailable(new MongoServerError({ message: 'interrupted at shutdown', code: 11600 })), true);
    assert.equal(isUnavailable(new MongoServerError({ message: 'operation exceeded time limit', code: 50 })), true);
    assert.equal(isUnavailable(new MongoServerError({ message: 'unknown operator $bogus', code: 2 })), false);
    assert.equal(isUnavailable(new TypeError('bug')), false);
  });

  it('guarded rethrows faults unchanged, so they surface as 500s and are logged', async () => {
    const fault = new MongoServerError({ message: 'unknown operator $bogus', code: 2 });
    await assert.rejects(guarded(() => Promise.reject(fault)), (error) => error === fault);
    await assert.rejects(
      guarded(() => Promise.reject(new MongoServerError({ message: 'shutdown in progress', code: 91 }))),
      unavailable,
    );
    assert.equal(await guarded(() => Promise.resolve(7)), 7);
  });
});
