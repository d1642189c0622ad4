/**
 * Random queries for the search property suites, each built around one
 * anchor record of the dataset so that most of them match something, with
 * every filter value that exists (and some that do not) in play. Values are
 * drawn as a client could write them (any case, padded references, text
 * with capitals, accents and punctuation) and normalised by the domain's
 * own functions, as the parameter rules do before a query reaches a
 * repository.
 */
import fc from 'fast-check';
import type { Dataset } from '../../src/adapters/dataset-generator/dataset.js';
import {
  normaliseCountry, normaliseLanguage, normaliseRef, RESORT_SORTS, SCHOOL_SORTS,
  type InstructorQuery, type ResortQuery, type SchoolQuery,
} from '../../src/domain/queries.js';
import { instructorSearchText, queryTerms, resortSearchText, schoolSearchText, searchWords, type SearchField } from '../../src/domain/search-text.js';
import type { TextAlternative, TextField, TextGroup, TextQuery } from '../../src/domain/text-query.js';
import { categorySlugsOfType } from '../../src/domain/taxonomy.js';
import { SCHOOL_FACETS } from '../../src/domain/facets.js';
import { referenceSchools } from './reference-directory.js';

export interface SearchQueries {
  school: fc.Arbitrary<SchoolQuery>;
  resort: fc.Arbitrary<ResortQuery>;
  instructor: fc.Arbitrary<InstructorQuery>;
}

const option = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined, freq: 3 });
const withUnknown = (values: string[]) => [...values, 'bogus'];
const normalised = (normalise: (value: string) => string) => (values: string[] | undefined) => values?.map(normalise);
const withPaging = <Q>(query: fc.Arbitrary<Q>) => query.chain((fields) => paging.map((page) => ({ ...fields, ...page })));

/**
 * A filter list: mostly absent, sometimes empty (which must not filter),
 * otherwise up to three values, usually including the anchor record's own
 * value so that the query still matches something.
 */
export function listOf(values: readonly string[], own: readonly string[] = []): fc.Arbitrary<string[] | undefined> {
  const others = fc.subarray([...values], { minLength: 0, maxLength: 2 });
  const mine = own.length > 0 ? fc.subarray([...own], { minLength: 1, maxLength: 1 }) : fc.constant([]);
  const keepMine = fc.integer({ min: 0, max: 9 }).map((roll) => roll > 0);
  return option(fc.tuple(mine, others, keepMine).map(([a, b, keep]) => (keep ? [...a, ...b] : b)));
}

/**
 * Terms of a `q`: mostly prefixes of the anchor record's own search words (so
 * that AND still matches), plus words of other records, a slice of one of the
 * anchor's texts as typed (capitals, accents, punctuation) and noise; each
 * piece split into terms by queryTerms, as the parameter rules split `q`.
 */
export function termsFrom(own: readonly SearchField[], everyone: readonly string[]): fc.Arbitrary<string[]> {
  const prefixOf = (words: readonly string[]) => fc.tuple(fc.constantFrom(...words), fc.integer({ min: 1, max: 12 })).map(([word, length]) => word.slice(0, length));
  const ownWords = searchWords(own);
  const typed = fc.constantFrom(...own.map((field) => field.text)).map((text) => text.slice(0, 12));
  const noise = fc.string({ unit: fc.constantFrom(...'aeioustrzx'), minLength: 1, maxLength: 3 });
  const piece = fc.oneof(
    { arbitrary: ownWords.length > 0 ? prefixOf(ownWords) : noise, weight: 20 },
    { arbitrary: prefixOf(everyone), weight: 2 },
    { arbitrary: typed, weight: 1 },
    { arbitrary: noise, weight: 1 },
  );
  return fc.array(piece, { maxLength: 3 }).map((pieces) => pieces.flatMap(queryTerms));
}

/**
 * A structured text query as query understanding writes them: groups of
 * alternatives (words as typed, exact and corrected words, intent words in
 * names, field values an alias or intent names), some the anchor's own and
 * some not, so that the partial answer (most groups matched) is exercised
 * too; and optional words that only rank.
 */
export function textFrom(own: readonly SearchField[], everyone: readonly string[], fields: ReadonlyArray<readonly [TextField, string]>): fc.Arbitrary<TextQuery> {
  const ownWords = searchWords(own);
  const anyWord = fc.constantFrom(...(ownWords.length > 0 ? ownWords : everyone), ...everyone.slice(0, 50));
  const wordAlternative: fc.Arbitrary<TextAlternative> = fc.oneof(
    { arbitrary: anyWord.map((word) => ({ kind: 'word' as const, word, match: 'exact' as const })), weight: 2 },
    { arbitrary: anyWord.map((word) => ({ kind: 'word' as const, word, match: 'corrected' as const })), weight: 2 },
    { arbitrary: anyWord.map((word) => ({ kind: 'word' as const, word: word.slice(0, 4), match: 'name' as const })), weight: 1 },
  );
  const fieldAlternative: fc.Arbitrary<TextAlternative> = fields.length === 0 ? wordAlternative : fc.tuple(fc.constantFrom(...fields), fc.boolean())
    .map(([[field, value], corrected]) => ({ kind: 'field' as const, field, value, corrected }));
  const prefixGroups = termsFrom(own, everyone).map((terms) => terms.map((word): TextGroup => ({ alternatives: [{ kind: 'word', word, match: 'prefix' }] })));
  const otherGroup = fc.array(fc.oneof(wordAlternative, fieldAlternative), { minLength: 1, maxLength: 3 }).map((alternatives): TextGroup => ({ alternatives }));
  const optional = fc.array(fc.constantFrom('ski', 'school', 's', ...ownWords.slice(0, 3)), { maxLength: 2 });
  return fc.tuple(prefixGroups, fc.array(otherGroup, { maxLength: 2 }), optional)
    .map(([prefixes, others, words]) => ({ groups: [...prefixes, ...others], optional: words }));
}

/** Field values a phrase may name for one record, plus values no record has. */
function fieldsOf(values: Partial<Record<TextField, readonly string[]>>): Array<readonly [TextField, string]> {
  const pairs = Object.entries(values).flatMap(([field, list]) => (list ?? []).map((value) => [field as TextField, value] as const));
  return [...pairs, ['country', 'ZZ'], ['resort', 'nowhere'], ['activity', 'telemark'], ['region', 'Tirol']];
}

/** Pages near the start mostly, sometimes far past the end. */
export const paging = fc.record({
  page: fc.oneof({ arbitrary: fc.constant(1), weight: 10 }, { arbitrary: fc.integer({ min: 2, max: 3 }), weight: 3 }, { arbitrary: fc.integer({ min: 1, max: 400 }), weight: 1 }),
  limit: fc.oneof(fc.constantFrom(1, 2, 7, 20, 100), fc.integer({ min: 1, max: 100 })),
});

/** Resort and school references as clients give them: ids, slugs (any case, padded), and unknown ones. */
export function refsOf(records: ReadonlyArray<{ id: number; slug: string }>): string[] {
  return [...records.flatMap((record) => [String(record.id), record.slug]), records[0] ? ` ${records[0].slug.toUpperCase()} ` : 'x', 'nowhere', '999999', '0'];
}

const refOf = (record: { id: number; slug: string }): string[] => [String(record.id), record.slug];

/** Every order, relevance (the only one computed per query) about a third of the time. */
const schoolSort = fc.oneof({ arbitrary: fc.constant('relevance' as const), weight: 4 }, { arbitrary: fc.constantFrom(...SCHOOL_SORTS), weight: 8 });

/** A flag that is mostly absent, else mostly the anchor's own value. */
const flagLike = (own: boolean) => option(fc.integer({ min: 0, max: 4 }).map((roll) => (roll > 0 ? own : !own)));

export function searchQueries(dataset: Dataset): SearchQueries {
  const countries = [...new Set(dataset.schools.map((school) => school.country))];
  const countryCodes = [...countries, ...countries.slice(0, 3).map((code) => code.toLowerCase()), 'ZZ'];
  const languages = [...new Set(dataset.schools.flatMap((school) => school.languages)), 'XX', 'EN'];
  const vocabulary = {
    schools: searchWords(dataset.schools.flatMap(schoolSearchText)),
    resorts: searchWords(dataset.resorts.flatMap(resortSearchText)),
    instructors: searchWords(dataset.instructors.slice(0, 300).flatMap(instructorSearchText)),
  };
  const schoolsById = new Map(dataset.schools.map((school) => [school.id, school]));
  const country = normalised(normaliseCountry);
  const language = normalised(normaliseLanguage);
  const ref = normalised(normaliseRef);

  const school: fc.Arbitrary<SchoolQuery> = withPaging(fc.constantFrom(...dataset.schools).chain((anchor) => fc.record({
    text: textFrom(schoolSearchText(anchor), vocabulary.schools, fieldsOf({
      country: [anchor.country], region: [anchor.region], resort: anchor.resorts.map((resort) => resort.slug),
      activity: anchor.activities, level: anchor.levels, schoolType: [anchor.schoolType], language: anchor.languages,
    })),
    countries: listOf(countryCodes, [anchor.country]).map(country),
    resorts: listOf(refsOf(dataset.resorts), anchor.resorts.flatMap(refOf)).map(ref),
    activities: listOf(withUnknown(categorySlugsOfType('activity')), anchor.activities),
    levels: listOf(withUnknown(categorySlugsOfType('level')), anchor.levels),
    languages: listOf(languages, anchor.languages).map(language),
    schoolTypes: listOf(withUnknown(categorySlugsOfType('school_type')), [anchor.schoolType]),
    certified: flagLike(anchor.certified),
    featured: flagLike(anchor.featured),
    sort: schoolSort,
  }, { requiredKeys: ['text', 'sort'] })));

  const resort: fc.Arbitrary<ResortQuery> = withPaging(fc.constantFrom(...dataset.resorts).chain((anchor) => fc.record({
    text: textFrom(resortSearchText(anchor), vocabulary.resorts, fieldsOf({ country: [anchor.country], region: [anchor.region], resort: [anchor.slug] })),
    countries: listOf(countryCodes, [anchor.country]).map(country),
    sort: fc.constantFrom(...RESORT_SORTS),
  }, { requiredKeys: ['text', 'sort'] })));

  const instructor: fc.Arbitrary<InstructorQuery> = withPaging(fc.constantFrom(...dataset.instructors).chain((anchor) => {
    const schools = anchor.schools.flatMap((summary) => schoolsById.get(summary.id) ?? []);
    return fc.record({
      text: textFrom(instructorSearchText(anchor), vocabulary.instructors, fieldsOf({ activity: anchor.activities, level: anchor.levels, language: anchor.languages })),
      schools: listOf(refsOf(dataset.schools.slice(0, 40)), anchor.schools.flatMap(refOf)).map(ref),
      resorts: listOf(refsOf(dataset.resorts), schools.flatMap((summary) => summary.resorts.flatMap(refOf))).map(ref),
      countries: listOf(countryCodes, schools.map((summary) => summary.country)).map(country),
      activities: listOf(withUnknown(categorySlugsOfType('activity')), anchor.activities),
      levels: listOf(categorySlugsOfType('level'), anchor.levels),
      languages: listOf(languages, anchor.languages).map(language),
    }, { requiredKeys: ['text'] });
  }));

  return { school, resort, instructor };
}

/** Counts queries that returned items, so a run where everything came back empty fails instead of proving nothing. */
export function nonVacuous() {
  let withItems = 0;
  let runs = 0;
  return {
    note(items: readonly unknown[]) { runs += 1; if (items.length > 0) withItems += 1; },
    /** Reports the share in the test output and fails below `minimumShare`. */
    check(minimumShare: number, report: (line: string) => void) {
      report(`${withItems} of ${runs} queries returned items; every one agreed`);
      if (withItems < runs * minimumShare) throw new Error(`only ${withItems} of ${runs} queries returned items`);
    },
  };
}

/**
 * A school query with, most of the time, `near` (a radius from a street to a
 * country, around a school of the dataset: usually one the query itself
 * matches, so that the circle holds something and the run compares real
 * pages, sometimes any school), sometimes sorted by distance, and facets
 * (sometimes some fixed, as nested paths fix them).
 */
export function withNearAndFacets(school: fc.Arbitrary<SchoolQuery>, dataset: Dataset): fc.Arbitrary<SchoolQuery> {
  const locationOf = new Map(dataset.schools.map((record) => [record.id, record.location]));
  const anySchool = fc.constantFrom(...dataset.schools).map((anchor) => anchor.location);
  const nearOneOf = (query: SchoolQuery) => {
    const matched = referenceSchools(dataset, { ...query, page: 1, limit: 50 }).ids;
    const point = matched.length === 0 ? anySchool : fc.oneof({ arbitrary: fc.constantFrom(...matched).map((id) => locationOf.get(id)!), weight: 3 }, { arbitrary: anySchool, weight: 1 });
    return fc.record({ point, radiusKm: fc.constantFrom(0.1, 1.5, 5, 20, 80, 500) });
  };
  const withPlace = school.chain((query) => fc.tuple(fc.constant(query), option(nearOneOf(query))));
  return fc.tuple(withPlace, option(fc.subarray([...SCHOOL_FACETS], { minLength: 1 })), option(fc.subarray([...SCHOOL_FACETS], { minLength: 1 })), fc.boolean())
    .map(([[query, around], facets, fixed, byDistance]) => ({
      ...query,
      ...(around === undefined ? {} : { near: around, ...(byDistance ? { sort: 'distance' as const } : {}) }),
      ...(facets === undefined ? {} : { facets }),
      ...(fixed === undefined ? {} : { fixedFilters: fixed }),
    }));
}
