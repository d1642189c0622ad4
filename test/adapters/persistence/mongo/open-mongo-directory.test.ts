/**
 * The composition helper over the real driver, against the wire stand-in:
 * it connects, hands out working repositories and a probe, warns when the
 * directory is empty, closes cleanly; and it gives up after its bounded
 * retries when nothing answers. Connection-string options win over the
 * defaults, which is what keeps the failing case quick here.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { once } from 'node:events';
import { loadConfig } from '../../../../src/bootstrap/config.js';
import { openMongoDirectory } from '../../../../src/bootstrap/mongo-directory.js';
import { capturingLogger } from '../../../support/capturing-logger.js';
import { FakeMongoServer } from './fake-mongo-server.js';

const configFor = (uri: string) => loadConfig({ MONGODB_URI: uri, MONGODB_DATABASE: 'directory_test' });

describe('openMongoDirectory', () => {
  it('connects, serves through the repositories and the probe, warns about an empty directory, and closes', async () => {
    const server = new FakeMongoServer((command) => {
      if (command.ping === 1) return { ok: 1 };
      if ('count' in command) return { n: 0, ok: 1 };
      if ('find' in command) return { cursor: { id: 0n, ns: `directory_test.${String(command.find)}`, firstBatch: [] }, ok: 1 };
      return { ok: 0, errmsg: 'unsupported', code: 59 };
    });
    const port = await server.start();
    const { logger, lines } = capturingLogger();
    try {
      const directory = await openMongoDirectory(configFor(`mongodb://127.0.0.1:${port}/?directConnection=true`), logger);
      assert.equal(directory.readiness.name, 'mongodb');
      assert.deepEqual(await directory.readiness.check(), { ok: true });
      assert.equal(await directory.schools.findById(1), null);
      assert.deepEqual(await directory.countries.list(), []);
      await directory.close();
      assert.ok(lines().some((line) => line.level === 40 && /schools collection is empty/.test(String(line.msg))));
      assert.ok(lines().every((line) => line.database === 'directory_test' && line.component === 'mongodb'));
    } finally {
      await server.stop();
    }
  });

  it('retries with backoff, then rejects when MongoDB never answers', async () => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1');
    await once(probe, 'listening');
    const port = (probe.address() as { port: number }).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));

    const { logger, lines } = capturingLogger();
    const uri = `mongodb://127.0.0.1:${port}/?directConnection=true&serverSelectionTimeoutMS=100`;
    await assert.rejects(openMongoDirectory(configFor(uri), logger, { retry: { attempts: 2, firstDelayMs: 1, maxDelayMs: 1 } }));
    assert.deepEqual(lines().map((line) => line.msg), ['MongoDB not reachable yet; retrying', 'giving up connecting to MongoDB']);
  });

  it('refuses to open without MONGODB_URI', async () => {
    await assert.rejects(openMongoDirectory(loadConfig({}), capturingLogger().logger), /needs MONGODB_URI/);
  });
});
