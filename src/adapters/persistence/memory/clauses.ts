/**
 * Query evaluation over posting lists. A clause is one filter or one search
 * term: a document satisfies it when it appears in any of the clause's lists
 * (any-of within a filter). A query is the AND of its clauses, evaluated
 * smallest clause first so that every later step works on a shrinking set.
 */
import { countInBitmap, docsOf, keepInBitmaps, sizeOfBitmap } from './doc-bitmaps.js';
import { bitmapPays, listsBitmap } from './list-bitmaps.js';
import { presentLists, union, unitesOverBitmap } from './list-union.js';
import { restrict } from './restrict.js';
import { andBitmap, unionBitmap } from './scratch.js';
import { NO_DOCS } from './sorted-ids.js';

/**
 * A clause held as a bitmap over all documents with its size (the circle of
 * `near`, geo-index.ts): its documents are listed only when it is the
 * smallest clause; otherwise the smaller ones' documents are tested against it.
 */
export interface BitmapClause {
  readonly size: number;
  readonly bits: Int32Array;
  /** Ascending. */
  readonly docs: Uint32Array;
  /** The documents written to `out` (room for every one), for a clause that would list them anew on each read of `docs`. */
  listInto?(out: Uint32Array): Uint32Array;
}

export type Clause = readonly Uint32Array[] | BitmapClause;

export const isBitmap = (clause: Clause): clause is BitmapClause => !Array.isArray(clause);

/**
 * Whether `docs` is one of the clauses' lists itself, as matchAll returns a
 * lone clause's only list: memory the index keeps beyond the search rather
 * than a search's own, so that what is derived from it can be kept with it.
 */
export function isClauseList(docs: Uint32Array, clauses: readonly Clause[]): boolean {
  return clauses.some((clause) => !isBitmap(clause) && clause.includes(docs));
}

/**
 * Matching documents, ascending; `null` when there are no clauses, i.e. every
 * document matches. With `into` (room for every document, scratch.ts
 * matchBuffer), the first clause's union and what a bitmap or a probe keeps
 * of the candidates are written there rather than to a new array for each
 * clause (why: scratch.ts). The caller must then be done with the match
 * before anything else writes to `into`. A clause's own list comes back
 * only when it is the whole match (isClauseList); every other match is new
 * or in `into`.
 */
export function matchAll(clauses: readonly Clause[], universe: number, into?: Uint32Array): Uint32Array | null {
  return clauses.length === 0 ? null : listedMatch(clauses, sizedClauses(clauses), universe, into);
}

/** A match left as a bitmap, with how many documents it holds; read-only, as it may be a clause's own. */
export interface DenseMatch {
  readonly bits: Int32Array;
  readonly size: number;
}

export const isDense = (match: Uint32Array | DenseMatch | CountedMatch | null): match is DenseMatch => match !== null && !(match instanceof Uint32Array) && !(match instanceof CountedMatch);

/**
 * matchAll, except that a match it would find over bitmaps (its clauses
 * dense enough, or, with `filtersOnly`, one filter whose lists unite over a
 * bitmap) is left as a bitmap in `out` (a lone bitmap clause: its own bits),
 * with its size, rather than listed.
 * A search that only counts the match and tests documents against it
 * ("snowboard l" over 620,000 instructors at 100k schools: 122,000 of them),
 * or walks an order for an early page of it (two countries' 35,000
 * schools), need not list it. A lone bitmap clause (a dense union the
 * text index keeps, union-cache.ts KeptBitmap) is such a match already; a
 * lone clause of lists stays listed as union() lists it: a prefix's many
 * word lists must not each keep a bitmap.
 * With `counting`, a match of the smallest clause tested against the others'
 * bitmaps alone is counted and listed only when read (CountedMatch): for a
 * caller that reads its size first and its documents perhaps never, and
 * whose bitmap clauses outlive the search (kept unions, union-cache.ts
 * KeptBitmap), as the match is listed from them later.
 */
export function matchAllKeepingBits(
  clauses: readonly Clause[], universe: number, into: Uint32Array | undefined, out: Int32Array, filtersOnly: boolean, counting = false,
): Uint32Array | DenseMatch | CountedMatch | null {
  if (clauses.length === 0) return null;
  const sized = sizedClauses(clauses);
  const [smallest, ...rest] = sized;
  if (smallest === undefined || smallest.size === 0) return NO_DOCS;
  // A lone bitmap clause (a kept dense union, union-cache.ts KeptBitmap) is the match as it is, its bits not even copied: read-only.
  if (rest.length === 0 && isBitmap(smallest.clause)) return { bits: smallest.clause.bits, size: smallest.size };
  if (!(denseEnough(sized, universe) || (filtersOnly && loneUnionOverBitmap(sized, universe)))) {
    const tested = counting && rest.length > 0 && rest.every(({ clause }) => isBitmap(clause));
    return tested ? new CountedMatch(firstListed(smallest, universe, into), rest, universe, into) : listedMatch(clauses, sized, universe, into);
  }
  // Through listsBitmap, so that a filter's long lists keep their bitmaps: marking two countries' 35,000 schools
  // (instead of ORing their kept bitmaps) made that page 2.4 times as slow, two countries' instructors 3.3.
  const bits = clausesInto(out, clauses, universe, unionBitmap(universe));
  return { bits, size: sizeOfBitmap(bits) };
}

/** Whether the match is one clause that union() would unite over a bitmap and then list. */
function loneUnionOverBitmap(sized: readonly SizedClause[], universe: number): boolean {
  const [only, ...rest] = sized;
  return only !== undefined && rest.length === 0 && unitesOverBitmap(only.lists.length, only.size, universe);
}

/** matchAll's match of `clauses`, sized and ordered smallest first in `sized`. */
function listedMatch(clauses: readonly Clause[], sized: readonly SizedClause[], universe: number, into: Uint32Array | undefined): Uint32Array {
  const [smallest, ...rest] = sized;
  if (smallest === undefined || smallest.size === 0) return NO_DOCS;
  if (denseEnough(sized, universe)) return matchOverBitmaps(clauses, universe, into);
  return narrowed(firstListed(smallest, universe, into), rest, universe, into);
}

/** The smallest clause's documents, the candidates the others narrow: a bitmap clause's listed, a clause of lists' union. */
function firstListed(smallest: SizedClause, universe: number, into: Uint32Array | undefined): Uint32Array {
  return isBitmap(smallest.clause) ? listedBitmap(smallest.clause, into) : union(smallest.lists, universe, into);
}

/** The candidates every one of `rest` holds, clause by clause; written to `into` when given (the candidates may lie there already). */
function narrowed(candidates: Uint32Array, rest: readonly SizedClause[], universe: number, into: Uint32Array | undefined): Uint32Array {
  let result = candidates;
  for (const { clause, lists, size } of rest) {
    if (result.length === 0) break;
    result = isBitmap(clause) ? keepInBitmaps(result, [clause.bits], into) : restrict(result, lists, size, universe, into);
  }
  return result;
}

/**
 * A match of candidates that every other clause's bitmap must hold, counted against the last (the largest)
 * without being listed, once the others have narrowed them; listed (into matchAll's `into`, where the
 * candidates may lie) when list() is called. A relevance page found in the best bucket (best-bucket.ts) reads
 * only how many match: "chloe n" over 620,000 instructors at 100k schools is 18,900 Chloes tested against the
 * n-words' bitmap, 5,400 of them, and listing them took most of that search (docs/performance.md, session 65).
 */
export class CountedMatch {
  readonly size: number;
  readonly #candidates: Uint32Array;
  readonly #last: Int32Array;
  readonly #into: Uint32Array | undefined;

  /** `rest`: bitmap clauses only, at least one, smallest first. */
  constructor(candidates: Uint32Array, rest: readonly SizedClause[], universe: number, into: Uint32Array | undefined) {
    const last = rest[rest.length - 1]?.clause as BitmapClause;
    this.#candidates = narrowed(candidates, rest.slice(0, -1), universe, into);
    this.#last = last.bits;
    this.#into = into;
    this.size = countInBitmap(this.#candidates, this.#last);
  }

  /** The match, ascending; to be read once, before anything else writes to `into`. */
  list(): Uint32Array {
    return keepInBitmaps(this.#candidates, [this.#last], this.#into);
  }
}

/**
 * A bitmap clause's documents: listed into `into` when the clause lists them anew on each read and there is
 * an `into`, as a union of lists is (a dense prefix: up to 230 KB a search at 620,000 instructors otherwise).
 */
function listedBitmap(clause: BitmapClause, into: Uint32Array | undefined): Uint32Array {
  return into !== undefined && clause.listInto !== undefined ? clause.listInto(into) : clause.docs;
}

export interface SizedClause {
  readonly clause: Clause;
  /** Its lists that hold any document. */
  readonly lists: readonly Uint32Array[];
  readonly size: number;
}

/** The clauses with their sizes, smallest first. */
export function sizedClauses(clauses: readonly Clause[]): SizedClause[] {
  return clauses
    .map((clause) => {
      if (isBitmap(clause)) return { clause, lists: [], size: clause.size };
      const { present, total } = presentLists(clause);
      return { clause, lists: present, size: total };
    })
    .sort((a, b) => a.size - b.size);
}

/** Whether ANDing the clauses' bitmaps costs fewer steps than listing the smallest and testing the others. */
function denseEnough(sized: readonly SizedClause[], universe: number): boolean {
  const [smallest, ...rest] = sized;
  return smallest !== undefined && rest.length > 0 && bitmapsCost(sized, universe) < listsCost(smallest, rest.length, universe);
}

/**
 * What listing the smallest clause and testing its documents against the
 * others costs, in steps of one document: nothing to list when it is one
 * list, a pass over its words and a write of each document when it is a
 * bitmap, else a write and a read of each of its documents; then a test of
 * each candidate per other clause (CANDIDATE_TEST_STEPS each). "snowboard ma" over 620,000 instructors:
 * the ma-words' bitmap (89,000) listed and tested against the snowboarders
 * cost twice what ANDing the bitmaps does.
 */
function listsCost(smallest: SizedClause, others: number, universe: number): number {
  const listing = isBitmap(smallest.clause) ? ((universe + 31) >>> 5) + smallest.size : smallest.lists.length === 1 ? 0 : 2 * smallest.size;
  return listing + CANDIDATE_TEST_STEPS * smallest.size * others;
}

/**
 * A candidate's test against one other clause, in bitmapsCost's steps: a read of the clause's bitmap at the
 * candidate's word, wherever that lies, where ANDing bitmaps reads their words in order. Counted as one
 * step, the model chose lists for filters that bitmaps answer sooner: in one process at 100k schools (`bench/
 * search-against.bench.ts`, session 58), two countries and `certified` took 38 µs against 58 with 8 MB
 * written through the caches before each call (34 against 49 without), a country and an activity with every
 * facet 31 against 45, a circle of 50 km and a country 43 against 58, and no query of the set slower beyond
 * the spread an earlier session read between two builds of one commit (0.87–1.12). Three steps gained
 * nothing more.
 */
const CANDIDATE_TEST_STEPS = 2;

/**
 * What finding the match over bitmaps costs in the same steps: a word of 32
 * documents per list with a bitmap (list-bitmaps.ts bitmapOf keeps one for
 * every list long enough), a write per document of a shorter one, and a
 * pass over the words per clause and to list the result.
 */
function bitmapsCost(sized: readonly SizedClause[], universe: number): number {
  const words = (universe + 31) >>> 5;
  let cost = 2 * words;
  for (const { clause, lists } of sized) {
    cost += words;
    if (!isBitmap(clause)) for (const list of lists) cost += bitmapPays(list.length, universe) ? words : list.length;
  }
  return cost;
}

/**
 * matchAll over bitmaps, when its clauses are dense: each clause's documents
 * as a bitmap (its lists' own, ORed), ANDed into one, then listed.
 * "snowboard n" at 100k schools: the activity and the names with the word
 * hold 55,000 schools, each listed and tested where 3,000 words of bitmaps
 * are ANDed (216 -> 63 µs).
 */
function matchOverBitmaps(clauses: readonly Clause[], universe: number, into: Uint32Array | undefined): Uint32Array {
  return docsOf(clausesInto(andBitmap(universe), clauses, universe, unionBitmap(universe)), into);
}

/** The documents of any of the clause's lists: a bitmap clause's own bits, else as list-bitmaps.ts listsBitmap; read-only either way. */
export function clauseBitmap(clause: Clause, universe: number, scratch: () => Int32Array): Int32Array {
  return isBitmap(clause) ? clause.bits : listsBitmap(clause, universe, scratch);
}

/** out = the documents in every clause, all of the universe for none; `scratch` (cleared on demand) holds a clause's bitmap in turn. */
export function clausesInto(out: Int32Array, clauses: readonly Clause[], universe: number, scratch: Int32Array): Int32Array {
  everyDocInto(out, universe);
  for (const clause of clauses) {
    const bits = clauseBitmap(clause, universe, () => scratch.fill(0));
    for (let word = 0; word < out.length; word += 1) out[word] = (out[word] as number) & (bits[word] as number);
  }
  return out;
}

/** out = every document 0..universe-1 (no bit past the last one, so that a difference from it stays in the universe). */
function everyDocInto(out: Int32Array, universe: number): Int32Array {
  out.fill(-1);
  if (universe % 32 !== 0) out[out.length - 1] = (1 << (universe % 32)) - 1;
  return out;
}
