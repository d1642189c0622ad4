/**
 * Disjunctive facet counts (domain/facets.ts) over the embedded engine: a
 * facet whose own filter the client set is counted over the match without
 * that filter; every other requested facet over the match itself.
 *
 * The match is the AND of its clauses (text groups, filters, `near`), so the
 * match without filter F is the AND of the other clauses. When those are one
 * filter value's list or two values' lists together, with neither text nor
 * `near` (two own filters, or one and a path's fixed one; three, or two and
 * a fixed one), FacetValues keeps its counts, published
 * (publishedOverFilters), and nothing is walked (a pair not kept yet is
 * counted once, then kept: MAX_KEPT_PAIRS):
 * `country=FR&activity=freeride&language=en&facets=…` counts only its shared
 * facets: from the kept counts of the smallest such set, less its few
 * schools outside the match, when that walks fewer (countsOverMatch). Any
 * other such set is found word by word over the clauses' bitmaps instead
 * of by rerunning the search. Its counts are then whichever is cheapest
 * of: counting it; the match's counts plus the few of its documents that
 * fail F; the counts of another filter's one value (which holds it) minus
 * what it lacks of that value; the totals minus what it lacks. With `country=FR&activity=freeride&language=en&certified=true`, the
 * country counts can be freeride's minus the freeride schools without
 * English or certification, rather than every certified freeride school
 * speaking English. Only the documents walked are listed, in one pass over
 * the clauses' words (doc-bitmaps.ts andNotDocs); the set itself is never
 * written, and its size, which only chooses the way, is estimated from a
 * sample of its words.
 *
 * A text whose groups no document matches all together falls back to the
 * documents matching the most groups (text-search.ts), which is no AND of
 * clauses; such a search reruns the match for each facet instead.
 *
 * A match that is one of the index's own lists (one word or prefix alone,
 * one filter value, a category's schools), or a dense prefix's bitmap the
 * index keeps, takes that set's counts, which FacetValues keeps (a word's
 * only when broad): with no own filter asked for, its published counts
 * too. A match that is one filter value's list, or two together, and
 * nothing else is itself such a set: the shared facets of
 * `country=FR&activity=freeride&facets=…` take the pair's kept counts (its
 * own facets, the other value's), and none of its schools is walked once
 * the pair is kept.
 */
import type { FacetCounts, SchoolFacetName } from '../../../domain/facets.js';
import type { TextQuery } from '../../../domain/text-query.js';
import { isBitmap, type Clause } from './clause.js';
import { clauseBitmap, clausesInto } from './clauses.js';
import { andNotDocs, intersectionSizeEstimate } from './doc-bitmaps.js';
import type { FacetValues, KeptWithList } from './facet-values.js';
import { bitmapBuffer, clearedBitmap, docBuffer } from './scratch.js';
import { matchText, textClauses, type TextMatch, type TextTarget } from './text-search.js';

export interface FacetedMatch {
  /** The search's match, not listed when counts kept with it are published again (facet-values.ts publishedOver). */
  found: TextMatch;
  target: TextTarget;
  text: TextQuery;
  /** The client's filters by facet, the ones a facet's own counts leave out. */
  ownFilters: ReadonlyMap<SchoolFacetName, Clause>;
  /** Clauses every count keeps: the path's filters, `near`. */
  kept: readonly Clause[];
}

export function countFacets(values: FacetValues, requested: readonly SchoolFacetName[], match: FacetedMatch): FacetCounts {
  const own = requested.filter((facet) => match.ownFilters.has(facet));
  const { groups } = match.text;
  if (own.length > 0 && groups.length > 1 && match.found.groupsMatched < groups.length) return rerunEach(values, requested, match);
  // A match of one filter value's list or two together and nothing else, whose counts FacetValues keeps as a set without an own filter's.
  const matchLists = groups.length === 0 ? singleLists([...match.kept, ...match.ownFilters.values()]) : null;
  if (own.length === 0 && matchLists === null) return values.publishedOver(requested, match.found);
  return countOverBitmaps(values, requested, own, match, matchLists);
}

/** Each facet with its own filter set over the match rerun without it. */
function rerunEach(values: FacetValues, requested: readonly SchoolFacetName[], match: FacetedMatch): FacetCounts {
  const counts: FacetCounts = {};
  for (const facet of requested) {
    const own = match.ownFilters.get(facet);
    let docs = match.found.matched;
    if (own !== undefined) {
      docs = matchText(match.target, match.text, [...otherFilters(match, facet), ...match.kept]).matched;
    }
    Object.assign(counts, values.published([facet], values.tally([facet], docs)));
  }
  return counts;
}

/**
 * Scratch bitmaps (scratch.ts) of this module: the search's own (matching,
 * ranking) are free again by the time facets are counted, and rerunEach,
 * which matches again, holds none. From `filterFrom`: each filter's bitmap (filterBitmaps).
 */
const SLOT = { clause: 3, kept: 4, filterFrom: 5 } as const;

/**
 * How a facet's set without its own filter is counted: by itself, or from
 * known counts adjusted by the documents in one and not the other.
 */
type Plan =
  | { kind: 'direct' }
  | { kind: 'match plus' }
  | { kind: 'all minus' }
  | { kind: 'list minus'; list: Uint32Array; bits: Int32Array };

function countOverBitmaps(
  values: FacetValues, requested: readonly SchoolFacetName[], own: readonly SchoolFacetName[], match: FacetedMatch, matchLists: readonly [Uint32Array, Uint32Array?] | null,
): FacetCounts {
  const universe = match.target.universe;
  const shared = requested.filter((facet) => !match.ownFilters.has(facet));
  const text = textClauses(match.target, match.text);
  // A set without F that is one filter value's list, or two together, has its counts kept: nothing to walk.
  const fromKept: FacetCounts = {};
  const keptWithout = new Map<SchoolFacetName, KeptWithList>();
  for (const facet of own) {
    const lists = text.length === 0 ? singleLists([...match.kept, ...otherFilters(match, facet)]) : null;
    if (lists === null) continue;
    const kept = values.keptOverFilters(lists[0], lists[1]);
    fromKept[facet] = values.publishedFrom(kept, facet);
    if (kept !== null) keptWithout.set(facet, kept);
  }
  // So has the match's, when it is one filter value's list or two together: its shared facets are then not walked either.
  if (matchLists !== null) for (const facet of shared) fromKept[facet] = values.publishedOverFilters(facet, matchLists[0], matchLists[1]);
  const counted = shared.filter((facet) => fromKept[facet] === undefined);
  const walked = own.filter((facet) => fromKept[facet] === undefined);
  const bitmaps = filterBitmaps(match);
  const withoutOwn = walked.length === 0 ? [] : setsToWalk(values, walked, counted, text, match, bitmaps);

  const overMatch = requested.filter((facet) => counted.includes(facet) || withoutOwn.some((set) => set.facet === facet && set.plan.kind === 'match plus'));
  const docs = docBuffer(universe);
  const listed = (all: readonly Int32Array[], notAll: readonly Int32Array[] | null): Uint32Array => docs.subarray(0, andNotDocs(docs, all, notAll, universe));
  const matchCounts = overMatch.length === 0 ? null : countsOverMatch(values, overMatch, match, keptWithout, bitmaps, listed);
  const counts: FacetCounts = matchCounts === null ? fromKept : Object.assign(values.published(counted, matchCounts), fromKept);
  for (const { facet, sets, ownBits, plan } of withoutOwn) {
    let facetCounts: Uint32Array;
    switch (plan.kind) {
      case 'direct':
        facetCounts = values.tally([facet], listed(sets, null));
        break;
      case 'match plus':
        facetCounts = (matchCounts as Uint32Array).slice();
        values.add(facetCounts, [facet], listed(sets, [ownBits]), 1);
        break;
      case 'all minus':
        facetCounts = values.tally([facet], null);
        values.add(facetCounts, [facet], listed([], sets), -1);
        break;
      case 'list minus':
        facetCounts = values.listCounts(plan.list).slice();
        values.add(facetCounts, [facet], listed([plan.bits], sets), -1);
        break;
    }
    Object.assign(counts, values.published([facet], facetCounts));
  }
  return Object.fromEntries(requested.map((facet) => [facet, counts[facet]]));
}

/** A facet's set without its own filter, as the bitmaps whose AND it is, and the cheapest way to count it. */
interface SetToWalk {
  facet: SchoolFacetName;
  sets: readonly Int32Array[];
  ownBits: Int32Array;
  plan: Plan;
}

/**
 * The counts of `facets` over the match (the slots of any other facet hold nothing to read, as FacetValues.tally's).
 * A match that is one of the index's lists, with an own filter that filter's one value, has its counts kept.
 * A match of filters alone is, for each own filter F whose set without it is one or two single values (two or
 * three filters in all, the others of one value each), that set, whose counts this search took from what is
 * kept with those values (`keptWithout`), less its schools outside F's filter: when those are fewer than the
 * match by more than listing them over the filters' bitmaps costs, the smallest such set's counts less theirs
 * are the match's. `country=FR&activity=ski&language=en` with every facet: the French ski schools less those
 * without English, about a tenth of the match over the generated directory, whose every document the shared
 * facets (resort, level, …) were counted over before. Any other match is counted.
 */
function countsOverMatch(
  values: FacetValues, facets: readonly SchoolFacetName[], match: FacetedMatch, keptWithout: ReadonlyMap<SchoolFacetName, KeptWithList>,
  bitmaps: FilterBitmaps, listed: (all: readonly Int32Array[], notAll: readonly Int32Array[]) => Uint32Array,
): Uint32Array {
  const { found } = match;
  if (found.lasting instanceof Uint32Array) return values.listCounts(found.lasting);
  // By its size: a match found as a bitmap is listed only to be counted (text-search.ts TextMatch).
  const from = setToCountFrom(keptWithout, found.size, match.target.universe);
  if (from === undefined) return values.tally(facets, found.matched as Uint32Array);
  const [facet, kept] = from;
  const counts = kept.counts.slice();
  values.add(counts, facets, listed(bitmaps.allBut(facet), [bitmaps.own(facet)]), -1);
  return counts;
}

/**
 * Of sets holding the match (`matched` documents) by their keys, the one whose documents outside the match
 * are fewest, when counting those walks fewer than counting the match does; undefined otherwise. Listing
 * them first passes over the filters' bitmaps: a word of 32 documents read from each costs about half of
 * counting one document's facets (at 100k schools, 7.4 µs for the 3,125 words against 13.8 for the 2,740
 * documents of an average three-filter match, in process).
 */
export function setToCountFrom<K, S extends { readonly size: number }>(sets: Iterable<readonly [K, S]>, matched: number, universe: number): readonly [K, S] | undefined {
  let smallest: readonly [K, S] | undefined;
  for (const entry of sets) if (smallest === undefined || entry[1].size < smallest[1].size) smallest = entry;
  const listing = ((universe + 31) >>> 5) / 2;
  return smallest !== undefined && smallest[1].size - matched + listing < matched ? smallest : undefined;
}

/** The bitmaps of a search's filters, each made on first use and shared by every count of the search. */
interface FilterBitmaps {
  /** The client's filter of `facet`. */
  own(facet: SchoolFacetName): Int32Array;
  /** Every filter but the client's of `facet`: the client's others, the path's and `near`'s, whose AND is the set without it. */
  allBut(facet: SchoolFacetName): Int32Array[];
}

/**
 * The search's filters as bitmaps (clauses.ts clauseBitmap): a long list's kept one, any other written to
 * this module's scratch bitmap of its filter's place, the client's filters first in ownFilters' order.
 */
function filterBitmaps(match: FacetedMatch): FilterBitmaps {
  const facets = [...match.ownFilters.keys()];
  const clauses = [...match.ownFilters.values(), ...match.kept];
  const universe = match.target.universe;
  const made: Int32Array[] = [];
  const bitsAt = (at: number): Int32Array => (made[at] ??= clauseBitmap(clauses[at] as Clause, universe, () => clearedBitmap(SLOT.filterFrom + at, universe)));
  return {
    own: (facet) => bitsAt(facets.indexOf(facet)),
    allBut: (facet) => clauses.flatMap((_, at) => (facets[at] === facet ? [] : [bitsAt(at)])),
  };
}

function setsToWalk(
  values: FacetValues, walked: readonly SchoolFacetName[], counted: readonly SchoolFacetName[], text: readonly Clause[], match: FacetedMatch,
  bitmaps: FilterBitmaps,
): SetToWalk[] {
  const universe = match.target.universe;
  // By its size: a match found as a bitmap is listed only when counted (text-search.ts TextMatch).
  const matched = match.found.size;
  const keptClauses = [...text, ...match.kept];
  const kept = keptClauses.length === 0 ? [] : [clausesInto(bitmapBuffer(SLOT.kept, universe), keptClauses, universe, bitmapBuffer(SLOT.clause, universe))];
  // Every own filter, requested or not: the set without F keeps all the others.
  const filters = [...match.ownFilters].map(([facet, clause]) => ({ facet, clause, bits: bitmaps.own(facet) }));
  return walked.map((facet) => {
    const others = filters.filter((filter) => filter.facet !== facet);
    // The set without F is the AND of these; it is listed, or differenced, word by word, never written as a bitmap.
    const sets = [...kept, ...others.map((other) => other.bits)];
    const size = intersectionSizeEstimate(sets, universe);
    // Nothing to add when the match's counts already cover the facet: counted with a facet counted over the match, or a list's counts of every facet.
    const matchCost = match.found.lasting instanceof Uint32Array || values.countedWith(facet, counted) ? 0 : matched;
    return { facet, sets, ownBits: bitmaps.own(facet), plan: cheapestPlan({ size, matched, matchCost, universe }, others) };
  });
}

/** The client's filters other than the facet's own. */
function otherFilters(match: FacetedMatch, facet: SchoolFacetName): Clause[] {
  return [...match.ownFilters].filter(([name]) => name !== facet).map(([, clause]) => clause);
}

/**
 * The one or two lists of `clauses` when each is a filter's one value (whose counts FacetValues may keep);
 * null for more, for none, or for a clause of several values or `near`'s circle.
 */
function singleLists(clauses: readonly Clause[]): readonly [Uint32Array, Uint32Array?] | null {
  if (clauses.length === 0 || clauses.length > 2) return null;
  const lists = clauses.map((clause) => (isBitmap(clause) || clause.length !== 1 ? null : (clause[0] as Uint32Array)));
  if (lists.includes(null)) return null;
  return lists as [Uint32Array, Uint32Array?];
}

/** What a facet's set without its own filter is counted from. */
export interface SetWithout {
  /** Its documents. */
  size: number;
  /** The match's documents, all in the set. */
  matched: number;
  /** What counting the facet over the match adds, 0 when the other facets' counts over it include it. */
  matchCost: number;
  universe: number;
}

/**
 * The plan walking the fewest documents; `others` are the other own
 * filters, each holding the set (one of a single list is a candidate base,
 * its counts taken as free: FacetValues keeps them with every filter value's list).
 */
export function cheapestPlan({ size, matched, matchCost, universe }: SetWithout, others: readonly { clause: Clause; bits: Int32Array }[]): Plan {
  let best: Plan = { kind: 'direct' };
  let fewest = size;
  const consider = (plan: Plan, walked: number): void => {
    if (walked < fewest) [best, fewest] = [plan, walked];
  };
  consider({ kind: 'match plus' }, size - matched + matchCost);
  consider({ kind: 'all minus' }, universe - size);
  for (const { clause, bits } of others) {
    if (isBitmap(clause) || clause.length !== 1) continue;
    const list = clause[0] as Uint32Array;
    consider({ kind: 'list minus', list, bits }, list.length - size);
  }
  return best;
}
