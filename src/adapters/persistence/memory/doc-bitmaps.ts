/**
 * Sets of documents as bitmaps (bit d of word d >>> 5: document d), for set
 * algebra whose cost is the universe's words rather than the lists' lengths:
 * a clause over most of the directory ("language en") is a word-wise AND,
 * where a list intersection would walk tens of thousands of documents; and
 * read back as ascending documents, whole or a page of them, or used to keep
 * the candidates they hold.
 */
import { bitCount } from '../bit-count.js';

/**
 * About how many documents are in every one of `sets` (all of the universe
 * for none): exact up to SAMPLED_WORDS words, else counted on that many
 * words spread evenly and scaled. It only chooses between ways of counting
 * that give the same result, and counting every word costs a popcount per
 * word, as much as the counting it chooses.
 */
export function intersectionSizeEstimate(sets: readonly Int32Array[], universe: number): number {
  const words = (universe + 31) >>> 5;
  if (sets.length === 0) return universe;
  const stride = Math.max(1, Math.floor(words / SAMPLED_WORDS));
  let size = 0;
  let sampled = 0;
  for (let word = 0; word < words; word += stride) {
    let value = (sets[0] as Int32Array)[word] as number;
    for (let at = 1; at < sets.length; at += 1) value &= (sets[at] as Int32Array)[word] as number;
    size += bitCount(value);
    sampled += 1;
  }
  return stride === 1 ? size : Math.round((size * words) / sampled);
}

const SAMPLED_WORDS = 256;

/**
 * Writes to `out` the documents in every one of `all` and not in every one
 * of `notAll` (none excluded for null; the AND of no sets is every
 * document), ascending, and returns how many: a set without one filter, or
 * its difference from a known set, listed in one pass over the words
 * without writing its bitmap. `out` must have room for every document it lists.
 */
export function andNotDocs(out: Uint32Array, all: readonly Int32Array[], notAll: readonly Int32Array[] | null, universe: number): number {
  const words = (universe + 31) >>> 5;
  if (all.length === 2 && notAll === null) return twoAndNone(out, all[0] as Int32Array, all[1] as Int32Array, words, universe);
  const [first, second] = notAll ?? [];
  if (all.length <= 2 && first !== undefined && (notAll as readonly Int32Array[]).length <= 2) {
    return upToTwoAndNotUpToTwo(out, all[0] ?? everyBit(words), all[1] ?? everyBit(words), first, second ?? everyBit(words), words, universe);
  }
  // Three sets a side, padded with sets that change nothing or folded into three: a fixed number of reads a word, with no loop over the sets inside the loop over the words.
  const [a = everyBit(words), b = everyBit(words), c = everyBit(words)] = foldedToThree(all, words);
  const [d = notAll === null ? noBit(words) : everyBit(words), e = everyBit(words), f = everyBit(words)] = notAll === null ? [] : foldedToThree(notAll, words);
  const lastMask = lastWordMask(universe);
  let count = 0;
  for (let word = 0; word < words; word += 1) {
    let value = (a[word] as number) & (b[word] as number) & (c[word] as number) & ~((d[word] as number) & (e[word] as number) & (f[word] as number));
    if (word === words - 1) value &= lastMask;
    if (value !== 0) count = appendDocsOfWord(out, count, word, value);
  }
  return count;
}

/**
 * The shapes a faceted search lists most (the set without one of three filters, or its difference from a
 * list): the general loop reads six sets a word, padding included, which over a universe's words cost more
 * than the documents listed. Two loops, not one of four reads with padding for both: that measured a few
 * per cent slower on faceted three-filter searches.
 */
function twoAndNone(out: Uint32Array, a: Int32Array, b: Int32Array, words: number, universe: number): number {
  const lastMask = lastWordMask(universe);
  let count = 0;
  for (let word = 0; word < words; word += 1) {
    let value = (a[word] as number) & (b[word] as number);
    if (word === words - 1) value &= lastMask;
    if (value !== 0) count = appendDocsOfWord(out, count, word, value);
  }
  return count;
}

function upToTwoAndNotUpToTwo(out: Uint32Array, a: Int32Array, b: Int32Array, d: Int32Array, e: Int32Array, words: number, universe: number): number {
  const lastMask = lastWordMask(universe);
  let count = 0;
  for (let word = 0; word < words; word += 1) {
    let value = (a[word] as number) & (b[word] as number) & ~((d[word] as number) & (e[word] as number));
    if (word === words - 1) value &= lastMask;
    if (value !== 0) count = appendDocsOfWord(out, count, word, value);
  }
  return count;
}

/** Padding sets have bits past the last document: the last word is masked with this. */
function lastWordMask(universe: number): number {
  return universe % 32 === 0 ? -1 : (1 << (universe % 32)) - 1;
}

/** The sets, the third onwards ANDed into one (a new bitmap: more than three own filters are rare) when there are more than three. */
function foldedToThree(sets: readonly Int32Array[], words: number): readonly Int32Array[] {
  if (sets.length <= 3) return sets;
  const rest = new Int32Array(words);
  intersectionInto(rest, sets.slice(2));
  return [sets[0] as Int32Array, sets[1] as Int32Array, rest];
}

/** out = the documents in every one of `sets` (at least one). */
function intersectionInto(out: Int32Array, sets: readonly Int32Array[]): void {
  out.set((sets[0] as Int32Array).subarray(0, out.length));
  for (let at = 1; at < sets.length; at += 1) {
    const bits = sets[at] as Int32Array;
    for (let word = 0; word < out.length; word += 1) out[word] = (out[word] as number) & (bits[word] as number);
  }
}

let everyBits = new Int32Array(0);
let noBits = new Int32Array(0);

/** `words` words of set bits, shared and never written. */
function everyBit(words: number): Int32Array {
  if (everyBits.length < words) everyBits = new Int32Array(words).fill(-1);
  return everyBits;
}

/** `words` words of clear bits, shared and never written. */
function noBit(words: number): Int32Array {
  if (noBits.length < words) noBits = new Int32Array(words);
  return noBits;
}

/**
 * The candidates present in at least one of the bitmaps, in order, written
 * to `out` (room for every candidate, or for every candidate kept and one
 * more: with one bitmap each candidate read is written at the count so far).
 * `out` may be the candidates' own array: a candidate is written at or
 * before its own position, after it was read.
 */
export function keepInBitmaps(candidates: Uint32Array, bitmaps: readonly Int32Array[], out: Uint32Array = new Uint32Array(candidates.length)): Uint32Array {
  if (bitmaps.length === 1) return keepInBitmap(candidates, bitmaps[0] as Int32Array, out);
  let count = 0;
  for (let index = 0; index < candidates.length; index += 1) {
    const doc = candidates[index] as number;
    const word = doc >>> 5;
    const bit = 1 << (doc & 31);
    for (const bits of bitmaps) {
      if (((bits[word] as number) & bit) !== 0) {
        out[count++] = doc;
        break;
      }
    }
  }
  return out.subarray(0, count);
}

/**
 * keepInBitmaps with one bitmap, the usual case (a circle, one long list).
 * Without a branch: each candidate is written and kept by adding its bit to
 * the count, since a circle's bits follow no pattern a branch predictor
 * could learn (1.8 times faster for 'ski' within 500 km of Zermatt).
 */
function keepInBitmap(candidates: Uint32Array, bits: Int32Array, out: Uint32Array): Uint32Array {
  let count = 0;
  for (let index = 0; index < candidates.length; index += 1) {
    const doc = candidates[index] as number;
    // count ≤ index, and count ≤ the candidates kept: the write stays within `out` (keepInBitmaps says how long).
    out[count] = doc;
    count += ((bits[doc >>> 5] as number) >>> (doc & 31)) & 1;
  }
  return out.subarray(0, count);
}

/**
 * How many of `candidates` `bits` holds: what keepInBitmap would list, counted without writing a document.
 * Two sums taken in turn, so that a read's sum need not wait for the one before: in a loop over 18,700 ids
 * drawn at random from 620,000 against a bitmap of a random third of them, 14 µs a count, 17 with one sum,
 * where keepInBitmap's list took 29 (docs/performance.md, session 65).
 */
export function countInBitmap(candidates: Uint32Array, bits: Int32Array): number {
  const pairs = candidates.length & ~1;
  let even = 0;
  let odd = 0;
  for (let index = 0; index < pairs; index += 2) {
    const first = candidates[index] as number;
    const second = candidates[index + 1] as number;
    even += ((bits[first >>> 5] as number) >>> (first & 31)) & 1;
    odd += ((bits[second >>> 5] as number) >>> (second & 31)) & 1;
  }
  if (pairs < candidates.length) {
    const last = candidates[pairs] as number;
    even += ((bits[last >>> 5] as number) >>> (last & 31)) & 1;
  }
  return even + odd;
}

/** The documents set in `bits`, ascending: in `into` (room for every document) when given, else in an array of their number. */
export function docsOf(bits: Int32Array, into?: Uint32Array): Uint32Array {
  return fromBitmapInto(into ?? new Uint32Array(sizeOfBitmap(bits)), bits);
}

/**
 * The documents set in `bits` from the `skip`-th on, at most `count` of them, ascending: the words before are
 * counted, not listed.
 */
export function docsOfBitsFrom(bits: Int32Array, skip: number, count: number): Uint32Array {
  // Room for a whole word past `count`: words are appended whole, and the page is cut after.
  const out = new Uint32Array(count + 32);
  let passed = 0;
  let taken = 0;
  for (let word = 0; word < bits.length && taken < count; word += 1) {
    let value = bits[word] as number;
    const inWord = bitCount(value);
    if (passed + inWord <= skip) {
      passed += inWord;
      continue;
    }
    // The page starts in this word: its documents before the skip are cleared, lowest first.
    for (; passed < skip; passed += 1) value &= value - 1;
    taken = appendDocsOfWord(out, taken, word, value);
  }
  return out.subarray(0, Math.min(taken, count));
}

/** How many documents `bits` holds. */
export function sizeOfBitmap(bits: Int32Array): number {
  let count = 0;
  for (let word = 0; word < bits.length; word += 1) count += bitCount(bits[word] as number);
  return count;
}

/** The documents set in `bits`, ascending, written to `out`, which has room for them. */
export function fromBitmapInto(out: Uint32Array, bits: Int32Array): Uint32Array {
  let count = 0;
  for (let word = 0; word < bits.length; word += 1) count = appendDocsOfWord(out, count, word, bits[word] as number);
  return out.subarray(0, count);
}

/** Appends the documents of bitmap word `word` whose bits `value` sets to `out` at `count`, ascending; returns the new count. */
function appendDocsOfWord(out: Uint32Array, count: number, word: number, value: number): number {
  let rest = value;
  while (rest !== 0) {
    const lowest = rest & -rest;
    out[count++] = (word << 5) + (31 - Math.clz32(lowest));
    rest ^= lowest;
  }
  return count;
}
