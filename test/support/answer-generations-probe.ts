/**
 * Run in a process of its own (`node --expose-gc --max-semi-space-size=1`)
 * by lasting-answers.test.ts: lasting answers made and kept, then answers
 * made per request and dropped at once, and how much more the old
 * generation grew for each of those than for the same bodies' bytes alone.
 * Three rounds, each keeping more lasting answers; it prints one line of
 * JSON with the most a round measured, in bytes an answer.
 *
 * The young generation of 1 MB makes V8 weigh its literals within a few
 * thousand objects; in the service, at 100k schools, a few seconds of
 * lookups did (docs/performance.md, session 61). Allocating at all leaves
 * some bytes in the old generation here (about 22 a Buffer, Node's pool's),
 * which the bytes alone measure and which is taken off.
 */
import { getHeapSpaceStatistics } from 'node:v8';
import { validated } from '../../src/adapters/http/browser/validated-answer.js';
import { JsonBody } from '../../src/adapters/http/json-body.js';

const ROUNDS = 3;
const KEPT_A_ROUND = 30_000;
const MADE = 100_000;
const PART = Buffer.from(JSON.stringify({ name: 'x'.repeat(300) }));
const SECOND_PART = Buffer.from('{"id":1}');

const collect = (globalThis as { gc?: () => void }).gc;
if (collect === undefined) throw new Error('run with --expose-gc');

function oldGenerationUsed(): number {
  return getHeapSpaceStatistics().find((space) => space.space_name === 'old_space')?.space_used_size ?? 0;
}

/** The old generation's growth per call of `make`, called MADE times with nothing kept, after a full collection. */
function oldBytesPerCall(make: () => unknown): number {
  collect!();
  const before = oldGenerationUsed();
  for (let at = 0; at < MADE; at += 1) make();
  return (oldGenerationUsed() - before) / MADE;
}

const kept: unknown[] = [];
let most = -Infinity;
for (let round = 0; round < ROUNDS; round += 1) {
  for (let at = 0; at < KEPT_A_ROUND; at += 1) kept.push(validated(new JsonBody([PART, Buffer.from(String(kept.length))], { lasting: true })));
  const answers = oldBytesPerCall(() => validated(new JsonBody([PART, SECOND_PART]), true));
  const bytesAlone = oldBytesPerCall(() => new JsonBody([PART, SECOND_PART]).bytes(true));
  most = Math.max(most, answers - bytesAlone);
}

process.stdout.write(`${JSON.stringify({ bornOldBytesPerAnswer: most, kept: kept.length })}\n`);
