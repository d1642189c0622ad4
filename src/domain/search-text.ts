/**
 * What `q` searches in each record, and what part each text plays: the one
 * definition the embedded engine, the MongoDB documents and the test
 * reference all build from, so that they cannot disagree on what matches.
 *
 * A record is found when every term of `q` is a prefix of one of its
 * search words; the words come from the texts below, split and folded by
 * domain/text.ts.
 */
import { countryName } from './countries.js';
import type { Instructor, Resort, School } from './records.js';
import { distinctWords, words } from './text.js';

/**
 * Where a searchable text comes from. Ranking by where a term matched
 * (name over place over region over country) needs this; today only
 * RELEVANCE_ROLE is ranked on, the other roles only make a record findable.
 */
export type SearchRole = 'name' | 'place' | 'region' | 'country' | 'school' | 'bio';

export interface SearchField {
  readonly role: SearchRole;
  readonly text: string;
}

/** The role whose words `sort=relevance` counts matching terms in (domain/queries.ts). */
export const RELEVANCE_ROLE: SearchRole = 'name';

/** Name, town, region, the English country name and every resort's name. */
export function schoolSearchText(school: Pick<School, 'name' | 'town' | 'region' | 'country' | 'resorts'>): SearchField[] {
  return [
    { role: 'name', text: school.name },
    { role: 'place', text: school.town },
    { role: 'region', text: school.region },
    { role: 'country', text: countryName(school.country) },
    ...school.resorts.map((resort): SearchField => ({ role: 'place', text: resort.name })),
  ];
}

/** Name, region and the English country name. */
export function resortSearchText(resort: Pick<Resort, 'name' | 'region' | 'country'>): SearchField[] {
  return [
    { role: 'name', text: resort.name },
    { role: 'region', text: resort.region },
    { role: 'country', text: countryName(resort.country) },
  ];
}

/** Display name, the names of the schools as the instructor record shows them, and the bio. */
export function instructorSearchText(instructor: Pick<Instructor, 'displayName' | 'schools' | 'bio'>): SearchField[] {
  return [
    { role: 'name', text: instructor.displayName },
    ...instructor.schools.map((school): SearchField => ({ role: 'school', text: school.name })),
    { role: 'bio', text: instructor.bio },
  ];
}

/** Distinct folded words of `fields`, or of the fields of one role only, in first-seen order. */
export function searchWords(fields: readonly SearchField[], role?: SearchRole): string[] {
  return distinctWords(fields.filter((field) => role === undefined || field.role === role).map((field) => field.text));
}

/**
 * The terms of a free-text query: its folded words, split exactly as the
 * searchable text is, so that a term can be a prefix of a stored word.
 * Repeats are kept: relevance counts each term.
 */
export function queryTerms(q: string): string[] {
  return words(q);
}
