/**
 * How many of several sets hold each document, counted for every document
 * at once: the counter is held as bit slices, one bitmap per binary digit,
 * and a set's bitmap is added into it 32 documents a step with a ripple
 * carry. For the groups a `q` matches (match-most.ts) and the
 * optional words a name holds (bucket-order.ts bucketSliceByHits), where
 * counting document by document costs a pass over each set's documents.
 */
import { clearedBitmap } from './scratch.js';

export type SlicedCounter = readonly Int32Array[];

/** A counter up to `most`, at zero, in scratch bitmaps (scratch.ts) from `firstSlot` on: one per binary digit of `most`. */
export function slicedCounter(most: number, universe: number, firstSlot: number): SlicedCounter {
  return Array.from({ length: 32 - Math.clz32(most) }, (_, digit) => clearedBitmap(firstSlot + digit, universe));
}

/** Adds one for every document set in `bits`; no count may pass the counter's `most`. */
export function addBits(counter: SlicedCounter, bits: Int32Array): void {
  for (let word = 0; word < bits.length; word += 1) {
    let carry = bits[word] as number;
    for (let digit = 0; carry !== 0; digit += 1) {
      const slice = counter[digit] as Int32Array;
      const sum = slice[word] as number;
      slice[word] = sum ^ carry;
      carry = sum & carry;
    }
  }
}

/** The documents of bitmap word `word` whose count is `value`, as that word's bits. */
export function countIs(counter: SlicedCounter, value: number, word: number): number {
  let bits = -1;
  for (let digit = 0; digit < counter.length; digit += 1) {
    const slice = (counter[digit] as Int32Array)[word] as number;
    bits &= ((value >>> digit) & 1) === 1 ? slice : ~slice;
  }
  return bits;
}
