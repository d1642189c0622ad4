/**
 * Candidate bookkeeping of multi-group ranking against plain array code: a
 * list met from either side (its bitmap, or walked through the candidate
 * slots) marks the same candidates, and the slots are all zero again after
 * release, so a later search never reads an earlier one's candidates.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { countHits, lowerScores } from '../../../../src/adapters/persistence/memory/candidate-scores.js';
import { releaseSlots, slotsOf } from '../../../../src/adapters/persistence/memory/scratch.js';
import { propertyRuns } from '../../../support/property-runs.js';

const UNIVERSE = 5000;
const postingList = (maxLength: number): fc.Arbitrary<Uint32Array> =>
  fc.uniqueArray(fc.integer({ min: 0, max: UNIVERSE - 1 }), { maxLength }).map((docs) => Uint32Array.from(docs.sort((a, b) => a - b)));
// Short lists are walked; lists longer than the candidates and past universe / 32 answer from a bitmap.
const anyList = fc.oneof(postingList(20), postingList(400), postingList(4500));

describe('candidate scores', () => {
  it('lowerScores and countHits mark exactly the candidates a list holds, from either side', () => {
    fc.assert(fc.property(fc.oneof(postingList(30), postingList(1500)), fc.array(fc.tuple(anyList, fc.integer({ min: 0, max: 11 })), { maxLength: 6 }), (candidates, lists) => {
      const best = new Uint8Array(candidates.length).fill(255);
      const hits = new Uint16Array(candidates.length);
      const slots = slotsOf(candidates, UNIVERSE);
      for (const [list, score] of lists) {
        lowerScores(candidates, slots, list, score, UNIVERSE, best);
        countHits(candidates, slots, list, UNIVERSE, hits);
      }
      releaseSlots(slots, candidates);
      const expected = [...candidates].map((doc) => lists.filter(([list]) => list.includes(doc)));
      assert.deepEqual([...best], expected.map((holding) => Math.min(255, ...holding.map(([, score]) => score))));
      assert.deepEqual([...hits], expected.map((holding) => holding.length));
      assert.ok(slots.subarray(0, UNIVERSE).every((slot) => slot === 0));
    }), { numRuns: propertyRuns(100) });
  });
});
