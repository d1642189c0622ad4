/**
 * Values kept for pairs of objects (two posting lists), whichever is named
 * first, bounded by two generations of half the bound each: when the newer
 * fills, the older is dropped, and a pair found in the older is put in the
 * newer too. A crawl of every pair cannot grow memory, and a pair stays
 * while it is asked for again before half as many others are newly kept.
 * Weakly held: a pair goes with either of its objects.
 */
type Generation<V> = WeakMap<object, WeakMap<object, V>>;

export class PairMemory<V> {
  readonly #maxPairs: number;
  #newer: Generation<V> = new WeakMap();
  #older: Generation<V> = new WeakMap();
  /** The pairs put in the newer, each once (one found there is not put again): the two hold at most maxPairs between them. */
  #newerCount = 0;

  constructor(maxPairs: number) {
    this.#maxPairs = maxPairs;
  }

  /** The value kept for the pair, or `make`'s, kept as newer. */
  obtain(first: object, second: object, make: () => V): V {
    const newer = pairIn(this.#newer, first, second);
    if (newer !== undefined) return newer;
    const value = pairIn(this.#older, first, second) ?? make();
    if (this.#newerCount >= this.#maxPairs / 2) {
      this.#older = this.#newer;
      this.#newer = new WeakMap();
      this.#newerCount = 0;
    }
    let withFirst = this.#newer.get(first);
    if (withFirst === undefined) this.#newer.set(first, (withFirst = new WeakMap()));
    withFirst.set(second, value);
    this.#newerCount += 1;
    return value;
  }

  /** Forgets every pair. */
  clear(): void {
    this.#newer = new WeakMap();
    this.#older = new WeakMap();
    this.#newerCount = 0;
  }
}

function pairIn<V>(generation: Generation<V>, first: object, second: object): V | undefined {
  return generation.get(first)?.get(second) ?? generation.get(second)?.get(first);
}
