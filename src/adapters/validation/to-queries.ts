/**
 * Turns validated parameter values (names as in the query string) into the
 * typed searches the use cases take. Validation already happened against
 * the declarations; this only normalises case and resolves defaults; `q`
 * goes on as typed, for the use case to understand.
 */
import { queryTerms } from '../../domain/search-text.js';
import {
  normaliseCountry, normaliseLanguage, normaliseRef, parseRecordRef,
  type RecordRef, type ResortSort, type SchoolOrder,
} from '../../domain/queries.js';
import type { SchoolFacetName } from '../../domain/facets.js';
import { DEFAULT_RADIUS_KM } from '../../domain/geo.js';
import { DEFAULT_PAGE_SIZE } from '../../domain/page.js';
import type { InstructorSearch } from '../../application/use-cases/search-instructors.js';
import type { ResortSearch } from '../../application/use-cases/search-resorts.js';
import type { NearRequest, SchoolSearch } from '../../application/use-cases/search-schools.js';
import { checkNearDependents, type NearValue } from './geo-parameters.js';
import { extended } from '../../domain/objects.js';

/** Values as a declaration accepted them: names as in the query string, defaults filled in, blanks dropped. */
export type ParameterValues = Record<string, unknown>;

/** `q` when it has a word to search for; one of only punctuation is the same as none. */
function text(values: ParameterValues): string | undefined {
  const value = values.q;
  return typeof value === 'string' && queryTerms(value).length > 0 ? value : undefined;
}

/** `relevance` is the default with text, and means `fallback` without it. */
function sortOf<S extends string>(requested: S | undefined, q: string | undefined, fallback: S): S | 'relevance' {
  if (requested !== undefined && (requested !== 'relevance' || q !== undefined)) return requested;
  return q !== undefined ? 'relevance' : fallback;
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
  // Not Object.entries and fromEntries: no array per parameter on every request.
  const given = query as Record<string, unknown>;
  const kept: Record<string, unknown> = {};
  for (const key in given) if (given[key] !== undefined) kept[key] = given[key];
  return kept as T;
}

/** `near` as geo-parameters.ts parsed it, with its radius (the default when none was given). */
function nearOf(values: ParameterValues): NearRequest | undefined {
  const near = values.near as NearValue | undefined;
  if (near === undefined) return undefined;
  return extended(near, { radiusKm: typeof values.radius === 'number' ? values.radius : DEFAULT_RADIUS_KM });
}

export function toSchoolQuery(values: ParameterValues): SchoolSearch {
  checkNearDependents(values);
  const q = text(values);
  return compact({
    q,
    countries: list(values, 'country', normaliseCountry),
    resorts: list(values, 'resort', normaliseRef),
    activities: list(values, 'activity'),
    levels: list(values, 'level'),
    languages: list(values, 'language', normaliseLanguage),
    schoolTypes: list(values, 'school_type'),
    certified: flag(values, 'certified'),
    featured: flag(values, 'featured'),
    near: nearOf(values),
    facets: list(values, 'facets') as SchoolFacetName[] | undefined,
    sort: sortOf(values.sort as SchoolOrder | undefined, q, 'featured'),
    ...paging(values),
  });
}

export function toResortQuery(values: ParameterValues): ResortSearch {
  const q = text(values);
  return compact({
    q,
    countries: list(values, 'country', normaliseCountry),
    sort: sortOf(values.sort as ResortSort | undefined, q, 'name'),
    ...paging(values),
  });
}

export function toInstructorQuery(values: ParameterValues): InstructorSearch {
  return compact({
    q: text(values),
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
