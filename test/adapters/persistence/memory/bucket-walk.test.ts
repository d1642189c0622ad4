/**
 * The best relevance bucket's page found by walking the tiebreak order
 * (bucket-walk.ts) against the bucket listed and sorted, with the match as a
 * list or as a bitmap, and the cases where the walk declines and leaves the
 * bucket to be listed.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { walkedBestBucket } from '../../../../src/adapters/persistence/memory/bucket-walk.js';
import { buildSortOrder } from '../../../../src/adapters/persistence/memory/ranked-page.js';
import { ScoredList } from '../../../../src/adapters/persistence/memory/text-index.js';
import { propertyRuns } from '../../../support/property-runs.js';

const UNIVERSE = 2000;
const ascending = (docs: Iterable<number>): Uint32Array => Uint32Array.from([...new Set(docs)].sort((a, b) => a - b));
const everyNth = (step: number, from = 0): Uint32Array => ascending(Array.from({ length: Math.ceil((UNIVERSE - from) / step) }, (_, index) => from + index * step));
/** A tiebreak order: documents by a scrambled key, as the featured order scrambles ids. */
const scrambled = buildSortOrder(UNIVERSE, (a, b) => ((a * 7919) % UNIVERSE) - ((b * 7919) % UNIVERSE) || a - b);
/** Document order as a tiebreak order: easy to check by hand. */
const inDocOrder = buildSortOrder(UNIVERSE, (a, b) => a - b);
const listed = (lists: readonly ScoredList[]): number => lists.reduce((sum, list) => sum + list.docs.length, 0);

function asBitmap(docs: Uint32Array): Int32Array {
  const bits = new Int32Array((UNIVERSE + 31) >>> 5);
  for (const doc of docs) bits[doc >>> 5] = (bits[doc >>> 5] as number) | (1 << (doc & 31));
  return bits;
}

/** The bucket listed, in tiebreak order, then sliced: what the callers find without the walk. */
function listedSlice(groups: readonly (readonly ScoredList[])[], matched: Uint32Array | null, allOf: readonly Uint32Array[], skip: number, count: number): number[] {
  const holds = (lists: readonly { includes(doc: number): boolean }[], doc: number): boolean => lists.some((list) => list.includes(doc));
  const inBucket = (doc: number): boolean => groups.every((lists) => holds(lists.map((list) => list.docs), doc))
    && allOf.every((list) => list.includes(doc)) && (matched === null || matched.includes(doc));
  return [...scrambled.order].filter(inBucket).slice(skip, skip + count);
}

function bucketSize(groups: readonly (readonly ScoredList[])[], matched: Uint32Array | null): number {
  return listedSlice(groups, matched, [], 0, UNIVERSE).length;
}

describe('walking the best relevance bucket', () => {
  // Lengths over the whole range (size 'max'), not fast-check's small default: most buckets are then worth walking.
  const list = fc.uniqueArray(fc.nat(UNIVERSE - 1), { minLength: 100, maxLength: 1500, size: 'max' }).map(ascending);
  const lists = fc.array(list, { minLength: 1, maxLength: 3 }).map((docs) => docs.map((each) => ScoredList.of(each, 0)));

  it('finds the bucket\'s slice in tiebreak order whenever it walks', () => {
    let walks = 0;
    fc.assert(fc.property(lists, fc.option(list), fc.nat(40), fc.integer({ min: 1, max: 30 }), (group, matched, skip, count) => {
      // Expected at its true size, as a caller's estimate would be at best.
      const walked = walkedBestBucket([group], bucketSize([group], matched), matched, scrambled, UNIVERSE, skip, count);
      // A match found as a bitmap (clauses.ts matchAllKeepingBits) is tested bit by bit: the same walk.
      const overBits = walkedBestBucket([group], bucketSize([group], matched), matched === null ? null : asBitmap(matched), scrambled, UNIVERSE, skip, count);
      assert.deepEqual(overBits === null ? null : [...overBits], walked === null ? null : [...walked]);
      if (walked === null) return;
      walks += 1;
      assert.deepEqual([...walked], listedSlice([group], matched, [], skip, count));
    }), { numRuns: propertyRuns(100) });
    assert.ok(walks > 10, `only ${walks} walks`);
  });

  it('with several groups and optional words, finds the documents every group and every word holds', () => {
    const dense = fc.uniqueArray(fc.nat(UNIVERSE - 1), { minLength: 800, maxLength: 1900 }).map(ascending);
    // Lists too short for a bitmap of their own: a group's are marked in a scratch bitmap, a word's tested by a binary search.
    const short = fc.uniqueArray(fc.nat(UNIVERSE - 1), { minLength: 1, maxLength: 60 }).map(ascending);
    const denseLists = fc.array(fc.oneof({ arbitrary: dense, weight: 3 }, { arbitrary: short, weight: 1 }), { minLength: 1, maxLength: 2 })
      .map((docs) => docs.map((each) => ScoredList.of(each, 0)));
    const words = fc.array(fc.oneof({ arbitrary: dense, weight: 3 }, { arbitrary: short, weight: 1 }), { maxLength: 2 });
    let walks = 0;
    fc.assert(fc.property(fc.array(denseLists, { minLength: 1, maxLength: 3 }), fc.option(dense), words, fc.nat(10), fc.integer({ min: 1, max: 20 }), (groups, matched, allOf, skip, count) => {
      const expected = groups.reduce((share, group) => share * Math.min(1, listed(group) / UNIVERSE), UNIVERSE);
      const walked = walkedBestBucket(groups, expected, matched, scrambled, UNIVERSE, skip, count, allOf);
      if (walked === null) return;
      walks += 1;
      assert.deepEqual([...walked], listedSlice(groups, matched, allOf, skip, count));
    }), { numRuns: propertyRuns(200) });
    assert.ok(walks > 10, `only ${walks} walks`);
  });

  it('walks in document order, the easiest to check by hand', () => {
    const thirds = [ScoredList.of(everyNth(3), 0)];
    assert.deepEqual([...(walkedBestBucket([thirds], listed(thirds), everyNth(2), inDocOrder, UNIVERSE, 2, 3) ?? [])], [12, 18, 24]);
    // Two groups: multiples of 3 and of 5, so multiples of 15.
    assert.deepEqual([...(walkedBestBucket([thirds, [ScoredList.of(everyNth(5), 4)]], UNIVERSE / 15, null, inDocOrder, UNIVERSE, 1, 3) ?? [])], [15, 30, 45]);
    // An optional word all of the bucket's head holds: multiples of 3 that are also multiples of 7.
    assert.deepEqual([...(walkedBestBucket([thirds], listed(thirds), null, inDocOrder, UNIVERSE, 0, 2, [everyNth(7)]) ?? [])], [0, 21]);
  });

  it('declines a bucket smaller than the page, a sparse bucket, a long walk, an empty page, more groups than its scratch bitmaps', () => {
    const thirds = [ScoredList.of(everyNth(3), 0)];
    // The matches avoid the list: the walk reaches the order's end with nothing.
    assert.equal(walkedBestBucket([thirds], listed(thirds), everyNth(3, 1), scrambled, UNIVERSE, 0, 20), null);
    const sparse = [ScoredList.of(everyNth(100), 0)];
    assert.equal(walkedBestBucket([sparse], listed(sparse), null, scrambled, UNIVERSE, 0, 5), null);
    assert.equal(walkedBestBucket([thirds], listed(thirds) * 0.001, null, scrambled, UNIVERSE, 0, 20), null);
    assert.equal(walkedBestBucket([thirds], listed(thirds), null, scrambled, UNIVERSE, 0, 0), null);
    const halves = [ScoredList.of(everyNth(2), 0)];
    assert.notEqual(walkedBestBucket([halves, halves, halves, halves], UNIVERSE / 2, null, scrambled, UNIVERSE, 0, 5), null);
    assert.equal(walkedBestBucket([halves, halves, halves, halves, halves], UNIVERSE / 2, null, scrambled, UNIVERSE, 0, 5), null);
  });

  it('gives up a walk that runs four times longer than its estimate, rather than cross the whole order', () => {
    // The bucket, multiples of 3 and of 2, is a sixth of the documents: 30 members take 175 steps of document order.
    const thirds = [ScoredList.of(everyNth(3), 0)];
    const halves = [ScoredList.of(everyNth(2), 0)];
    // Estimated right (a sixth), the walk may take 4 × 30 × 6 = 720 steps.
    assert.deepEqual(walkedBestBucket([thirds, halves], UNIVERSE / 6, null, inDocOrder, UNIVERSE, 0, 30)?.length, 30);
    // Estimated at every document, it may take 4 × 30 = 120: it stops there.
    assert.equal(walkedBestBucket([thirds, halves], UNIVERSE, null, inDocOrder, UNIVERSE, 0, 30), null);
  });
});
