/**
 * The relevance order of a matched set (domain/text-query.ts
 * relevanceKeyOf), one page of it: from the best bucket alone where the
 * page lies in it (best-bucket.ts), bucket by bucket for one group
 * (score-buckets.ts), else every match scored.
 */
import { relevanceKeyOf, WHERE_LEVELS, type TextGroup, type TextQuery } from '../../../domain/text-query.js';
import { pageOfBestBucket } from './best-bucket.js';
import { bestScores, countHits, NOT_MATCHED } from './candidate-scores.js';
import { mappedIds } from './gather.js';
import { groupLists, oneGroup } from './group-scores.js';
import type { SortOrder } from './ranked-page.js';
import { pageByScoreBuckets } from './score-buckets.js';
import { keyBuffer, releaseSlots, slotsOf, uint16Buffer, uint32Buffer, uint8Buffer } from './scratch.js';
import { selectRange } from './select-range.js';
import { memberPositions } from './sorted-ids.js';
import type { ScoredList } from './text-index.js';
import type { TextMatch, TextTarget } from './text-search.js';

/** The working arrays of one ranking (scratch.ts): a slot of its own for each, within its element type. */
const UINT8_SLOTS = { scores: 0, keptScores: 1, bestScores: 2 } as const;
const UINT16_SLOTS = { missed: 0, quality: 1, where: 2, hits: 3 } as const;
const UINT32_SLOTS = { positions: 0, candidates: 1 } as const;
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
export const BUCKETS_FROM = 256;

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
