/**
 * Sets of documents as bitmaps (bit d of word d >>> 5: document d), for set
 * algebra whose cost is the universe's words rather than the lists' lengths:
 * a clause over most of the directory ("language en") is a word-wise AND,
 * where a list intersection would walk tens of thousands of documents.
 */
import { bitCount } from '../bit-count.js';
import { isBitmap, type Clause } from './clauses.js';
import { markAll } from './scratch.js';
import { appendDocsOfWord, bitmapOf } from './sorted-ids.js';

/**
 * The documents of any of the clause's lists: a bitmap clause's own bits or
 * the cached bitmap of a clause of one list (sorted-ids.ts bitmapOf) as they
 * are, else built in the cleared bitmap `scratch` gives; read-only either way.
 */
export function clauseBitmap(clause: Clause, universe: number, scratch: () => Int32Array): Int32Array {
  if (isBitmap(clause)) return clause.bits;
  const cached = clause.length === 1 ? bitmapOf(clause[0] as Uint32Array, universe) : null;
  if (cached !== null) return cached;
  const out = scratch();
  for (const list of clause) {
    const bits = bitmapOf(list, universe);
    if (bits === null) markAll(out, list);
    else for (let word = 0; word < out.length; word += 1) out[word] = (out[word] as number) | (bits[word] as number);
  }
  return out;
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

/** out = the documents in every one of `sets` (all of the universe for none); returns how many there are. */
export function intersectionInto(out: Int32Array, sets: readonly Int32Array[], universe: number): number {
  if (sets.length === 0) everyDocInto(out, universe);
  else out.set((sets[0] as Int32Array).subarray(0, out.length));
  let size = 0;
  for (let word = 0; word < out.length; word += 1) {
    let value = out[word] as number;
    for (let at = 1; at < sets.length; at += 1) value &= (sets[at] as Int32Array)[word] as number;
    out[word] = value;
    size += bitCount(value);
  }
  return size;
}

/** The documents of `kept` not in `dropped` (at most `capacity`), ascending: sorted-ids.ts fromBitmap of the difference, without writing it. */
export function differenceDocs(kept: Int32Array, dropped: Int32Array, capacity: number): Uint32Array {
  const out = new Uint32Array(capacity);
  let count = 0;
  for (let word = 0; word < kept.length; word += 1) count = appendDocsOfWord(out, count, word, (kept[word] as number) & ~(dropped[word] as number));
  return out.subarray(0, count);
}

/** out = every document 0..universe-1 (no bit past the last one, so that a difference from it stays in the universe). */
export function everyDocInto(out: Int32Array, universe: number): Int32Array {
  out.fill(-1);
  if (universe % 32 !== 0) out[out.length - 1] = (1 << (universe % 32)) - 1;
  return out;
}
