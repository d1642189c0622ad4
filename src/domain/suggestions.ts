/**
 * Suggestions: the things a search box can offer while a person types
 * (resorts, towns, regions, countries, categories and schools), what words
 * each is found by, and the one order every backend lists them in. Both
 * backends build their entries with `suggestionEntries` from the same
 * records, so they suggest alike.
 */
import type { Category, CountrySummary, Resort, School } from './records.js';
import type { CategoryType } from './taxonomy.js';
import { compareCodeUnits, fold } from './text.js';
import { wordForms } from './word-forms.js';

export const SUGGESTION_TYPES = ['resort', 'town', 'region', 'country', 'category', 'school'] as const;
export type SuggestionType = (typeof SUGGESTION_TYPES)[number];

/** At most this many suggestions per request: a search box shows a handful. */
export const MAX_SUGGESTIONS = 10;
export const DEFAULT_SUGGESTIONS = 8;

export interface Suggestion {
  type: SuggestionType;
  /** Display name, as the record (or the schools, for towns and regions) writes it. */
  name: string;
  /**
   * What a filter or a place alias names it by: the slug of a resort, school
   * or category, the ISO code of a country, the name of a town or region.
   */
  value: string;
  /** Resorts, schools and categories; null for places. */
  id: number | null;
  /** ISO 3166-1 alpha-2 code: the country it is in, or is; null for categories. */
  country: string | null;
  /** A category's type; null for everything else. */
  categoryType: CategoryType | null;
  /** Schools it holds (resorts, places, categories); null for a school. */
  schoolCount: number | null;
  /** What ranks within its group: the school count, or a school's review count. */
  popularity: number;
  /** The folded name, which orders equally popular suggestions. */
  sortName: string;
}

/** A suggestion with the words it is found by: the word forms of its name. */
export interface SuggestionEntry extends Suggestion {
  words: string[];
}

/**
 * A suggestion's own fields as an object of their own, without whatever else the object holding them
 * carries (an entry's words, a stored document's): each named, as entry() says why.
 */
export function suggestionOf(holder: Suggestion): Suggestion {
  const { type, name, value, id, country, categoryType, schoolCount, popularity, sortName } = holder;
  return { type, name, value, id, country, categoryType, schoolCount, popularity, sortName };
}

/** How a typed word matches the words of a name: as the start of one, or as the whole of one (a corrected word). */
export interface SuggestionWord {
  word: string;
  match: 'prefix' | 'exact';
}

/** A name matches a group when it matches one of the group's words; a query is groups that must all match. */
export type SuggestionGroup = readonly SuggestionWord[];

/** A suggestion named by a phrase of the vocabulary (a place alias, an intent word): its type and value. */
export interface SuggestionName {
  type: SuggestionType;
  value: string;
}

/** Whether two names name one suggestion kind and value (a place in several countries is still one name). */
export function sameName(a: SuggestionName, b: SuggestionName): boolean {
  return a.type === b.type && a.value === b.value;
}

/**
 * Whether two suggestions stand for one thing, the same object or not (a store may build one per query):
 * the same name in the same country. Every field compared is a string, or null for a category's country,
 * which no other type shares, so strict equality is all it takes.
 */
export function sameSuggestion(a: Suggestion, b: Suggestion): boolean {
  return a === b || (sameName(a, b) && a.country === b.country);
}

/** Places and categories come first: a short prefix names a place more often than one of its many schools. */
const GROUP: Readonly<Record<SuggestionType, number>> = { resort: 0, town: 0, region: 0, country: 0, category: 0, school: 1 };
const TYPE_ORDER: Readonly<Record<SuggestionType, number>> = Object.fromEntries(SUGGESTION_TYPES.map((type, index) => [type, index])) as Record<SuggestionType, number>;

/**
 * The order of suggestions of one tier (as typed, or corrected): places and
 * categories before schools, then the most popular first (school count; a
 * school's review count), then by folded name, then resort, town, region,
 * country, category, then country code and value, so no two differ only in
 * position.
 */
export function compareSuggestions(a: Suggestion, b: Suggestion): number {
  return GROUP[a.type] - GROUP[b.type]
    || b.popularity - a.popularity
    || compareCodeUnits(a.sortName, b.sortName)
    || TYPE_ORDER[a.type] - TYPE_ORDER[b.type]
    || compareCodeUnits(a.country ?? '', b.country ?? '')
    || compareCodeUnits(a.value, b.value);
}

/** The order below in words, for the API's descriptions (OpenAPI, MCP). */
export const SUGGESTION_ORDER = 'as typed before corrected; then places and categories before schools; then a name starting as typed before one found '
  + 'by another of its names (`ver`: Verbier before Vereinigte Staaten); then by school count (a school: by review count); then by name';

/** The groups in their order (GROUP's values, ascending). */
const GROUPS_IN_ORDER = [...new Set(Object.values(GROUP))].sort((a, b) => a - b);

/**
 * The order of one tier when some suggestions were found by another of their
 * names (a place alias, an intent word): within places and categories, and
 * within schools, those whose own name starts as typed come first, so that
 * `ver` offers Verbier before the United States (Vereinigte Staaten), however
 * many schools the country has. Otherwise suggestion order. `typed` and
 * `named` are each in suggestion order, as a SuggestionSource lists them, so
 * this is a merge of the two, group by group, with no sort; the same
 * suggestion found both ways is listed in both places.
 */
export function inFoundOrder(typed: readonly Suggestion[], named: readonly Suggestion[]): readonly Suggestion[] {
  if (named.length === 0) return typed;
  const found: Suggestion[] = [];
  for (const group of GROUPS_IN_ORDER) {
    for (const suggestion of typed) if (GROUP[suggestion.type] === group) found.push(suggestion);
    for (const suggestion of named) if (GROUP[suggestion.type] === group) found.push(suggestion);
  }
  return found;
}

/** Whether a name's words match every group. */
export function matchesGroups(words: readonly string[], groups: readonly SuggestionGroup[]): boolean {
  return groups.every((group) => group.some(({ word, match }) =>
    words.some((candidate) => (match === 'prefix' ? candidate.startsWith(word) : candidate === word))));
}

export type SuggestedSchool = Pick<School, 'id' | 'slug' | 'name' | 'country' | 'region' | 'town' | 'reviewCount'>;

export interface SuggestionRecords {
  resorts: Iterable<Resort>;
  categories: Iterable<Category>;
  countries: Iterable<CountrySummary>;
  schools: Iterable<SuggestedSchool>;
}

/**
 * Each field named rather than spread: copying by spread cost about 4 µs an
 * entry, most of the list's build time at 100k schools. `shared` gives one
 * string per distinct word: 100k school names have some 600k words, and
 * each entry holding its own copies cost a third of the entries' memory.
 */
function entry(suggestion: Omit<Suggestion, 'sortName'>, shared: (word: string) => string): SuggestionEntry {
  const { type, name, value, id, country, categoryType, schoolCount, popularity } = suggestion;
  const sortName = fold(name);
  const words = wordForms(name, sortName);
  for (let index = 0; index < words.length; index += 1) words[index] = shared(words[index] as string);
  return { type, name, value, id, country, categoryType, schoolCount, popularity, words, sortName };
}

/** One string per distinct word for the life of one list: the first equal string it was given. */
function wordPool(): (word: string) => string {
  const pool = new Map<string, string>();
  return (word) => {
    const known = pool.get(word);
    if (known !== undefined) return known;
    pool.set(word, word);
    return word;
  };
}

/**
 * Every suggestion of the directory, in suggestion order. Towns and regions
 * are the distinct (country, name) pairs of the schools, counted by school.
 */
export function suggestionEntries(records: SuggestionRecords): SuggestionEntry[] {
  const entries: SuggestionEntry[] = [];
  const shared = wordPool();
  const places = new Map<string, { type: 'town' | 'region'; name: string; country: string; schools: number }>();
  const countPlace = (type: 'town' | 'region', name: string, country: string): void => {
    if (name.trim() === '') return;
    const key = `${type}\u0000${country}\u0000${name}`;
    const place = places.get(key);
    if (place === undefined) places.set(key, { type, name, country, schools: 1 });
    else place.schools += 1;
  };
  for (const school of records.schools) {
    entries.push(entry({
      type: 'school', name: school.name, value: school.slug, id: school.id, country: school.country,
      categoryType: null, schoolCount: null, popularity: school.reviewCount,
    }, shared));
    countPlace('town', school.town, school.country);
    countPlace('region', school.region, school.country);
  }
  for (const { type, name, country, schools } of places.values()) {
    entries.push(entry({ type, name, value: name, id: null, country, categoryType: null, schoolCount: schools, popularity: schools }, shared));
  }
  for (const resort of records.resorts) {
    entries.push(entry({
      type: 'resort', name: resort.name, value: resort.slug, id: resort.id, country: resort.country,
      categoryType: null, schoolCount: resort.schoolCount, popularity: resort.schoolCount,
    }, shared));
  }
  for (const category of records.categories) {
    entries.push(entry({
      type: 'category', name: category.name, value: category.slug, id: category.id, country: null,
      categoryType: category.type, schoolCount: category.schoolCount, popularity: category.schoolCount,
    }, shared));
  }
  for (const country of records.countries) {
    entries.push(entry({
      type: 'country', name: country.name, value: country.code, id: null, country: country.code,
      categoryType: null, schoolCount: country.schoolCount, popularity: country.schoolCount,
    }, shared));
  }
  return entries.sort(compareSuggestions);
}
