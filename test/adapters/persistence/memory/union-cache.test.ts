/**
 * Kept unions (union-cache.ts) against plain array code: the union of the
 * lists asked for, listed or as a clause; kept, so that asking again neither
 * reads the lists nor makes the union anew; forgotten least recently used
 * first. And a text group of several alternatives (text-search.ts
 * textClauses), which is one such kept union.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { generateDataset } from '../../../../src/adapters/dataset-generator/generate-dataset.js';
import { isBitmap, type Clause } from '../../../../src/adapters/persistence/memory/clause.js';
import { bitmapPays } from '../../../../src/adapters/persistence/memory/list-bitmaps.js';
import { unitesOverBitmap } from '../../../../src/adapters/persistence/memory/list-union.js';
import { SchoolIndex } from '../../../../src/adapters/persistence/memory/school-index.js';
import { textClauses } from '../../../../src/adapters/persistence/memory/text-search.js';
import { ENTRY_IDS, KeptBitmap, UnionCache } from '../../../../src/adapters/persistence/memory/union-cache.js';
import { SCHOOL_FACETS } from '../../../../src/domain/facets.js';
import type { SchoolQuery } from '../../../../src/domain/queries.js';
import type { TextAlternative, TextQuery } from '../../../../src/domain/text-query.js';
import { referenceFacets } from '../../../contracts/reference-directory.js';
import { propertyRuns } from '../../../support/property-runs.js';

const UNIVERSE = 4000;
const postingList = (maxLength: number): fc.Arbitrary<Uint32Array> =>
  fc.uniqueArray(fc.integer({ min: 0, max: UNIVERSE - 1 }), { maxLength }).map((docs) => Uint32Array.from(docs.sort((a, b) => a - b)));
const unionOf = (lists: readonly Uint32Array[]): number[] => [...new Set(lists.flatMap((list) => [...list]))].sort((a, b) => a - b);
const docsOf = (found: Uint32Array | KeptBitmap): number[] => [...(found instanceof KeptBitmap ? found.docs : found)];

/** `lists` as a cache asks for them, counting the asks. */
function counted(lists: readonly Uint32Array[]): { lists: () => readonly Uint32Array[]; asked: () => number } {
  let asked = 0;
  return {
    lists: () => {
      asked += 1;
      return lists;
    },
    asked: () => asked,
  };
}

describe('UnionCache', () => {
  it('gives the union of the lists, listed or as a clause (a bitmap where one pays), and keeps it', () => {
    const lists = fc.array(fc.oneof(postingList(10), postingList(300), postingList(2000)), { maxLength: 5 });
    fc.assert(fc.property(lists, fc.boolean(), (given, clauseFirst) => {
      const cache = new UnionCache(UNIVERSE, 1_000_000);
      const source = counted(given);
      const expected = unionOf(given);
      const present = given.filter((list) => list.length > 0);
      const swept = unitesOverBitmap(present.length, present.reduce((sum, list) => sum + list.length, 0), UNIVERSE);
      const asClause = (): Uint32Array | KeptBitmap => cache.clause('k', source.lists);
      const listed = (): Uint32Array => cache.listed('k', source.lists);
      if (clauseFirst) {
        const clause = asClause();
        assert.deepEqual(docsOf(clause), expected);
        assert.equal(clause instanceof KeptBitmap, swept && bitmapPays(expected.length, UNIVERSE));
        assert.equal(asClause(), clause, 'kept');
      }
      const list = listed();
      assert.deepEqual([...list], expected);
      assert.equal(listed(), list, 'kept');
      if (!clauseFirst) assert.deepEqual(docsOf(asClause()), expected);
      // A union of fewer than two lists is one of them, or none: not the cache's to keep.
      if (present.length >= 2) assert.equal(source.asked(), 1, 'the lists read once');
      else assert.equal(list, present[0] ?? list, 'the one list itself');
    }), { numRuns: propertyRuns(150) });
  });

  it('forgets the least recently used union first once past its bound, listed or as a bitmap', () => {
    const universe = 64;
    // 'dense' unites 40 documents: a bitmap of 2 words, 2 ids' worth. 'ten' lists 10, 'nine' 9. The bound: 20 ids
    // and two entries' own cost.
    const dense = counted(Array.from({ length: 10 }, (_, at) => Uint32Array.from([0, 1, 2, 3].map((doc) => at * 4 + doc))));
    const ten = counted([Uint32Array.from({ length: 5 }, (_, at) => at), Uint32Array.from({ length: 5 }, (_, at) => 5 + at)]);
    const nine = counted([Uint32Array.from({ length: 4 }, (_, at) => 10 + at), Uint32Array.from({ length: 5 }, (_, at) => 14 + at)]);
    const cache = new UnionCache(universe, 20 + 2 * ENTRY_IDS);
    const bitmap = cache.clause('dense', dense.lists);
    assert.ok(bitmap instanceof KeptBitmap && bitmap.bits.length === 2 && bitmap.size === 40);
    cache.listed('ten', ten.lists);
    cache.clause('dense', dense.lists);
    // 2 + 10 + 9 passes the bound: 'ten', the least recently used, leaves; the bitmap, used since, stays.
    cache.listed('nine', nine.lists);
    assert.equal(cache.clause('dense', dense.lists), bitmap);
    cache.listed('nine', nine.lists);
    cache.listed('ten', ten.lists);
    assert.deepEqual([dense.asked(), ten.asked(), nine.asked()], [1, 2, 1]);
  });

  it('keeps no union of fewer than two lists, which is one of them or none', () => {
    const cache = new UnionCache(UNIVERSE, 1_000_000);
    const one = Uint32Array.of(1, 5, 9);
    const single = counted([new Uint32Array(0), one]);
    assert.equal(cache.listed('one', single.lists), one);
    assert.equal(cache.clause('one', single.lists), one);
    assert.equal(cache.listed('none', () => [new Uint32Array(0)]).length, 0);
    assert.equal(single.asked(), 2, 'not kept');
  });

  it('keeps no union larger than half its bound', () => {
    const cache = new UnionCache(UNIVERSE, 10);
    const big = counted([Uint32Array.of(1, 2, 3), Uint32Array.of(4, 5, 6)]);
    cache.listed('big', big.lists);
    cache.listed('big', big.lists);
    assert.equal(big.asked(), 2);
  });
});

describe('a text group of several alternatives', () => {
  const dataset = generateDataset({ schools: 3000, seed: 7 });
  const index = new SchoolIndex(dataset.schools, dataset.resorts);
  // 'st' as the vocabulary reads it, and an alias's country beside its word ('svizzera').
  const alternatives: TextAlternative[] = [
    { kind: 'word', word: 'st', match: 'prefix' },
    { kind: 'word', word: 'saint', match: 'exact' },
    { kind: 'field', field: 'country', value: 'CH', corrected: false },
  ];
  const text: TextQuery = { groups: [{ alternatives }], optional: [] };
  const expected = unionOf(alternatives.map((alternative) => (alternative.kind === 'word' ? index.text.matching(alternative) : index.fieldDocs(alternative.field, alternative.value))));

  /** The group's only clause, as a bitmap or its one list. */
  const united = (dense: 'bitmaps' | 'lists'): Uint32Array | KeptBitmap => {
    const clauses = textClauses(index, text, dense);
    assert.equal(clauses.length, 1);
    const clause = clauses[0] as Clause;
    if (isBitmap(clause)) return clause as KeptBitmap;
    assert.equal(clause.length, 1, 'one list, not one per alternative');
    return clause[0] as Uint32Array;
  };

  it('is one clause, the union of its alternatives, kept for the next search', () => {
    for (const dense of ['bitmaps', 'lists'] as const) {
      const found = united(dense);
      assert.deepEqual(docsOf(found), expected);
      assert.equal(united(dense), found, 'kept');
    }
    assert.ok(bitmapPays(expected.length, dataset.schools.length), 'dense: the bitmaps form is a bitmap');
    assert.ok(united('bitmaps') instanceof KeptBitmap);
  });

  it('finds and counts what the reference does, its counts kept with the kept union', () => {
    for (const [facets, page] of [[SCHOOL_FACETS, 1], [['country', 'language'], 2], [SCHOOL_FACETS, 3]] as const) {
      const query: SchoolQuery = { text, page, limit: 20, sort: 'relevance', facets };
      const found = index.search(query);
      assert.equal(found.total, expected.length);
      const counts = found.facets!;
      assert.deepEqual(counts, referenceFacets(dataset, query));
      // Kept with the union (facet-values.ts publishedOver): the next page's counts are the same arrays.
      const next = index.search({ ...query, page: page + 1 }).facets!;
      for (const facet of facets) assert.ok(Object.isFrozen(counts[facet]) && next[facet] === counts[facet], facet);
    }
  });

  it('is told from a group of the same words matched otherwise', () => {
    const exactly: TextQuery = { groups: [{ alternatives: [{ kind: 'word', word: 'st', match: 'exact' }, ...alternatives.slice(1)] }], optional: [] };
    const [clause] = textClauses(index, exactly, 'lists') as [readonly Uint32Array[]];
    const words = index.text.vocabulary.words.filter((word) => word.startsWith('st') && word !== 'st');
    assert.ok(words.some((word) => index.text.matching({ kind: 'word', word, match: 'exact' }).length > 0), 'st-words beyond st itself');
    assert.deepEqual([...clause[0]!], unionOf([index.text.matching({ kind: 'word', word: 'st', match: 'exact' }), ...alternatives.slice(1).map((alternative) => (alternative.kind === 'word' ? index.text.matching(alternative) : index.fieldDocs(alternative.field, alternative.value)))]));
    assert.notDeepEqual([...clause[0]!], expected);
  });
});
