/**
 * What `q` searches in each record, and what part each text plays: the one
 * definition the embedded engine, the MongoDB documents and the test
 * reference all build from, so that they cannot disagree on what matches.
 *
 * A record's search words are the word forms (domain/word-forms.ts) of the
 * texts below; how a query's words match them is domain/text-query.ts.
 */
import { countryName } from './countries.js';
import type { Instructor, Resort, School } from './records.js';
import { WHERE_LEVELS } from './text-query.js';
import { words } from './text.js';
import { wordForms } from './word-forms.js';

/**
 * Where a searchable text comes from: relevance ranks a match in a name
 * over one in a place, a region, then a country (WHERE_OF_ROLE).
 */
export type SearchRole = 'name' | 'place' | 'region' | 'country' | 'school' | 'bio';

/** Where a word matched, best first (below text-query.ts WHERE_LEVELS): the record's name, its places, its region, its country (or a bio). */
export const WHERE_OF_ROLE: Readonly<Record<SearchRole, number>> = { name: 0, place: 1, school: 1, region: 2, country: 3, bio: 3 };

export interface SearchField {
  readonly role: SearchRole;
  readonly text: string;
}

/**
 * A record's searchable texts, each handed to `visit` with its role, in
 * order. The definitions below are written this way so that an index can
 * read a million records' texts without a list and an object per text; the
 * lists (schoolSearchText, ...) are made from them.
 */
export type SearchTextVisitor<T> = (record: T, visit: (role: SearchRole, text: string) => void) => void;

function listed<T>(visitor: SearchTextVisitor<T>): (record: T) => SearchField[] {
  return (record) => {
    const fields: SearchField[] = [];
    visitor(record, (role, text) => fields.push({ role, text }));
    return fields;
  };
}

/** Name, town, region, the English country name and every resort's name. */
export const visitSchoolSearchText: SearchTextVisitor<Pick<School, 'name' | 'town' | 'region' | 'country' | 'resorts'>> = (school, visit) => {
  visit('name', school.name);
  visit('place', school.town);
  visit('region', school.region);
  visit('country', countryName(school.country));
  for (const resort of school.resorts) visit('place', resort.name);
};

/** Name, region and the English country name. */
export const visitResortSearchText: SearchTextVisitor<Pick<Resort, 'name' | 'region' | 'country'>> = (resort, visit) => {
  visit('name', resort.name);
  visit('region', resort.region);
  visit('country', countryName(resort.country));
};

/** Display name, the names of the schools as the instructor record shows them, and the bio. */
export const visitInstructorSearchText: SearchTextVisitor<Pick<Instructor, 'displayName' | 'schools' | 'bio'>> = (instructor, visit) => {
  visit('name', instructor.displayName);
  for (const school of instructor.schools) visit('school', school.name);
  visit('bio', instructor.bio);
};

export const schoolSearchText = listed(visitSchoolSearchText);
export const resortSearchText = listed(visitResortSearchText);
export const instructorSearchText = listed(visitInstructorSearchText);

/** Distinct search words of `fields`, in first-seen order. */
export function searchWords(fields: readonly SearchField[]): string[] {
  return [...new Set(fields.flatMap((field) => wordForms(field.text)))];
}

/**
 * The search words by where they were found (index = WHERE_OF_ROLE): a word
 * found in a name and in a place is in both lists, so that a backend can tell
 * the best place a query word matched.
 */
export function searchWordsByWhere(fields: readonly SearchField[]): string[][] {
  const levels = Array.from({ length: WHERE_LEVELS }, () => new Set<string>());
  for (const field of fields) {
    const level = levels[WHERE_OF_ROLE[field.role]] as Set<string>;
    for (const word of wordForms(field.text)) level.add(word);
  }
  return levels.map((level) => [...level]);
}

/**
 * The words of a free-text query, split and folded exactly as the
 * searchable text is, so that a word can be a prefix of a stored word.
 */
export function queryTerms(q: string): string[] {
  return words(q);
}
