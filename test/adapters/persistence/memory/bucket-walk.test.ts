/**
 * The best relevance bucket's page found by walking the tiebreak order
 * (bucket-walk.ts) against the bucket listed and sorted, and the cases where
 * the walk declines and leaves the bucket to be listed.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { walkedBestBucket } from '../../../../src/adapters/persistence/memory/bucket-walk.js';
import { buildSortOrder } from '../../../../src/adapters/persistence/memory/ranked-page.js';
import type { ScoredList } from '../../../../src/adapters/persistence/memory/text-index.js';
import { propertyRuns } from '../../../support/property-runs.js';

const UNIVERSE = 2000;
const ascending = (docs: Iterable<number>): Uint32Array => Uint32Array.from([...new Set(docs)].sort((a, b) => a - b));
const everyNth = (step: number, from = 0): Uint32Array => ascending(Array.from({ length: Math.ceil((UNIVERSE - from) / step) }, (_, index) => from + index * step));
/** A tiebreak order: documents by a scrambled key, as the featured order scrambles ids. */
const scrambled = buildSortOrder(UNIVERSE, (a, b) => ((a * 7919) % UNIVERSE) - ((b * 7919) % UNIVERSE) || a - b);

/** The bucket listed, in tiebreak order, then sliced: what pageByScoreBuckets finds without the walk. */
function listedSlice(lists: readonly ScoredList[], matched: Uint32Array | null, skip: number, count: number): number[] {
  const members = new Set(lists.flatMap((list) => [...list.docs]).filter((doc) => matched === null || matched.includes(doc)));
  return [...scrambled.order].filter((doc) => members.has(doc)).slice(skip, skip + count);
}

describe('walking the best relevance bucket', () => {
  it('finds the bucket\'s slice in tiebreak order whenever it walks', () => {
    const list = fc.uniqueArray(fc.nat(UNIVERSE - 1), { minLength: 100, maxLength: 1500 }).map(ascending);
    let walks = 0;
    fc.assert(fc.property(fc.array(list, { minLength: 1, maxLength: 3 }), fc.option(list), fc.nat(40), fc.integer({ min: 1, max: 30 }), (docs, matched, skip, count) => {
      const lists = docs.map((each) => ({ docs: each, score: 0 }));
      const walked = walkedBestBucket(lists, 1, matched, scrambled, UNIVERSE, skip, count);
      if (walked === null) return;
      walks += 1;
      assert.deepEqual([...walked], listedSlice(lists, matched, skip, count));
    }), { numRuns: propertyRuns(100) });
    assert.ok(walks > 10, `only ${walks} walks`);
  });

  it('walks document order when there is no tiebreak', () => {
    const lists = [{ docs: everyNth(3), score: 0 }];
    assert.deepEqual([...(walkedBestBucket(lists, 1, everyNth(2), null, UNIVERSE, 2, 3) ?? [])], [12, 18, 24]);
  });

  it('declines a bucket smaller than the page, a list without a bitmap, a long walk, an empty page', () => {
    const thirds = [{ docs: everyNth(3), score: 0 }];
    // The matches avoid the list: the walk reaches the order's end with nothing.
    assert.equal(walkedBestBucket(thirds, 1, everyNth(3, 1), scrambled, UNIVERSE, 0, 20), null);
    assert.equal(walkedBestBucket([{ docs: everyNth(100), score: 0 }], 100, null, scrambled, UNIVERSE, 0, 5), null);
    assert.equal(walkedBestBucket(thirds, 0.001, null, scrambled, UNIVERSE, 0, 20), null);
    assert.equal(walkedBestBucket(thirds, 1, null, scrambled, UNIVERSE, 0, 0), null);
  });
});
