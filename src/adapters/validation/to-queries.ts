/**
 * Turns validated parameter values (names as in the query string) into the
 * typed queries the repositories take. Validation already happened against
 * the declarations; this only normalises case, folds text and resolves defaults.
 */
import { queryTerms } from '../../domain/search-text.js';
import {
  normaliseCountry, normaliseLanguage, normaliseRef, parseRecordRef,
  type InstructorQuery, type RecordRef, type ResortQuery, type ResortSort, type SchoolQuery, type SchoolSort,
} from '../../domain/queries.js';
import { DEFAULT_PAGE_SIZE } from '../../domain/page.js';

/** Values as a declaration accepted them: names as in the query string, defaults filled in, blanks dropped. */
export type ParameterValues = Record<string, unknown>;

function text(values: ParameterValues, name: string): string[] {
  const value = values[name];
  return typeof value === 'string' ? queryTerms(value) : [];
}

function list(values: ParameterValues, name: string, normalise: (item: string) => string = (item) => item): string[] | undefined {
  const value = values[name];
  return Array.isArray(value) && value.length > 0 ? [...new Set(value.map(normalise))] : undefined;
}

function flag(values: ParameterValues, name: string): boolean | undefined {
  const value = values[name];
  return typeof value === 'boolean' ? value : undefined;
}

function paging(values: ParameterValues): { page: number; limit: number } {
  const page = values.page;
  const limit = values.limit;
  return { page: typeof page === 'number' ? page : 1, limit: typeof limit === 'number' ? limit : DEFAULT_PAGE_SIZE };
}

/** Drops absent filters so that queries compare and log cleanly. */
function compact<T extends object>(query: T): T {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as T;
}

export function toSchoolQuery(values: ParameterValues): SchoolQuery {
  const terms = text(values, 'q');
  const requested = values.sort as SchoolSort | undefined;
  const sort: SchoolSort = requested && (requested !== 'relevance' || terms.length > 0)
    ? requested
    : terms.length > 0 ? 'relevance' : 'featured';
  return compact({
    terms,
    countries: list(values, 'country', normaliseCountry),
    resorts: list(values, 'resort', normaliseRef),
    activities: list(values, 'activity'),
    levels: list(values, 'level'),
    languages: list(values, 'language', normaliseLanguage),
    schoolTypes: list(values, 'school_type'),
    certified: flag(values, 'certified'),
    featured: flag(values, 'featured'),
    sort,
    ...paging(values),
  });
}

export function toResortQuery(values: ParameterValues): ResortQuery {
  return compact({
    terms: text(values, 'q'),
    countries: list(values, 'country', normaliseCountry),
    sort: (values.sort as ResortSort | undefined) ?? 'name',
    ...paging(values),
  });
}

export function toInstructorQuery(values: ParameterValues): InstructorQuery {
  return compact({
    terms: text(values, 'q'),
    schools: list(values, 'school', normaliseRef),
    resorts: list(values, 'resort', normaliseRef),
    countries: list(values, 'country', normaliseCountry),
    activities: list(values, 'activity'),
    levels: list(values, 'level'),
    languages: list(values, 'language', normaliseLanguage),
    ...paging(values),
  });
}

/** A validated reference: text from a path, or an id a JSON caller gave as a number. */
export function toRecordRef(value: unknown): RecordRef {
  return parseRecordRef(String(value));
}
