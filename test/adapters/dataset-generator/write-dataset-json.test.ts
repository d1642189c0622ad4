import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { describe, it } from 'node:test';
import { generateDataset } from '../../../src/adapters/dataset-generator/generate-dataset.js';
import { writeDatasetJson, type WriteProgress } from '../../../src/adapters/dataset-generator/write-dataset-json.js';

/** A sink that takes a while per chunk and has a tiny buffer, so the writer must wait for 'drain'. */
function slowSink(): { sink: Writable; text: () => string; chunks: () => number } {
  const parts: string[] = [];
  const sink = new Writable({
    highWaterMark: 1024,
    write(chunk: Buffer, _encoding, done) {
      parts.push(chunk.toString('utf8'));
      setImmediate(done);
    },
  });
  return { sink, text: () => parts.join(''), chunks: () => parts.length };
}

describe('writeDatasetJson', () => {
  it('writes generateDataset as one JSON document, in chunks, honouring backpressure', async () => {
    const { sink, text, chunks } = slowSink();
    const progress: WriteProgress[] = [];
    await writeDatasetJson({ schools: 700, seed: 3 }, sink, (step) => progress.push(step));
    assert.deepEqual(JSON.parse(text()), JSON.parse(JSON.stringify(generateDataset({ schools: 700, seed: 3 }))));
    assert.ok(chunks() > 1, 'written in several chunks');
    assert.deepEqual(progress.at(-1), { phase: 'instructors', done: 700, total: 700 });
    assert.ok(progress.some((step) => step.phase === 'schools' && step.done === 700));
  });

  it('rejects invalid options before writing anything', async () => {
    const { sink, text } = slowSink();
    await assert.rejects(writeDatasetJson({ schools: -1, seed: 1 }, sink), RangeError);
    assert.equal(text(), '');
  });
});
