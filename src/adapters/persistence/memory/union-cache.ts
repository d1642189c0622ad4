/**
 * Unions that searches ask for again and again, kept by key: a prefix's
 * words (prefix-index.ts), a text group's alternatives (text-index.ts
 * TextIndex.unitedGroup). Bounded by the memory they hold, in ids' worth (4
 * bytes each; a bitmap's 32-bit words count as ids), the least recently used
 * forgotten first. A union may be kept listed, as a bitmap, or both, under
 * one recency order. A search's clause takes a dense union as a bitmap, the
 * memory of a list of a thirty-second of the documents (list-bitmaps.ts
 * bitmapPays): every one-letter prefix of 620,000 instructors is kept that
 * way (77 KB each), where their lists (1.7 MB for 'a') crowded each other out.
 */
import { RecencyList, type RecencyNode } from '../../../domain/recency-list.js';
import type { BitmapClause } from './clause.js';
import { fromBitmapInto, sizeOfBitmap } from './doc-bitmaps.js';
import { bitmapPays, uniteInto } from './list-bitmaps.js';
import { presentLists, union, unitesOverBitmap } from './list-union.js';
import { NO_DOCS } from './sorted-ids.js';

/**
 * A kept union's documents as a bitmap over all documents, with their count:
 * what a search tests its candidates against, ANDs with other bitmaps, or
 * counts. Read-only: the cache hands the same one to every search.
 */
export class KeptBitmap implements BitmapClause {
  readonly bits: Int32Array;
  readonly size: number;

  constructor(bits: Int32Array) {
    this.bits = bits;
    this.size = sizeOfBitmap(bits);
  }

  /** Listed anew on each read, not kept: a clause is listed only when it is a search's smallest, at a cost clauses.ts listsCost counts. */
  get docs(): Uint32Array {
    return this.listInto(new Uint32Array(this.size));
  }

  listInto(out: Uint32Array): Uint32Array {
    return fromBitmapInto(out, this.bits);
  }
}

/**
 * What keeping a union costs beside its ids, in ids' worth: its key, its node and its map slot, about 256
 * bytes. Counted so that many small unions (a typo's corrections, each set its own key) stay within the bound.
 */
export const ENTRY_IDS = 64;

export class UnionCache {
  // A hit only moves its node: a map is written on a miss alone.
  readonly #lists = new Map<string, RecencyNode<Cached>>();
  readonly #bitmaps = new Map<string, RecencyNode<Cached>>();
  readonly #recency = new RecencyList<Cached>();
  readonly #universe: number;
  readonly #budget: number;
  #cachedIds = 0;

  /**
   * `universe`: the number of documents; ids in the lists are below it. `budgetIds`: the most memory held, in
   * ids' worth, ENTRY_IDS a union included; a union larger than half of it is not kept.
   */
  constructor(universe: number, budgetIds: number) {
    this.#universe = universe;
    this.#budget = budgetIds;
  }

  /**
   * The union of `lists()` (ascending lists; asked for only when the union is not kept), kept under `key`,
   * listed. A union of one list is that list, and of none NO_DOCS: neither is the cache's to keep.
   */
  listed(key: string, lists: () => readonly Uint32Array[]): Uint32Array {
    const kept = this.#used(this.#lists.get(key)) as Uint32Array | undefined;
    if (kept !== undefined) return kept;
    // A union kept as a bitmap is listed from it rather than its lists swept again.
    const docs = this.#keptBitmap(key)?.docs;
    if (docs !== undefined) return this.#keptListed(key, docs);
    const { present } = presentLists(lists());
    return present.length < 2 ? (present[0] ?? NO_DOCS) : this.#keptListed(key, union(present, this.#universe));
  }

  /**
   * listed(key, lists) as a search's clause takes it: the list, or, when the union is dense (a thirty-second
   * of the documents or more), the bitmap with its count, never listed unless the clause is the smallest.
   */
  clause(key: string, lists: () => readonly Uint32Array[]): Uint32Array | KeptBitmap {
    const bitmap = this.#keptBitmap(key);
    if (bitmap !== undefined) return bitmap;
    if (this.#lists.has(key)) return this.listed(key, lists);
    const { present, total } = presentLists(lists());
    if (present.length < 2) return present[0] ?? NO_DOCS;
    // Lists merged, not swept over a bitmap, hold few documents.
    if (!unitesOverBitmap(present.length, total, this.#universe)) return this.#keptListed(key, union(present, this.#universe));
    const found = new KeptBitmap(uniteInto(new Int32Array((this.#universe + 31) >>> 5), present));
    // Swept, yet sparse (lists sharing their documents): kept listed.
    if (!bitmapPays(found.size, this.#universe)) return this.#keptListed(key, found.docs);
    this.#keep(this.#bitmaps, key, found, found.bits.length);
    return found;
  }

  /** The union kept listed under `key`, its recency left as it is: a look at its size is no use of it. */
  peekList(key: string): Uint32Array | undefined {
    return this.#lists.get(key)?.value.found as Uint32Array | undefined;
  }

  #keptBitmap(key: string): KeptBitmap | undefined {
    return this.#used(this.#bitmaps.get(key)) as KeptBitmap | undefined;
  }

  #keptListed(key: string, docs: Uint32Array): Uint32Array {
    // A union merged into a buffer sized for its lists' total is a view of it: kept, it would hold the whole buffer.
    const own = docs.length < docs.buffer.byteLength / docs.BYTES_PER_ELEMENT ? docs.slice() : docs;
    this.#keep(this.#lists, key, own, own.length);
    return own;
  }

  #used(node: RecencyNode<Cached> | undefined): Uint32Array | KeptBitmap | undefined {
    if (node === undefined) return undefined;
    this.#recency.touch(node);
    return node.value.found;
  }

  #keep(cache: Map<string, RecencyNode<Cached>>, key: string, found: Uint32Array | KeptBitmap, size: number): void {
    const ids = size + ENTRY_IDS;
    if (ids > this.#budget / 2) return;
    const node = RecencyList.node({ cache, key, found, ids });
    cache.set(key, node);
    this.#recency.touch(node);
    this.#cachedIds += ids;
    for (let oldest = this.#recency.oldest; oldest !== null && this.#cachedIds > this.#budget; oldest = this.#recency.oldest) {
      this.#recency.remove(oldest);
      oldest.value.cache.delete(oldest.value.key);
      this.#cachedIds -= oldest.value.ids;
    }
  }
}

/** A kept union, listed or as a bitmap, in the map (#lists or #bitmaps) that finds it. */
interface Cached {
  readonly cache: Map<string, RecencyNode<Cached>>;
  readonly key: string;
  readonly found: Uint32Array | KeptBitmap;
  /** Its memory in ids' worth (4 bytes each). */
  readonly ids: number;
}
