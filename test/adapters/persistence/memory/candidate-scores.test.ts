/**
 * Candidate bookkeeping of multi-group ranking against plain array code: a
 * list met any way (its bitmap, searched for each candidate, or walked
 * through the candidate slots) marks the same candidates and counts those
 * it scores first, and the slots are all zero again after release, so a
 * later search never reads an earlier one's candidates.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { bestScores, countHits, lowerScores, NOT_MATCHED, searchedFor } from '../../../../src/adapters/persistence/memory/candidate-scores.js';
import { bitmapPays } from '../../../../src/adapters/persistence/memory/list-bitmaps.js';
import { releaseSlots, slotsOf } from '../../../../src/adapters/persistence/memory/scratch.js';
import { ScoredList } from '../../../../src/adapters/persistence/memory/text-index.js';
import { propertyRuns } from '../../../support/property-runs.js';

const UNIVERSE = 5000;
/** Ascending documents below `below` (the universe, unless a test crowds them together). */
const postingList = (maxLength: number, { below = UNIVERSE, minLength = 0 } = {}): fc.Arbitrary<Uint32Array> =>
  fc.uniqueArray(fc.integer({ min: 0, max: below - 1 }), { minLength, maxLength }).map((docs) => Uint32Array.from(docs.sort((a, b) => a - b)));
// Lists longer than the candidates and past universe / 32 answer from a bitmap; of the others, those several times
// longer than the candidates are searched for each, and the rest walked.
const anyList = fc.oneof(postingList(20), postingList(400), postingList(4500));

/** Each of `lists` met by lowerScores and countHits, in turn, against plain array code. */
function assertMarksExactly(candidates: Uint32Array, lists: readonly (readonly [Uint32Array, number])[], universe: number): void {
  const best = new Uint8Array(candidates.length).fill(NOT_MATCHED);
  const hits = new Uint16Array(candidates.length);
  const slots = slotsOf(candidates, universe);
  for (const [list, score] of lists) {
    const unscored = best.filter((each) => each === NOT_MATCHED).length;
    const scored = lowerScores(candidates, slots, list, score, universe, best);
    assert.equal(scored, unscored - best.filter((each) => each === NOT_MATCHED).length, 'lowerScores counts the candidates it scored first');
    countHits(candidates, slots, list, universe, hits);
  }
  releaseSlots(slots, candidates);
  const expected = [...candidates].map((doc) => lists.filter(([list]) => list.includes(doc)));
  assert.deepEqual([...best], expected.map((holding) => Math.min(NOT_MATCHED, ...holding.map(([, score]) => score))));
  assert.deepEqual([...hits], expected.map((holding) => holding.length));
  assert.ok(slots.subarray(0, universe).every((slot) => slot === 0));
}

describe('candidate scores', () => {
  it('lowerScores and countHits mark exactly the candidates a list holds, whichever way they meet it', () => {
    fc.assert(fc.property(fc.oneof(postingList(30), postingList(1500)), fc.array(fc.tuple(anyList, fc.integer({ min: 0, max: 11 })), { maxLength: 6 }), (candidates, lists) => {
      assertMarksExactly(candidates, lists, UNIVERSE);
      // As below: shrinking lists of thousands would take minutes.
    }), { numRuns: propertyRuns(100), endOnFailure: true });
  });

  it('a list several times longer than the candidates, too sparse for a bitmap, is searched for each of them: the same marks', () => {
    // 400 of 40,000 is below universe / 32, so no bitmap; 41 or more is past four times 10 candidates, the most drawn.
    const universe = 40_000;
    // Crowded into the first 2,000 documents, so that the lists share documents and a candidate is often in several.
    const longList = postingList(400, { below: 2000, minLength: 41 });
    // Candidates drawn from the lists' own documents too, so that most are found, at their ends as well.
    const cases = fc.array(fc.tuple(longList, fc.integer({ min: 0, max: 11 })), { minLength: 1, maxLength: 4 }).chain((lists) => {
      const listed = [...new Set(lists.flatMap(([list]) => [...list]))];
      const candidates = fc.oneof(fc.subarray(listed, { maxLength: 10 }), postingList(10, { below: 2000 }).map((list) => [...list]));
      return fc.tuple(candidates, fc.constant(lists));
    });
    fc.assert(fc.property(cases, ([chosen, lists]) => {
      const candidates = Uint32Array.from([...chosen].sort((a, b) => a - b));
      for (const [list] of lists) assert.ok(!bitmapPays(list.length, universe) && searchedFor(candidates, list), 'each list is one searched for');
      assertMarksExactly(candidates, lists, universe);
      // Shrinking a few lists of hundreds chained to their candidates took minutes: the first counterexample is shown as found.
    }), { numRuns: propertyRuns(100), endOnFailure: true });
  });

  it('bestScores gives each candidate its best score, reading a list only while some candidate may still take its score', () => {
    const scoredLists = fc.array(fc.tuple(anyList, fc.integer({ min: 0, max: 11 })), { minLength: 1, maxLength: 6 }).map((lists) => lists.sort((a, b) => a[1] - b[1]));
    // Held: every candidate is in one of the lists, as every match of a query that matched all its groups is in each group.
    const cases = scoredLists.chain((lists) => fc.tuple(fc.constant(lists), fc.boolean()).chain(([lists, held]) => {
      const listed = [...new Set(lists.flatMap(([list]) => [...list]))];
      const pool = held ? listed : [...Array(UNIVERSE).keys()];
      return fc.tuple(fc.constant(lists), fc.constant(held), fc.subarray(pool, { maxLength: Math.min(1500, pool.length) }));
    }));
    fc.assert(fc.property(cases, ([lists, held, chosen]) => {
      const candidates = Uint32Array.from(chosen.sort((a, b) => a - b));
      const read = lists.map(() => false);
      const scored = lists.map(([list, score], at) => new ScoredList({ atMost: list.length, docs: () => ((read[at] = true), list) }, score));
      const best = new Uint8Array(candidates.length);
      const slots = slotsOf(candidates, UNIVERSE);
      bestScores(candidates, slots, scored, held, UNIVERSE, best);
      releaseSlots(slots, candidates);
      const holding = [...candidates].map((doc) => lists.filter(([list]) => list.includes(doc)).map(([, score]) => score));
      assert.deepEqual([...best], holding.map((scores) => Math.min(NOT_MATCHED, ...scores)));
      const worst = (lists[lists.length - 1] as [Uint32Array, number])[1];
      const unscoredBefore = (at: number): number => [...candidates].filter((doc) => !lists.slice(0, at).some(([list]) => list.includes(doc))).length;
      assert.deepEqual(read, lists.map(([, score], at) => unscoredBefore(at) > 0 && !(held && score === worst)));
    }), { numRuns: propertyRuns(100) });
  });
});
