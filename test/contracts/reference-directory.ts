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
import type { Category, CountrySummary, GeoPoint, Instructor, Resort, School } from '../../src/domain/records.js';
import { MAX_FACET_VALUES, type FacetCounts, type SchoolFacetName } from '../../src/domain/facets.js';
import { countryName } from '../../src/domain/countries.js';
import { instructorSearchText, resortSearchText, schoolSearchText, searchWordsByWhere, type SearchField } from '../../src/domain/search-text.js';
import { fieldScore, hasText, relevanceKey, wordScore, type TextField, type TextQuery } from '../../src/domain/text-query.js';
import { CATEGORY_DEFINITIONS, CATEGORY_TYPES, type CategoryDefinition } from '../../src/domain/taxonomy.js';
import { fold } from '../../src/domain/text.js';

export interface ReferencePage {
  ids: number[];
  total: number;
}

/** The reference page plus how many text groups its records match (as repositories report it). */
export interface ReferenceTextPage extends ReferencePage {
  groupsMatched?: number;
}

type Compare<T> = (a: T, b: T) => number;

/** Search words by where they were found; remembered per record object, as property suites ask about the same records thousands of times. */
const wordCache = new WeakMap<object, string[][]>();

function wordsOf<T extends object>(record: T, text: (record: T) => SearchField[]): string[][] {
  let cached = wordCache.get(record);
  if (cached === undefined) wordCache.set(record, (cached = searchWordsByWhere(text(record))));
  return cached;
}

/** The values a record holds for each field a text alternative may name (absent: the record kind lacks it). */
type FieldValues = Partial<Record<TextField, readonly string[]>>;

/** Each group's best score for this record (null: not matched), straight from the domain's definitions. */
function groupScores(text: TextQuery, words: readonly string[][], fields: FieldValues): (number | null)[] {
  return text.groups.map((group) => {
    const scores = group.alternatives.flatMap((alternative): number[] => {
      if (alternative.kind === 'field') return fields[alternative.field]?.includes(alternative.value) ? [fieldScore(alternative)] : [];
      return words.flatMap((level, where) => level.flatMap((word) => {
        if (!word.startsWith(alternative.word)) return [];
        const score = wordScore(alternative, where, word === alternative.word);
        return score === null ? [] : [score];
      }));
    });
    return scores.length === 0 ? null : Math.min(...scores);
  });
}

const optionalHits = (text: TextQuery, words: readonly string[][]): number =>
  text.optional.filter((word) => (words[0] ?? []).some((name) => name.startsWith(word))).length;

interface Scored<T> {
  record: T;
  key: number;
  matched: number;
}

/**
 * Records passing `filter` that match every group of `text`; when none
 * does, those matching the most (at least one). Each with its relevance key.
 */
function textMatches<T extends object>(records: readonly T[], text: TextQuery, searchText: (record: T) => SearchField[], fields: (record: T) => FieldValues, filter: (record: T) => boolean): { matches: Scored<T>[]; groupsMatched: number } {
  const scored = records.filter(filter).map((record) => {
    const scores = groupScores(text, wordsOf(record, searchText), fields(record));
    if (!hasText(text)) return { record, key: 0, matched: 0 };
    return { record, key: relevanceKey(scores, optionalHits(text, wordsOf(record, searchText)), text.optional.length), matched: scores.filter((score) => score !== null).length };
  });
  if (!hasText(text)) return { matches: scored, groupsMatched: 0 };
  const most = Math.max(0, ...scored.map((entry) => entry.matched));
  return { matches: most === 0 ? [] : scored.filter((entry) => entry.matched === most), groupsMatched: most };
}
const anyOf = (wanted: readonly string[] | undefined, have: readonly string[]): boolean =>
  wanted === undefined || wanted.length === 0 || wanted.some((value) => have.includes(value));
const isId = (ref: string): boolean => /^[1-9]\d*$/.test(ref);
const refMatches = (refs: readonly string[] | undefined, records: readonly { id: number; slug: string }[]): boolean =>
  refs === undefined || refs.length === 0 || refs.some((ref) => records.some((record) => (isId(ref) ? record.id === Number(ref) : record.slug === ref)));
const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Best rating first; no rating (null: no reviews) after every rating. */
const byRating = (a: School, b: School): number => (b.rating ?? -1) - (a.rating ?? -1);
const featuredOrder: Compare<School> = (a, b) => Number(b.featured) - Number(a.featured) || byRating(a, b) || b.reviewCount - a.reviewCount;
const euroCents = (school: School): number => priceInEuroCents(school.priceFrom.amount, school.priceFrom.currency);

const schoolFields = (school: School): FieldValues => ({
  country: [school.country], region: [school.region], resort: school.resorts.map((resort) => resort.slug),
  activity: school.activities, level: school.levels, schoolType: [school.schoolType], language: school.languages,
});

/** The order of `query.sort` over scored matches (relevance reads the key). */
export function schoolOrder(query: SchoolQuery): Compare<Scored<School>> {
  const plain = (compare: Compare<School>): Compare<Scored<School>> => (a, b) => compare(a.record, b.record);
  switch (query.sort) {
    case 'relevance': return !hasText(query.text) ? plain(featuredOrder) : (a, b) => a.key - b.key || featuredOrder(a.record, b.record);
    default: return plain(storedSchoolOrder(query.sort));
  }
}

function storedSchoolOrder(sort: Exclude<SchoolQuery['sort'], 'relevance'>): Compare<School> {
  switch (sort) {
    case 'featured': return featuredOrder;
    case 'rating': return (a, b) => byRating(a, b) || b.reviewCount - a.reviewCount;
    case 'reviews': return (a, b) => b.reviewCount - a.reviewCount || byRating(a, b);
    case 'price': return (a, b) => euroCents(a) - euroCents(b);
    case '-price': return (a, b) => euroCents(b) - euroCents(a);
    case 'name': return (a, b) => byText(fold(a.name), fold(b.name));
    case '-name': return (a, b) => byText(fold(b.name), fold(a.name));
    case 'newest': return (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt);
    case 'distance': throw new Error('the distance order is referenceNearby\'s');
  }
}

/** Whether `school` passes every filter of `query` but the text. */
export function schoolFiltered(school: School, query: SchoolQuery): boolean {
  return anyOf(query.countries, [school.country])
    && refMatches(query.resorts, school.resorts)
    && anyOf(query.activities, school.activities)
    && anyOf(query.levels, school.levels)
    && anyOf(query.languages, school.languages)
    && anyOf(query.schoolTypes, [school.schoolType])
    && (query.certified === undefined || school.certified === query.certified)
    && (query.featured === undefined || school.featured === query.featured);
}

function textPage<T extends { id: number }>(found: { matches: Scored<T>[]; groupsMatched: number }, compare: Compare<Scored<T>>, query: { text: TextQuery; page: number; limit: number }): ReferenceTextPage {
  const sorted = [...found.matches].sort((a, b) => compare(a, b) || a.record.id - b.record.id);
  const offset = (query.page - 1) * query.limit;
  const result = { ids: sorted.slice(offset, offset + query.limit).map((entry) => entry.record.id), total: sorted.length };
  return hasText(query.text) ? { ...result, groupsMatched: found.groupsMatched } : result;
}

export function referenceSchools(dataset: Dataset, query: SchoolQuery): ReferenceTextPage {
  const found = textMatches(dataset.schools, query.text, schoolSearchText, schoolFields, (school) => schoolFiltered(school, query));
  return textPage(found, schoolOrder(query), query);
}

export function referenceResorts(dataset: Dataset, query: ResortQuery): ReferenceTextPage {
  const fields = (resort: Resort): FieldValues => ({ country: [resort.country], region: [resort.region], resort: [resort.slug] });
  const found = textMatches(dataset.resorts, query.text, resortSearchText, fields, (resort) => anyOf(query.countries, [resort.country]));
  const bySchools: Compare<Resort> = (a, b) => b.schoolCount - a.schoolCount;
  const orders: Record<Exclude<ResortQuery['sort'], 'relevance'>, Compare<Resort>> = {
    name: (a, b) => byText(fold(a.name), fold(b.name)),
    '-name': (a, b) => byText(fold(b.name), fold(a.name)),
    schools: bySchools,
  };
  const compare: Compare<Scored<Resort>> = query.sort === 'relevance'
    ? (hasText(query.text) ? (a, b) => a.key - b.key || bySchools(a.record, b.record) : (a, b) => orders.name(a.record, b.record))
    : (a, b) => orders[query.sort as Exclude<ResortQuery['sort'], 'relevance'>](a.record, b.record);
  return textPage(found, compare, query);
}

export function referenceInstructors(dataset: Dataset, query: InstructorQuery): ReferenceTextPage {
  const schoolById = new Map(dataset.schools.map((school) => [school.id, school]));
  const schoolsOf = (instructor: Instructor): School[] => instructor.schools.flatMap((summary) => schoolById.get(summary.id) ?? []);
  const fields = (instructor: Instructor): FieldValues => ({ activity: instructor.activities, level: instructor.levels, language: instructor.languages });
  const found = textMatches(dataset.instructors, query.text, instructorSearchText, fields, (instructor) =>
    refMatches(query.schools, instructor.schools)
    && refMatches(query.resorts, schoolsOf(instructor).flatMap((school) => school.resorts))
    && anyOf(query.countries, schoolsOf(instructor).map((school) => school.country))
    && anyOf(query.activities, instructor.activities)
    && anyOf(query.levels, instructor.levels)
    && anyOf(query.languages, instructor.languages));
  // With text by relevance, then id; without, by id.
  return textPage(found, (a, b) => a.key - b.key, query);
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

/**
 * Great-circle distance by the spherical Vincenty formula (atan2 of the
 * chord's parts): another formula than the domain's haversine, agreeing to
 * far below a metre, so that a mistake in the domain's is not copied here.
 */
export function referenceDistanceKm(from: GeoPoint, to: GeoPoint): number {
  const rad = (degrees: number): number => (degrees * Math.PI) / 180;
  const [lat1, lat2, dLng] = [rad(from.lat), rad(to.lat), rad(to.lng - from.lng)];
  const across = Math.cos(lat2) * Math.sin(dLng);
  const along = Math.cos(lat1) * Math.sin(lat2) - Math.sin(lat1) * Math.cos(lat2) * Math.cos(dLng);
  const central = Math.atan2(Math.hypot(across, along), Math.sin(lat1) * Math.sin(lat2) + Math.cos(lat1) * Math.cos(lat2) * Math.cos(dLng));
  return 6371.0088 * central;
}

/** A school page of a query that may have `near`: ids, total, and each listed school's distance. */
export interface ReferenceNearbyPage extends ReferenceTextPage {
  distancesKm?: number[];
}

/** referenceSchools plus `near` (radius and sort=distance), by the independent distance above. */
export function referenceNearbySchools(dataset: Dataset, query: SchoolQuery): ReferenceNearbyPage {
  const near = query.near;
  if (near === undefined) return referenceSchools(dataset, query);
  const distance = new Map(dataset.schools.map((school) => [school.id, referenceDistanceKm(near.point, school.location)]));
  const within = { ...dataset, schools: dataset.schools.filter((school) => (distance.get(school.id) as number) <= near.radiusKm) };
  const ordered = query.sort === 'distance'
    ? (() => {
      const all = referenceSchools(within, { ...query, sort: 'featured', page: 1, limit: Number.MAX_SAFE_INTEGER });
      const ids = [...all.ids].sort((a, b) => (distance.get(a) as number) - (distance.get(b) as number) || a - b);
      const offset = (query.page - 1) * query.limit;
      return { ...all, ids: ids.slice(offset, offset + query.limit) };
    })()
    : referenceSchools(within, query);
  return { ...ordered, distancesKm: ordered.ids.map((id) => distance.get(id) as number) };
}

const FACET_FILTERS: Readonly<Record<SchoolFacetName, keyof SchoolQuery>> = {
  country: 'countries', resort: 'resorts', activity: 'activities', level: 'levels', language: 'languages',
  school_type: 'schoolTypes', certified: 'certified', featured: 'featured',
};

const facetValues = (school: School, facet: SchoolFacetName): string[] => {
  switch (facet) {
    case 'country': return [school.country];
    case 'resort': return school.resorts.map((resort) => resort.slug);
    case 'activity': return [...school.activities];
    case 'level': return [...school.levels];
    case 'language': return [...school.languages];
    case 'school_type': return [school.schoolType];
    case 'certified': return [String(school.certified)];
    case 'featured': return [String(school.featured)];
  }
};

/** Facet counts by brute force: every match of the query without the facet's own (client) filter, counted value by value. */
export function referenceFacets(dataset: Dataset, query: SchoolQuery): FacetCounts {
  const byId = new Map(dataset.schools.map((school) => [school.id, school]));
  return Object.fromEntries((query.facets ?? []).map((facet) => {
    const own = query.fixedFilters?.includes(facet) === true ? {} : { [FACET_FILTERS[facet]]: undefined };
    const all = referenceNearbySchools(dataset, { ...query, ...own, sort: 'featured', page: 1, limit: Number.MAX_SAFE_INTEGER });
    const counts = new Map<string, number>();
    for (const id of all.ids) for (const value of new Set(facetValues(byId.get(id) as School, facet))) counts.set(value, (counts.get(value) ?? 0) + 1);
    const listed = [...counts].map(([value, count]) => ({ value, count }))
      .sort((a, b) => b.count - a.count || byText(a.value, b.value))
      .slice(0, MAX_FACET_VALUES);
    return [facet, listed];
  }));
}
