/**
 * An answer made per request is born young and dies young, however many
 * lasting answers were made and kept before it: the two are made by object
 * literals of their own (validated-answer.ts lastingAnswerOf says why and
 * what sharing one cost). Measured in a process of its own, as what an
 * answer leaves in the old generation beyond its bytes
 * (support/answer-generations-probe.ts). With the literal shared again, the
 * probe read about 235 bytes an answer in seven runs of eight, and 14 in the
 * eighth, as V8 then made the answer, its tag and its bytes old; a V8 that
 * never makes a literal's objects old from birth would pass this whatever
 * the code did.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const PROBE = fileURLToPath(new URL('../../../support/answer-generations-probe.js', import.meta.url));

/** Bytes an answer above which answers are taken to be born old: an answer that is not left 0.1–2.3 in the probe's runs. */
const BORN_OLD_BYTES = 10;

describe('answers made per request after lasting ones', () => {
  it('are not born in the old generation', () => {
    const run = spawnSync(process.execPath, ['--expose-gc', '--max-semi-space-size=1', PROBE], { encoding: 'utf8', timeout: 60_000 });
    assert.equal(run.status, 0, run.stderr);
    const { bornOldBytesPerAnswer } = JSON.parse(run.stdout) as { bornOldBytesPerAnswer: number };
    assert.ok(bornOldBytesPerAnswer < BORN_OLD_BYTES, `${bornOldBytesPerAnswer.toFixed(1)} bytes an answer left in the old generation`);
  });
});
