/**
 * The batched log: lines wait in memory until a batch fills, every line is
 * written when the process asks (flushLog), and a destination that cannot
 * keep up costs bounded memory, with the lines it drops counted.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger, flushLog } from '../../src/bootstrap/logger.js';
import { bufferedDestination, reportDroppedLines } from '../../src/bootstrap/log-destination.js';
import { within } from '../support/within.js';

let directory: string;
before(() => { directory = mkdtempSync(join(tmpdir(), 'log-destination-')); });
after(() => rmSync(directory, { recursive: true, force: true }));

function logFile(name: string): { path: string; fd: number } {
  const path = join(directory, name);
  return { path, fd: openSync(path, 'w') };
}

const linesIn = (path: string) => readFileSync(path, 'utf8').split('\n').filter(Boolean);

describe('the batched log destination', () => {
  it('holds a few lines back from the file, and flushLog writes them all, in order', async () => {
    const { path, fd } = logFile('few.log');
    const logger = createLogger('info', bufferedDestination({ fd }));
    for (let index = 0; index < 5; index += 1) logger.info({ index }, 'request');
    // No event-loop turn has passed and five lines are far below a batch: nothing has been written yet.
    assert.deepEqual(linesIn(path), []);
    await flushLog(logger);
    assert.deepEqual(linesIn(path).map((line) => JSON.parse(line).index), [0, 1, 2, 3, 4]);
  });

  it('writes every line of many batches once flushed, none twice', async () => {
    const { path, fd } = logFile('many.log');
    const logger = createLogger('info', bufferedDestination({ fd }));
    for (let index = 0; index < 2_000; index += 1) logger.info({ index, path: '/api/v1/schools' }, 'request');
    await flushLog(logger);
    const indexes = linesIn(path).map((line) => JSON.parse(line).index as number);
    assert.deepEqual(indexes, Array.from({ length: 2_000 }, (_, index) => index));
  });

  it('writes lines of any length and script byte for byte, in order, in batches and alone', async () => {
    const { path, fd } = logFile('bytes.log');
    // Bound high enough that all of it may wait at once: this is about what is written, not what is dropped.
    const destination = bufferedDestination({ fd, maxBufferedBytes: 64 * 2 ** 20 });
    // Short and long lines; accented, astral and CJK text (the last three bytes of UTF-8 for every UTF-16 unit, the
    // most there is, which a batch must have room for); lines that fill a batch and lines too long for one: each
    // must reach the file exactly as given.
    const lengths = [1, 180, 5_000, 40_000, 300_000, 3, 70_000, 2_000_000, 7];
    const texts = ['x', 'Zermatt Skischule ü', 'école ☃ 雪', '🏂 Ñ', '雪崩'];
    const lines = lengths.flatMap((length, index) => texts.map((text) => `${JSON.stringify({ index, text: text.repeat(Math.ceil(length / text.length)) })}\n`));
    // And a run of three-byte lines filling batch after batch, so that a batch's last line needs all the room it is given.
    for (let index = 0; index < 40; index += 1) lines.push(`${JSON.stringify({ index, text: '雪'.repeat(1_000) })}\n`);
    for (const line of lines) destination.write(line);
    await new Promise((resolve) => destination.flush(resolve));
    destination.flushSync();
    assert.ok(readFileSync(path).equals(Buffer.from(lines.join(''))), 'the file holds exactly the lines written');
  });

  it('drops what exceeds its bound rather than grow, and reports how many lines it dropped', async () => {
    const { path, fd } = logFile('bounded.log');
    const destination = bufferedDestination({ fd, maxBufferedBytes: 8_192 });
    let dropped = 0;
    const reported = new Promise<void>((resolve) => reportDroppedLines(destination, (count) => {
      dropped += count;
      resolve();
    }, 0));
    const line = `${JSON.stringify({ msg: 'request', padding: 'x'.repeat(180) })}\n`;
    // All in one turn of the event loop: the first batch's write cannot finish, so the buffer fills.
    for (let index = 0; index < 200; index += 1) destination.write(line);
    // Held by within's timer: the report comes from an unref'd timer, and once the last write has
    // finished nothing else keeps the process alive until it is due.
    await within(reported, 10_000, 'the drop report');
    await new Promise((resolve) => destination.flush(resolve));
    destination.flushSync();
    // The lines still gathering when the flush began may have been dropped too, reported a turn later.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const written = linesIn(path).length;
    assert.ok(dropped > 0, 'some lines were dropped');
    assert.ok(written * line.length <= 8_192 + line.length, `at most the bound was kept (${written} lines)`);
    assert.equal(written + dropped, 200, 'every line was either written or counted as dropped');
  });
});

describe('the batched log destination while stdout is stalled', () => {
  // A pipe nobody reads (a FIFO opened for reading and writing, non-blocking): Linux only.
  it('holds about the bytes it counts, however short its batches, and lets the process exit', { skip: process.platform === 'linux' ? false : 'needs Linux FIFO semantics' }, () => {
    const fifo = join(directory, 'stalled.fifo');
    assert.equal(spawnSync('mkfifo', [fifo]).status, 0, 'mkfifo');
    const destination = new URL('../../src/bootstrap/log-destination.js', import.meta.url).href;
    // A quiet service's periodic flush hands over a batch of one line, thousands of times while nothing is written;
    // in a process of its own, which then exits: its exit hook and pino's give what waits up rather than retry forever.
    const script = `import { constants, openSync } from 'node:fs';
      const { bufferedDestination, reportDroppedLines } = await import(${JSON.stringify(destination)});
      const log = bufferedDestination({ fd: openSync(${JSON.stringify(fifo)}, constants.O_RDWR | constants.O_NONBLOCK), maxBufferedBytes: 2 ** 20 });
      let dropped = 0;
      reportDroppedLines(log, (count) => { dropped += count; }, 0);
      const line = JSON.stringify({ msg: 'request', padding: 'x'.repeat(150) }) + '\\n';
      const before = process.memoryUsage().arrayBuffers;
      for (let index = 0; index < 20_000; index += 1) {
        log.write(line);
        log.flush();
        if (index % 500 === 0) await new Promise((resolve) => setImmediate(resolve));
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
      console.log(JSON.stringify({ held: process.memoryUsage().arrayBuffers - before, dropped }));
      process.exit(0);`;
    const started = Date.now();
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', timeout: 30_000 });
    assert.equal(run.status, 0, `the process exits by itself (signal ${run.signal}) ${run.stderr}`);
    // The lines still waiting are retried for a second before they are given up.
    assert.ok(Date.now() - started < 20_000, 'it exits within seconds');
    const { held, dropped } = JSON.parse(run.stdout) as { held: number; dropped: number };
    assert.ok(dropped > 0, 'the bound was reached: lines were dropped');
    // 3.4 MB of lines against a 1 MB bound: a batch's whole memory per line would hold about 650 MB.
    assert.ok(held < 3 * 2 ** 20, `at most about twice the bound held (${(held / 2 ** 20).toFixed(1)} MB)`);
  });
});

describe('the batched log destination on a quiet service', () => {
  it('writes a lone line by itself, without a flush, once the periodic flush comes round', async () => {
    const { path, fd } = logFile('quiet.log');
    const logger = createLogger('info', bufferedDestination({ fd }));
    logger.info({ index: 0 }, 'request');
    assert.deepEqual(linesIn(path), []);
    // Bounded wait for the timer (every second): 50 looks, 100 ms apart.
    for (let look = 0; look < 50 && linesIn(path).length === 0; look += 1) await new Promise((resolve) => setTimeout(resolve, 100));
    assert.deepEqual(linesIn(path).map((line) => JSON.parse(line).index), [0]);
  });

  it('writes the lines still gathering when the process exits without flushing', () => {
    const { path } = logFile('exit.log');
    const destination = new URL('../../src/bootstrap/log-destination.js', import.meta.url).href;
    // An exit nobody planned: no flushLog, no shutdown, straight to process.exit within the same turn.
    const script = `import { openSync } from 'node:fs';
      const { bufferedDestination } = await import(${JSON.stringify(destination)});
      const log = bufferedDestination({ fd: openSync(${JSON.stringify(path)}, 'w') });
      for (let index = 0; index < 3; index += 1) log.write(JSON.stringify({ index }) + '\\n');
      process.exit(0);`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', timeout: 10_000 });
    assert.equal(run.status, 0, run.stderr);
    assert.deepEqual(linesIn(path).map((line) => JSON.parse(line).index), [0, 1, 2]);
  });
});
