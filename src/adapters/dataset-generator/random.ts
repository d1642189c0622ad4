/**
 * A tiny seeded PRNG (mulberry32). The dataset must be identical for the same
 * seed on every machine and Node version, so Math.random is never used.
 */
export class Random {
  #state: number;

  constructor(seed: number) {
    this.#state = seed >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.#state = (this.#state + 0x6d2b79f5) >>> 0;
    let t = this.#state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Index drawn with probability proportional to `cumulative` increments (a prefix-sum array). */
  weightedIndex(cumulative: Float64Array): number {
    const target = this.next() * (cumulative[cumulative.length - 1] ?? 0);
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((cumulative[middle] ?? 0) > target) high = middle;
      else low = middle + 1;
    }
    return low;
  }

  /** Each of `count` items kept with `probability`, one draw per item in order: bit i set when item i is kept. At most 31 items. */
  bits(count: number, probability: number): number {
    let kept = 0;
    for (let index = 0; index < count; index += 1) if (this.next() < probability) kept |= 1 << index;
    return kept;
  }

  /** `count` distinct items, in their original order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const chosen = new Set<number>();
    const wanted = Math.min(count, items.length);
    while (chosen.size < wanted) chosen.add(Math.floor(this.next() * items.length));
    return [...chosen].sort((a, b) => a - b).map((index) => items[index] as T);
  }
}

/**
 * Mixes a seed with stream coordinates (block number, purpose) into an
 * independent 32-bit seed, so any block can be regenerated on its own.
 */
export function deriveSeed(seed: number, ...coordinates: number[]): number {
  let hash = (seed ^ 0x9e3779b9) >>> 0;
  for (const coordinate of [...coordinates, coordinates.length]) {
    hash = Math.imul(hash ^ (coordinate >>> 0), 0x85ebca6b) >>> 0;
    hash ^= hash >>> 13;
    hash = Math.imul(hash, 0xc2b2ae35) >>> 0;
    hash ^= hash >>> 16;
  }
  return hash >>> 0;
}
