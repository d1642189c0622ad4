/**
 * Per-candidate bookkeeping of relevance ranking with several groups: which
 * of a set of candidates each scored list holds. A list is met from its
 * shorter side: a long list with a bitmap (sorted-ids.ts bitmapOf) answers
 * each candidate in one read; a shorter one is walked, each of its documents
 * finding its candidate through `slots` (scratch.ts slotsOf). Both replace a
 * merge of the list with the candidates, whose branch mispredicts at about
 * every step and which was most of the cost of a multi-word `q`.
 */
import { bitmapOf } from './sorted-ids.js';

function longListBits(candidates: Uint32Array, list: Uint32Array, universe: number): Int32Array | null {
  return list.length > candidates.length ? bitmapOf(list, universe) : null;
}

/** Lowers best[i] to `score` for every candidates[i] that `list` holds. */
export function lowerScores(candidates: Uint32Array, slots: Int32Array, list: Uint32Array, score: number, universe: number, best: Uint8Array): void {
  const bits = longListBits(candidates, list, universe);
  if (bits !== null) {
    for (let index = 0; index < candidates.length; index += 1) {
      const doc = candidates[index] as number;
      if (((bits[doc >>> 5] as number) & (1 << (doc & 31))) !== 0 && score < (best[index] as number)) best[index] = score;
    }
    return;
  }
  for (let index = 0; index < list.length; index += 1) {
    const slot = slots[list[index] as number] as number;
    if (slot !== 0 && score < (best[slot - 1] as number)) best[slot - 1] = score;
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
  for (let index = 0; index < list.length; index += 1) {
    const slot = slots[list[index] as number] as number;
    if (slot !== 0) hits[slot - 1] = (hits[slot - 1] as number) + 1;
  }
}
