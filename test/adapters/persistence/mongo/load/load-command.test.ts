/**
 * The load command end to end on the mingo stand-in: exit statuses, both
 * sources giving the same stored documents, re-runs changing nothing, and
 * bad input named by record.
 */
import { describe, it, after } from 'node:test';
import assert from 'node:assert/strict';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { generateDataset } from '../../../../../src/adapters/dataset-generator/generate-dataset.js';
import { writeDatasetNdjson } from '../../../../../src/adapters/dataset-generator/write-dataset-ndjson.js';
import { runLoadCommand, type Connect, type LoadSettings } from '../../../../../src/adapters/persistence/mongo/load/load-command.js';
import { INDEX_PLANS } from '../../../../../src/adapters/persistence/mongo/indexes.js';
import { COLLECTIONS } from '../../../../../src/adapters/persistence/mongo/collections.js';
import { MingoDb } from '../mingo-db.js';
import { ndjsonOf } from '../../../../support/dataset-ndjson.js';

describe('load command exit status', () => {
  const settings: LoadSettings = { mongodbUri: 'mongodb://127.0.0.1:1', mongodbDatabase: 'test', defaultSeed: 42 };

  async function run(argv: string[], readSettings: () => LoadSettings = () => settings, connect?: Connect): Promise<{ status: number; err: string; out: string }> {
    const out: string[] = [];
    const err: string[] = [];
    const status = await runLoadCommand(argv, readSettings, { out: (line) => out.push(line), err: (line) => err.push(line) }, connect);
    return { status, out: out.join('\n'), err: err.join('\n') };
  }

  it('is 2 with the usage text for bad arguments, before touching the database', async () => {
    const result = await run(['--schools', 'many']);
    assert.equal(result.status, 2);
    assert.match(result.err, /--schools must be an integer/);
    assert.match(result.err, /Usage:/);
  });

  it('is 2 when MONGODB_URI is missing or the configuration is invalid', async () => {
    assert.equal((await run(['--schools', '5'], () => ({ ...settings, mongodbUri: null }))).status, 2);
    const invalid = await run(['--schools', '5'], () => { throw new Error('Invalid configuration: MONGODB_URI must be a mongodb:// URI'); });
    assert.equal(invalid.status, 2);
    assert.match(invalid.err, /MONGODB_URI must be/);
  });

  it('is 2 when the file cannot be read', async () => {
    const result = await run(['--file', '/nonexistent/data.ndjson']);
    assert.equal(result.status, 2);
    assert.match(result.err, /cannot read --file/);
  });

  it('is 0 for --help, printing the usage', async () => {
    const result = await run(['--help']);
    assert.equal(result.status, 0);
    assert.match(result.out, /--indexes-only/);
  });

  it('is 1 when the database cannot be reached, naming the failure', async () => {
    const result = await run(['--schools', '5'], () => settings, () => Promise.reject(new Error('connection refused')));
    assert.equal(result.status, 1);
    assert.match(result.err, /load failed: connection refused/);
  });
});

describe('loading', () => {
  const dataset = generateDataset({ schools: 60, seed: 9 });
  const settings: LoadSettings = { mongodbUri: 'mongodb://stand-in', mongodbDatabase: 'directory', defaultSeed: 9 };
  let dir: string | undefined;
  after(async () => { if (dir) await rm(dir, { recursive: true, force: true }); });

  async function load(argv: string[], db = new MingoDb()) {
    const err: string[] = [];
    const out: string[] = [];
    let closed = false;
    const connect: Connect = async () => ({ db: db.asDb(), close: async () => { closed = true; } });
    const status = await runLoadCommand(argv, () => settings, { out: (line) => out.push(line), err: (line) => err.push(line) }, connect);
    return { status, db, err: err.join('\n'), out: out.join('\n'), closed };
  }

  const contents = (db: MingoDb) => Object.fromEntries([...db.collections].map(([name, collection]) => [name, collection.docs]));

  it('generates, creates every index, loads, reports progress and closes the connection', async () => {
    const result = await load(['--schools', '60', '--batch-size', '25']);
    assert.equal(result.status, 0, result.err);
    assert.ok(result.closed);
    assert.match(result.out, new RegExp(`loaded ${dataset.resorts.length} resorts, 60 schools, ${dataset.instructors.length} instructors into directory`));
    assert.match(result.err, /schools: 60\/60 \(100%\)/);
    const indexes = [...result.db.collections.values()].reduce((sum, collection) => sum + collection.indexes.length, 0);
    assert.equal(indexes, INDEX_PLANS.length);
    assert.equal(result.db.collection(COLLECTIONS.schools).docs.length, 60);
    assert.equal(result.db.collection(COLLECTIONS.instructors).docs.length, dataset.instructors.length);
  });

  it('stores the same documents from a file the generator wrote as from the generator itself', async () => {
    dir = await mkdtemp(join(tmpdir(), 'load-'));
    const path = join(dir, 'data.ndjson');
    const file = createWriteStream(path);
    await writeDatasetNdjson({ schools: 60, seed: 9 }, file);
    file.end();
    await finished(file);
    const fromFile = await load(['--file', path, '--batch-size', '7']);
    const generated = await load(['--schools', '60']);
    assert.equal(fromFile.status, 0, fromFile.err);
    assert.match(fromFile.err, /instructors: \d+/);
    assert.deepEqual(contents(fromFile.db), contents(generated.db));
  });

  it('is idempotent: loading again changes nothing; --drop clears the directory first', async () => {
    const once = await load(['--schools', '60']);
    const snapshot = structuredClone(contents(once.db));
    assert.equal((await load(['--schools', '60'], once.db)).status, 0);
    assert.deepEqual(contents(once.db), snapshot);
    once.db.collection(COLLECTIONS.schools).docs.push({ _id: 9999, name: 'stale' });
    assert.equal((await load(['--schools', '60', '--drop'], once.db)).status, 0);
    assert.deepEqual(contents(once.db), snapshot);
  });

  it('stops after the indexes with --indexes-only', async () => {
    const result = await load(['--indexes-only']);
    assert.equal(result.status, 0);
    assert.equal(result.db.collection(COLLECTIONS.schools).docs.length, 0);
  });

  it('fails with status 1 naming the record that cannot be stored', async () => {
    dir ??= await mkdtemp(join(tmpdir(), 'load-'));
    const path = join(dir, 'bad.ndjson');
    const [first, ...rest] = dataset.schools;
    await writeFile(path, ndjsonOf({ ...dataset, schools: [{ ...first!, priceFrom: { amount: 10, currency: 'XXX' } }, ...rest] }));
    const result = await load(['--file', path]);
    assert.equal(result.status, 1);
    assert.match(result.err, /load failed: school 1: No reference rate for currency XXX/);
  });

  it('fails with status 1 naming the line of a file that breaks the format', async () => {
    dir ??= await mkdtemp(join(tmpdir(), 'load-'));
    const path = join(dir, 'unordered.ndjson');
    const lines = ndjsonOf(dataset).split('\n');
    const firstInstructor = lines.findIndex((line) => line.startsWith('{"kind":"instructor"'));
    await writeFile(path, [...lines.slice(0, firstInstructor), lines[0], ...lines.slice(firstInstructor)].join('\n'));
    const result = await load(['--file', path]);
    assert.equal(result.status, 1);
    assert.match(result.err, new RegExp(`load failed: line ${firstInstructor + 1}: a resort after the schools`));
  });
});
