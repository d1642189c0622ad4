/**
 * The engine's building blocks against plain array code, on random inputs of
 * every shape: lists of very different lengths (galloping), sparse and dense
 * unions (merged versus bitmap), shallow and deep pages (heap, quickselect, sort).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { isBitmap, type BitmapClause, type Clause } from '../../../../src/adapters/persistence/memory/clause.js';
import { isDense, matchAll, matchAllKeepingBits } from '../../../../src/adapters/persistence/memory/clauses.js';
import { CountedMatch } from '../../../../src/adapters/persistence/memory/narrowing.js';
import { docsOf } from '../../../../src/adapters/persistence/memory/doc-bitmaps.js';
import { firstMatches } from '../../../../src/adapters/persistence/memory/first-matches.js';
import { bitmapOf } from '../../../../src/adapters/persistence/memory/list-bitmaps.js';
import { union, unitesOverBitmap } from '../../../../src/adapters/persistence/memory/list-union.js';
import { matchMost } from '../../../../src/adapters/persistence/memory/match-most.js';
import { PrefixIndex } from '../../../../src/adapters/persistence/memory/prefix-index.js';
import { selectRange } from '../../../../src/adapters/persistence/memory/select-range.js';
import { intersect, markMembers, NO_DOCS } from '../../../../src/adapters/persistence/memory/sorted-ids.js';
import { matchText, type TextMatch, type TextTarget } from '../../../../src/adapters/persistence/memory/text-search.js';
import { ENTRY_IDS, KeptBitmap } from '../../../../src/adapters/persistence/memory/union-cache.js';
import { NO_TEXT } from '../../../../src/domain/text-query.js';
import { propertyRuns } from '../../../support/property-runs.js';

const UNIVERSE = 5000;
/**
 * Ascending distinct documents below `universe`, at most `maxLength` of them; with a `minLength`, of any length
 * in the range (fast-check draws short arrays unless told to use the whole of it).
 */
const postingList = (maxLength: number, { minLength, universe = UNIVERSE }: { minLength?: number; universe?: number } = {}): fc.Arbitrary<Uint32Array> =>
  fc.uniqueArray(fc.integer({ min: 0, max: universe - 1 }), minLength === undefined ? { maxLength } : { minLength, maxLength, size: 'max' })
    .map((docs) => Uint32Array.from(docs.sort((a, b) => a - b)));
const lists = fc.array(fc.oneof(postingList(8), postingList(400), postingList(4000)), { maxLength: 6 });
const plain = (list: Uint32Array): number[] => [...list];
/** A clause held as a bitmap, as a circle is (geo-index.ts). */
const asBitmapClause = (list: Uint32Array): BitmapClause => {
  const bits = new Int32Array((UNIVERSE + 31) >>> 5);
  for (const doc of list) bits[doc >>> 5] = (bits[doc >>> 5] as number) | (1 << (doc & 31));
  return { size: list.length, bits, docs: list };
};
/** Whether a clause holds `doc`, read plainly: any of its lists, or its listed documents. */
const holds = (clause: Clause, doc: number): boolean => (isBitmap(clause) ? clause.docs.includes(doc) : clause.some((list) => list.includes(doc)));
const clausesAsText = (clauses: readonly Clause[]): string => JSON.stringify(clauses.map((clause) => (isBitmap(clause) ? plain(clause.docs) : clause.map(plain))));

describe('posting list algebra', () => {
  it('intersect equals the naive intersection, whatever the length ratio', () => {
    fc.assert(fc.property(fc.oneof(postingList(5), postingList(3000)), postingList(3000), (a, b) => {
      assert.deepEqual(plain(intersect(a, b)), plain(a).filter((doc) => b.includes(doc)));
    }), { numRuns: propertyRuns(100) });
  });

  it('markMembers marks the candidates the list holds and leaves the others as they were, whatever the length ratio', () => {
    // Lists of 0-5 and of 200-400 documents among 400, so that a short one shares some of a long one's: lengths apart by more
    // than the gallop's ratio either way, and alike.
    const anyLength = fc.oneof(postingList(5, { minLength: 0, universe: 400 }), postingList(400, { minLength: 200, universe: 400 }));
    fc.assert(fc.property(anyLength, anyLength, (candidates, list) => {
      const marks = new Uint8Array(candidates.length + 1).fill(7);
      markMembers(candidates, list, marks);
      const held = new Set(list);
      assert.deepEqual([...marks], [...plain(candidates).map((doc) => (held.has(doc) ? 1 : 7)), 7]);
    }), { numRuns: propertyRuns(100) });
  });

  it('union equals the naive union, sorted and without duplicates', () => {
    fc.assert(fc.property(lists, (input) => {
      assert.deepEqual(plain(union(input, UNIVERSE)), [...new Set(input.flatMap(plain))].sort((a, b) => a - b));
    }), { numRuns: propertyRuns(100) });
  });

  it('union of many short lists (merged two by two) equals the naive union, and is written where it is asked to be', () => {
    const shortLists = fc.array(postingList(40), { minLength: 3, maxLength: 9 });
    fc.assert(fc.property(shortLists, (input) => {
      const into = new Uint32Array(UNIVERSE);
      const result = union(input, UNIVERSE, into);
      assert.deepEqual(plain(result), [...new Set(input.flatMap(plain))].sort((a, b) => a - b));
      // A union of several lists is in the memory given for it (scratch.ts matchBuffer), not a spare of its own.
      if (input.filter((list) => list.length > 0).length > 1) assert.equal(result.buffer, into.buffer);
    }), { numRuns: propertyRuns(200) });
  });

  it('union of two short lists (merged) and of lists keeping bitmaps (ORed in) equals the naive union', () => {
    fc.assert(fc.property(postingList(150), postingList(150), (first, second) => {
      assert.deepEqual(plain(union([first, second], UNIVERSE)), [...new Set([...first, ...second])].sort((a, b) => a - b));
    }), { numRuns: propertyRuns(100) });
    // Long enough for a bitmap (list-bitmaps.ts bitmapOf) and for the union to be swept in a bitmap.
    const long = fc.uniqueArray(fc.integer({ min: 0, max: UNIVERSE - 1 }), { minLength: 300, maxLength: 3000 }).map((docs) => Uint32Array.from(docs.sort((a, b) => a - b)));
    fc.assert(fc.property(fc.array(long, { minLength: 2, maxLength: 4 }), fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }), (input, kept) => {
      input.forEach((list, at) => kept[at] && bitmapOf(list, UNIVERSE));
      assert.deepEqual(plain(union(input, UNIVERSE)), [...new Set(input.flatMap(plain))].sort((a, b) => a - b));
    }), { numRuns: propertyRuns(50) });
  });

  it('matchAll of two lists of a size, each too short for a bitmap of its own, is their intersection', () => {
    // A wide universe: lists of a few thousand keep no bitmap (list-bitmaps.ts bitmapPays) and are no dense match,
    // and merging them would take more steps than a bitmap has words (restrict.ts mergeOutrunsBitmap).
    const universe = 200_000;
    const ofASize = fc.uniqueArray(fc.integer({ min: 0, max: universe - 1 }), { minLength: 3200, maxLength: 6000 }).map((docs) => Uint32Array.from(docs.sort((a, b) => a - b)));
    fc.assert(fc.property(ofASize, ofASize, fc.boolean(), (first, second, buffered) => {
      const inSecond = new Set(second);
      const expected = plain(first).filter((doc) => inSecond.has(doc));
      assert.deepEqual(plain(matchAll([[first], [second]], universe, buffered ? new Uint32Array(universe) : undefined) ?? new Uint32Array()), expected);
      // Shrinking lists of thousands would take minutes: the first counterexample is shown as found.
    }), { numRuns: propertyRuns(20), endOnFailure: true });
  });

  it('matchAll is an AND of ORs, and null for no clauses', () => {
    assert.equal(matchAll([], UNIVERSE), null);
    fc.assert(fc.property(fc.array(lists, { minLength: 1, maxLength: 4 }), (clauses) => {
      const expected = [...Array(UNIVERSE).keys()].filter((doc) => clauses.every((clause) => clause.some((list) => list.includes(doc))));
      assert.deepEqual(plain(matchAll(clauses, UNIVERSE) ?? new Uint32Array()), expected);
    }), { numRuns: propertyRuns(60) });
  });

  it('matchAll over dense clauses (ANDed as bitmaps) is the same AND of ORs, into a buffer or not', () => {
    const dense = fc.uniqueArray(fc.integer({ min: 0, max: UNIVERSE - 1 }), { minLength: 300, maxLength: 4000, size: 'max' }).map((docs) => Uint32Array.from(docs.sort((a, b) => a - b)));
    const clause = fc.array(fc.oneof({ arbitrary: dense, weight: 4 }, { arbitrary: postingList(40), weight: 1 }), { minLength: 1, maxLength: 3 });
    fc.assert(fc.property(fc.array(clause, { minLength: 2, maxLength: 4 }), fc.option(dense), (lists, circle) => {
      const clauses: Clause[] = circle === null ? lists : [...lists, asBitmapClause(circle)];
      const before = clausesAsText(clauses);
      const expected = [...Array(UNIVERSE).keys()].filter((doc) => clauses.every((each) => holds(each, doc)));
      assert.deepEqual(plain(matchAll(clauses, UNIVERSE) ?? new Uint32Array()), expected);
      assert.deepEqual(plain(matchAll(clauses, UNIVERSE, new Uint32Array(UNIVERSE)) ?? new Uint32Array()), expected);
      assert.equal(clausesAsText(clauses), before);
    }), { numRuns: propertyRuns(60) });
  });

  it('matchAll into a buffer of its own gives the same documents and leaves every clause as it was', () => {
    fc.assert(fc.property(fc.array(lists, { minLength: 1, maxLength: 4 }), fc.option(postingList(4000)), (lists, circle) => {
      const clauses: Clause[] = circle === null ? lists : [...lists, asBitmapClause(circle)];
      const before = clausesAsText(clauses);
      const expected = plain(matchAll(clauses, UNIVERSE) ?? new Uint32Array());
      const into = new Uint32Array(UNIVERSE).fill(UNIVERSE + 1);
      assert.deepEqual(plain(matchAll(clauses, UNIVERSE, into) ?? new Uint32Array()), expected);
      assert.equal(clausesAsText(clauses), before);
    }), { numRuns: propertyRuns(60) });
  });

  it('matchAll keeps what each bitmap keeps in the buffer it is given, filtering it in place from the second clause on', () => {
    const evens = asBitmapClause(Uint32Array.from({ length: 2000 }, (_, index) => index * 2));
    const below3000 = Uint32Array.from({ length: 3000 }, (_, index) => index);
    const below4000 = Uint32Array.from({ length: 4000 }, (_, index) => index);
    const into = new Uint32Array(UNIVERSE);
    const matched = matchAll([[below4000], evens, [below3000]], UNIVERSE, into) as Uint32Array;
    assert.equal(matched.buffer, into.buffer);
    assert.deepEqual(plain(matched), plain(evens.docs).filter((doc) => doc < 3000));
    assert.deepEqual(plain(evens.docs), Array.from({ length: 2000 }, (_, index) => index * 2));
  });

  it('firstMatches pages the AND of ORs within a set, its long lists tested by their bitmaps and the others searched, a smallest clause of several lists merged as far as the page', () => {
    const dense = fc.uniqueArray(fc.integer({ min: 0, max: UNIVERSE - 1 }), { minLength: 200, maxLength: 3000 }).map((docs) => Uint32Array.from(docs.sort((a, b) => a - b)));
    // Lists shorter than a thirty-second of the documents (157) are searched, some long enough for the search to take strides; longer ones are read by their bitmaps (list-bitmaps.ts bitmapOf).
    const searched = postingList(156, { minLength: 20 });
    const clause = fc.array(fc.oneof(postingList(8), searched, postingList(400), postingList(4000), dense), { minLength: 1, maxLength: 4 });
    // The set a search's match is tested as: its bitmap, or its ascending list (text-search.ts matchedSet).
    const within = fc.option(fc.oneof(postingList(4000), dense.map((list) => asBitmapClause(list).bits)));
    fc.assert(fc.property(fc.array(clause, { minLength: 1, maxLength: 4 }), within, fc.nat(60), fc.nat(40), (clauses, set, skip, count) => {
      const inSet = (doc: number): boolean => set === null || (set instanceof Int32Array ? (((set[doc >>> 5] as number) >>> (doc & 31)) & 1) === 1 : set.includes(doc));
      const expected = [...Array(UNIVERSE).keys()].filter((doc) => clauses.every((each) => holds(each, doc)) && inSet(doc)).slice(skip, skip + count);
      assert.deepEqual(plain(firstMatches(clauses, UNIVERSE, skip, count, set)), expected);
    }), { numRuns: propertyRuns(100) });
  });

  it('firstMatches reads a smallest clause of several lists in ascending order, each document once', () => {
    const evens = Uint32Array.from({ length: 50 }, (_, index) => index * 2);
    const threes = Uint32Array.from({ length: 34 }, (_, index) => index * 3);
    const either = [...new Set([...evens, ...threes])].sort((a, b) => a - b);
    assert.deepEqual(plain(firstMatches([[evens, threes]], UNIVERSE, 3, 6, null)), either.slice(3, 9));
    // Tested against a long clause holding every document below 60: the page stops at the clause's end.
    const below60 = Uint32Array.from({ length: 60 }, (_, index) => index);
    assert.deepEqual(plain(firstMatches([[evens, threes], [below60, Uint32Array.from({ length: 4000 }, (_, index) => 1000 + index)]], UNIVERSE, 30, 20, null)), either.filter((doc) => doc < 60).slice(30, 50));
  });

  it('matchMost finds the documents matching the most groups (and every filter), however many groups', () => {
    // Dense lists as well, so that groups are ORed from lists' own bitmaps; up to 9 groups, a counter of four binary digits.
    const dense = fc.uniqueArray(fc.integer({ min: 0, max: UNIVERSE - 1 }), { minLength: 200, maxLength: 3000 }).map((docs) => Uint32Array.from(docs.sort((a, b) => a - b)));
    // A group of one dense prefix comes as a bitmap (text-search.ts textClauses).
    const group: fc.Arbitrary<Clause> = fc.oneof(fc.array(fc.oneof(postingList(400), dense), { maxLength: 3 }), dense.map(asBitmapClause));
    const filter: fc.Arbitrary<Clause> = fc.oneof(lists, dense.map((list) => [list]), dense.map(asBitmapClause));
    fc.assert(fc.property(fc.array(group, { minLength: 2, maxLength: 9 }), fc.array(filter, { maxLength: 2 }), (groups, filters) => {
      const passes = (doc: number): boolean => filters.every((filter) => holds(filter, doc));
      const countOf = (doc: number): number => groups.filter((clause) => holds(clause, doc)).length;
      const counts = [...Array(UNIVERSE).keys()].filter(passes).map((doc) => [doc, countOf(doc)] as const);
      const most = Math.max(0, ...counts.map(([, count]) => count));
      const { matched, most: found } = matchMost(groups, filters, UNIVERSE);
      assert.equal(found, most);
      assert.deepEqual(plain(matched), most === 0 ? [] : counts.filter(([, count]) => count === most).map(([doc]) => doc));
    }), { numRuns: propertyRuns(60) });
  });

  it('matchAllKeepingBits takes a lone bitmap clause as the match, as it is', () => {
    const evens = asBitmapClause(Uint32Array.from({ length: 2000 }, (_, index) => index * 2));
    const found = matchAllKeepingBits([evens], UNIVERSE, new Uint32Array(UNIVERSE), new Int32Array(evens.bits.length), false);
    assert.ok(isDense(found));
    assert.equal(found.bits, evens.bits, 'not a copy');
    assert.equal(found.size, 2000);
  });

  it('matchAllKeepingBits, counting, counts candidates against kept bitmaps, and lists the same documents when asked, once', () => {
    const dense = fc.uniqueArray(fc.integer({ min: 0, max: UNIVERSE - 1 }), { minLength: 200, maxLength: 3000 }).map((docs) => Uint32Array.from(docs.sort((a, b) => a - b)));
    const kept = (list: Uint32Array): KeptBitmap => new KeptBitmap(asBitmapClause(list).bits);
    // The smallest clause: lists, or a kept bitmap listed into the buffer (KeptBitmap.listInto).
    const first = fc.oneof(fc.array(fc.oneof(postingList(8), postingList(400)), { minLength: 1, maxLength: 3 }), postingList(400, { minLength: 1 }).map(kept));
    let counted = 0;
    fc.assert(fc.property(first, fc.array(dense.map(kept), { minLength: 1, maxLength: 3 }), (smallest, bitmaps) => {
      const clauses: Clause[] = [smallest, ...bitmaps];
      const expected = [...Array(UNIVERSE).keys()].filter((doc) => clauses.every((clause) => holds(clause, doc)));
      const into = new Uint32Array(UNIVERSE).fill(UNIVERSE + 1);
      const found = matchAllKeepingBits(clauses, UNIVERSE, into, new Int32Array((UNIVERSE + 31) >>> 5), false, true);
      if (found instanceof CountedMatch) {
        counted += 1;
        assert.equal(found.size, expected.length);
        const listed = found.list();
        assert.deepEqual(plain(listed), expected);
        assert.equal(found.list(), listed, 'listed once: candidates in the buffer are overwritten as they are listed');
      } else assert.deepEqual(plain(isDense(found) ? docsOf(found.bits) : (found as Uint32Array)), expected);
    }), { numRuns: propertyRuns(100) });
    assert.ok(counted > 0, 'some matches counted');
    // A few candidates against two kept bitmaps (too sparse to AND as bitmaps): counted, not listed, until asked.
    const odds = kept(Uint32Array.from({ length: 2500 }, (_, index) => index * 2 + 1));
    const belowHalf = kept(Uint32Array.from({ length: 2500 }, (_, index) => index));
    const candidates = Uint32Array.from({ length: 30 }, (_, index) => index * 97);
    const found = matchAllKeepingBits([[candidates], odds, belowHalf], UNIVERSE, new Uint32Array(UNIVERSE), new Int32Array((UNIVERSE + 31) >>> 5), false, true);
    assert.ok(found instanceof CountedMatch, 'counted');
    const expected = plain(candidates).filter((doc) => doc % 2 === 1 && doc < 2500);
    assert.equal(found.size, expected.length);
    assert.deepEqual(plain(found.list()), expected);
    assert.deepEqual(plain(matchAllKeepingBits([[candidates], odds, belowHalf], UNIVERSE, new Uint32Array(UNIVERSE), new Int32Array(0), false) as Uint32Array), expected, 'listed, not counting');
    // A bitmap the search does not keep (a circle's, in scratch memory a later step may write) is never counted against: listed at once.
    const circle = asBitmapClause(Uint32Array.from({ length: 2500 }, (_, index) => index * 2 + 1));
    const listed = matchAllKeepingBits([[candidates], circle], UNIVERSE, new Uint32Array(UNIVERSE), new Int32Array(0), false, true);
    assert.ok(listed instanceof Uint32Array);
    assert.deepEqual(plain(listed), plain(candidates).filter((doc) => doc % 2 === 1));
  });

  it('matchText with its size asked first gives the match a listing one does, counted or not, and lists at once with a filter', () => {
    const target: TextTarget = { text: undefined as never, universe: UNIVERSE, fieldDocs: () => NO_DOCS };
    const dense = fc.uniqueArray(fc.integer({ min: 0, max: UNIVERSE - 1 }), { minLength: 200, maxLength: 3000 }).map((docs) => Uint32Array.from(docs.sort((a, b) => a - b)));
    /** The text index's side of a text of one word a group, the first the names' list and the others kept prefixes' bitmaps. */
    const textOf = (groups: readonly (Uint32Array | KeptBitmap)[]) => ({
      target: { ...target, text: { matchingClause: (alternative: { word: string }) => groups[Number(alternative.word.slice(1))] } as never },
      text: { groups: groups.map((_, at) => ({ alternatives: [{ kind: 'word' as const, word: `w${at}`, match: 'prefix' as const }] })), optional: [] },
    });
    const seen = (match: TextMatch) => ({
      size: match.size, matched: plain(match.matched ?? new Uint32Array()), groupsMatched: match.groupsMatched, filtered: match.filtered, bits: match.bits, lasting: match.lasting,
    });
    fc.assert(fc.property(postingList(400), fc.array(dense, { minLength: 1, maxLength: 2 }), (names, prefixes) => {
      const { target: withText, text } = textOf([names, ...prefixes.map((list) => new KeptBitmap(asBitmapClause(list).bits))]);
      const listed = seen(matchText(withText, text, [], new Uint32Array(UNIVERSE)));
      assert.deepEqual(seen(matchText(withText, text, [], new Uint32Array(UNIVERSE), true)), listed);
    }), { numRuns: propertyRuns(60) });
    // A few names against a kept prefix's bitmap: counted, nothing written to the buffer until the documents are read.
    const names = Uint32Array.from({ length: 40 }, (_, index) => index * 101);
    const prefix = new KeptBitmap(asBitmapClause(Uint32Array.from({ length: 2500 }, (_, index) => index * 2)).bits);
    const { target: withText, text } = textOf([names, prefix]);
    const into = new Uint32Array(UNIVERSE).fill(UNIVERSE + 1);
    const counted = matchText(withText, text, [], into, true);
    assert.equal(counted.size, 20);
    assert.ok(into.every((slot) => slot === UNIVERSE + 1), 'not listed');
    assert.deepEqual(plain(counted.matched as Uint32Array), plain(names).filter((doc) => doc % 2 === 0));
    assert.equal((counted.matched as Uint32Array).buffer, into.buffer);
    // With a filter the match is listed when found, even where the filter is the smallest clause and the text a kept
    // bitmap: a relevance page tests its best bucket against it.
    const prefixAlone = textOf([prefix]);
    const filtered = matchText(prefixAlone.target, prefixAlone.text, [[names]], into.fill(UNIVERSE + 1), true);
    assert.ok(!into.every((slot) => slot === UNIVERSE + 1), 'listed');
    assert.deepEqual(plain(filtered.matched as Uint32Array), plain(names).filter((doc) => doc % 2 === 0));
  });

  it('matchText takes the one list of a lone filter without text as the match, as it is, whatever its length', () => {
    const target: TextTarget = { text: undefined as never, universe: UNIVERSE, fieldDocs: () => NO_DOCS };
    fc.assert(fc.property(fc.oneof(postingList(8), postingList(4000)), fc.boolean(), (list, withBuffer) => {
      const match = matchText(target, NO_TEXT, [[list]], withBuffer ? new Uint32Array(UNIVERSE) : undefined);
      assert.deepEqual(match, { matched: list, size: list.length, bits: null, groupsMatched: 0, filtered: true, lasting: list });
      assert.equal(match.matched, list, 'the list itself, not a copy');
      assert.equal(match.lasting, list, 'one of the index lists, which outlives the search');
    }), { numRuns: propertyRuns(50) });
  });

  it('matchAll writes a first clause of several lists, sparse or dense, to the buffer it is given', () => {
    const sparse = [Uint32Array.of(7, 9), Uint32Array.of(3, 9, 11)];
    const dense = [Uint32Array.from({ length: 1500 }, (_, index) => index * 2), Uint32Array.from({ length: 1500 }, (_, index) => index * 3)];
    for (const clause of [sparse, dense]) {
      const into = new Uint32Array(UNIVERSE);
      const matched = matchAll([clause], UNIVERSE, into) as Uint32Array;
      assert.equal(matched.buffer, into.buffer);
      assert.deepEqual(plain(matched), plain(union(clause, UNIVERSE)));
    }
  });
});

describe('selectRange', () => {
  it('returns positions [from, to) of the ascending order, for every page depth', () => {
    const keys = fc.uniqueArray(fc.integer({ min: 0, max: 1_000_000 }), { maxLength: 6000 });
    fc.assert(fc.property(keys, fc.nat(7000), fc.integer({ min: 1, max: 3000 }), (values, from, size) => {
      const expected = [...values].sort((a, b) => a - b).slice(from, from + size);
      assert.deepEqual([...selectRange(Float64Array.from(values), from, from + size)], expected);
    }), { numRuns: propertyRuns(150) });
  });

  it('handles already sorted and reversed keys (quickselect worst cases)', () => {
    const ascending = Float64Array.from({ length: 50_000 }, (_, index) => index);
    const descending = ascending.slice().reverse();
    assert.deepEqual([...selectRange(ascending.slice(), 20_000, 20_010)], [...ascending.subarray(20_000, 20_010)]);
    assert.deepEqual([...selectRange(descending, 1_500, 1_505)], [1_500, 1_501, 1_502, 1_503, 1_504]);
  });
});

describe('PrefixIndex', () => {
  const index = new PrefixIndex(new Map([
    ['zermatt', Uint32Array.of(1, 4)], ['zermattbahn', Uint32Array.of(2)], ['zero', Uint32Array.of(3)],
    ['meribel', Uint32Array.of(0, 4)], ['z', Uint32Array.of(5)],
  ]), 6);

  it('matches every word a term is a prefix of', () => {
    assert.deepEqual(plain(index.matching('zerm')), [1, 2, 4]);
    assert.deepEqual(plain(index.matching('z')), [1, 2, 3, 4, 5]);
    assert.deepEqual(plain(index.matching('zermatt')), [1, 2, 4]);
    assert.deepEqual(plain(index.matching('zermatta')), []);
    assert.deepEqual(plain(index.matching('m')), [0, 4]);
    assert.deepEqual(plain(index.matching('a')), []);
    assert.deepEqual(plain(index.matching('zzz')), []);
  });

  it('answers repeated prefixes from its cache with the same documents', () => {
    assert.deepEqual(plain(index.matching('ze')), plain(index.matching('ze')));
  });

  it('keeps lists and bitmaps in one cache within its bound, the oldest leaving first, whichever it is', () => {
    const universe = 64;
    // 'a' unites 40 documents: a bitmap of 2 words, 2 ids' worth. 'b' lists 10, 'c' 9. The bound: 20 ids and two
    // entries' own cost.
    const words = (letter: string, count: number, docOf: (at: number) => number[]): [string, Uint32Array][] =>
      Array.from({ length: count }, (_, at) => [`${letter}${at}`, Uint32Array.from(docOf(at))]);
    const postings = new Map([
      ...words('a', 10, (at) => [0, 1, 2, 3].map((doc) => at * 4 + doc)),
      ...words('b', 10, (at) => [at]),
      ...words('c', 9, (at) => [10 + at]),
    ]);
    const built = new PrefixIndex(postings, universe, 20 + 2 * ENTRY_IDS);
    const a = built.matchingClause('a');
    assert.ok(a instanceof KeptBitmap && a.bits.length === 2 && a.size === 40);
    const b = built.matching('b');
    assert.equal(built.matchingClause('a'), a, 'kept');
    // 2 + 10 + 9 passes the bound: 'b', the oldest touched, leaves, and the bitmap stays.
    const c = built.matching('c');
    assert.equal(built.matchingClause('a'), a);
    assert.notEqual(built.matching('b'), b, "'b' left, and is made again");
    // Made again, 'b' pushed out 'c'; 'c' made again pushes out the bitmap, now the oldest.
    assert.notEqual(built.matching('c'), c);
    const again = built.matchingClause('a');
    assert.ok(again !== a && again instanceof KeptBitmap);
    assert.deepEqual(plain(again.docs), plain(a.docs));
    assert.deepEqual([plain(built.matching('b')), plain(built.matching('c'))], [plain(b), plain(c)]);
  });

  it("gives a search's clause a dense prefix as a bitmap and its count, kept, and any other as matching lists it", () => {
    const universe = 4000;
    const vocabularies = fc.uniqueArray(fc.stringMatching(/^[a-c]{1,3}$/), { minLength: 1, maxLength: 20 });
    const lists = (size: number) => fc.array(fc.uniqueArray(fc.nat(universe - 1), { minLength: 1, maxLength: 600 }), { minLength: size, maxLength: size });
    const cases = vocabularies.chain((vocabulary) => fc.tuple(fc.constant(vocabulary), lists(vocabulary.length), fc.stringMatching(/^[a-c]{0,3}$/)));
    fc.assert(fc.property(cases, ([vocabulary, docs, prefix]) => {
      const postings = new Map(vocabulary.map((word, at) => [word, Uint32Array.from((docs[at] as number[]).sort((a, b) => a - b))]));
      const built = new PrefixIndex(postings, universe);
      const covered = [...postings].filter(([word]) => word.startsWith(prefix)).map(([, list]) => list);
      const clause = built.matchingClause(prefix);
      // Not built.matching(prefix): that is the list matchingClause may just have cached.
      const expected = plain(union(covered, universe));
      // Dense: swept over a bitmap (unitesOverBitmap), and a thirty-second of the documents or more.
      if (unitesOverBitmap(covered.length, covered.reduce((sum, list) => sum + list.length, 0), universe) && expected.length * 32 >= universe) {
        assert.ok(clause instanceof KeptBitmap);
        assert.deepEqual([clause.size, plain(clause.docs)], [expected.length, expected]);
        assert.equal(built.matchingClause(prefix), clause, 'kept');
        // Listed from the kept bitmap.
        assert.deepEqual(plain(built.matching(prefix)), expected);
      } else assert.deepEqual(plain(clause as Uint32Array), expected);
    }), { numRuns: propertyRuns(200) });
    // Swept over a bitmap (twenty lists of the same twenty documents), yet sparse: listed, and kept listed.
    const overlapping = new PrefixIndex(new Map(Array.from({ length: 20 }, (_, at) => [`w${at}`, Uint32Array.from({ length: 20 }, (__, doc) => doc * 7)])), universe);
    const listed = overlapping.matchingClause('w');
    assert.ok(listed instanceof Uint32Array && listed.length === 20);
    assert.equal(overlapping.matchingClause('w'), listed);
  });

  it('finds a word exactly and as a prefix at once, as exact and matching find it, bounding the union before making it', () => {
    const vocabularies = fc.uniqueArray(fc.stringMatching(/^[a-c]{1,4}$/), { maxLength: 30 });
    const universe = 12;
    const lists = (size: number) => fc.array(fc.uniqueArray(fc.nat(universe - 1), { minLength: 1, maxLength: universe }), { minLength: size, maxLength: size });
    const cases = vocabularies.chain((vocabulary) => fc.tuple(fc.constant(vocabulary), lists(vocabulary.length), fc.stringMatching(/^[a-c]{0,5}$/)));
    fc.assert(fc.property(cases, ([vocabulary, docs, word]) => {
      const postings = new Map(vocabulary.map((known, at) => [known, Uint32Array.from((docs[at] as number[]).sort((a, b) => a - b))]));
      const built = new PrefixIndex(postings, universe);
      const { exact, prefixed } = built.exactAndPrefixed(word);
      const covered = [...postings].filter(([known]) => known.startsWith(word)).map(([, list]) => list);
      const listed = covered.reduce((sum, list) => sum + list.length, 0);
      assert.equal(prefixed.atMost, listed);
      assert.deepEqual([plain(exact), plain(prefixed.docs())], [plain(postings.get(word) ?? NO_DOCS), plain(union(covered, universe))]);
      assert.ok(prefixed.docs().length <= prefixed.atMost);
      // Once the union is made (and kept, for several words), the bound is its size.
      if (covered.length > 1) assert.equal(built.exactAndPrefixed(word).prefixed.atMost, prefixed.docs().length);
    }), { numRuns: propertyRuns(300) });
  });
});
