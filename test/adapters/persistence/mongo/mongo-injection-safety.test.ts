/**
 * User text never becomes a MongoDB operator, a key path or a pattern: the
 * whole service runs on the Mongo adapters (over the mingo stand-in, filled
 * by the real loader), random hostile values go into every parameter of
 * every read operation the OpenAPI document lists, and every filter and
 * pipeline the adapters send is inspected. Each may only use key names that
 * benign requests to the same operations use (so no `$where`, no `a.$gt`, no
 * `__proto__` can come from input), and every `$regex` must match its text
 * literally (a `^` anchor, every metacharacter escaped). The embedded engine
 * builds no regex from input at all (src has none outside this adapter).
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import type { Document } from 'mongodb';
import { generateDataset } from '../../../../src/adapters/dataset-generator/generate-dataset.js';
import { loadDirectory } from '../../../../src/adapters/persistence/mongo/load/directory-loader.js';
import { ensureIndexes } from '../../../../src/adapters/persistence/mongo/indexes.js';
import { mongoRepositories } from '../../../../src/adapters/persistence/mongo/mongo-repositories.js';
import { escapeRegex } from '../../../../src/adapters/persistence/mongo/text-match.js';
import { startTestService, type TestService } from '../../../support/test-service.js';
import { surfaceOf, type SurfaceOperation } from '../../../support/http-surface.js';
import { hostileText, urlEncoding } from '../../../support/hostile-input.js';
import { MingoDb, type MingoCollection } from './mingo-db.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const QUERYING = ['aggregate', 'find', 'findOne', 'updateOne', 'updateMany', 'deleteMany', 'countDocuments', 'distinct'];

/** Every call the adapters make that carries a filter or a pipeline. */
function recording(db: MingoDb, calls: Document[]): void {
  const collection = db.collection.bind(db);
  db.collection = (name: string): MingoCollection => new Proxy(collection(name), {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function' || !QUERYING.includes(String(key))) return value;
      return (...args: unknown[]) => {
        calls.push({ method: key, args });
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

function keysOf(node: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const item of node) keysOf(item, into);
  else if (node !== null && typeof node === 'object' && !(node instanceof RegExp) && !(node instanceof Date)) {
    for (const [key, value] of Object.entries(node)) {
      into.add(key);
      keysOf(value, into);
    }
  }
  return into;
}

function regexesOf(node: unknown, into: string[] = []): string[] {
  if (node instanceof RegExp) into.push(node.source);
  else if (Array.isArray(node)) for (const item of node) regexesOf(item, into);
  else if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$regex' && typeof value === 'string') into.push(value);
      else regexesOf(value, into);
    }
  }
  return into;
}

/** An optional ^ anchor, then only literal characters and escapes: the pattern matches its text and nothing else. */
const LITERAL_PATTERN = /^\^?(?:\\[\s\S]|[^\\.*+?()[\]{}|^$])*$/;

function urlOf(operation: SurfaceOperation, value: (name: string) => string): string {
  const path = operation.template.replace(/\{(\w+)\}/g, (_, name: string) => value(name));
  const query = operation.parameters.filter((parameter) => parameter.in === 'query').map((parameter) => `${parameter.name}=${value(parameter.name)}`);
  return query.length > 0 ? `${path}?${query.join('&')}` : path;
}

/** A new client address for every request: the rate limit is not under test here, and a 429 would read nothing from MongoDB. */
let clients = 0;
const nextClient = (): string => {
  clients += 1;
  return `10.66.${(clients >> 8) & 255}.${clients & 255}`;
};

describe('MongoDB filters under hostile input', { timeout: 300_000 }, () => {
  let service: TestService;
  let operations: SurfaceOperation[];
  const calls: Document[] = [];
  const benignKeys = new Set<string>();

  before(async () => {
    const dataset = generateDataset({ schools: 60, seed: 11 });
    const db = new MingoDb();
    await ensureIndexes(db.asDb());
    await loadDirectory(db.asDb(), { resorts: () => dataset.resorts, schools: () => dataset.schools, instructors: () => dataset.instructors }, { batchSize: 50 });
    recording(db, calls);
    const mongo = mongoRepositories(db.asDb());
    service = await startTestService({ dataset, wrapDirectory: (memory) => ({ ...memory, ...mongo, close: () => memory.close() }) });
    const document = JSON.parse((await service.service.server.inject({ url: '/api/v1/openapi.json', remoteAddress: '10.66.0.1' })).payload);
    operations = surfaceOf(document).filter((operation) => operation.method === 'GET' && operation.template.startsWith('/api/v1/') && operation.parameters.length > 0);
    // The key names benign requests use: every parameter of every operation set to each value the document offers.
    for (const operation of operations) {
      for (const parameter of operation.parameters) {
        for (const sample of parameter.samples.slice(0, 4)) {
          const url = urlOf(operation, (name) => encodeURIComponent(name === parameter.name ? sample : (operation.parameters.find((p) => p.name === name)?.samples[0] ?? '1')));
          await service.service.server.inject({ url, remoteAddress: nextClient() });
        }
      }
    }
    for (const call of calls) keysOf(call.args, benignKeys);
    calls.length = 0;
  });
  after(() => service.stop());

  it('reads through the Mongo adapters (the check is not vacuous)', async () => {
    const response = await service.inject('/api/v1/schools?q=ski&country=CH');
    assert.equal(response.statusCode, 200);
    assert.ok(calls.some((call) => call.method === 'aggregate'));
    assert.ok(benignKeys.has('$match'));
    calls.length = 0;
    await service.inject('/api/v1/schools?q=sk');
    assert.ok(calls.some((call) => regexesOf(call.args).length > 0), 'a prefix search sends a $regex');
  });

  it('escapes any text it puts in a pattern, so the pattern matches that text literally', () => {
    // Query understanding already reduces q to plain words; this holds even for text that reached the adapter raw.
    fc.assert(fc.property(hostileText(), (text) => {
      const pattern = `^${escapeRegex(text)}`;
      assert.match(pattern, LITERAL_PATTERN);
      assert.ok(new RegExp(pattern).test(`${text}tail`));
    }), { numRuns: RUNS, seed: SEED });
  });

  it('never lets user text become a key, an operator or a pattern', async () => {
    const request = fc.constantFrom(...operations).chain((operation) => fc.record({
      operation: fc.constant(operation),
      values: fc.dictionary(fc.constantFrom(...operation.parameters.map((parameter) => parameter.name)), fc.tuple(hostileText(['zermatt', 'CH', 'ski']), urlEncoding), { maxKeys: 4 }),
    }));
    await fc.assert(fc.asyncProperty(request, async ({ operation, values }) => {
      calls.length = 0;
      const url = urlOf(operation, (name) => {
        const given = values[name];
        return given === undefined ? encodeURIComponent(operation.parameters.find((p) => p.name === name)?.samples[0] ?? '1') : given[1](given[0]);
      });
      const response = await service.service.server.inject({ url, remoteAddress: nextClient() });
      assert.ok(response.statusCode < 500, `${url} -> ${response.statusCode}: ${response.payload.slice(0, 200)}`);
      for (const call of calls) {
        const unexpected = [...keysOf(call.args)].filter((key) => !benignKeys.has(key));
        assert.deepEqual(unexpected, [], `${url}: ${String(call.method)} used keys no benign request uses`);
        for (const pattern of regexesOf(call.args)) assert.match(pattern, LITERAL_PATTERN, `${url}: a $regex that is not a literal`);
      }
    }), { numRuns: RUNS, seed: SEED, endOnFailure: true, includeErrorInReport: true });
  });
});
