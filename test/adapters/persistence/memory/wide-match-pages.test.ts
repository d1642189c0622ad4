/**
 * Pages of very wide matches (a one-letter `q`, filters most documents
 * pass) are found by walking bitmaps through precomputed orders rather than
 * by scoring every match (score-buckets.ts pageByScoreBuckets, ranked-page.ts
 * pageInOrder). The property suite reaches those paths only by chance; here
 * every one-letter q and the widest filters are held to the reference at
 * shallow, middle and last pages.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import type { Dataset } from '../../../../src/adapters/dataset-generator/dataset.js';
import { generateDataset } from '../../../../src/adapters/dataset-generator/generate-dataset.js';
import { docsOf, docsOfBitsFrom } from '../../../../src/adapters/persistence/memory/doc-bitmaps.js';
import { InMemoryDirectory } from '../../../../src/adapters/persistence/memory/in-memory-directory.js';
import { unitesOverBitmap } from '../../../../src/adapters/persistence/memory/list-union.js';
import { buildSortOrder, listedSet, pageInOrder, walkIsCheaper } from '../../../../src/adapters/persistence/memory/ranked-page.js';
import { BUCKETS_FROM } from '../../../../src/adapters/persistence/memory/relevance-page.js';
import { markAll } from '../../../../src/adapters/persistence/memory/scratch.js';
import type { TextMatch } from '../../../../src/adapters/persistence/memory/text-search.js';
import { SCHOOL_FACETS } from '../../../../src/domain/facets.js';
import { MAX_RADIUS_KM } from '../../../../src/domain/geo.js';
import { pageOffset, type PageRequest } from '../../../../src/domain/page.js';
import type { InstructorQuery, SchoolQuery } from '../../../../src/domain/queries.js';
import { literalText, NO_TEXT, type TextAlternative, type TextGroup, type TextQuery } from '../../../../src/domain/text-query.js';
import { referenceFacets, referenceInstructors, referenceNearbySchools, referenceSchools, type ReferencePage } from '../../../contracts/reference-directory.js';
import { propertyRuns } from '../../../support/property-runs.js';

const dataset = generateDataset({ schools: 600, seed: 11 });
const directory = InMemoryDirectory.fromDataset(dataset);
const letters = [...'abcgkmstv'];

/** First pages, a middle one and the page holding the last match. */
function pagesOf(total: number, limit: number): number[] {
  const last = Math.max(1, Math.ceil(total / limit));
  return [...new Set([1, 2, 3, Math.ceil(last / 2), last, last + 1])];
}

/**
 * The reference's answer to `base` at any page: its whole order, asked for once, then sliced, as a reference
 * page is a slice of it (reference-directory.ts). The reference matches, scores and sorts every record on
 * each call; asked again for every page, it took most of this file's time.
 */
function referencePages<Q extends PageRequest>(reference: (dataset: Dataset, query: Q) => ReferencePage, dataset: Dataset, base: Q): { total: number; ids: (page: number) => number[] } {
  const whole = reference(dataset, { ...base, page: 1, limit: Number.MAX_SAFE_INTEGER });
  return {
    total: whole.total,
    ids: (page) => {
      const from = pageOffset({ page, limit: base.limit });
      return whole.ids.slice(from, from + base.limit);
    },
  };
}

describe('wide matches: pages found through bitmaps equal the reference', () => {
  it('schools, every one-letter q by relevance, with and without a wide filter', async () => {
    let wide = 0;
    for (const letter of letters) {
      for (const extra of [{}, { certified: true }, { languages: ['en'] }] as Partial<SchoolQuery>[]) {
        const text: TextQuery = literalText([letter]);
        const base: SchoolQuery = { text, sort: 'relevance', page: 1, limit: 20, ...extra };
        const { total, ids } = referencePages(referenceSchools, dataset, base);
        if (total > 150) wide += 1;
        for (const page of pagesOf(total, 20)) {
          const query = { ...base, page };
          const got = await directory.schools.search(query);
          assert.deepEqual(got.items.map((school) => school.id), ids(page), `q=${letter} ${JSON.stringify(extra)} page ${page}`);
          assert.equal(got.total, total);
        }
      }
    }
    assert.ok(wide > 5, `only ${wide} wide one-letter queries: the dataset no longer exercises the bucket walk`);
  });

  it('schools, a group of several alternatives kept as a bitmap, read by filtered searches and left as it was', async () => {
    // An intent word as query understanding reads it: the activity or the word (text-index.ts unitedGroup).
    const snowboard: TextGroup = { alternatives: [{ kind: 'field', field: 'activity', value: 'snowboard', corrected: false }, { kind: 'word', word: 'snowboard', match: 'exact' }] };
    const texts: TextQuery[] = [{ groups: [snowboard], optional: [] }, { groups: [snowboard, { alternatives: [{ kind: 'word', word: 's', match: 'prefix' }] }], optional: [] }];
    // The group alone once more at the end, after every filtered search has read its kept bitmap.
    for (const [text, extra] of [...texts.flatMap((text) => [{}, { certified: true }, { languages: ['en'] }].map((extra) => [text, extra] as const)), [texts[0]!, {}] as const]) {
      const base: SchoolQuery = { text, sort: 'relevance', page: 1, limit: 20, ...(extra as Partial<SchoolQuery>) };
      const { total, ids } = referencePages(referenceSchools, dataset, base);
      assert.ok(total * 32 >= dataset.schools.length || text.groups.length > 1, 'the group alone is dense: kept as a bitmap');
      for (const page of pagesOf(total, 20)) {
        const query = { ...base, page };
        const got = await directory.schools.search(query);
        assert.deepEqual(got.items.map((school) => school.id), ids(page), `${text.groups.length} groups ${JSON.stringify(extra)} page ${page}`);
        assert.equal(got.total, total);
      }
    }
  });

  it('schools, a one-letter q as people type it after other words: optional words and several groups', async () => {
    // "la c", "ski school c": one group and optional words; "val d", "snowboard s": several groups (best-bucket.ts pageOfBestBucket).
    const word = (text: string, match: 'prefix' | 'exact' = 'prefix'): TextGroup => ({ alternatives: [{ kind: 'word', word: text, match }] });
    const snowboard: TextGroup = { alternatives: [{ kind: 'field', field: 'activity', value: 'snowboard', corrected: false }, { kind: 'word', word: 'snowboard', match: 'name' }] };
    const texts: TextQuery[] = ['a', 'c', 'm', 's'].flatMap((letter) => [
      ...[['ski'], ['la'], ['ski', 'school'], ['s', 'ski'], ['zzz'], ['ski', 'zzz']].map((optional) => ({ groups: [word(letter)], optional })),
      ...['ski', 'school', 'val', 'st', 'les'].flatMap((other) => [
        { groups: [word(other, 'exact'), word(letter)], optional: [] },
        { groups: [word(other), word(letter)], optional: ['ski'] },
        // No name holds 'zzz': the run holding every optional word is empty, and the bucket is ordered run by run.
        { groups: [word(other), word(letter)], optional: ['ski', 'zzz'] },
      ]),
      { groups: [snowboard, word(letter)], optional: [] },
      { groups: [word('ski'), word('school'), word(letter)], optional: ['la'] },
    ]);
    // Large enough for several groups' matches to pass BUCKETS_FROM with a filter.
    const larger = generateDataset({ schools: 1500, seed: 11 });
    const search = InMemoryDirectory.fromDataset(larger).schools;
    let wide = 0;
    for (const text of texts) {
      for (const extra of [{}, { languages: ['en'] }] as Partial<SchoolQuery>[]) {
        const base: SchoolQuery = { text, sort: 'relevance', page: 1, limit: 20, ...extra };
        const { total, ids } = referencePages(referenceSchools, larger, base);
        // Past BUCKETS_FROM matches a ranking takes its best bucket apart rather than score every match.
        if (total > BUCKETS_FROM) wide += 1;
        for (const page of pagesOf(total, 20)) {
          const query = { ...base, page };
          const got = await search.search(query);
          assert.deepEqual(got.items.map((school) => school.id), ids(page), `${JSON.stringify(text)} ${JSON.stringify(extra)} page ${page}`);
          assert.equal(got.total, total);
        }
      }
    }
    assert.ok(wide > 15, `only ${wide} wide queries: the dataset no longer exercises the best bucket`);
  });

  it('schools, words no school holds together: the matches of either, ranked as one group', async () => {
    // "bansko pr" at 100k: no Bansko school's name has a word in 'pr'. Two countries are as exclusive, and wide.
    const country = (value: string): TextGroup => ({ alternatives: [{ kind: 'field', field: 'country', value, corrected: false }] });
    const larger = generateDataset({ schools: 1500, seed: 11 });
    const search = InMemoryDirectory.fromDataset(larger).schools;
    let ranked = 0;
    for (const [first, second] of [['FR', 'JP'], ['CH', 'US'], ['AT', 'IT']] as const) {
      for (const optional of [[], ['ski'], ['ski', 'zzz']]) {
        for (const extra of [{}, { languages: ['en'] }] as Partial<SchoolQuery>[]) {
          const base: SchoolQuery = { text: { groups: [country(first), country(second)], optional }, sort: 'relevance', page: 1, limit: 20, ...extra };
          const { total, ids } = referencePages(referenceSchools, larger, base);
          for (const page of pagesOf(total, 20)) {
            const query = { ...base, page };
            const got = await search.search(query);
            assert.deepEqual(got.items.map((school) => school.id), ids(page), `${first} or ${second} ${JSON.stringify(optional)} ${JSON.stringify(extra)} page ${page}`);
            assert.equal(got.total, total);
            if (got.groupsMatched === 1 && total > BUCKETS_FROM) ranked += 1;
          }
        }
      }
    }
    assert.ok(ranked > 20, `only ${ranked} pages of wide matches holding one group`);
  });

  it('schools, a one-letter q by relevance with a narrow filter: matches sparse in the letter\'s lists', async () => {
    // Under a quarter of the lists' documents match: score-buckets.ts addToBucket walks them with a branch, not without.
    const larger = generateDataset({ schools: 4000, seed: 11 });
    const search = InMemoryDirectory.fromDataset(larger).schools;
    const base: SchoolQuery = { text: literalText(['s']), sort: 'relevance', page: 1, limit: 20, countries: ['FR'] };
    const { total, ids } = referencePages(referenceSchools, larger, base);
    assert.ok(total > BUCKETS_FROM && total * 4 < referenceSchools(larger, { ...base, countries: undefined }).total, `${total} matches`);
    for (const page of pagesOf(total, 20)) {
      const query = { ...base, page };
      assert.deepEqual((await search.search(query)).items.map((school) => school.id), ids(page), `page ${page}`);
    }
  });

  it('schools, wide filters in every precomputed order at every depth', async () => {
    const sorts: SchoolQuery['sort'][] = ['featured', 'rating', 'newest', 'price', '-name'];
    for (const sort of sorts) {
      // Several countries, and several wide filters together, are matched as a bitmap that an early page walks
      // unlisted (ranked-page.ts pageInOrder); a one-letter word, one clause of many lists, stays listed.
      const filters = [{ certified: true }, { countries: ['AT', 'CH', 'FR'] }, { languages: ['en'] }, { countries: ['AT', 'CH'], languages: ['en'], certified: true }, { text: literalText(['s']) }];
      for (const filter of filters as Partial<SchoolQuery>[]) {
        const base: SchoolQuery = { text: NO_TEXT, sort, page: 1, limit: 50, ...filter };
        const { total, ids } = referencePages(referenceSchools, dataset, base);
        for (const page of pagesOf(total, 50)) {
          const query = { ...base, page };
          const got = await directory.schools.search(query);
          assert.deepEqual(got.items.map((school) => school.id), ids(page), `sort=${sort} ${JSON.stringify(filter)} page ${page}`);
          assert.equal(got.total, total);
        }
      }
    }
  });

  it('schools near a point alone, the circle holding most of them: every order at every depth, and the count', async () => {
    // The densest resort's circle: counted without a list, walked through other orders, paged by distance in a smaller circle.
    const centre = dataset.resorts.reduce((best, resort) => (resort.schoolCount > best.schoolCount ? resort : best)).location;
    let walked = 0;
    for (const sort of ['featured', 'rating', 'distance', '-name'] as SchoolQuery['sort'][]) {
      const base: SchoolQuery = { text: NO_TEXT, sort, page: 1, limit: 20, near: { point: centre, radiusKm: MAX_RADIUS_KM } };
      const { total, ids } = referencePages(referenceNearbySchools, dataset, base);
      assert.ok(total > dataset.schools.length / 3, `only ${total} schools within the circle`);
      for (const page of pagesOf(total, 20)) {
        const query = { ...base, page };
        const got = await directory.schools.search(query);
        assert.deepEqual(got.items.map((school) => school.id), ids(page), `sort=${sort} page ${page}`);
        assert.equal(got.total, total);
        if (page <= 3) walked += 1;
      }
    }
    assert.ok(walked >= 12);
  });

  it('schools matched as a bitmap, with every facet, and near a point by distance', async () => {
    const centre = dataset.resorts.reduce((best, resort) => (resort.schoolCount > best.schoolCount ? resort : best)).location;
    const near = { point: centre, radiusKm: MAX_RADIUS_KM };
    const queries: SchoolQuery[] = [
      { text: NO_TEXT, sort: 'featured', page: 1, limit: 20, countries: ['AT', 'CH', 'FR'], facets: [...SCHOOL_FACETS] },
      { text: NO_TEXT, sort: 'rating', page: 2, limit: 20, countries: ['AT', 'CH'], languages: ['en'], facets: ['country', 'language', 'activity'] },
      { text: NO_TEXT, sort: 'distance', page: 1, limit: 20, countries: ['AT', 'CH', 'FR', 'IT'], near },
      { text: NO_TEXT, sort: 'newest', page: 3, limit: 20, countries: ['AT', 'CH', 'FR', 'IT'], near, facets: ['country'] },
    ];
    for (const query of queries) {
      const got = await directory.schools.search(query);
      const expected = query.near === undefined ? referenceSchools(dataset, query) : referenceNearbySchools(dataset, query);
      assert.deepEqual(got.items.map((school) => school.id), expected.ids, JSON.stringify(query));
      assert.equal(got.total, expected.total);
      assert.deepEqual(got.facets, query.facets === undefined ? undefined : referenceFacets(dataset, query), JSON.stringify(query));
    }
  });

  it('instructors matched as a bitmap, paged in id order without listing the match, at every depth', async () => {
    const base: InstructorQuery = { text: NO_TEXT, page: 1, limit: 20, countries: ['AT', 'CH', 'FR'] };
    const { total, ids } = referencePages(referenceInstructors, dataset, base);
    // The three countries' lists are dense enough to be united over a bitmap, which the page is read off.
    assert.ok(unitesOverBitmap(3, total, dataset.instructors.length), `${total} of ${dataset.instructors.length} instructors`);
    for (const page of pagesOf(total, 20)) {
      const query = { ...base, page };
      const got = await directory.instructors.search(query);
      assert.deepEqual(got.items.map((instructor) => instructor.id), ids(page), `page ${page}`);
      assert.equal(got.total, total);
    }
  });

  it('instructors, every one-letter q (ties by id), with and without a filter', async () => {
    for (const letter of ['a', 'k', 's']) {
      for (const extra of [{}, { languages: ['en'] }] as Partial<InstructorQuery>[]) {
        const base: InstructorQuery = { text: literalText([letter]), page: 1, limit: 20, ...extra };
        const { total, ids } = referencePages(referenceInstructors, dataset, base);
        for (const page of pagesOf(total, 20)) {
          const query = { ...base, page };
          const got = await directory.instructors.search(query);
          assert.deepEqual(got.items.map((instructor) => instructor.id), ids(page), `q=${letter} ${JSON.stringify(extra)} page ${page}`);
        }
      }
    }
    // A letter alone once more, after every filtered search: its match is the prefix's kept bitmap (union-cache.ts
    // KeptBitmap), which a filtered search reads too, and which nothing may have written to.
    for (const letter of ['a', 'k', 's']) {
      const query: InstructorQuery = { text: literalText([letter]), page: 1, limit: 20 };
      const got = await directory.instructors.search(query);
      const expected = referenceInstructors(dataset, query);
      assert.deepEqual([got.total, got.items.map((instructor) => instructor.id)], [expected.total, expected.ids], `q=${letter} again`);
    }
  });

  it('instructors, a first name and a surname typed by their first letters (ties by id), with and without a filter, at every depth', async () => {
    // Two groups whose best run (both words in the name) heads the ranking, read only as far as the page reaches
    // (first-matches.ts); the pages past it are scored.
    let wide = 0;
    const prefix = (word: string): TextAlternative => ({ kind: 'word', word, match: 'prefix' });
    const texts: TextQuery[] = [
      ...[['a', 's'], ['j', 'm'], ['ch', 's'], ['s', 'b'], ['a', 'b', 'c']].map((typed) => literalText(typed)),
      // A filler word, which only ranks (its holders head each bucket), and a group of two alternatives, whose best score is two lists.
      { groups: literalText(['j', 'm']).groups, optional: ['s'] },
      { groups: [{ alternatives: [prefix('a'), prefix('e')] }, { alternatives: [prefix('s')] }], optional: [] },
      { groups: [{ alternatives: [prefix('l'), prefix('m')] }], optional: [] },
    ];
    for (const text of texts) {
      for (const extra of [{}, { languages: ['en'] }] as Partial<InstructorQuery>[]) {
        const base: InstructorQuery = { text, page: 1, limit: 20, ...extra };
        const { total, ids } = referencePages(referenceInstructors, dataset, base);
        // Past BUCKETS_FROM matches a ranking takes its best bucket apart rather than score every match.
        if (total > BUCKETS_FROM) wide += 1;
        for (const page of pagesOf(total, 20)) {
          const query = { ...base, page };
          const got = await directory.instructors.search(query);
          assert.deepEqual([got.total, got.items.map((instructor) => instructor.id)], [total, ids(page)], `${JSON.stringify(text)} ${JSON.stringify(extra)} page ${page}`);
        }
      }
    }
    assert.ok(wide > 10, `only ${wide} wide queries: the dataset no longer ranks them by their best run`);
  });
});

describe('a page of a bitmap in document order (doc-bitmaps.ts docsOfBitsFrom)', () => {
  it('is the slice of its listed documents, wherever the skip lands', () => {
    const bitmaps = fc.integer({ min: 1, max: 300 }).chain((universe) => fc.record({
      members: fc.uniqueArray(fc.integer({ min: 0, max: universe - 1 }), { maxLength: universe }),
      words: fc.constant((universe + 31) >>> 5),
      skip: fc.integer({ min: 0, max: universe + 5 }),
      count: fc.integer({ min: 0, max: 40 }),
    }));
    fc.assert(fc.property(bitmaps, ({ members, words, skip, count }) => {
      const bits = new Int32Array(words);
      markAll(bits, Uint32Array.from(members));
      assert.deepEqual([...docsOfBitsFrom(bits, skip, count)], [...docsOf(bits).subarray(skip, skip + count)]);
    }), { numRuns: propertyRuns(300) });
  });
});

describe('a set paged in a precomputed order (ranked-page.ts pageInOrder)', () => {
  it('gives its documents by rank, held as a bitmap or listed, and lists one held as a bitmap only where walking costs more', () => {
    const sets = fc.integer({ min: 1, max: 600 }).chain((universe) => fc.record({
      keys: fc.array(fc.integer({ min: 0, max: 9 }), { minLength: universe, maxLength: universe }),
      members: fc.uniqueArray(fc.integer({ min: 0, max: universe - 1 }), { minLength: 1, maxLength: universe }),
      offset: fc.integer({ min: 0, max: universe }),
      limit: fc.integer({ min: 1, max: 60 }),
    }));
    fc.assert(fc.property(sets, ({ keys, members, offset, limit }) => {
      const sort = buildSortOrder(keys.length, (a, b) => (keys[a] as number) - (keys[b] as number) || a - b);
      const docs = Uint32Array.from([...members].sort((a, b) => a - b));
      const bits = new Int32Array((keys.length + 31) >>> 5);
      markAll(bits, docs);
      let listed = false;
      const match: TextMatch = {
        bits, size: docs.length, groupsMatched: 0, filtered: true, lasting: null,
        get matched() {
          listed = true;
          return docs;
        },
      };
      const expected = [...docs].sort((a, b) => (sort.rank[a] as number) - (sort.rank[b] as number)).slice(offset, offset + limit);
      assert.deepEqual([...pageInOrder(sort, match, offset, limit)], expected);
      assert.deepEqual([...pageInOrder(sort, listedSet(docs, keys.length), offset, limit)], expected);
      const end = Math.min(offset + limit, docs.length);
      if (offset < docs.length && walkIsCheaper(end, docs.length, keys.length)) assert.equal(listed, false);
    }), { numRuns: propertyRuns(300) });
  });
});
