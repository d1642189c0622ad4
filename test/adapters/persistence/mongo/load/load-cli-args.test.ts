import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parseLoadArgs, UsageError } from '../../../../../src/adapters/persistence/mongo/load/load-cli-args.js';

describe('load command arguments', () => {
  it('accepts a generated or a file source with options', () => {
    assert.deepEqual(parseLoadArgs(['--schools', '100000', '--seed', '42']), {
      command: 'load', source: { kind: 'generate', schools: 100000, seed: 42 }, batchSize: 1000, drop: false, indexesOnly: false,
    });
    assert.deepEqual(parseLoadArgs(['--file', 'data.ndjson', '--batch-size', '500', '--drop']), {
      command: 'load', source: { kind: 'file', path: 'data.ndjson' }, batchSize: 500, drop: true, indexesOnly: false,
    });
    assert.deepEqual(parseLoadArgs(['--indexes-only']), { command: 'load', source: undefined, batchSize: 1000, drop: false, indexesOnly: true });
    assert.deepEqual(parseLoadArgs(['--help']), { command: 'help' });
  });

  const rejected: Array<[string[], RegExp]> = [
    [[], /give a source/],
    [['--schools', '0'], /--schools must be an integer from 1 to 2000000/],
    [['--schools', '12abc'], /--schools must be an integer/],
    [['--schools', '3000000'], /--schools must be an integer/],
    [['--schools', '10', '--seed', '-1'], /--seed/],
    [['--seed', '4'], /--seed needs --schools/],
    [['--file', 'a.ndjson', '--schools', '5'], /cannot be combined/],
    [['--file', ''], /needs a path/],
    [['--batch-size', '0', '--schools', '5'], /--batch-size must be an integer from 1 to 10000/],
    [['--wat'], /Unknown option '--wat'/],
    [['positional'], /positional/i],
  ];
  for (const [argv, message] of rejected) {
    it(`rejects ${JSON.stringify(argv)}`, () => {
      assert.throws(() => parseLoadArgs(argv), (error) => error instanceof UsageError && message.test(error.message));
    });
  }
});
