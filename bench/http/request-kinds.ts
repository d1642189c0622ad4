/**
 * The kinds of request the HTTP benchmark measures, one line each: a name
 * and the distinct paths it rotates through (at least MIN_DISTINCT, so the
 * figure measures the work, not a cache). Adding a kind is adding a line.
 */
import { SCHOOL_FACETS } from '../../src/domain/facets.js';
import { keystrokes, languageOf } from '../search-cases.js';
import type { Catalogue } from './catalogue.js';

export const MIN_DISTINCT = 150;

export interface RequestKind {
  name: string;
  paths(catalogue: Catalogue): string[];
}

const SCHOOLS = '/api/v1/schools';
const LETTERS = [...'abcdefghijklmnopqrstuvw'];
const ACTIVITIES = ['ski', 'snowboard', 'freeride', 'cross-country'];
/** Words naming a filter as people type them (domain/search-vocabulary/intent-words.ts): an activity, two school types, a level. */
export const INTENT_WORDS = ['snowboard', 'private', 'kinder', 'beginner'];

function distinct(values: Iterable<string>): string[] {
  return [...new Set(values)];
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

/** Words of resort names, folded, that have at least `length` letters. */
function resortWords({ resortNames }: Catalogue, length: number): string[] {
  const words = resortNames.flatMap((name) => name.normalize('NFD').replace(/[^A-Za-z ]/g, '').toLowerCase().split(' '));
  return distinct(words.filter((word) => word.length >= length));
}

/** The first four letters of each word of the resort names: `zerm`, `cham`, ... */
function resortPrefixes(catalogue: Catalogue): string[] {
  return distinct(resortWords(catalogue, 4).map((word) => word.slice(0, 4)));
}

/** One typo per word: the last two letters swapped, or the fourth doubled. */
function typos(catalogue: Catalogue): string[] {
  return resortWords(catalogue, 6).flatMap((word) => [`${word.slice(0, -2)}${word.at(-1)}${word.at(-2)}`, `${word.slice(0, 4)}${word[3]}${word.slice(4)}`]);
}

/** Every keystroke of each sampled instructor's name, case and all. */
function typedNames({ instructorNames }: Catalogue): string[] {
  return distinct(instructorNames.flatMap(keystrokes));
}

/** The first one to four letters of each resort-name word, as someone typing them would send them. */
function typedPrefixes(catalogue: Catalogue): string[] {
  return distinct(resortWords(catalogue, 1).flatMap((word) => [1, 2, 3, 4].map((length) => word.slice(0, length))));
}

const ALL_FACETS = `facets=${SCHOOL_FACETS.join(',')}`;

/** The same paths as `kind`, each asking for every facet: the faceted search beside the plain one. */
function withAllFacets(kind: RequestKind): RequestKind {
  return { name: `${kind.name}, all facets`, paths: (c) => kind.paths(c).map((path) => `${path}&${ALL_FACETS}`) };
}

function countryPairs({ countries }: Catalogue): string[] {
  const top = countries.slice(0, 8);
  return top.flatMap((first, index) => top.slice(index + 1).map((second) => `${first},${second}`));
}

const ONE_LETTER: RequestKind = { name: 'q=1 letter, pages 1-7', paths: () => LETTERS.flatMap((q) => range(1, 7).map((page) => `${SCHOOLS}?q=${q}&page=${page}`)) };
const THREE_FILTERS: RequestKind = {
  name: 'country+activity+language',
  paths: (c) => distinct(c.schools.map((s) => `${SCHOOLS}?country=${s.country}&activity=${s.activities[0]}&language=${languageOf(s)}&limit=20`)),
};

export const REQUEST_KINDS: readonly RequestKind[] = [
  { name: 'q=4 letters', paths: (c) => resortPrefixes(c).map((q) => `${SCHOOLS}?q=${q}&limit=20`) },
  ONE_LETTER,
  THREE_FILTERS,
  { name: '2 countries, newest, deep', paths: (c) => countryPairs(c).flatMap((pair) => range(10, 17).map((page) => `${SCHOOLS}?country=${pair}&sort=newest&page=${page}&limit=50`)) },
  { name: 'sort=rating, pages 1-200', paths: () => range(1, 200).map((page) => `${SCHOOLS}?sort=rating&page=${page}`) },
  { name: 'school by id', paths: (c) => c.schools.map((s) => `${SCHOOLS}/${s.id}`) },
  { name: 'school by slug', paths: (c) => c.schools.map((s) => `${SCHOOLS}/${s.slug}`) },
  { name: 'q with filters', paths: (c) => resortPrefixes(c).flatMap((q) => ACTIVITIES.slice(0, 2).map((activity) => `${SCHOOLS}?q=${q}&activity=${activity}&limit=20`)) },
  { name: 'q with one typo', paths: (c) => typos(c).map((q) => `${SCHOOLS}?q=${q}&limit=20`) },
  { name: 'resorts list', paths: (c) => ['', ...c.countries].flatMap((country) => ['name', '-name', 'schools'].flatMap((sort) => [10, 20, 50].map((limit) => `/api/v1/resorts?sort=${sort}&limit=${limit}${country && `&country=${country}`}`))) },
  { name: 'instructors list', paths: (c) => c.countries.slice(0, 10).flatMap((country) => range(1, 20).map((page) => `/api/v1/instructors?country=${country}&page=${page}`)) },
  // Each keystroke is a query of its own, most asked once per name: the rotation holds more prefixes than the caches do.
  { name: "instructors' names typed", paths: (c) => typedNames(c).map((q) => `/api/v1/instructors?q=${encodeURIComponent(q)}`) },
  withAllFacets(ONE_LETTER),
  withAllFacets(THREE_FILTERS),
  // A resort's page narrowed by one filter, every facet: its schools are the path's resort and the language together.
  {
    name: "a resort's schools + language, all facets",
    paths: (c) => distinct(c.schools.flatMap((s) => s.resorts.slice(0, 1).map(({ slug }) => `/api/v1/resorts/${slug}/schools?language=${languageOf(s)}&limit=20&${ALL_FACETS}`))),
  },
  { name: 'near a resort, sort=distance', paths: (c) => c.resortSlugs.flatMap((slug) => [50, 200].map((radius) => `${SCHOOLS}?near=${slug}&radius=${radius}&sort=distance&limit=20`)) },
  { name: 'suggest, 1-4 letters', paths: (c) => typedPrefixes(c).map((prefix) => `/api/v1/suggest?q=${encodeURIComponent(prefix)}`) },
  // A read with next to no work of its own (a map lookup, a record's ~200 remembered bytes joined and tagged):
  // its ratio shows where the work every answer carries (the steps before routing, the contract's headers, the
  // access line) alone leaves the service against the bare route.
  { name: 'resort by slug', paths: (c) => c.resortSlugs.map((slug) => `/api/v1/resorts/${slug}`) },
  // What the vocabulary widens: "snowboard zermatt" is the activity or the word, then the resort's name, each group
  // a union of its alternatives (text-search.ts textClauses).
  { name: 'intent word + resort name', paths: (c) => resortWords(c, 4).flatMap((word) => INTENT_WORDS.map((intent) => `${SCHOOLS}?q=${encodeURIComponent(`${intent} ${word}`)}&limit=20`)) },
];
