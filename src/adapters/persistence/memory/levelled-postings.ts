/**
 * The (word, document) pairs of a text index, each tagged with the "where"
 * level it was found at, in one set of buffers: from them come both the
 * posting lists over all levels (what decides a match) and one set per level
 * (what relevance ranks on). Collecting each pair once, rather than once for
 * all levels and again for its own, takes 9 bytes a pair instead of 16 while
 * building, which is most of the peak memory of a start-up. The pairs are
 * held in chunks (pair-chunks.ts) and dropped once sorted.
 */
import { PairChunks } from './pair-chunks.js';
import { grow, type TermTable } from './postings-builder.js';

export interface LevelledPostings {
  all: Map<string, Uint32Array>;
  levels: Map<string, Uint32Array>[];
}

export class LevelledPostingsBuilder {
  readonly #table: TermTable;
  readonly #levelCount: number;
  #lastDoc = new Int32Array(64).fill(-1);
  /** Levels seen for (term, #lastDoc[term]), one bit each. */
  #levelsOfLastDoc = new Uint8Array(64);
  readonly #pairs = new PairChunks(true);
  /** Distinct (term, document) pairs over all levels: the exact size of the lists over all levels. */
  #distinctPairs = 0;
  #previousDoc = -1;
  #built = false;

  constructor(levelCount: number, table: TermTable) {
    if (levelCount > 8) throw new RangeError('at most 8 levels');
    this.#table = table;
    this.#levelCount = levelCount;
  }

  /** `doc` must not decrease between calls; repeating a pair is harmless. */
  add(doc: number, term: number, level: number): void {
    if (doc < this.#previousDoc) throw new Error('LevelledPostingsBuilder needs documents in ascending order');
    this.#previousDoc = doc;
    while (term >= this.#lastDoc.length) {
      this.#lastDoc = grow(this.#lastDoc, -1);
      this.#levelsOfLastDoc = grow(this.#levelsOfLastDoc, 0);
    }
    const bit = 1 << level;
    if (this.#lastDoc[term] === doc) {
      if (((this.#levelsOfLastDoc[term] as number) & bit) !== 0) return;
      this.#levelsOfLastDoc[term] = (this.#levelsOfLastDoc[term] as number) | bit;
    } else {
      this.#lastDoc[term] = doc;
      this.#levelsOfLastDoc[term] = bit;
      this.#distinctPairs += 1;
    }
    this.#pairs.push(term, doc, level);
  }

  /** Once only: the pairs are dropped as soon as they are sorted, before the lists are allocated. */
  build(): LevelledPostings {
    if (this.#built) throw new Error('LevelledPostingsBuilder.build may be called once');
    this.#built = true;
    const keys = this.#table.keys;
    const termCount = keys.length;
    // Sorted by (level, term): pairs arrive in document order, which each list keeps.
    const { starts, docs: byLevel } = this.#pairs.groupBySlot(termCount, this.#levelCount);
    this.#pairs.release();
    const levels = Array.from({ length: this.#levelCount }, (_, level) => {
      const postings = new Map<string, Uint32Array>();
      keys.forEach((key, term) => {
        const slot = level * termCount + term;
        if (starts[slot + 1] !== starts[slot]) postings.set(key, byLevel.subarray(starts[slot], starts[slot + 1]));
      });
      return postings;
    });
    return { all: this.#allLevels(keys, levels), levels };
  }

  /**
   * Each term's documents over every level: the union of its level lists. A
   * term found at one level only has that level's list itself, not a copy:
   * only the others take new memory (at 100k schools, four in five of the
   * instructors' (word, instructor) pairs are of one-level words).
   */
  #allLevels(keys: readonly string[], levels: readonly Map<string, Uint32Array>[]): Map<string, Uint32Array> {
    const listsOf = keys.map((key) => {
      const lists: Uint32Array[] = [];
      for (const level of levels) {
        const list = level.get(key);
        if (list !== undefined) lists.push(list);
      }
      return lists;
    });
    // A one-level term's distinct pairs are its list; what is left of #distinctPairs is the merged lists' exact size.
    let mergedPairs = this.#distinctPairs;
    for (const lists of listsOf) if (lists.length === 1) mergedPairs -= (lists[0] as Uint32Array).length;
    const merged = new Uint32Array(mergedPairs);
    let size = 0;
    const postings = new Map<string, Uint32Array>();
    keys.forEach((key, term) => {
      const lists = listsOf[term] as Uint32Array[];
      if (lists.length === 1) postings.set(key, lists[0] as Uint32Array);
      if (lists.length < 2) return;
      const end = mergeInto(lists, merged, size);
      postings.set(key, merged.subarray(size, end));
      size = end;
    });
    return postings;
  }
}

/** Writes the sorted union of ascending `lists` to `out` from `at`; returns the new end. */
function mergeInto(lists: readonly Uint32Array[], out: Uint32Array, at: number): number {
  if (lists.length === 1) {
    out.set(lists[0] as Uint32Array, at);
    return at + (lists[0] as Uint32Array).length;
  }
  const positions = new Uint32Array(lists.length);
  let end = at;
  for (;;) {
    let smallest = -1;
    for (let index = 0; index < lists.length; index += 1) {
      const list = lists[index] as Uint32Array;
      const position = positions[index] as number;
      if (position < list.length && (smallest === -1 || (list[position] as number) < smallest)) smallest = list[position] as number;
    }
    if (smallest === -1) return end;
    out[end++] = smallest;
    for (let index = 0; index < lists.length; index += 1) {
      const list = lists[index] as Uint32Array;
      if (list[positions[index] as number] === smallest) positions[index] = (positions[index] as number) + 1;
    }
  }
}
