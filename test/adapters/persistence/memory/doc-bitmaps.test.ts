/**
 * The bitmap set algebra facet counting relies on (doc-bitmaps.ts) against
 * plain array code: listing an AND-NOT of up to three sets a side (the
 * padded fixed-width pass, and the loops of two sets or fewer a side that a
 * faceted search lists most) and of more (folded into three), with the
 * universe's last word partly used, and the sampled size estimate, exact on
 * a small universe and close on a large one.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { andNotDocs, countInBitmap, intersectionSizeEstimate, keepInBitmaps } from '../../../../src/adapters/persistence/memory/doc-bitmaps.js';
import { propertyRuns } from '../../../support/property-runs.js';

const bitmapOfDocs = (docs: readonly number[], universe: number): Int32Array => {
  const bits = new Int32Array((universe + 31) >>> 5);
  for (const doc of docs) bits[doc >>> 5] = (bits[doc >>> 5] as number) | (1 << (doc & 31));
  return bits;
};
const has = (bits: Int32Array, doc: number): boolean => (((bits[doc >>> 5] as number) >>> (doc & 31)) & 1) === 1;

const setsIn = (universe: number, most: number) =>
  fc.array(fc.uniqueArray(fc.integer({ min: 0, max: universe - 1 }), { maxLength: universe }).map((docs) => bitmapOfDocs(docs, universe)), { maxLength: most });
/** A universe, often with its last word partly used, and two lists of up to `most` random sets over it. */
const setsOver = (most: number) => fc.integer({ min: 1, max: 300 }).chain((universe) => fc.tuple(fc.constant(universe), setsIn(universe, most), setsIn(universe, most)));

describe('document bitmaps', () => {
  it('andNotDocs lists the documents in every set of one side and not in every set of the other', () => {
    fc.assert(fc.property(setsOver(5), fc.boolean(), ([universe, all, others], excludeNone) => {
      const notAll = excludeNone ? null : others;
      const expected = [...Array(universe).keys()].filter((doc) => all.every((bits) => has(bits, doc)) && !(notAll !== null && notAll.every((bits) => has(bits, doc))));
      const out = new Uint32Array(universe);
      const count = andNotDocs(out, all, notAll, universe);
      assert.deepEqual([...out.subarray(0, count)], expected);
    }), { numRuns: propertyRuns(300) });
  });

  it('andNotDocs of no sets a side: every document, or none', () => {
    const out = new Uint32Array(70);
    assert.equal(andNotDocs(out, [], null, 70), 70);
    assert.deepEqual([...out.subarray(0, 70)], [...Array(70).keys()]);
    assert.equal(andNotDocs(out, [], [], 70), 0);
  });

  it('intersectionSizeEstimate is exact on a small universe', () => {
    fc.assert(fc.property(setsOver(4), ([universe, sets]) => {
      const exact = [...Array(universe).keys()].filter((doc) => sets.every((bits) => has(bits, doc))).length;
      assert.equal(intersectionSizeEstimate(sets, universe), exact);
    }), { numRuns: propertyRuns(200) });
  });

  it('intersectionSizeEstimate is within a few percent on a large universe', () => {
    const universe = 200_000;
    let seed = 7;
    const random = (): number => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
    const docsWith = (share: number): number[] => [...Array(universe).keys()].filter(() => random() < share);
    const sets = [bitmapOfDocs(docsWith(0.3), universe), bitmapOfDocs(docsWith(0.9), universe)];
    const exact = [...Array(universe).keys()].filter((doc) => sets.every((bits) => has(bits, doc))).length;
    const estimate = intersectionSizeEstimate(sets, universe);
    assert.ok(Math.abs(estimate - exact) < exact * 0.05, `${estimate} for ${exact}`);
  });

  it('countInBitmap counts the candidates a bitmap holds, as many as keepInBitmaps lists, whether their number is odd or even', () => {
    // Candidates drawn from the universe, ascending: any number, sparse or every document.
    const bitmapAndCandidates = setsOver(1).chain(([universe, sets]) =>
      fc.tuple(fc.constant(universe), fc.constant(sets), fc.uniqueArray(fc.integer({ min: 0, max: universe - 1 }), { maxLength: universe })));
    fc.assert(fc.property(bitmapAndCandidates, ([universe, sets, drawn]) => {
      const bits = sets[0] ?? bitmapOfDocs([], universe);
      const candidates = Uint32Array.from(drawn.sort((a, b) => a - b));
      const held = [...candidates].filter((doc) => has(bits, doc)).length;
      assert.equal(countInBitmap(candidates, bits), held);
      assert.equal(keepInBitmaps(candidates, [bits]).length, held);
    }), { numRuns: propertyRuns(300) });
    // The last of an odd number counted too.
    assert.equal(countInBitmap(Uint32Array.of(0, 1, 31), bitmapOfDocs([31], 32)), 1);
  });
});
