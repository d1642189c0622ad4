/**
 * Executes a structured text query (domain/text-query.ts) over one record
 * kind's TextIndex and field indexes: which documents match (every group,
 * else the most groups). How a match is ordered by relevance:
 * relevance-page.ts.
 */
import type { TextAlternative, TextField, TextQuery } from '../../../domain/text-query.js';
import { isBitmap, type Clause } from './clause.js';
import { isClauseList, isDense, matchAll, matchAllKeepingBits, type DenseMatch } from './clauses.js';
import { CountedMatch } from './narrowing.js';
import { docsOf, docsOfBitsFrom } from './doc-bitmaps.js';
import { matchMost } from './match-most.js';
import { matchBitmap } from './scratch.js';
import { NO_DOCS } from './sorted-ids.js';
import type { DenseAs, TextIndex } from './text-index.js';
import { KeptBitmap } from './union-cache.js';

export interface TextTarget {
  readonly text: TextIndex;
  readonly universe: number;
  /**
   * Documents whose `field` holds `value` (ascending); NO_DOCS for a field this kind lacks. The same for
   * the life of the target: a text group's union is kept with them (text-index.ts unitedGroup).
   */
  fieldDocs(field: TextField, value: string): Uint32Array;
}

export interface TextMatch {
  /**
   * Ascending; null: no text and no filters, every document. A match found as a bitmap (`bits`) is
   * listed when this is first read, into the search's match buffer.
   */
  readonly matched: Uint32Array | null;
  /** How many documents match (every document when `matched` is null), known without listing them. */
  readonly size: number;
  /**
   * The matches as a bitmap, when they were found as one (clauses.ts matchAllKeepingBits), in scratch memory
   * (scratch.ts matchBitmap) or a lone dense group's kept bitmap (a prefix's, or a union of alternatives);
   * read-only. Else null.
   */
  readonly bits: Int32Array | null;
  /** How many groups each matched document matches. */
  groupsMatched: number;
  /** Whether filters narrowed the matches; if not, with one group the matches are exactly its documents. */
  filtered: boolean;
  /**
   * The match itself when it outlives the search, for what is kept with it (facet-values.ts publishedOver):
   * one of the index's lists or a kept union listed (clauses.ts isClauseList), or a lone dense group's kept
   * bitmap (union-cache.ts KeptBitmap); null for a match of the search's own.
   */
  lasting: Uint32Array | KeptBitmap | null;
}

function matchingDocs(target: TextTarget, alternative: TextAlternative): Uint32Array {
  return alternative.kind === 'word' ? target.text.matching(alternative) : target.fieldDocs(alternative.field, alternative.value);
}

/**
 * Each group of the text as a clause: the documents of any of its
 * alternatives. With `dense` bitmaps, a group of one word is taken as the
 * index finds it best tested (text-index.ts matchingClause): "anna k"
 * tests the Annas against the k-words' bitmap, which the cache keeps, where
 * listing the k-words' 300,000 instructors (at 100k schools) was most of
 * the search. Without, a search that lists its match anyway takes a dense
 * prefix's list, which the cache keeps, rather than list its bitmap anew.
 * A group of several alternatives is their union, which the index keeps
 * the same way (text-index.ts unitedGroup).
 */
export function textClauses(target: TextTarget, text: TextQuery, dense: DenseAs = 'bitmaps'): Clause[] {
  return text.groups.map(({ alternatives }) => {
    const found = groupDocs(target, alternatives, dense);
    // A group of no alternatives is a clause of no lists, which matches nothing.
    return found === null ? [] : found instanceof Uint32Array ? [found] : found;
  });
}

/** The documents of any of a group's alternatives, as textClauses takes them; null for none. */
function groupDocs(target: TextTarget, alternatives: readonly TextAlternative[], dense: DenseAs): Uint32Array | KeptBitmap | null {
  const [only, ...others] = alternatives;
  if (only === undefined) return null;
  if (others.length > 0) return target.text.unitedGroup(groupKey(alternatives), () => alternatives.map((alternative) => matchingDocs(target, alternative)), dense);
  return only.kind === 'word' && dense === 'bitmaps' ? target.text.matchingClause(only) : matchingDocs(target, only);
}

/**
 * What names a group's documents: each word with how it matches, each field with its value. No two groups
 * share a key: a word is letters and digits only (domain/text.ts), and a word's part starts with one
 * of the fixed match kinds and a space where a field's starts with a field's name and '='.
 */
function groupKey(alternatives: readonly TextAlternative[]): string {
  return alternatives.map((alternative) => (alternative.kind === 'word' ? `${alternative.match} ${alternative.word}` : `${alternative.field}=${alternative.value}`)).join('\n');
}

/**
 * Documents matching every group and filter; when none does, those matching
 * the most groups (and every filter). `into`: as for clauses.ts matchAll.
 * `sizeFirst`: the caller reads how many match before it reads which (a
 * relevance page, which the best bucket may find without them): a match of
 * text alone may then be counted, and listed only when read (narrowing.ts
 * CountedMatch).
 */
export function matchText(target: TextTarget, text: TextQuery, filters: readonly Clause[], into?: Uint32Array, sizeFirst = false): TextMatch {
  const lone = text.groups.length === 0 ? loneFilterList(filters) : undefined;
  if (lone !== undefined) return { matched: lone, size: lone.length, bits: null, groupsMatched: 0, filtered: true, lasting: lone };
  // Without `into` the match is listed (clauses.ts matchAll), a bitmap clause along with it.
  const groups = textClauses(target, text, into === undefined ? 'lists' : 'bitmaps');
  const clauses = [...groups, ...filters];
  const filtered = filters.length > 0;
  // Kept as a bitmap only with `into`: its caller holds the match for its search alone, as the bitmap's scratch memory
  // requires (a lone dense group's match is the cache's own bitmap, which nothing writes).
  // Which matches are kept, and why a lone clause of text lists is not: clauses.ts matchAllKeepingBits.
  // Counted only without filters: with them, a relevance page reads the listed match to test its best bucket against (best-bucket.ts).
  const found = into !== undefined
    ? matchAllKeepingBits(clauses, target.universe, into, matchBitmap(target.universe), groups.length === 0, sizeFirst && !filtered)
    : matchAll(clauses, target.universe, into);
  if (isDense(found) && found.size > 0) {
    // A lone group given as a bitmap is a dense union the index keeps (a prefix's, or its alternatives').
    const lone = !filtered && groups.length === 1 ? groups[0] : undefined;
    return new BitmapMatch(found, groups.length, filtered, into as Uint32Array, lone instanceof KeptBitmap ? lone : null);
  }
  if (found instanceof CountedMatch && found.size > 0) return new CountedTextMatch(found, groups.length);
  const all = isDense(found) || found instanceof CountedMatch ? NO_DOCS : found;
  const lasting = all !== null && isClauseList(all, clauses) ? all : null;
  const size = all === null ? target.universe : all.length;
  if (groups.length === 0) return { matched: all, size, bits: null, groupsMatched: 0, filtered, lasting };
  if (size > 0 || groups.length === 1) return { matched: all, size, bits: null, groupsMatched: size > 0 ? groups.length : 0, filtered, lasting };
  const { matched, most } = matchMost(groups, filters, target.universe, into);
  return { matched, size: matched.length, bits: null, groupsMatched: most, filtered, lasting: null };
}

/**
 * The one list of the one filter, when there is nothing else to match: the match as the way below finds it
 * (clauses.ts listedMatch: union() gives a lone list back, and it is one of the index's lists, so lasting),
 * without sizing the clauses or taking scratch memory, which between requests has left the caches. A
 * school's instructors, which every lookup by id asks for, are such a match: about 3 µs of that lookup's
 * engine work with the caches cold (docs/performance.md, session 51). An empty list is the empty match.
 */
function loneFilterList(filters: readonly Clause[]): Uint32Array | undefined {
  const only = filters.length === 1 ? filters[0] : undefined;
  return only === undefined || isBitmap(only) || only.length !== 1 ? undefined : only[0];
}

/**
 * A match of every group and filter (of filters alone, without text; of a lone dense group, its kept
 * bitmap itself) found as a bitmap: counted already, listed into `into` only when read. ranked-page.ts
 * pageInOrder, pageInDocOrder (below) and relevance-page.ts read the bits where walking them is cheaper: two countries'
 * 35,000 schools at 100k were listed, then marked into a bitmap again, for a page of 50. A class, not a
 * literal with a getter, which V8 keeps as a dictionary (circle.ts LazyCircle).
 */
class BitmapMatch implements TextMatch {
  readonly bits: Int32Array;
  readonly size: number;
  groupsMatched: number;
  filtered: boolean;
  readonly lasting: KeptBitmap | null;
  readonly #into: Uint32Array;
  #listed: Uint32Array | null = null;

  constructor({ bits, size }: DenseMatch, groupsMatched: number, filtered: boolean, into: Uint32Array, lasting: KeptBitmap | null) {
    this.bits = bits;
    this.size = size;
    this.groupsMatched = groupsMatched;
    this.filtered = filtered;
    this.#into = into;
    this.lasting = lasting;
  }

  get matched(): Uint32Array {
    return (this.#listed ??= docsOf(this.bits, this.#into));
  }
}

/** A match of every group, without filters, counted (narrowing.ts CountedMatch): listed when first read, as a BitmapMatch is. */
class CountedTextMatch implements TextMatch {
  readonly bits = null;
  readonly size: number;
  groupsMatched: number;
  filtered = false;
  readonly lasting = null;
  readonly #counted: CountedMatch;

  constructor(counted: CountedMatch, groupsMatched: number) {
    this.#counted = counted;
    this.size = counted.size;
    this.groupsMatched = groupsMatched;
  }

  get matched(): Uint32Array {
    return this.#counted.list();
  }
}

/** What a document is tested against to know it matches: the match's bitmap when it has one, else its list. */
export function matchedSet(match: TextMatch): Uint32Array | Int32Array {
  return match.bits ?? (match.matched as Uint32Array);
}

/** Positions [offset, offset + limit) of the match in document order; a match kept as a bitmap is counted past `offset`, not listed. */
export function pageInDocOrder(match: TextMatch, offset: number, limit: number): Uint32Array {
  const { bits, size } = match;
  const from = Math.min(offset, size);
  const to = Math.min(from + limit, size);
  if (bits !== null) return docsOfBitsFrom(bits, from, to - from);
  const { matched } = match;
  if (matched !== null) return matched.subarray(from, to);
  const page = new Uint32Array(to - from);
  for (let at = 0; at < page.length; at += 1) page[at] = from + at;
  return page;
}
