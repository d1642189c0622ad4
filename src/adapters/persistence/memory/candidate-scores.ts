/**
 * Per-candidate bookkeeping of relevance ranking with several groups: which
 * of a set of candidates (ascending) each scored list holds. A long list
 * with a bitmap (list-bitmaps.ts bitmapOf) answers each candidate in one
 * read; one several times longer than the candidates but too sparse for a
 * bitmap is searched for each candidate in turn (sorted-ids.ts gallop); any
 * other is walked, each of its documents finding its candidate through
 * `slots` (scratch.ts slotsOf). All three replace a merge of the list with
 * the candidates, whose branch mispredicts at about every step and which
 * was most of the cost of a multi-word `q`.
 *
 * Why the search: walked, a list costs a read of `slots` (a place for every
 * document, out of the processor's caches at 620,000 instructors) for each
 * of its documents. "zofia j" matches 219 Zofias with a j-word somewhere,
 * and j-word lists of 15,374 and 18,280 instructors were walked for them:
 * 136–152 µs a search in process at 100k schools, 34–37 searched.
 */
import { bitmapOf } from './list-bitmaps.js';
import { gallop } from './sorted-ids.js';
import type { ScoredList } from './text-index.js';

/**
 * Past this many times as long as the candidates, a list without a bitmap is searched for each candidate rather
 * than walked. Timed apart with 50 to 1,000 candidates among 620,000 documents, the candidates' slots just
 * written: with the list out of the caches, as between requests, the search took 0.08–0.81 of the walk's time
 * from twice as long on; with everything in the caches, 200 candidates were even at four times, and 1,000 at
 * sixteen (docs/performance.md, session 55).
 */
const SEARCHED_FROM = 4;

/** Whether `list`, when it has no bitmap, is searched for each of `candidates` rather than walked. */
export function searchedFor(candidates: Uint32Array, list: Uint32Array): boolean {
  return list.length > candidates.length * SEARCHED_FROM;
}

function longListBits(candidates: Uint32Array, list: Uint32Array, universe: number): Int32Array | null {
  return list.length > candidates.length ? bitmapOf(list, universe) : null;
}

/** A candidate's best score before any list held it: worse than every score (domain/text-query.ts WORST_SCORE). */
export const NOT_MATCHED = 255;

/** Lowers best[i] to `score` for every candidates[i] that `list` holds; returns how many of them had no score before. */
export function lowerScores(candidates: Uint32Array, slots: Int32Array, list: Uint32Array, score: number, universe: number, best: Uint8Array): number {
  let scored = 0;
  const bits = longListBits(candidates, list, universe);
  if (bits !== null) {
    for (let index = 0; index < candidates.length; index += 1) {
      const doc = candidates[index] as number;
      if (((bits[doc >>> 5] as number) & (1 << (doc & 31))) === 0 || score >= (best[index] as number)) continue;
      if (best[index] === NOT_MATCHED) scored += 1;
      best[index] = score;
    }
    return scored;
  }
  if (searchedFor(candidates, list)) {
    let position = 0;
    for (let index = 0; index < candidates.length && position < list.length; index += 1) {
      position = gallop(list, candidates[index] as number, position);
      if (list[position] !== candidates[index] || score >= (best[index] as number)) continue;
      if (best[index] === NOT_MATCHED) scored += 1;
      best[index] = score;
    }
    return scored;
  }
  for (let index = 0; index < list.length; index += 1) {
    const slot = slots[list[index] as number] as number;
    if (slot === 0 || score >= (best[slot - 1] as number)) continue;
    if (best[slot - 1] === NOT_MATCHED) scored += 1;
    best[slot - 1] = score;
  }
  return scored;
}

/**
 * Each candidate's best score among a group's `lists` (best score first), in
 * `best`. Lists are read until every candidate has its score, and when the
 * candidates all hold the group (`held`), those still without one once only
 * lists of one score are left earn that score without those lists being
 * read: "emily l" ranks Emilys with an l-word in their name or school
 * before those with one in their biography only, and the biographies'
 * l-words, a union of a million ids at 100k schools, need not be listed.
 */
export function bestScores(candidates: Uint32Array, slots: Int32Array, lists: readonly ScoredList[], held: boolean, universe: number, best: Uint8Array): void {
  best.fill(NOT_MATCHED);
  const worst = lists[lists.length - 1]?.score;
  let unscored = candidates.length;
  for (const list of lists) {
    if (unscored === 0) return;
    if (held && list.score === worst) {
      for (let index = 0; index < candidates.length; index += 1) if (best[index] === NOT_MATCHED) best[index] = worst;
      return;
    }
    unscored -= lowerScores(candidates, slots, list.docs, list.score, universe, best);
  }
}

/** Adds one to hits[i] for every candidates[i] that `list` holds. */
export function countHits(candidates: Uint32Array, slots: Int32Array, list: Uint32Array, universe: number, hits: Uint16Array): void {
  const bits = longListBits(candidates, list, universe);
  if (bits !== null) {
    for (let index = 0; index < candidates.length; index += 1) {
      const doc = candidates[index] as number;
      if (((bits[doc >>> 5] as number) & (1 << (doc & 31))) !== 0) hits[index] = (hits[index] as number) + 1;
    }
    return;
  }
  if (searchedFor(candidates, list)) {
    let position = 0;
    for (let index = 0; index < candidates.length && position < list.length; index += 1) {
      position = gallop(list, candidates[index] as number, position);
      if (list[position] === candidates[index]) hits[index] = (hits[index] as number) + 1;
    }
    return;
  }
  for (let index = 0; index < list.length; index += 1) {
    const slot = slots[list[index] as number] as number;
    if (slot !== 0) hits[slot - 1] = (hits[slot - 1] as number) + 1;
  }
}
