import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { describe, it } from 'node:test';
import { RECORD_KINDS } from '../../../src/adapters/dataset-generator/dataset-ndjson.js';
import { generateDataset } from '../../../src/adapters/dataset-generator/generate-dataset.js';
import { writeDatasetNdjson, type WriteProgress } from '../../../src/adapters/dataset-generator/write-dataset-ndjson.js';
import { parseNdjson } from '../../support/dataset-ndjson.js';

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

describe('writeDatasetNdjson', () => {
  it('writes generateDataset one record a line, resorts then schools then instructors, in chunks, honouring backpressure', async () => {
    const { sink, text, chunks } = slowSink();
    const progress: WriteProgress[] = [];
    await writeDatasetNdjson({ schools: 700, seed: 3 }, sink, (step) => progress.push(step));
    const { dataset, kinds } = parseNdjson(text());
    assert.deepEqual(dataset, JSON.parse(JSON.stringify(generateDataset({ schools: 700, seed: 3 }))));
    const ranks = kinds.map((kind) => RECORD_KINDS.indexOf(kind));
    assert.deepEqual(ranks, [...ranks].sort((a, b) => a - b), 'kinds never go back');
    assert.ok(text().endsWith('\n'), 'the last line is terminated');
    assert.ok(chunks() > 1, 'written in several chunks');
    assert.deepEqual(progress.at(-1), { phase: 'instructors', done: 700, total: 700 });
    assert.ok(progress.some((step) => step.phase === 'schools' && step.done === 700));
  });

  it('rejects invalid options before writing anything', async () => {
    const { sink, text } = slowSink();
    await assert.rejects(writeDatasetNdjson({ schools: -1, seed: 1 }, sink), RangeError);
    assert.equal(text(), '');
  });
});
