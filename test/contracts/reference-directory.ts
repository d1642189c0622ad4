/**
 * The port semantics written as plainly as possible: scan every record,
 * filter, sort with a comparator, slice. Slow and obviously right; the
 * contract suites compare every adapter against it.
 */
import type { Dataset } from '../../src/adapters/dataset-generator/dataset.js';
import { countryName } from '../../src/domain/countries.js';
import { priceInEuroCents } from '../../src/domain/currency.js';
import type { InstructorQuery, ResortQuery, SchoolQuery } from '../../src/domain/queries.js';
import type { Instructor, Resort, School } from '../../src/domain/records.js';
import { fold, words } from '../../src/domain/text.js';

export interface ReferencePage {
  ids: number[];
  total: number;
}

type Compare<T> = (a: T, b: T) => number;

const prefixMatches = (term: string, text: readonly string[]): boolean => words(text.join(' ')).some((word) => word.startsWith(term));
const anyOf = (wanted: readonly string[] | undefined, have: readonly string[]): boolean =>
  wanted === undefined || wanted.length === 0 || wanted.some((value) => have.includes(value));
const isId = (ref: string): boolean => /^[1-9]\d*$/.test(ref);
const refMatches = (refs: readonly string[] | undefined, records: readonly { id: number; slug: string }[]): boolean =>
  refs === undefined || refs.length === 0 || refs.some((ref) => records.some((record) => (isId(ref) ? record.id === Number(ref) : record.slug === ref.toLowerCase())));
const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

function page<T extends { id: number }>(matches: T[], compare: Compare<T>, query: { page: number; limit: number }): ReferencePage {
  const sorted = [...matches].sort((a, b) => compare(a, b) || a.id - b.id);
  const offset = (query.page - 1) * query.limit;
  return { ids: sorted.slice(offset, offset + query.limit).map((record) => record.id), total: matches.length };
}

export function schoolText(school: School): string[] {
  return [school.name, school.town, school.region, countryName(school.country), ...school.resorts.map((resort) => resort.name)];
}

const featuredOrder: Compare<School> = (a, b) => Number(b.featured) - Number(a.featured) || b.rating - a.rating || b.reviewCount - a.reviewCount;
const euroCents = (school: School): number => priceInEuroCents(school.priceFrom.amount, school.priceFrom.currency);

export function schoolOrder(query: SchoolQuery): Compare<School> {
  const nameHits = (school: School): number => query.terms.filter((term) => prefixMatches(term, [school.name])).length;
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
  return query.terms.every((term) => prefixMatches(term, schoolText(school)))
    && anyOf(query.countries?.map((code) => code.toUpperCase()), [school.country])
    && refMatches(query.resorts, school.resorts)
    && anyOf(query.activities, school.activities)
    && anyOf(query.levels, school.levels)
    && anyOf(query.languages?.map((code) => code.toLowerCase()), school.languages)
    && anyOf(query.schoolTypes, [school.schoolType])
    && (query.certified === undefined || school.certified === query.certified)
    && (query.featured === undefined || school.featured === query.featured);
}

export function referenceSchools(dataset: Dataset, query: SchoolQuery): ReferencePage {
  return page(dataset.schools.filter((school) => schoolMatches(school, query)), schoolOrder(query), query);
}

export function referenceResorts(dataset: Dataset, query: ResortQuery): ReferencePage {
  const matches = dataset.resorts.filter((resort) =>
    query.terms.every((term) => prefixMatches(term, [resort.name, resort.region, countryName(resort.country)]))
    && anyOf(query.countries?.map((code) => code.toUpperCase()), [resort.country]));
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
    query.terms.every((term) => prefixMatches(term, [instructor.displayName, instructor.bio, ...instructor.schools.map((school) => school.name)]))
    && refMatches(query.schools, instructor.schools)
    && refMatches(query.resorts, schoolsOf(instructor).flatMap((school) => school.resorts))
    && anyOf(query.countries?.map((code) => code.toUpperCase()), schoolsOf(instructor).map((school) => school.country))
    && anyOf(query.activities, instructor.activities)
    && anyOf(query.levels, instructor.levels)
    && anyOf(query.languages?.map((code) => code.toLowerCase()), instructor.languages));
  return page(matches, () => 0, query);
}
