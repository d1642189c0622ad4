/**
 * Validated, typed queries: what a use case hands a repository after the
 * parameter rules (adapters/validation) have accepted the raw input.
 * Lists mean "any of"; different fields combine with AND; an absent field
 * does not filter.
 *
 * Values arrive normalised, written by the functions at the end of this
 * file (and text by query understanding, application/query-understanding.ts),
 * in the form the records hold them: repositories compare them as they are.
 */
import type { SchoolFacetName } from './facets.js';
import type { NearFilter } from './geo.js';
import type { PageRequest } from './page.js';
import { sortValues } from './sort-orders.js';
import type { TextQuery } from './text-query.js';

/** Longest accepted `q`, in characters after trimming. */
export const MAX_QUERY_LENGTH = 200;

export const SCHOOL_SORTS = sortValues(['relevance', 'featured', 'rating', 'reviews', 'price', 'name', 'newest'], ['price', 'name']);
export type SchoolSort = (typeof SCHOOL_SORTS)[number];
/** Nearest first, ties by ascending id; only with `near`, so not among the orders every query can take. */
export const DISTANCE_SORT = 'distance';
export type SchoolOrder = SchoolSort | typeof DISTANCE_SORT;

export interface SchoolQuery extends PageRequest {
  /** What `q` asks for (domain/text-query.ts), matched against schoolSearchText and the school's fields. */
  text: TextQuery;
  /** ISO alpha-2, as normaliseCountry writes them. */
  countries?: string[];
  /** Resort ids or slugs, as normaliseRef writes them. Unknown resorts simply match nothing. */
  resorts?: string[];
  activities?: string[];
  levels?: string[];
  /** ISO 639-1, as normaliseLanguage writes them. */
  languages?: string[];
  schoolTypes?: string[];
  certified?: boolean;
  featured?: boolean;
  /** Only schools within the radius of the point (domain/geo.ts); every listed school then carries its distance. */
  near?: NearFilter;
  /** Facets to count over the whole result (domain/facets.ts), each once. */
  facets?: readonly SchoolFacetName[];
  /** Filters the path fixes rather than the client: facet counts keep them even for their own facet. */
  fixedFilters?: readonly SchoolFacetName[];
  /**
   * Always resolved: `relevance` only arrives with text (otherwise it means
   * `featured`). Orders, each ending on ascending id; a null rating (no
   * reviews) comes after every rating:
   * - featured: featured first, then rating desc, then reviewCount desc
   * - relevance: domain/text-query.ts relevanceKey ascending, then as featured
   * - rating: rating desc, then reviewCount desc; reviews: reviewCount desc, then rating desc
   * - price / -price: priceFrom converted to EUR (domain/currency.ts), asc / desc
   * - name / -name: fold(name) compared by UTF-16 code units, no locale, asc / desc
   * - newest: createdAt instant desc
   * - distance (only with `near`): great-circle distance from the point asc
   * An empty list filter means "any value".
   */
  sort: SchoolOrder;
}

export const RESORT_SORTS = sortValues(['relevance', 'name', 'schools'], ['name']);
export type ResortSort = (typeof RESORT_SORTS)[number];

export interface ResortQuery extends PageRequest {
  /** What `q` asks for, matched against resortSearchText and the resort's fields. */
  text: TextQuery;
  /** ISO alpha-2 (normaliseCountry). */
  countries?: string[];
  /**
   * `name` / `-name`: folded name A-Z / Z-A; `schools`: most schools first;
   * `relevance` (only with text; else `name`): relevanceKey, then most schools.
   * Ties break on ascending id.
   */
  sort: ResortSort;
}

export interface InstructorQuery extends PageRequest {
  /** What `q` asks for, matched against instructorSearchText and the instructor's fields. */
  text: TextQuery;
  /** School ids or slugs, as normaliseRef writes them. */
  schools?: string[];
  /** Resort ids or slugs (normaliseRef): instructors teaching at a school in any of them. */
  resorts?: string[];
  /** Instructors teaching at a school in any of these countries (normaliseCountry). */
  countries?: string[];
  activities?: string[];
  levels?: string[];
  /** ISO 639-1 (normaliseLanguage). */
  languages?: string[];
  /** With text, by relevanceKey then ascending id; without, by ascending id. */
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

/** Country codes are upper case in records and queries alike, whatever case a client typed. */
export function normaliseCountry(code: string): string {
  return code.toUpperCase();
}

/** Language codes are lower case in records and queries alike. */
export function normaliseLanguage(code: string): string {
  return code.toLowerCase();
}

/** A record reference in its one written form: the id's digits, or the lower-case slug (parseRecordRef reads it back). */
export function normaliseRef(raw: string): string {
  const ref = parseRecordRef(raw);
  return 'id' in ref ? String(ref.id) : ref.slug;
}
