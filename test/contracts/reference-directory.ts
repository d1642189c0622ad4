/**
 * The port semantics written as plainly as possible: scan every record,
 * filter, sort with a comparator, slice. Slow and obviously right; the
 * contract suites compare every adapter against it. What a record's search
 * words are is the domain's one definition (domain/search-text.ts), and
 * queries arrive normalised (domain/queries.ts), as they reach adapters.
 */
import type { Dataset } from '../../src/adapters/dataset-generator/dataset.js';
import { priceInEuroCents } from '../../src/domain/currency.js';
import type { InstructorQuery, ResortQuery, SchoolQuery } from '../../src/domain/queries.js';
import type { Category, CountrySummary, Instructor, Resort, School } from '../../src/domain/records.js';
import { countryName } from '../../src/domain/countries.js';
import { instructorSearchText, RELEVANCE_ROLE, resortSearchText, schoolSearchText, searchWords, type SearchField } from '../../src/domain/search-text.js';
import { CATEGORY_DEFINITIONS, CATEGORY_TYPES, type CategoryDefinition } from '../../src/domain/taxonomy.js';
import { fold } from '../../src/domain/text.js';

export interface ReferencePage {
  ids: number[];
  total: number;
}

type Compare<T> = (a: T, b: T) => number;

interface RecordWords {
  all: readonly string[];
  ranked: readonly string[];
}

/** Remembered per record object: property suites ask about the same records thousands of times. */
const wordCache = new WeakMap<object, RecordWords>();

function wordsOf<T extends object>(record: T, text: (record: T) => SearchField[]): RecordWords {
  let cached = wordCache.get(record);
  if (cached === undefined) {
    const fields = text(record);
    cached = { all: searchWords(fields), ranked: searchWords(fields, RELEVANCE_ROLE) };
    wordCache.set(record, cached);
  }
  return cached;
}

const prefixOfAny = (term: string, words: readonly string[]): boolean => words.some((word) => word.startsWith(term));
const everyTerm = (terms: readonly string[], words: RecordWords): boolean => terms.every((term) => prefixOfAny(term, words.all));
const anyOf = (wanted: readonly string[] | undefined, have: readonly string[]): boolean =>
  wanted === undefined || wanted.length === 0 || wanted.some((value) => have.includes(value));
const isId = (ref: string): boolean => /^[1-9]\d*$/.test(ref);
const refMatches = (refs: readonly string[] | undefined, records: readonly { id: number; slug: string }[]): boolean =>
  refs === undefined || refs.length === 0 || refs.some((ref) => records.some((record) => (isId(ref) ? record.id === Number(ref) : record.slug === ref)));
const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

function page<T extends { id: number }>(matches: T[], compare: Compare<T>, query: { page: number; limit: number }): ReferencePage {
  const sorted = [...matches].sort((a, b) => compare(a, b) || a.id - b.id);
  const offset = (query.page - 1) * query.limit;
  return { ids: sorted.slice(offset, offset + query.limit).map((record) => record.id), total: matches.length };
}

const featuredOrder: Compare<School> = (a, b) => Number(b.featured) - Number(a.featured) || b.rating - a.rating || b.reviewCount - a.reviewCount;
const euroCents = (school: School): number => priceInEuroCents(school.priceFrom.amount, school.priceFrom.currency);

export function schoolOrder(query: SchoolQuery): Compare<School> {
  const nameHits = (school: School): number => query.terms.filter((term) => prefixOfAny(term, wordsOf(school, schoolSearchText).ranked)).length;
  switch (query.sort) {
    case 'relevance': return query.terms.length === 0 ? featuredOrder : (a, b) => nameHits(b) - nameHits(a) || featuredOrder(a, b);
    case 'featured': return featuredOrder;
    case 'rating': return (a, b) => b.rating - a.rating || b.reviewCount - a.reviewCount;
    case 'reviews': return (a, b) => b.reviewCount - a.reviewCount || b.rating - a.rating;
    case 'price': return (a, b) => euroCents(a) - euroCents(b);
    case '-price': return (a, b) => euroCents(b) - euroCents(a);
    case 'name': return (a, b) => byText(fold(a.name), fold(b.name));
    case '-name': return (a, b) => byText(fold(b.name), fold(a.name));
    case 'newest': return (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt);
  }
}

export function schoolMatches(school: School, query: SchoolQuery): boolean {
  return everyTerm(query.terms, wordsOf(school, schoolSearchText))
    && anyOf(query.countries, [school.country])
    && refMatches(query.resorts, school.resorts)
    && anyOf(query.activities, school.activities)
    && anyOf(query.levels, school.levels)
    && anyOf(query.languages, school.languages)
    && anyOf(query.schoolTypes, [school.schoolType])
    && (query.certified === undefined || school.certified === query.certified)
    && (query.featured === undefined || school.featured === query.featured);
}

export function referenceSchools(dataset: Dataset, query: SchoolQuery): ReferencePage {
  return page(dataset.schools.filter((school) => schoolMatches(school, query)), schoolOrder(query), query);
}

export function referenceResorts(dataset: Dataset, query: ResortQuery): ReferencePage {
  const matches = dataset.resorts.filter((resort) =>
    everyTerm(query.terms, wordsOf(resort, resortSearchText))
    && anyOf(query.countries, [resort.country]));
  const orders: Record<ResortQuery['sort'], Compare<Resort>> = {
    name: (a, b) => byText(fold(a.name), fold(b.name)),
    '-name': (a, b) => byText(fold(b.name), fold(a.name)),
    schools: (a, b) => b.schoolCount - a.schoolCount,
  };
  const compare = orders[query.sort];
  return page(matches, compare, query);
}

export function referenceInstructors(dataset: Dataset, query: InstructorQuery): ReferencePage {
  const schoolById = new Map(dataset.schools.map((school) => [school.id, school]));
  const schoolsOf = (instructor: Instructor): School[] => instructor.schools.flatMap((summary) => schoolById.get(summary.id) ?? []);
  const matches = dataset.instructors.filter((instructor) =>
    everyTerm(query.terms, wordsOf(instructor, instructorSearchText))
    && refMatches(query.schools, instructor.schools)
    && refMatches(query.resorts, schoolsOf(instructor).flatMap((school) => school.resorts))
    && anyOf(query.countries, schoolsOf(instructor).map((school) => school.country))
    && anyOf(query.activities, instructor.activities)
    && anyOf(query.levels, instructor.levels)
    && anyOf(query.languages, instructor.languages));
  return page(matches, () => 0, query);
}

/** The taxonomy by type, then id, each category with the number of schools that have it. */
export function referenceCategories(dataset: Dataset): Category[] {
  const has = (school: School, category: CategoryDefinition): boolean =>
    category.type === 'activity' ? school.activities.includes(category.slug)
      : category.type === 'level' ? school.levels.includes(category.slug)
        : school.schoolType === category.slug;
  return [...CATEGORY_DEFINITIONS]
    .sort((a, b) => CATEGORY_TYPES.indexOf(a.type) - CATEGORY_TYPES.indexOf(b.type) || a.id - b.id)
    .map((definition) => ({ ...definition, schoolCount: dataset.schools.filter((school) => has(school, definition)).length }));
}

/** Countries that have schools, by code, with their English names and school counts. */
export function referenceCountries(dataset: Dataset): CountrySummary[] {
  const codes = [...new Set(dataset.schools.map((school) => school.country))].sort();
  return codes.map((code) => ({ code, name: countryName(code), schoolCount: dataset.schools.filter((school) => school.country === code).length }));
}
