/**
 * Validated, typed queries: what a use case hands a repository after the
 * parameter rules (adapters/validation) have accepted the raw input.
 * Lists mean "any of"; different fields combine with AND; an absent field
 * does not filter.
 */
import type { PageRequest } from './page.js';
import { sortValues } from './sort-orders.js';

/** Longest accepted `q`, in characters after trimming. */
export const MAX_QUERY_LENGTH = 200;

export const SCHOOL_SORTS = sortValues(['relevance', 'featured', 'rating', 'reviews', 'price', 'name', 'newest'], ['price', 'name']);
export type SchoolSort = (typeof SCHOOL_SORTS)[number];

export interface SchoolQuery extends PageRequest {
  /** Folded words of `q`; every one must prefix-match a word of the school's searchable text. */
  terms: string[];
  /** ISO alpha-2, upper case. */
  countries?: string[];
  /** Resort ids or slugs, as given. Unknown resorts simply match nothing. */
  resorts?: string[];
  activities?: string[];
  levels?: string[];
  /** ISO 639-1, lower case. */
  languages?: string[];
  schoolTypes?: string[];
  certified?: boolean;
  featured?: boolean;
  /**
   * Always resolved: `relevance` only arrives with terms (otherwise the
   * parameter rules turn it into `featured`). Orders, each ending on ascending id:
   * - featured: featured first, then rating desc, then reviewCount desc
   * - relevance: most terms prefix-matching a word of the school's *name* first, then as featured
   * - rating: rating desc, then reviewCount desc; reviews: reviewCount desc, then rating desc
   * - price / -price: priceFrom converted to EUR (domain/currency.ts), asc / desc
   * - name / -name: fold(name) compared by UTF-16 code units, no locale, asc / desc
   * - newest: createdAt instant desc
   * An empty list filter means "any value"; resort and school refs are matched lower-cased.
   */
  sort: SchoolSort;
}

export const RESORT_SORTS = sortValues(['name', 'schools'], ['name']);
export type ResortSort = (typeof RESORT_SORTS)[number];

export interface ResortQuery extends PageRequest {
  terms: string[];
  countries?: string[];
  /** `name` / `-name`: folded name A-Z / Z-A; `schools`: most schools first. Ties break on ascending id. */
  sort: ResortSort;
}

export interface InstructorQuery extends PageRequest {
  /** Matches display name, school names and bio words, by prefix. */
  terms: string[];
  /** School ids or slugs. */
  schools?: string[];
  /** Resort ids or slugs: instructors teaching at a school in any of them. */
  resorts?: string[];
  /** Instructors teaching at a school in any of these countries. */
  countries?: string[];
  activities?: string[];
  levels?: string[];
  languages?: string[];
  /** Instructors are listed by ascending id: their order carries no ranking. */
}

/** A reference to a record as a client gives it in a path: a positive integer id or a slug. */
export type RecordRef = { id: number } | { slug: string };

/** A positive integer id as written in a path or argument, or null; past 2^53 a number would silently change, so it is not an id. */
export function parsePositiveId(raw: string): number | null {
  if (!/^[1-9]\d*$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}

/** Surrounding spaces are forgiven, as every text parameter forgives them, so REST and MCP agree. */
export function parseRecordRef(raw: string): RecordRef {
  const text = raw.trim();
  const id = parsePositiveId(text);
  return id === null ? { slug: text.toLowerCase() } : { id };
}
