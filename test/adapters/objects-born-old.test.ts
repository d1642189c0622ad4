/**
 * What a request makes is born young and dies young, however much the
 * service made and kept before it: what is kept is made by object literals
 * of its own (why: browser/validated-answer.ts answerOf). Two cases, one
 * after the other in one process of the probe's (support/born-old-probe.ts),
 * each read as what a thing made per request leaves in the old generation
 * beyond what it is made from: an answer made after lasting answers were
 * kept, and a search's facet counts published after counts were kept with
 * filter pairs (memory/facet-values.ts #publishedKept). With a literal
 * shared again, the probe read about 235 bytes an answer in seven runs of
 * eight (14 in the eighth) and 3,440 bytes a search's counts in six of six.
 * Where V8 never makes a literal's objects old from birth (or makes no
 * decision in the probe's time: a full collection that ends within a loop
 * lowers its reading), this passes whatever the code does.
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const PROBE = fileURLToPath(new URL('../support/born-old-probe.js', import.meta.url));

/**
 * Bytes above which what is made per request is taken to be born old, by case. An answer made young left 0.1–0.9
 * in the probe's runs, born old about 235 (14 in one run of eight): 10. A search's counts made young left 0.1–5.6
 * alone and 14.3 in one run beside the other test files, born old 3,440 in six of six: 100, as 10 failed a sound
 * build (docs/performance.md, sessions 61 and 70).
 */
const BORN_OLD_ANSWER_BYTES = 10;
const BORN_OLD_COUNTS_BYTES = 100;

describe('what a request makes after what was kept', () => {
  let measured: { answers: number; facetCounts: number };

  before(() => {
    // Its own options only: one inherited through NODE_OPTIONS (--jitless, say) would change what V8 decides.
    const run = spawnSync(process.execPath, ['--expose-gc', '--max-semi-space-size=1', PROBE], {
      encoding: 'utf8', timeout: 120_000, env: { ...process.env, NODE_OPTIONS: '' },
    });
    assert.equal(run.status, 0, run.error?.message ?? run.signal ?? run.stderr);
    measured = JSON.parse(run.stdout) as { answers: number; facetCounts: number };
  });

  it('an answer is not born in the old generation after lasting answers were kept', () => {
    assert.ok(measured.answers < BORN_OLD_ANSWER_BYTES, `${measured.answers.toFixed(1)} bytes an answer left in the old generation`);
  });

  it("a search's facet counts are not born in the old generation after counts were kept with filter pairs", () => {
    assert.ok(measured.facetCounts < BORN_OLD_COUNTS_BYTES, `${measured.facetCounts.toFixed(1)} bytes a search's counts left in the old generation`);
  });
});
