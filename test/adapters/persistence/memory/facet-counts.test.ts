/**
 * The embedded engine's disjunctive facet counts against the brute-force
 * reference, for queries chosen to take each way of counting a facet's set
 * without its own filter (facet-counts.ts): kept with the one or two filter
 * values it is made of (three own filters, or two and a path's), from a
 * filter value's counts (four own filters), from the match's (language,
 * nearly every school of the others speaking it), from the totals (a lone
 * flag), by counting the set itself (a rare word), and by rerunning the
 * search when the text matches only by its fallback; a match that
 * outlives the search (one of the index's own lists, or a dense prefix's
 * kept bitmap), whose counts are kept with it; and a match of one filter
 * value's list or two, whose shared facets are kept with them. Which way
 * is taken is checked on cheapestPlan itself.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { generateDataset } from '../../../../src/adapters/dataset-generator/generate-dataset.js';
import { cheapestPlan, setToCountFrom } from '../../../../src/adapters/persistence/memory/facet-counts.js';
import { FacetValues, MAX_KEPT_PAIRS } from '../../../../src/adapters/persistence/memory/facet-values.js';
import { KeptBitmap } from '../../../../src/adapters/persistence/memory/union-cache.js';
import { SchoolIndex } from '../../../../src/adapters/persistence/memory/school-index.js';
import { intersect } from '../../../../src/adapters/persistence/memory/sorted-ids.js';
import { SCHOOL_FACETS, type SchoolFacetName } from '../../../../src/domain/facets.js';
import type { SchoolQuery } from '../../../../src/domain/queries.js';
import { literalText, NO_TEXT, type TextField } from '../../../../src/domain/text-query.js';
import { referenceFacets } from '../../../contracts/reference-directory.js';

const dataset = generateDataset({ schools: 3000, seed: 7 });
const index = new SchoolIndex(dataset.schools, dataset.resorts);
const base: SchoolQuery = { text: NO_TEXT, page: 1, limit: 20, sort: 'featured', facets: SCHOOL_FACETS };
const first = dataset.schools[0]!;
const rareWord = first.name.split(/\s+/).map((word) => word.toLowerCase()).sort((a, b) => b.length - a.length)[0]!;

describe('facet counts of the embedded engine', () => {
  const cases: [string, SchoolQuery][] = [
    ['three own filters (each set without one kept with the other two)', { ...base, countries: ['FR'], activities: ['freeride'], languages: ['en'] }],
    ['four own filters (from a value, from the match)', { ...base, countries: ['FR'], activities: ['freeride'], languages: ['en'], certified: true }],
    ['two own filters and a fixed one (kept with the fixed one and the other)', { ...base, countries: [first.country], languages: ['en'], resorts: [first.resorts[0]!.slug], fixedFilters: ['resort'] }],
    ['three own filters and a word (walked)', { ...base, text: literalText(['s']), countries: ['FR'], activities: ['freeride'], languages: ['en'] }],
    ['one own filter over every school (from the totals)', { ...base, certified: true }],
    ['own filters of several values each', { ...base, countries: ['FR', 'CH'], levels: ['expert', 'beginner'] }],
    ['an own filter and a rare word (the set itself)', { ...base, text: literalText([rareWord]), countries: [first.country] }],
    ['an own filter and a broad word', { ...base, text: literalText(['s']), sort: 'relevance', languages: ['de'] }],
    ['an own filter and a fixed one', { ...base, countries: [first.country], resorts: [first.resorts[0]!.slug], fixedFilters: ['resort'] }],
    ['an own filter that matches nothing', { ...base, resorts: ['no-such-resort'], activities: ['freeride'] }],
    ['two words no school has together (the fallback, rerun)', { ...base, text: literalText([rareWord, 'zzqx']), countries: [first.country] }],
    ['two words some schools have together', { ...base, text: literalText(['s', 'ski']), countries: ['AT'], certified: false }],
    ['two own filters (the match a pair of values, its every facet kept with it)', { ...base, countries: ['FR'], activities: ['freeride'] }],
    ['two own filters, shared facets only', { ...base, countries: ['FR'], languages: ['en'], facets: ['resort', 'level', 'featured'] }],
    ['an own filter and a fixed one, shared facets only', { ...base, countries: [first.country], resorts: [first.resorts[0]!.slug], fixedFilters: ['resort'], facets: ['activity', 'certified'] }],
    ['two filters, one of a value no school has', { ...base, countries: ['FR'], languages: ['no-such-language'] }],
    ['two filters, one of a value no school has, shared facets only', { ...base, countries: ['FR'], languages: ['no-such-language'], facets: ['resort', 'level'] }],
    ['one own filter alone (the match is its list)', { ...base, countries: ['FR'] }],
    ['a fixed filter alone (the match is its list)', { ...base, activities: ['freeride'], fixedFilters: ['activity'] }],
    ['no filter at all (every school)', base],
  ];
  for (const [name, query] of cases) {
    it(name, () => {
      assert.deepEqual(index.search(query).facets, referenceFacets(dataset, query));
    });
  }

  it('keeps the counts of a search whose match outlives it, one of its lists or a dense prefix, for whichever facets are asked next', () => {
    // A broad word no other word starts with matches its own list; 's' unites many, kept as a bitmap (union-cache.ts KeptBitmap).
    const { words } = index.text.vocabulary;
    const docsOf = (word: string): Uint32Array => index.text.matching({ kind: 'word', word, match: 'exact' });
    const ownList = words.find((word) => words.every((other) => other === word || !other.startsWith(word)) && docsOf(word).length * 32 >= dataset.schools.length);
    assert.ok(ownList !== undefined, 'a broad word of its own');
    assert.ok(index.text.matchingClause({ kind: 'word', word: 's', match: 'prefix' }) instanceof KeptBitmap, "'s' is a dense prefix");
    for (const [word, facets] of [[ownList, ['country', 'resort']], ['s', SCHOOL_FACETS], ['s', ['featured']], [ownList, ['resort', 'language']]] as const) {
      const query = { ...base, text: literalText([word]), sort: 'relevance' as const, facets, page: facets.length };
      const counts = index.search(query).facets!;
      assert.deepEqual(counts, referenceFacets(dataset, query));
      // Shared by every such search (the next page's is the same array): no answer can change another's.
      const next = index.search({ ...query, page: query.page + 1 }).facets!;
      for (const facet of facets) assert.ok(Object.isFrozen(counts[facet]) && counts[facet]!.every((count) => Object.isFrozen(count)) && next[facet] === counts[facet], facet);
    }
  });

  it('counts each value a school has once, however often and in whatever order its record lists it', () => {
    const small = generateDataset({ schools: 60, seed: 3 });
    const [school, ...others] = small.schools;
    const listedTwice = {
      ...school!,
      activities: [...school!.activities].reverse().concat(school!.activities),
      languages: [...school!.languages, 'it', ...school!.languages].reverse(),
    };
    const repeated = { ...small, schools: [listedTwice, ...others] };
    const query: SchoolQuery = { ...base, facets: SCHOOL_FACETS };
    assert.deepEqual(new SchoolIndex(repeated.schools, repeated.resorts).search(query).facets, referenceFacets(repeated, query));
  });

  it("keeps a filter value's counts however few its schools: the values are few, and other sets are counted from them", () => {
    const values = new FacetValues(dataset.schools);
    const fewest = [...new Set(dataset.schools.map((school) => school.country))].map((country) => index.fieldDocs('country', country)).sort((a, b) => a.length - b.length)[0]!;
    assert.ok(fewest.length * 32 < dataset.schools.length, 'a narrow list');
    assert.equal(values.listCounts(fewest), values.listCounts(fewest));
  });

  /**
   * Whether each of `facets` (the query's by default) was published from kept counts, which are frozen
   * (facet-values.ts publishedOverFilters), where lists counted for one answer are not; the counts held to the reference.
   */
  const keptWith = (query: SchoolQuery, facets: readonly SchoolFacetName[] = query.facets ?? []): boolean[] => {
    const counts = index.search(query).facets!;
    assert.deepEqual(counts, referenceFacets(dataset, query));
    return facets.map((facet) => Object.isFrozen(counts[facet]));
  };

  it("counts an own facet from the counts kept with the other filters' one or two values, and walks a set with text", () => {
    const own = ['country', 'activity', 'language'] as const;
    const three: SchoolQuery = { ...base, countries: ['FR'], activities: ['freeride'], languages: ['en'] };
    assert.deepEqual(keptWith(three, own), [true, true, true]);
    assert.deepEqual(keptWith({ ...three, text: literalText(['s']) }, own), [false, false, false]);
    const underPath: SchoolQuery = { ...base, countries: [first.country], languages: ['en'], resorts: [first.resorts[0]!.slug], fixedFilters: ['resort'] };
    assert.deepEqual(keptWith(underPath, ['country', 'language']), [true, true]);
    // Three filters: the match is no pair, and its shared facets are published afresh (counted from a pair's counts or over it).
    assert.deepEqual(keptWith(three, ['resort', 'level']), [false, false]);
  });

  it('counts the shared facets of a match of one or two filter values from what is kept with them, with or without an own facet asked', () => {
    const two: SchoolQuery = { ...base, countries: ['FR'], activities: ['freeride'] };
    assert.deepEqual(keptWith(two), SCHOOL_FACETS.map(() => true));
    assert.deepEqual(keptWith({ ...two, facets: ['resort', 'level'] }), [true, true]);
    const underPath: SchoolQuery = { ...base, countries: [first.country], resorts: [first.resorts[0]!.slug], fixedFilters: ['resort'], facets: ['resort', 'level'] };
    assert.deepEqual(keptWith(underPath), [true, true]);
    // One filter value's list is kept however few its schools, as a resort's page asks for its facets.
    const narrowResort = first.resorts[0]!.slug;
    assert.ok(index.fieldDocs('resort', narrowResort).length * 32 < dataset.schools.length, 'a narrow list');
    assert.deepEqual(keptWith({ ...base, resorts: [narrowResort], fixedFilters: ['resort'], facets: ['activity', 'level'] }), [true, true]);
    assert.deepEqual(keptWith({ ...base, countries: ['FR'], facets: ['resort', 'level'] }), [true, true]);
    // Anything more than the two lists is counted over the match: text, `near`, a filter of two values.
    assert.deepEqual(keptWith({ ...two, text: literalText(['s']), facets: ['resort'] }), [false]);
    assert.deepEqual(keptWith({ ...two, near: { point: first.location, radiusKm: 500 }, facets: ['resort'] }), [false]);
    assert.deepEqual(keptWith({ ...two, countries: ['FR', 'CH'], facets: ['resort'] }), [false]);
  });

  it('keeps the counts of two filter values together, whichever is named first', () => {
    const values = new FacetValues(dataset.schools);
    const [french, english] = [index.fieldDocs('country', 'FR'), index.fieldDocs('language', 'en')];
    const both = intersect(french, english);
    assert.ok(both.length > 0 && both.length < french.length, 'two values some schools have together');
    for (const facet of SCHOOL_FACETS) {
      const kept = values.publishedOverFilters(facet, french, english);
      assert.equal(values.publishedOverFilters(facet, english, french), kept, facet);
      assert.deepEqual(kept, values.published([facet], values.tally([facet], both))[facet], facet);
      // Shared by every such search: no answer can change another's, and each list is written out once (page-meta.ts).
      assert.ok(Object.isFrozen(kept) && kept.every((count) => Object.isFrozen(count)), facet);
    }
  });

  it('keeps the pairs of values asked for last, up to a bound, and counts any other again', () => {
    const values = new FacetValues(dataset.schools);
    const listsOf = (field: TextField, values: Iterable<string>) => [...new Set(values)].map((value) => ({ field, list: index.fieldDocs(field, value) }));
    const lists = [
      ...listsOf('country', index.values('country')),
      ...listsOf('language', index.values('language')),
      ...listsOf('resort', dataset.schools.flatMap((school) => school.resorts.map((resort) => resort.slug))),
    ];
    const pairs = lists.flatMap((first, at) => lists.slice(at + 1).filter((second) => second.field !== first.field).map((second) => [first.list, second.list] as const));
    assert.ok(pairs.length >= 2 + 2 * MAX_KEPT_PAIRS, 'twice as many pairs as are kept, and two more');
    const level = (pair: readonly [Uint32Array, Uint32Array]) => values.publishedOverFilters('level', ...pair);
    const [once, often] = [pairs[0]!, pairs[1]!];
    const [keptOnce, keptOften] = [level(once), level(often)];
    // Twice the bound of other pairs, the second asked for again among them: it stays, the first does not.
    for (const [at, pair] of pairs.slice(2, 2 + 2 * MAX_KEPT_PAIRS).entries()) {
      level(pair);
      if (at % (MAX_KEPT_PAIRS / 4) === 0) assert.equal(level(often), keptOften);
    }
    assert.equal(level(often), keptOften);
    const countedAgain = level(once);
    assert.notEqual(countedAgain, keptOnce);
    assert.deepEqual(countedAgain, keptOnce);
    // A value no school has needs no room.
    assert.deepEqual(values.publishedOverFilters('level', pairs.at(-1)![0], index.fieldDocs('country', 'no-such-country')), []);
    // A featured change drops what is kept.
    values.setFeatured({ ...dataset.schools[0]!, featured: !dataset.schools[0]!.featured }, 0);
    assert.notEqual(level(often), keptOften);
  });

  it('counts a facet alone as its whole group counts it, over few schools and most, before and after a featured change', () => {
    const unfeatured = dataset.schools.slice(0, 400).map((school) => ({ ...school, featured: false }));
    for (const schools of [dataset.schools, unfeatured]) {
      const values = new FacetValues(schools);
      const few = Uint32Array.from({ length: 60 }, (_, at) => at * 5);
      const most = Uint32Array.from({ length: Math.ceil(schools.length * 0.8) }, (_, at) => at);
      const sameAsGroup = (label: string) => {
        for (const docs of [few, most]) {
          for (const facet of SCHOOL_FACETS) {
            assert.deepEqual(values.published([facet], values.tally([facet], docs)), values.published([facet], values.tally(SCHOOL_FACETS, docs)), `${label}: ${facet} over ${docs.length}`);
          }
        }
      };
      sameAsGroup('first use');
      // Featured where no school was: a combination the facet's own coding has not met yet.
      values.setFeatured({ ...schools[5]!, featured: !schools[5]!.featured }, 5);
      sameAsGroup('after a featured change');
    }
  });

  it("keeps nothing with a narrow word's list, counting it afresh each time", () => {
    // Every word has a list: keeping counts with each would let a crawl of the vocabulary pin memory.
    const fewSchools = (word: string) => index.search({ ...base, text: literalText([word]), facets: undefined }).total <= 10;
    const narrowWord = dataset.schools.flatMap((school) => school.name.toLowerCase().split(/\s+/)).find((word) => word.length >= 4 && fewSchools(word))!;
    const query: SchoolQuery = { ...base, text: literalText([narrowWord]), sort: 'relevance' };
    for (let asked = 0; asked < 2; asked += 1) {
      const counts = index.search(query).facets!;
      assert.deepEqual(counts, referenceFacets(dataset, query));
      assert.ok(SCHOOL_FACETS.every((facet) => !Object.isFrozen(counts[facet])));
    }
  });

  it('counts a match of filters alone from the set without one of them, less its schools outside the match, when that walks fewer', () => {
    const universe = dataset.schools.length;
    const docs = (field: TextField, value: string) => index.fieldDocs(field, value);
    // Each with the set the subtraction takes: a filter of two values without it, and a path's filter in it.
    const cases: [SchoolQuery, SchoolFacetName, Uint32Array, Uint32Array][] = [
      [{ ...base, countries: ['FR'], activities: ['ski'], languages: ['en', 'de'] }, 'language', docs('country', 'FR'), docs('activity', 'ski')],
      [{ ...base, countries: ['FR'], languages: ['en'], activities: ['freeride'], fixedFilters: ['activity'] }, 'language', docs('country', 'FR'), docs('activity', 'freeride')],
    ];
    for (const [query, without, first, second] of cases) {
      const { total, facets } = index.search(query);
      assert.deepEqual(facets, referenceFacets(dataset, query));
      const set = intersect(first, second);
      assert.equal(setToCountFrom([[without, { size: set.length }]], total, universe)?.[0], without, `${JSON.stringify(query)}: ${set.length} against ${total}`);
    }
  });

  it('counts the match from the smallest set without an own filter only when that walks fewer documents', () => {
    // At 100k documents, listing what a set holds beyond the match passes over 3,125 words: about 1,563 documents' worth.
    const universe = 100_000;
    const sets: [string, { size: number }][] = [['country', { size: 9_000 }], ['activity', { size: 8_500 }], ['language', { size: 12_000 }]];
    assert.equal(setToCountFrom(sets, 8_000, universe)?.[0], 'activity');
    assert.equal(setToCountFrom(sets.slice(0, 1), 8_000, universe)?.[0], 'country');
    assert.equal(setToCountFrom([['country', { size: 1_100 }]], 1_000, universe), undefined);
    assert.equal(setToCountFrom([['country', { size: 4_000 }]], 2_700, universe), undefined);
    assert.equal(setToCountFrom([['country', { size: 3_700 }]], 2_700, universe)?.[0], 'country');
    assert.equal(setToCountFrom([], 8_000, universe), undefined);
  });

  it('takes the way that walks the fewest documents', () => {
    const list = new Uint32Array(700);
    const other = { clause: [list], bits: new Int32Array(32) };
    const several = { clause: [list, list], bits: new Int32Array(32) };
    const set = { size: 100, matched: 90, matchCost: 0, universe: 1000 };
    assert.equal(cheapestPlan(set, []).kind, 'match plus');
    assert.equal(cheapestPlan({ ...set, matchCost: 90 }, []).kind, 'direct');
    assert.equal(cheapestPlan({ ...set, size: 950 }, []).kind, 'all minus');
    assert.equal(cheapestPlan({ ...set, size: 650 }, [other]).kind, 'list minus');
    assert.equal(cheapestPlan({ ...set, size: 650 }, [several]).kind, 'all minus');
  });
});
