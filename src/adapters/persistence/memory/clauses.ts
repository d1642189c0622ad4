/**
 * Query evaluation over posting lists. A clause is one filter or one search
 * term (clause.ts): a document satisfies it when it appears in any of the clause's lists
 * (any-of within a filter). A query is the AND of its clauses, evaluated
 * smallest clause first so that every later step works on a shrinking set.
 */
import { isBitmap, sizedClauses, type Clause, type SizedClause } from './clause.js';
import { docsOf, sizeOfBitmap } from './doc-bitmaps.js';
import { bitmapPays, listsBitmap } from './list-bitmaps.js';
import { unitesOverBitmap } from './list-union.js';
import { CountedMatch, firstListed, narrowed } from './narrowing.js';
import { andBitmap, unionBitmap } from './scratch.js';
import { NO_DOCS } from './sorted-ids.js';
import { KeptBitmap } from './union-cache.js';

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

export const isDense = (match: Uint32Array | DenseMatch | CountedMatch | null): match is DenseMatch => match !== null && 'bits' in match;

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
 * kept bitmaps alone (union-cache.ts KeptBitmap, which outlive the search) is
 * counted and listed only when read (narrowing.ts CountedMatch): for a
 * caller that reads its size first and its documents perhaps never.
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
    const tested = counting && rest.length > 0 && rest.every(({ clause }) => clause instanceof KeptBitmap);
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
