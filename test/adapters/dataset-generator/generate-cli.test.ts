import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { generateDataset } from '../../../src/adapters/dataset-generator/generate-dataset.js';
import { parseNdjson } from '../../support/dataset-ndjson.js';

const CLI = fileURLToPath(new URL('../../../src/adapters/dataset-generator/generate-cli.js', import.meta.url));
const run = promisify(execFile);

async function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [CLI, ...args], { maxBuffer: 64 * 1024 * 1024 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failure = error as { code: number; stdout: string; stderr: string };
    return { code: failure.code, stdout: failure.stdout, stderr: failure.stderr };
  }
}

describe('generate-cli', () => {
  it('streams the same dataset generateDataset builds, as NDJSON on stdout', async () => {
    const { code, stdout, stderr } = await cli('--schools', '50', '--seed', '5');
    assert.equal(code, 0);
    assert.deepEqual(parseNdjson(stdout).dataset, JSON.parse(JSON.stringify(generateDataset({ schools: 50, seed: 5 }))));
    assert.match(stderr, /done: 50 schools, seed 5/);
  });

  it('writes to --out when given', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'generate-cli-'));
    try {
      const file = join(directory, 'dataset.ndjson');
      const { code, stdout } = await cli('--schools=17', '--seed=-3', '--out', file);
      assert.equal(code, 0);
      assert.equal(stdout, '');
      assert.equal(parseNdjson(await readFile(file, 'utf8')).dataset.schools.length, 17);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });

  for (const [title, args, message] of [
    ['a missing --schools', ['--seed', '1'], /--schools is required/],
    ['a non-numeric size', ['--schools', 'many'], /--schools must be an integer/],
    ['a size of zero', ['--schools', '0'], /--schools must be an integer/],
    ['a fractional seed', ['--schools', '5', '--seed', '1.5'], /--seed must be an integer/],
    ['an unknown option', ['--schools', '5', '--format', 'csv'], /Unknown option '--format'/],
  ] as const) {
    it(`rejects ${title} with a clear message and exit code 2`, async () => {
      const { code, stdout, stderr } = await cli(...args);
      assert.equal(code, 2);
      assert.equal(stdout, '');
      assert.match(stderr, message);
      assert.match(stderr, /usage: generate-cli/);
    });
  }
});
