/**
 * Bitmaps of long posting lists ("language en", "certified"), each made on
 * first use and kept as long as its list lives (bit d of word d >>> 5:
 * document d): testing a document against a list is then one array read,
 * and uniting long lists a word-wise OR.
 */
import { markAll } from './scratch.js';

const bitmaps = new WeakMap<Uint32Array, Int32Array>();

/**
 * Whether `size` documents of `universe` take less memory as a bitmap (a bit
 * each of the universe) than listed (32 bits each): a thirty-second of the
 * universe or more. facet-values.ts keeps facet counts with the same sets.
 */
export function bitmapPays(size: number, universe: number): boolean {
  return size * 32 >= universe;
}

/**
 * A bitmap of a long list ("language en", "certified"), built on first use
 * and kept as long as the list itself lives: testing a candidate against it
 * is one array read, where merging with the list costs the list's length.
 * Null for lists too sparse for a bitmap to pay for its memory.
 */
export function bitmapOf(list: Uint32Array, universe: number): Int32Array | null {
  if (!bitmapPays(list.length, universe)) return null;
  let bits = bitmaps.get(list);
  if (bits === undefined) {
    bits = new Int32Array((universe + 31) >>> 5);
    markAll(bits, list);
    bitmaps.set(list, bits);
  }
  return bits;
}

/**
 * The documents of any of `lists` as a bitmap: the cached bitmap of a single
 * long list (bitmapOf) as it is, else built in the cleared bitmap `scratch`
 * gives, long lists ORed in word by word from their cached bitmaps. Read-only.
 */
export function listsBitmap(lists: readonly Uint32Array[], universe: number, scratch: () => Int32Array): Int32Array {
  const cached = lists.length === 1 ? bitmapOf(lists[0] as Uint32Array, universe) : null;
  if (cached !== null) return cached;
  const out = scratch();
  for (const list of lists) addList(out, list, bitmapOf(list, universe));
  return out;
}

/**
 * Sets in `bits` the documents of `lists`; returns `bits`. Not listsBitmap: a kept union (union-cache.ts, a prefix's)
 * spans many word lists, which must not each keep a bitmap. A list that keeps one already (a filter's, a
 * field's) is ORed in a word at a time rather than a document at a time.
 */
export function uniteInto(bits: Int32Array, lists: readonly Uint32Array[]): Int32Array {
  for (const list of lists) addList(bits, list, bitmaps.get(list) ?? null);
  return bits;
}

/** Sets in `bits` the documents of `list`: a word at a time from `kept`, its bitmap, when it has one. */
function addList(bits: Int32Array, list: Uint32Array, kept: Int32Array | null): void {
  if (kept === null) markAll(bits, list);
  else for (let word = 0; word < bits.length; word += 1) bits[word] = (bits[word] as number) | (kept[word] as number);
}
