/**
 * What is made per request is born young and dies young, however much was
 * made and kept before it: what the service keeps is made by object
 * literals of its own, since V8 decides literal by literal whether to make
 * objects old from birth (browser/validated-answer.ts lastingAnswerOf says
 * why and what sharing one cost). Two cases, each measured in a process of
 * its own as what an object made per request leaves in the old generation
 * beyond what it is made from (support/born-old-probe.ts):
 * - answers made per request, after lasting answers were kept;
 * - facet counts published per search, after counts were kept with filter
 *   pairs (memory/facet-values.ts).
 * With a literal shared again, the probe read about 235 bytes an answer in
 * seven runs of eight (14 in the eighth), and 3,440 bytes a search's counts
 * in six of six. A V8 that never makes a literal's objects old from birth
 * would pass this whatever the code did.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const PROBE = fileURLToPath(new URL('../support/born-old-probe.js', import.meta.url));

/** Bytes above which what is made per request is taken to be born old: made young, it left 0.1–2.5 in the probe's runs. */
const BORN_OLD_BYTES = 10;

describe('objects made per request after kept ones', () => {
  const run = spawnSync(process.execPath, ['--expose-gc', '--max-semi-space-size=1', PROBE], { encoding: 'utf8', timeout: 120_000 });
  const measured = (): { answers: number; facetCounts: number } => {
    assert.equal(run.status, 0, run.stderr);
    return JSON.parse(run.stdout) as { answers: number; facetCounts: number };
  };

  it('answers: not born in the old generation after lasting answers were kept', () => {
    const { answers } = measured();
    assert.ok(answers < BORN_OLD_BYTES, `${answers.toFixed(1)} bytes an answer left in the old generation`);
  });

  it("facet counts: not born in the old generation after counts were kept with filter pairs", () => {
    const { facetCounts } = measured();
    assert.ok(facetCounts < BORN_OLD_BYTES, `${facetCounts.toFixed(1)} bytes a search's counts left in the old generation`);
  });
});
