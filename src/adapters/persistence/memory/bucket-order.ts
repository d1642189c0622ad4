/**
 * The order within one relevance bucket, the documents whose relevance key
 * is the same (score-buckets.ts, best-bucket.ts): the
 * tiebreak order, walked or selected; with optional words, first by how many
 * of them a name holds (domain/text-query.ts relevanceKeyOf: the words
 * missed come right after the groups' scores), each run of equal hits then
 * ordered as a bucket of its own.
 */
import { docsOfBitsFrom, fromBitmapInto } from './doc-bitmaps.js';
import { mappedIds } from './gather.js';
import { listsBitmap } from './list-bitmaps.js';
import { walkIsCheaper, walkOrder, type SortOrder } from './ranked-page.js';
import { clearedBitmap, keyBuffer, markAll, uint32Buffer } from './scratch.js';
import { selectRange } from './select-range.js';
import { addBits, countIs, slicedCounter } from './sliced-counter.js';
import { heldByEvery, membershipOf } from './sorted-ids.js';

/**
 * The numbered bitmaps (scratch.ts) of a ranking by score buckets, in one table so that none is taken twice:
 * the matches, the buckets before and the one under way (score-buckets.ts, best-bucket.ts, which mark them),
 * then what ordering a bucket works in here (a run, a short list, and the sliced counter's digits from
 * `counterFrom` on).
 */
export const BITMAP_SLOTS = { inMatched: 0, earlier: 1, current: 2, runBits: 3, shortList: 4, counterFrom: 5 } as const;

/**
 * A walk of the best bucket (bucket-walk.ts) takes the first WALK_SLOTS bitmaps, one a group, and is done
 * with them before any of BITMAP_SLOTS is taken; a walk with more groups declines rather than hold more
 * (a million documents: 125 KB each).
 */
export const WALK_SLOTS = 4;

/** Numbered array 1 (scratch.ts), for a bucket's run: the callers hold the document buffer and no numbered array while a bucket is ordered. */
const RUN_ARRAY = 1;

/** Members [skip, skip + count) of one bucket (its documents, also set in `bits`) in tiebreak order. */
export function bucketSlice(members: Uint32Array, bits: Int32Array, tiebreak: SortOrder | null, universe: number, skip: number, count: number): Uint32Array {
  if (walkIsCheaper(skip + count, members.length, universe)) {
    return tiebreak === null ? docsOfBitsFrom(bits, skip, count) : walkOrder(tiebreak.order, bits, skip, count);
  }
  const keys = keyBuffer(members.length);
  for (let index = 0; index < members.length; index += 1) {
    const doc = members[index] as number;
    keys[index] = tiebreak === null ? doc : (tiebreak.rank[doc] as number);
  }
  return mappedIds(selectRange(keys, skip, skip + count), (rank) => (tiebreak === null ? rank : (tiebreak.order[rank] as number)));
}

/**
 * Members [skip, skip + count) of one bucket (its documents, also set in
 * `bits`) when the query has optional words: those whose name holds more of
 * them first, as their relevance key says (domain/text-query.ts
 * relevanceKeyOf: the words missed come right after the group's score), then
 * in tiebreak order. Each run of equal hits is ordered as a bucket of its
 * own (bucketSlice).
 */
export function bucketSliceByHits(members: Uint32Array, bits: Int32Array, optional: readonly Uint32Array[], tiebreak: SortOrder | null, universe: number, skip: number, count: number): Uint32Array {
  const runBits = clearedBitmap(BITMAP_SLOTS.runBits, universe);
  // Most pages lie within the first run, which costs the shorter of the bucket and the shortest word's list.
  const head = everyWordRun(members, bits, optional, universe, runBits);
  if (head.length >= skip + count) return bucketSlice(head, runBits, tiebreak, universe, skip, count);
  // Else every run in turn, each the bucket's documents with one count of hits, counted over bitmaps (sliced-counter.ts).
  const hits = slicedCounter(optional.length, universe, BITMAP_SLOTS.counterFrom);
  // A short list is marked in the scratch bitmap kept for them, one at a time: each is added before the next.
  for (const list of optional) addBits(hits, listsBitmap([list], universe, () => clearedBitmap(BITMAP_SLOTS.shortList, universe)));
  const page = new Uint32Array(count);
  let filled = 0;
  let before = 0;
  const room = uint32Buffer(RUN_ARRAY, members.length);
  for (let wanted = optional.length; wanted >= 0 && filled < count; wanted -= 1) {
    for (let word = 0; word < runBits.length; word += 1) runBits[word] = (bits[word] as number) & countIs(hits, wanted, word);
    const run = fromBitmapInto(room, runBits);
    const from = Math.max(0, skip - before);
    before += run.length;
    if (from < run.length) filled = appendSlice(page, filled, bucketSlice(run, runBits, tiebreak, universe, from, Math.min(count - filled, run.length - from)));
  }
  return page.subarray(0, filled);
}

/** The members (also set in `bits`) that every optional word's list holds, their bits set in `runBits`. */
function everyWordRun(members: Uint32Array, bits: Int32Array, optional: readonly Uint32Array[], universe: number, runBits: Int32Array): Uint32Array {
  const shortest = optional.reduce((least, list) => (list.length < least.length ? list : least));
  const fromMembers = members.length <= shortest.length;
  const source = fromMembers ? members : shortest;
  const tests = (fromMembers ? optional : optional.filter((list) => list !== shortest)).map((list) => membershipOf(list, universe));
  const run = uint32Buffer(RUN_ARRAY, source.length);
  let size = 0;
  for (let index = 0; index < source.length; index += 1) {
    const doc = source[index] as number;
    if ((fromMembers || (((bits[doc >>> 5] as number) >>> (doc & 31)) & 1) !== 0) && heldByEvery(tests, doc)) run[size++] = doc;
  }
  markAll(runBits, run.subarray(0, size));
  return run.subarray(0, size);
}

function appendSlice(page: Uint32Array, filled: number, slice: Uint32Array): number {
  page.set(slice, filled);
  return filled + slice.length;
}
