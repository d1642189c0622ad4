/**
 * Executes a structured text query (domain/text-query.ts) over one record
 * kind's TextIndex and field indexes: which documents match (every group,
 * else the most groups), and the relevance order of a matched set.
 */
import { fieldScore, relevanceKeyOf, WHERE_LEVELS, type TextAlternative, type TextField, type TextGroup, type TextQuery } from '../../../domain/text-query.js';
import { firstMatches, isClauseList, isDense, matchAll, matchAllKeepingBits, type Clause, type DenseMatch } from './clauses.js';
import { matchMost } from './match-most.js';
import { bucketSlice, bucketSliceByHits } from './bucket-order.js';
import { walkedBestBucket } from './bucket-walk.js';
import type { SortOrder } from './ranked-page.js';
import { bestScores, countHits, NOT_MATCHED } from './candidate-scores.js';
import { clearedBitmap, docBuffer, keyBuffer, markAll, matchBitmap, releaseSlots, slotsOf, uint16Buffer, uint32Buffer, uint8Buffer } from './scratch.js';
import { selectRange } from './select-range.js';
import { docsOf, docsOfBitsFrom, intersect, keepInBitmaps, memberPositions, NO_DOCS } from './sorted-ids.js';
import { ScoredList, type DenseAs, type TextIndex } from './text-index.js';
import { mappedIds } from './gather.js';
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

/** The working arrays of one ranking (scratch.ts): a slot of its own for each, within its element type. */
const UINT8_SLOTS = { scores: 0, keptScores: 1, bestScores: 2 } as const;
const UINT16_SLOTS = { missed: 0, quality: 1, where: 2, hits: 3 } as const;
const UINT32_SLOTS = { positions: 0, candidates: 1 } as const;
/** The bitmaps of a ranking by score buckets: the matches, the buckets before and the one under way (bucket-order.ts numbers its own past these). */
const BITMAP_SLOTS = { inMatched: 0, earlier: 1, current: 2 } as const;

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
 */
export function matchText(target: TextTarget, text: TextQuery, filters: readonly Clause[], into?: Uint32Array): TextMatch {
  // Without `into` the match is listed (clauses.ts matchAll), a bitmap clause along with it.
  const groups = textClauses(target, text, into === undefined ? 'lists' : 'bitmaps');
  const clauses = [...groups, ...filters];
  const filtered = filters.length > 0;
  // Kept as a bitmap only with `into`: its caller holds the match for its search alone, as the bitmap's scratch memory
  // requires (a lone dense group's match is the cache's own bitmap, which nothing writes).
  // Which matches are kept, and why a lone clause of text lists is not: clauses.ts matchAllKeepingBits.
  const found = into !== undefined ? matchAllKeepingBits(clauses, target.universe, into, matchBitmap(target.universe), groups.length === 0) : matchAll(clauses, target.universe, into);
  if (isDense(found) && found.size > 0) {
    // A lone group given as a bitmap is a dense union the index keeps (a prefix's, or its alternatives').
    const lone = !filtered && groups.length === 1 ? groups[0] : undefined;
    return new BitmapMatch(found, groups.length, filtered, into as Uint32Array, lone instanceof KeptBitmap ? lone : null);
  }
  const all = isDense(found) ? NO_DOCS : found;
  const lasting = all !== null && isClauseList(all, clauses) ? all : null;
  const size = all === null ? target.universe : all.length;
  if (groups.length === 0) return { matched: all, size, bits: null, groupsMatched: 0, filtered, lasting };
  if (size > 0 || groups.length === 1) return { matched: all, size, bits: null, groupsMatched: size > 0 ? groups.length : 0, filtered, lasting };
  const { matched, most } = matchMost(groups, filters, target.universe, into);
  return { matched, size: matched.length, bits: null, groupsMatched: most, filtered, lasting: null };
}

/**
 * A match of every group and filter (of filters alone, without text; of a lone dense group, its kept
 * bitmap itself) found as a bitmap: counted already, listed into `into` only when read. ranked-page.ts
 * pageInOrder, pageInDocOrder and relevancePage read the bits where walking them is cheaper: two countries'
 * 35,000 schools at 100k were listed, then marked into a bitmap again, for a page of 50. A class, not a
 * literal with a getter, which V8 keeps as a dictionary (geo-index.ts LazyCircle).
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

/** What a document is tested against to know it matches: the match's bitmap when it has one, else its list. */
function matchedSet(match: TextMatch): Uint32Array | Int32Array {
  return match.bits ?? (match.matched as Uint32Array);
}

function scoredLists(target: TextTarget, alternative: TextAlternative): ScoredList[] {
  if (alternative.kind === 'word') return target.text.scored(alternative);
  return [ScoredList.of(target.fieldDocs(alternative.field, alternative.value), fieldScore(alternative))];
}

/** The lists of the best score among `lists` (best score first). */
function bestScored(lists: readonly ScoredList[]): ScoredList[] {
  return lists.filter((list) => list.score === lists[0]?.score);
}

/** How many documents `lists` hold at most, counted before any prefix is united (text-index.ts ScoredList). */
function docCountAtMost(lists: readonly ScoredList[]): number {
  let count = 0;
  for (const list of lists) count += list.atMost;
  return count;
}

/**
 * How many documents `lists` hold, listing them: the best score's lists, which every ranking reads. Their
 * bound would not do: a name's prefix is in its first word and in the name joined ('alessandrorossi'), and
 * twice the Alessandros at 100k schools made a walk for them look short enough to try, and fail.
 */
function docCount(lists: readonly ScoredList[]): number {
  let count = 0;
  for (const list of lists) count += list.docs.length;
  return count;
}

/** A group's lists, best score first. */
function groupLists(target: TextTarget, group: TextGroup): ScoredList[] {
  return group.alternatives.flatMap((alternative) => scoredLists(target, alternative)).sort((a, b) => a.score - b.score);
}

/**
 * With one group, a record's score decides its place before anything else
 * does, so the first `wanted` of the ranking are among the records of the
 * best scores: take the score lists best first, whole score by whole score,
 * until they hold `wanted` matched records, and rank only those, each with
 * the score of the first list that held it. A one-letter prefix matches
 * most of the directory; its first page rarely needs more than the names.
 */
function bestScoredFirst(target: TextTarget, group: TextGroup, matched: Uint32Array, wanted: number): { candidates: Uint32Array; scores: Uint8Array } {
  const lists = groupLists(target, group);
  const scores = uint8Buffer(UINT8_SLOTS.scores, matched.length).fill(NOT_MATCHED);
  const positions = uint32Buffer(UINT32_SLOTS.positions, matched.length);
  let taken = 0;
  for (let at = 0; at < lists.length; at += 1) {
    const list = lists[at] as ScoredList;
    const count = memberPositions(matched, list.docs, positions, target.universe);
    for (let hit = 0; hit < count; hit += 1) {
      const index = positions[hit] as number;
      if (scores[index] === NOT_MATCHED) {
        scores[index] = list.score;
        taken += 1;
      }
    }
    if (taken >= wanted && lists[at + 1]?.score !== list.score) break;
  }
  if (taken === matched.length) return { candidates: matched, scores };
  const candidates = uint32Buffer(UINT32_SLOTS.candidates, taken);
  const kept = uint8Buffer(UINT8_SLOTS.keptScores, taken);
  let next = 0;
  for (let index = 0; index < matched.length; index += 1) {
    const score = scores[index] as number;
    if (score === NOT_MATCHED) continue;
    candidates[next] = matched[index] as number;
    kept[next] = score;
    next += 1;
  }
  return { candidates, scores: kept };
}

/** Below this many matches, scoring every match costs less than setting up the buckets' bitmaps. */
const BUCKETS_FROM = 256;

/**
 * One group: a match's relevance key is its group's best score, then the
 * optional words its name misses (domain/text-query.ts relevanceKeyOf with
 * one group; `optional` holds each optional word's name matches), so the
 * ranking is the matches of the best score in tiebreak order (by optional
 * hits first, when there are optional words), then those of the next score,
 * and so on. Each score's bucket is counted by marking its
 * lists' matched documents in a bitmap, without an array as long as the
 * matches; only the bucket holding the page is ordered, by walking the
 * tiebreak order through its bitmap or, for a small bucket, by selecting its
 * members by rank. A one-letter `q` matches most documents, but its first
 * page sits in the first buckets and early in the tiebreak order.
 */
function pageByScoreBuckets(target: TextTarget, group: TextGroup, optional: readonly Uint32Array[], match: TextMatch, tiebreak: SortOrder | null, offset: number, limit: number): Uint32Array {
  const universe = target.universe;
  const { size, filtered } = match;
  const lists = groupLists(target, group);
  const listed = docCountAtMost(lists);
  const pageSize = Math.min(limit, size - offset);
  // Lists overlap, and their bound counts a document once per word, so the matches' share of their documents is a low
  // estimate of the bucket's: the walk is tried only when surely short.
  const best = bestScored(lists);
  // In document order the best bucket's page is its first members, read from its lists (pageOfBestRun) rather than walked to.
  const walked = tiebreak === null ? null : walkedBestBucket([best], (docCount(best) * size) / listed, filtered ? matchedSet(match) : null, tiebreak, universe, offset, pageSize, optional);
  if (walked !== null) return walked;
  const headed = optional.length > 0 || tiebreak === null ? pageOfBestRun([best], optional, match, tiebreak, universe, offset, pageSize) : null;
  if (headed !== null) return headed;
  // A match found as a bitmap is its own test; unfiltered, the matches are exactly the documents the group's lists hold: no test needed.
  const inMatched = match.bits ?? clearedBitmap(BITMAP_SLOTS.inMatched, universe);
  if (match.bits === null) {
    if (filtered) markAll(inMatched, match.matched as Uint32Array);
    else inMatched.fill(-1);
  }
  const earlier = clearedBitmap(BITMAP_SLOTS.earlier, universe);
  const current = clearedBitmap(BITMAP_SLOTS.current, universe);
  const members = docBuffer(size);
  const sparse = size * SPARSE_SHARE < listed;
  const page = new Uint32Array(pageSize);
  let filled = 0;
  let before = 0;
  for (let at = 0; at < lists.length && filled < page.length;) {
    const score = (lists[at] as ScoredList).score;
    let count = 0;
    for (; at < lists.length && (lists[at] as ScoredList).score === score; at += 1) {
      count = addToBucket((lists[at] as ScoredList).docs, inMatched, earlier, current, members, count, sparse);
    }
    const skip = Math.max(0, offset - before);
    if (skip < count) {
      const take = Math.min(page.length - filled, count - skip);
      const bucket = members.subarray(0, count);
      const bucketPage = optional.length > 0 ? bucketSliceByHits(bucket, current, optional, tiebreak, universe, skip, take) : bucketSlice(bucket, current, tiebreak, universe, skip, take);
      page.set(bucketPage, filled);
      filled += bucketPage.length;
    }
    if (filled === page.length) break;
    before += count;
    for (let index = 0; index < count; index += 1) {
      const doc = members[index] as number;
      earlier[doc >>> 5] = (earlier[doc >>> 5] as number) | (1 << (doc & 31));
      current[doc >>> 5] = 0;
    }
  }
  return page.subarray(0, filled);
}

/**
 * Below this share of the lists' documents the matches are sparse: most
 * documents of a list are skipped, a branch the predictor learns. Denser,
 * say a 500 km circle holding 60% of 'ski', the skips follow no pattern and
 * a branch-free loop makes the whole search 1.1 times faster; for 50 km,
 * 5% of 'ski', it was 1.3 times slower. Measured against the lists' exact
 * lengths; a prefix's not yet united count as their bound, which takes the
 * sparse loop a little more often.
 */
const SPARSE_SHARE = 4;

/**
 * Appends to members, from `count`, the documents of `docs` that are matched
 * and in no bucket yet, setting their bits in `current`; returns the new count.
 */
function addToBucket(docs: Uint32Array, inMatched: Int32Array, earlier: Int32Array, current: Int32Array, members: Uint32Array, count: number, sparse: boolean): number {
  if (sparse) {
    for (let index = 0; index < docs.length; index += 1) {
      const doc = docs[index] as number;
      const word = doc >>> 5;
      const bit = 1 << (doc & 31);
      if (((inMatched[word] as number) & bit) === 0 || (((earlier[word] as number) | (current[word] as number)) & bit) !== 0) continue;
      current[word] = (current[word] as number) | bit;
      members[count++] = doc;
    }
    return count;
  }
  for (let index = 0; index < docs.length; index += 1) {
    const doc = docs[index] as number;
    const word = doc >>> 5;
    const bits = current[word] as number;
    // The document's bit when it is matched and in no bucket yet, else 0.
    const fresh = (inMatched[word] as number) & ~((earlier[word] as number) | bits) & (1 << (doc & 31));
    current[word] = bits | fresh;
    // Written whether kept or not, so that nothing branches; count never passes the matches, so a write past `members` is one JavaScript drops.
    members[count] = doc;
    count += (fresh >>> (doc & 31)) & 1;
  }
  return count;
}

/**
 * The query's groups as one: the same ranking when no match holds more than
 * one group ("bansko pr": no Bansko school's name, in Bulgarian, has a word
 * in 'pr'), as every match's key is then the score of the one group it holds
 * (domain/text-query.ts relevanceKeyOf, the groups missed being the same for
 * all), and a document is held only by that group's lists.
 */
function oneGroup(text: TextQuery): TextGroup {
  return text.groups.length === 1 ? (text.groups[0] as TextGroup) : { alternatives: text.groups.flatMap((group) => group.alternatives) };
}

/**
 * With several groups, a page within the best bucket, the matches that hold
 * every group at its best score (bucket-walk.ts walkedBestBucket), or null
 * when the page reaches past it. "snowboard s" (the activity, then any name
 * with an s-word) matches half the directory, whose scores would cost a pass
 * per list of each group, but its first page is the first documents of the
 * tiebreak order that teach snowboard and name an s-word: walked. "val d"
 * matches 8,000 schools at 100k; the bucket (exactly "val" and "d" in the
 * name) is Val d'Isère's 2,000, found from the shorter of the two lists.
 */
function pageOfBestBucket(target: TextTarget, text: TextQuery, optional: readonly Uint32Array[], match: TextMatch, tiebreak: SortOrder | null, offset: number, limit: number): Uint32Array | null {
  const universe = target.universe;
  const pageSize = Math.min(limit, match.size - offset);
  // Expected as if each group's best lists held the matches in proportion to their length.
  let expected = match.size;
  const best = text.groups.map((group) => {
    const lists = groupLists(target, group);
    const top = bestScored(lists);
    expected *= docCount(top) / docCountAtMost(lists);
    return top;
  });
  const walked = tiebreak === null ? null : walkedBestBucket(best, expected, match.filtered ? matchedSet(match) : null, tiebreak, universe, offset, pageSize, optional);
  if (walked !== null) return walked;
  const headed = pageOfBestRun(best, optional, match, tiebreak, universe, offset, pageSize);
  if (headed !== null || optional.length === 0) return headed;
  const members = bestMembers(best, [], match, universe);
  if (members.length < offset + pageSize) return null;
  const bits = clearedBitmap(BITMAP_SLOTS.current, universe);
  markAll(bits, members);
  return bucketSliceByHits(members, bits, optional, tiebreak, universe, offset, pageSize);
}

/**
 * The page within the best bucket's first run (every group at its best
 * score, every optional word in the name; without optional words, the whole
 * bucket), or null when the run ends before the page does. The run is
 * listed from its shortest list, the others tested (clauses.ts matchAll),
 * without listing the bucket: "école de ski s" holds 73,000 s-names at 100k
 * schools, 5,000 of them École de Ski. In document order (no tiebreak: the
 * instructors), only as far as the page reaches (clauses.ts firstMatches).
 */
function pageOfBestRun(best: readonly (readonly ScoredList[])[], optional: readonly Uint32Array[], match: TextMatch, tiebreak: SortOrder | null, universe: number, offset: number, pageSize: number): Uint32Array | null {
  if (tiebreak === null) {
    const head = firstMatches(bestClauses(best, optional), universe, offset + pageSize, match.filtered ? matchedSet(match) : null, docBuffer(universe));
    return head.length < offset + pageSize ? null : head.subarray(offset);
  }
  const run = bestMembers(best, optional, match, universe);
  if (run.length < offset + pageSize) return null;
  const bits = clearedBitmap(BITMAP_SLOTS.current, universe);
  markAll(bits, run);
  return bucketSlice(run, bits, tiebreak, universe, offset, pageSize);
}

/** Each group's `best` lists as a clause, and each of `allOf` as one. */
function bestClauses(best: readonly (readonly ScoredList[])[], allOf: readonly Uint32Array[]): Clause[] {
  return [...best.map((lists) => lists.map((list) => list.docs)), ...allOf.map((list) => [list])];
}

/** The matches each group's `best` lists and each of `allOf` hold, ascending, in the ranking's document buffer (scratch.ts docBuffer). */
function bestMembers(best: readonly (readonly ScoredList[])[], allOf: readonly Uint32Array[], match: TextMatch, universe: number): Uint32Array {
  // Not into the match buffer, which may hold the match itself.
  const members = matchAll(bestClauses(best, allOf), universe, docBuffer(universe)) as Uint32Array;
  if (!match.filtered) return members;
  return match.bits !== null ? keepInBitmaps(members, [match.bits]) : intersect(members, match.matched as Uint32Array);
}

/**
 * Adds each candidate's group score (`best`) to its relevance key's parts (domain/text-query.ts relevanceKeyOf).
 * A function of its own, not a closure over the ranking's arrays: once the scoring loop moved to
 * candidate-scores.ts, V8 stopped inlining the closure, and `bansko private l` (three groups, 5,313
 * candidates scored one by one) ran 6% slower.
 */
function addScores(best: Uint8Array, { missed, quality, where }: { missed: Uint16Array; quality: Uint16Array; where: Uint16Array }): void {
  for (let index = 0; index < missed.length; index += 1) {
    const score = best[index] as number;
    if (score === NOT_MATCHED) missed[index] = (missed[index] as number) + 1;
    else {
      quality[index] = (quality[index] as number) + Math.floor(score / WHERE_LEVELS);
      where[index] = (where[index] as number) + (score % WHERE_LEVELS);
    }
  }
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

/**
 * Positions [offset, offset + limit) of `matched` by relevance (domain/text-query.ts
 * relevanceKey), ties by `tiebreak` (an order over all documents; null: document order, i.e. id).
 * The key's parts are summed group by group, touching only the documents each list holds.
 */
export function relevancePage(target: TextTarget, text: TextQuery, match: TextMatch, tiebreak: SortOrder | null, offset: number, limit: number): Uint32Array {
  if (offset >= match.size) return new Uint32Array(0);
  // Each optional word's documents: the names that hold it.
  const optional = text.optional.map((word) => target.text.nameMatching(word));
  if ((text.groups.length === 1 || match.groupsMatched === 1) && match.size > BUCKETS_FROM) {
    return pageByScoreBuckets(target, oneGroup(text), optional, match, tiebreak, offset, limit);
  }
  if (text.groups.length > 1 && match.groupsMatched === text.groups.length && match.size > BUCKETS_FROM) {
    const page = pageOfBestBucket(target, text, optional, match, tiebreak, offset, limit);
    if (page !== null) return page;
  }
  const universe = target.universe;
  // Every match is scored: listed, if it was found as a bitmap.
  const matched = match.matched as Uint32Array;
  const scored = text.groups.length === 1 ? bestScoredFirst(target, text.groups[0] as TextGroup, matched, offset + limit) : null;
  const candidates = scored?.candidates ?? matched;
  const size = candidates.length;
  const missed = uint16Buffer(UINT16_SLOTS.missed, size).fill(0);
  const quality = uint16Buffer(UINT16_SLOTS.quality, size).fill(0);
  const where = uint16Buffer(UINT16_SLOTS.where, size).fill(0);
  const parts = { missed, quality, where };
  const slots = slotsOf(candidates, universe);
  const hits = uint16Buffer(UINT16_SLOTS.hits, size).fill(0);
  try {
    if (scored !== null) addScores(scored.scores, parts);
    else {
      const best = uint8Buffer(UINT8_SLOTS.bestScores, size);
      const everyGroupHeld = match.groupsMatched === text.groups.length;
      for (const group of text.groups) {
        bestScores(candidates, slots, groupLists(target, group), everyGroupHeld, universe, best);
        addScores(best, parts);
      }
    }
    for (const list of optional) countHits(candidates, slots, list, universe, hits);
  } finally {
    releaseSlots(slots, candidates);
  }
  const groups = text.groups.length;
  const optionalCount = text.optional.length;
  const keys = keyBuffer(size);
  for (let index = 0; index < size; index += 1) {
    const doc = candidates[index] as number;
    const rank = tiebreak === null ? doc : (tiebreak.rank[doc] as number);
    const key = relevanceKeyOf(groups, missed[index] as number, quality[index] as number, where[index] as number, optionalCount - (hits[index] as number), optionalCount);
    keys[index] = key * universe + rank;
  }
  return mappedIds(selectRange(keys, offset, offset + limit), (key) => {
    const rank = key % universe;
    return tiebreak === null ? rank : (tiebreak.order[rank] as number);
  });
}
