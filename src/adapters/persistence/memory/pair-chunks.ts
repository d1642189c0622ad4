/**
 * The (term, document, level) triples a postings builder collects, stored in
 * fixed-size chunks. A flat buffer must guess its size: a guess too small
 * doubles it, copying everything and holding both copies for a while (the
 * instructor text index at 100k schools came to 20.5 words an instructor
 * against a guess of 20, and its builder peaked at 330 MB for 110 MB of
 * pairs); a guess too large is kept to the end. Chunks never copy and waste
 * at most one chunk, and they can be dropped as soon as the pairs are sorted,
 * before the lists built from them are allocated.
 */

const CHUNK_BITS = 16;
const CHUNK_SIZE = 1 << CHUNK_BITS;

/** Documents grouped by slot (level * termCount + term), each group in the order its pairs came. */
export interface GroupedDocs {
  /** starts[slot]..starts[slot + 1] is the slot's range of `docs`; length slots + 1. */
  starts: Uint32Array;
  docs: Uint32Array;
}

export class PairChunks {
  readonly #withLevels: boolean;
  #terms: Uint32Array[] = [];
  #docs: Uint32Array[] = [];
  #levels: Uint8Array[] = [];
  #length = 0;
  // The chunk being filled, kept at hand: push is the hot path of every index build.
  #lastTerms = new Uint32Array(0);
  #lastDocs = new Uint32Array(0);
  #lastLevels = new Uint8Array(0);

  /** `withLevels`: false when every pair is on level 0, which then costs no byte. */
  constructor(withLevels: boolean) {
    this.#withLevels = withLevels;
  }

  get length(): number {
    return this.#length;
  }

  push(term: number, doc: number, level: number): void {
    const at = this.#length & (CHUNK_SIZE - 1);
    if (at === 0) this.#addChunk();
    this.#lastTerms[at] = term;
    this.#lastDocs[at] = doc;
    if (this.#withLevels) this.#lastLevels[at] = level;
    this.#length += 1;
  }

  /**
   * A counting sort of the documents by slot, stable (documents pushed in
   * ascending order stay ascending within their slot).
   */
  groupBySlot(termCount: number, levelCount: number): GroupedDocs {
    const slots = termCount * levelCount;
    const starts = new Uint32Array(slots + 1);
    this.#forEachChunk((terms, _docs, levels, count) => {
      for (let index = 0; index < count; index += 1) {
        const slot = this.#slot(terms, levels, index, termCount) + 1;
        starts[slot] = (starts[slot] as number) + 1;
      }
    });
    for (let slot = 1; slot <= slots; slot += 1) starts[slot] = (starts[slot] as number) + (starts[slot - 1] as number);
    const next = starts.slice(0, slots);
    const grouped = new Uint32Array(this.#length);
    this.#forEachChunk((terms, docs, levels, count) => {
      for (let index = 0; index < count; index += 1) {
        const slot = this.#slot(terms, levels, index, termCount);
        grouped[next[slot] as number] = docs[index] as number;
        next[slot] = (next[slot] as number) + 1;
      }
    });
    return { starts, docs: grouped };
  }

  #slot(terms: Uint32Array, levels: Uint8Array, index: number, termCount: number): number {
    return this.#withLevels ? (levels[index] as number) * termCount + (terms[index] as number) : (terms[index] as number);
  }

  #forEachChunk(visit: (terms: Uint32Array, docs: Uint32Array, levels: Uint8Array, count: number) => void): void {
    this.#terms.forEach((terms, chunk) => {
      const count = Math.min(CHUNK_SIZE, this.#length - chunk * CHUNK_SIZE);
      visit(terms, this.#docs[chunk] as Uint32Array, this.#levels[chunk] ?? this.#lastLevels, count);
    });
  }

  #addChunk(): void {
    this.#lastTerms = new Uint32Array(CHUNK_SIZE);
    this.#lastDocs = new Uint32Array(CHUNK_SIZE);
    this.#terms.push(this.#lastTerms);
    this.#docs.push(this.#lastDocs);
    if (this.#withLevels) {
      this.#lastLevels = new Uint8Array(CHUNK_SIZE);
      this.#levels.push(this.#lastLevels);
    }
  }

  /** Drops every pair: a builder that has sorted them frees the memory before allocating what it builds from them. */
  release(): void {
    this.#terms = [];
    this.#docs = [];
    this.#levels = [];
    this.#length = 0;
    this.#lastTerms = new Uint32Array(0);
    this.#lastDocs = new Uint32Array(0);
    this.#lastLevels = new Uint8Array(0);
  }
}
