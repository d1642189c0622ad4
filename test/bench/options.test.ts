/**
 * A benchmark asked for `--help` prints its header comment, its usage
 * written once; an option it does not know stops it with one line.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readOptions, usageOf } from '../../bench/options.js';

const HTTP_BENCH = new URL('../../bench/http.bench.js', import.meta.url).href;
const config = { options: { seconds: { type: 'string', default: '5' }, pin: { type: 'boolean', default: false } } } as const;

describe("a benchmark's command line", () => {
  it('is read as parseArgs reads it', () => {
    const read = readOptions({ ...config, args: ['--seconds', '2', '--pin'] }, HTTP_BENCH);
    assert.ok(!('stop' in read));
    assert.deepEqual({ ...read.values }, { seconds: '2', pin: true });
  });

  it("answers --help with the script's header comment, unstarred", () => {
    const read = readOptions({ ...config, args: ['--seconds', '2', '--help'] }, HTTP_BENCH);
    assert.ok('stop' in read);
    assert.equal(read.stop.to, 'stdout');
    assert.equal(read.stop.code, 0);
    assert.equal(read.stop.text, usageOf(HTTP_BENCH));
    assert.match(read.stop.text, /^The service over HTTP on 127\.0\.0\.1, driven by wrk/);
    assert.match(read.stop.text, /\n {2}node dist\/bench\/http\.bench\.js \[--sizes/, 'the usage lines keep their indent');
    assert.doesNotMatch(read.stop.text, /^\s*\*/m);
  });

  it('stops at an option it does not know, or a value it cannot take, with one line and code 2', () => {
    for (const args of [['--sconds', '2'], ['--pin=yes'], ['--seconds']]) {
      const read = readOptions({ ...config, args }, HTTP_BENCH);
      assert.ok('stop' in read, args.join(' '));
      assert.equal(read.stop.to, 'stderr');
      assert.equal(read.stop.code, 2);
      assert.match(read.stop.text, /^[^\n]+; --help lists the options\n$/, args.join(' '));
    }
  });

  it('leaves a mistake in the declaration itself to fail loudly', () => {
    assert.throws(() => readOptions({ options: { seconds: { type: 'number' } } } as never, HTTP_BENCH), (error: Error) => !error.message.includes('--help'));
  });
});
