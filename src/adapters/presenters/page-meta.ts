import { z } from 'zod';
import { MAX_PAGE_SIZE, totalPages, type Page } from '../../domain/page.js';
import type { TextField } from '../../domain/text-query.js';
import type { Understood } from '../../application/text-search.js';
import { nothingUnderstood, onlyWordsUnderstood } from '../../application/query-understanding.js';
import { MAX_FACET_VALUES, SCHOOL_FACETS, type FacetCounts, type FacetValueCount } from '../../domain/facets.js';
import { numberJson } from './number-json.js';

/** Filter fields as the query parameters name them. */
const PARAMETER_OF_FIELD: Readonly<Record<TextField, string>> = {
  activity: 'activity', level: 'level', schoolType: 'school_type', language: 'language', country: 'country', region: 'region', resort: 'resort',
};

const words = z.array(z.string());

/** What a search understood of `q` (README "How q is read"): present whenever `q` has words. */
export const queryMetaSchema = z.strictObject({
  filters: z.strictObject({
    activity: words.optional().describe('Activity slugs q named'),
    level: words.optional().describe('Level slugs q named'),
    school_type: words.optional().describe('School type slugs q named'),
    language: words.optional().describe('ISO 639-1 codes of the teaching languages q named'),
  })
    .describe('Filters that words of q named, by parameter name, AND-ed with the explicit parameters and with each other: two values here are both required, '
      + 'where the same list as a parameter matches either (a school whose name carries the word also matches, ranked lower)'),
  places: z.array(z.strictObject({
    words: z.string().describe('The words of q, folded'),
    field: z.enum(['country', 'region', 'resort']).describe('Which field the place name stands for'),
    value: z.string().describe('ISO country code, region as records write it, or resort slug'),
  })).describe('Places that q named by another of their names (a local or other-language name, an abbreviation)'),
  corrections: z.array(z.strictObject({
    word: z.string().describe('A word of q that matched nothing as typed'),
    to: words.describe('The indexed words it was read as, closest first'),
  })).describe('Misspelt words and what they were read as'),
  ignored: words.describe('Filler words: not required, only ranked on'),
  unmatched: words.describe('Words that matched nothing, even corrected: left out'),
  partial: z.boolean().describe('True when no record matches every required word, and the page lists those matching the most'),
}).describe('How q was understood');

const facetValues = z.array(z.strictObject({
  value: z.string().describe("The value as the facet's filter parameter takes it (country code, resort slug, category slug, language code, true or false)"),
  count: z.int().positive().describe('Matching schools with this value'),
})).max(MAX_FACET_VALUES);

/** Facet counts (domain/facets.ts): present when the request named `facets`, one list per facet named. */
export const facetsMetaSchema = z.strictObject(Object.fromEntries(SCHOOL_FACETS.map((facet) => [
  facet, facetValues.optional().describe(`Counts per value of ${facet}, most first, then by value; at most ${MAX_FACET_VALUES}`),
])) as Record<(typeof SCHOOL_FACETS)[number], z.ZodOptional<typeof facetValues>>)
  .describe("Counts over every match, not just this page; a facet's counts ignore its own filter (the path, q and near always apply)");

/** The spec's `meta` object (SPEC.md 2.2), names exactly as written there, plus `query` on searches with text. */
export const pageMetaSchema = z.strictObject({
  total: z.int().nonnegative().describe('Records matching, over all pages'),
  page: z.int().positive().describe('This page, from 1; a page past the end has an empty data list'),
  limit: z.int().min(1).max(MAX_PAGE_SIZE).describe('Page size used'),
  total_pages: z.int().nonnegative().describe('Pages holding records: 0 when nothing matches'),
  query: queryMetaSchema.optional(),
  facets: facetsMetaSchema.optional(),
}).describe('Paging of a list: present on every paged list, absent on lists returned whole');

export type PageMeta = z.output<typeof pageMetaSchema>;
export type QueryMeta = z.output<typeof queryMetaSchema>;

export function queryMeta(understood: Understood): QueryMeta {
  const filters: QueryMeta['filters'] = {};
  for (const { field, value } of understood.filters) {
    const name = PARAMETER_OF_FIELD[field] as keyof QueryMeta['filters'];
    filters[name] = [...new Set([...(filters[name] ?? []), value])];
  }
  return {
    filters,
    places: understood.places.map(({ words: typed, field, value }) => ({ words: typed, field: field as 'country' | 'region' | 'resort', value })),
    corrections: understood.corrections.map(({ word, to }) => ({ word, to: [...to] })),
    ignored: [...understood.ignored],
    unmatched: [...understood.unmatched],
    partial: understood.partial,
  };
}

type MetaOf = Page<unknown> & { understood?: Understood; facets?: FacetCounts };

export function pageMeta(page: MetaOf): PageMeta {
  const meta = metaBeforeFacets(page);
  // Read-only arrays, some shared between answers (facet-values.ts publishedOver, publishedOverFilters): the schema's type is what is written out, and nothing writes to them.
  if (page.facets !== undefined) meta.facets = page.facets as PageMeta['facets'];
  return meta;
}

function metaBeforeFacets(page: MetaOf): PageMeta {
  // Keys added to the literal, not spread after it: one hidden class for each shape of page (domain/objects.ts).
  // metaJsonBeforeFacets writes the same members as text, held to this by page-meta.test.ts.
  const meta: PageMeta = { total: page.total, page: page.page, limit: page.limit, total_pages: totalPages(page.total, page.limit) };
  if (page.understood !== undefined) meta.query = queryMeta(page.understood);
  return meta;
}

/**
 * JSON.stringify(pageMeta(page)), held to it by test/adapters/presenters/page-meta.test.ts, written in
 * parts (issue 17): stringifying the meta took 0.75 µs a page in a loop, more from the cold caches of a
 * service under load.
 * - `page` and `limit` are validated integers and `total` a count, for which `${n}` is JSON's text.
 * - Nearly every q is read only as words: its `query` is then one of two texts, written once.
 * - Each facet list the index keeps and shares between searches (facet-values.ts publishedOver and
 *   publishedOverFilters: a broad list's or a filter value pair's counts, frozen) is written once: at 100k
 *   schools, a one-letter `q` with every facet was assembled in 25-28 µs, of which writing its facets was a
 *   third. Lists counted for this answer alone are written by countsJson.
 */
export function pageMetaJson(page: MetaOf): string {
  const { facets } = page;
  const head = metaJsonBeforeFacets(page);
  if (facets === undefined) return `${head}}`;
  const written: string[] = [];
  for (const name of Object.keys(facets)) {
    const list = facets[name as keyof FacetCounts];
    // JSON.stringify leaves out a key whose value is undefined.
    if (list !== undefined) written.push(`${JSON.stringify(name)}:${facetListJson(list)}`);
  }
  // The facets are the meta's last member.
  return `${head},"facets":{${written.join(',')}}}`;
}

/** The meta's JSON up to its facets, without its closing brace. */
function metaJsonBeforeFacets(page: MetaOf): string {
  const paging = `{"total":${page.total},"page":${page.page},"limit":${page.limit},"total_pages":${totalPages(page.total, page.limit)}`;
  return page.understood === undefined ? paging : `${paging},"query":${queryMetaJson(page.understood)}`;
}

const wordsOnlyQueryJson = (partial: boolean): string => JSON.stringify(queryMeta({ ...nothingUnderstood(), partial }));
const WORDS_ONLY_QUERY_JSON = wordsOnlyQueryJson(false);
const WORDS_ONLY_PARTIAL_QUERY_JSON = wordsOnlyQueryJson(true);

function queryMetaJson(understood: Understood): string {
  if (!onlyWordsUnderstood(understood)) return JSON.stringify(queryMeta(understood));
  return understood.partial ? WORDS_ONLY_PARTIAL_QUERY_JSON : WORDS_ONLY_QUERY_JSON;
}

/**
 * Facet lists written already, by the list: only frozen lists of frozen counts, which nothing can change
 * (facet-values.ts publishedOver and publishedOverFilters keep counts so, while their lists live, and pairs while among the last asked for).
 */
const writtenLists = new WeakMap<readonly FacetValueCount[], string>();

/** JSON.stringify(list) for the counts of one facet: each `{value, count}`, as domain/facets.ts defines them. */
function facetListJson(list: readonly FacetValueCount[]): string {
  const written = writtenLists.get(list);
  if (written !== undefined) return written;
  const text = countsJson(list);
  if (Object.isFrozen(list) && list.every((count) => Object.isFrozen(count))) writtenLists.set(list, text);
  return text;
}

/**
 * Each facet value's JSON up to its count (`{"value":"FR","count":`), by the value. The values are the
 * directory's countries, resorts, categories and languages, and `true` and `false`: a few thousand at most;
 * past MAX_WRITTEN_VALUES (more values than a directory holds: a bug elsewhere) they are written without being kept.
 */
const countHeads = new Map<string, string>();
const MAX_WRITTEN_VALUES = 50_000;

function countHead(value: string): string {
  const known = countHeads.get(value);
  if (known !== undefined) return known;
  const head = ['{"value":', JSON.stringify(value), ',"count":'].join('');
  if (countHeads.size < MAX_WRITTEN_VALUES) countHeads.set(value, head);
  return head;
}

/**
 * JSON.stringify(list), written from each value's head and its count's JSON (number-json.ts). Stringified,
 * the five lists a three-filter search counts for its answer alone took 2.9 µs in a loop at 100k schools,
 * written so 0.6 (issue 17, session 56).
 *
 * Joined from its pieces, as each head is, never appended to: V8 holds a text made with `+` or a template as
 * a tree of its pieces until something flattens it, and copying it into a longer text (pageMetaJson's join,
 * then the body's bytes) walks the whole tree each time without flattening it. A joined text is one flat
 * string. A kept list or head is copied into every answer that shows it: walking their trees, scattered
 * over the heap, took 12–22 µs of CPU a faceted search over HTTP at 100k schools, about 2 once flat (`perf`,
 * session 58).
 */
function countsJson(list: readonly FacetValueCount[]): string {
  const pieces = ['['];
  for (let at = 0; at < list.length; at += 1) {
    const { value, count } = list[at] as FacetValueCount;
    if (at > 0) pieces.push(',');
    pieces.push(countHead(value), numberJson(count), '}');
  }
  pieces.push(']');
  return pieces.join('');
}
