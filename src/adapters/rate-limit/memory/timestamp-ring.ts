/**
 * One key's request log: accepted timestamps, oldest first, in a ring so that
 * dropping expired entries and appending are O(1) with no array shifting.
 * It grows by doubling only as far as the traffic needs, so the many keys of
 * clients making a handful of requests stay small.
 */
const INITIAL_CAPACITY = 4;

export class TimestampRing {
  #slots = new Float64Array(INITIAL_CAPACITY);
  #head = 0;
  #size = 0;

  get size(): number {
    return this.#size;
  }

  get byteLength(): number {
    return this.#slots.byteLength;
  }

  /** The i-th oldest timestamp (0 = oldest), or null past the end. */
  at(index: number): number | null {
    if (index < 0 || index >= this.#size) return null;
    return this.#slots[(this.#head + index) % this.#slots.length] ?? null;
  }

  newest(): number | null {
    return this.at(this.#size - 1);
  }

  /** Forgets every timestamp at or before `cutoff`. */
  dropThrough(cutoff: number): void {
    while (this.#size > 0 && (this.#slots[this.#head] ?? Infinity) <= cutoff) {
      this.#head = (this.#head + 1) % this.#slots.length;
      this.#size -= 1;
    }
  }

  /**
   * Inserts, keeping the log sorted. Timestamps nearly always arrive in order,
   * so this is an append; one older than the newest (clock skew, a clock that
   * stepped back) is slotted into place so that it expires when it should.
   */
  push(timestamp: number): void {
    if (this.#size === this.#slots.length) this.#grow();
    const capacity = this.#slots.length;
    let index = this.#size;
    while (index > 0 && (this.#slots[(this.#head + index - 1) % capacity] ?? 0) > timestamp) {
      this.#slots[(this.#head + index) % capacity] = this.#slots[(this.#head + index - 1) % capacity] ?? 0;
      index -= 1;
    }
    this.#slots[(this.#head + index) % capacity] = timestamp;
    this.#size += 1;
  }

  #grow(): void {
    const bigger = new Float64Array(this.#slots.length * 2);
    for (let i = 0; i < this.#size; i += 1) bigger[i] = this.#slots[(this.#head + i) % this.#slots.length] ?? 0;
    this.#slots = bigger;
    this.#head = 0;
  }
}
