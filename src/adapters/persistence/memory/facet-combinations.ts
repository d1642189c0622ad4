/**
 * A group of facets coded by document: a document's values of every facet
 * of the group are one code, the number of the group's combination of
 * values it has (facet-values.ts GROUPS), so counting a set is one
 * increment per document, not one per value it has, and the counts by
 * combination are spread over the values afterwards, once per combination
 * rather than once per document.
 */
import { facetValuesOf, type SchoolFacetName } from '../../../domain/facets.js';
import type { School } from '../../../domain/records.js';
import type { FacetSlots } from './facet-slots.js';

/**
 * Copies of each combination's counter, taken in turn by consecutive
 * documents: neighbours often share a combination, and an increment that
 * must wait for the previous one's store to the same counter costs several
 * times one that need not.
 */
const LANES = 4;

/** Combination counters (LANES per combination), all zero between counts: shared by every group, as one set is counted at a time. */
let counters = new Uint32Array(0);

/** A combination's slots while it is worked out (each facet's ascending and distinct, facet after facet): one at a time. */
const working: number[] = [];

export class FacetCombinations {
  /** The facets' combinations, every school's coded. */
  static coded(facets: readonly SchoolFacetName[], schools: readonly School[], slotSpace: FacetSlots): FacetCombinations {
    const group = new FacetCombinations(facets, schools.length, slotSpace);
    schools.forEach((school, doc) => group.recode(doc, school));
    return group;
  }

  readonly facets: readonly SchoolFacetName[];
  /** Where each facet's values are counted (facet-slots.ts). */
  readonly #slotSpace: FacetSlots;
  /** Combination number of each document. */
  readonly #codes: Uint32Array;
  /** Value slots (facet-slots.ts) of combination c: #slots[#starts[c]] up to #slots[#starts[c + 1]]. */
  readonly #starts: number[] = [0];
  readonly #slots: number[] = [];
  /**
   * Combination numbers by a hash of their slots, those sharing a hash in one
   * bucket: the number of a school's combination is found, and a changed
   * school's new one, without building a key string for every school and group.
   */
  readonly #byHash = new Map<number, number[]>();

  private constructor(facets: readonly SchoolFacetName[], universe: number, slotSpace: FacetSlots) {
    this.facets = facets;
    this.#slotSpace = slotSpace;
    this.#codes = new Uint32Array(universe);
  }

  /** Codes the document by the school's values as they are now (every school at start-up, coded; one whose `featured` changed), numbering a new combination if needed. */
  recode(doc: number, school: School): void {
    // Called for every school and group at start-up: one kept array rather than a set, a copy and a sort each time.
    working.length = 0;
    for (const facet of this.facets) {
      const from = working.length;
      for (const value of facetValuesOf(school, facet)) insertDistinct(working, from, this.#slotSpace.slotOf(facet, value));
    }
    this.#codes[doc] = this.#numbered(working);
  }

  /**
   * One facet of the group coded alone, from the group's combinations, each given the combination of the
   * facet's values in it, and each document its group combination's: one pass over the documents, with no
   * record read again (a first search waits for it; docs/performance.md, session 38, has its cost).
   */
  alone(facet: SchoolFacetName): FacetCombinations {
    const alone = new FacetCombinations([facet], this.#codes.length, this.#slotSpace);
    const aloneOf = new Uint32Array(this.#starts.length - 1);
    for (let combination = 0; combination < aloneOf.length; combination += 1) {
      working.length = 0;
      // A combination's slots are its facets' in turn, each ascending: the facet's are a run among them.
      for (let at = this.#starts[combination] as number; at < (this.#starts[combination + 1] as number); at += 1) {
        const slot = this.#slots[at] as number;
        if (this.#slotSpace.holds(facet, slot)) working.push(slot);
      }
      aloneOf[combination] = alone.#numbered(working);
    }
    for (let doc = 0; doc < this.#codes.length; doc += 1) alone.#codes[doc] = aloneOf[this.#codes[doc] as number] as number;
    return alone;
  }

  /** Adds `step` to the count of every value of the group's facets each of `docs` has. */
  add(counts: Uint32Array, docs: Uint32Array, step: 1 | -1): void {
    const combinations = this.#starts.length - 1;
    // Spreading each document's own combination costs its slots, each increment waiting on the last one's store
    // when documents share a value; spreading them all, one pass over the combinations. Whichever is fewer (1.4k
    // activity documents, 1722 combinations of about 6 slots: the pass, 2.8 times faster).
    if (docs.length * this.#slots.length < combinations * combinations) spreadEach(counts, docs, this.#codes, this.#starts, this.#slots, step);
    else spreadCombinations(counts, countedCombinations(docs, this.#codes, combinations), this.#starts, this.#slots, combinations, step);
  }

  /** The number of the combination of exactly `slots` (each facet's ascending, facet after facet), added if new. */
  #numbered(slots: readonly number[]): number {
    let hash = slots.length;
    for (const slot of slots) hash = (Math.imul(hash, 0x9e3779b1) + slot) | 0;
    const bucket = this.#byHash.get(hash);
    if (bucket !== undefined) for (const number of bucket) if (this.#hasSlots(number, slots)) return number;
    const number = this.#starts.length - 1;
    if (bucket === undefined) this.#byHash.set(hash, [number]);
    else bucket.push(number);
    this.#slots.push(...slots);
    this.#starts.push(this.#slots.length);
    return number;
  }

  /** Whether combination `number` has exactly `slots`. */
  #hasSlots(number: number, slots: readonly number[]): boolean {
    const start = this.#starts[number] as number;
    if ((this.#starts[number + 1] as number) - start !== slots.length) return false;
    for (let index = 0; index < slots.length; index += 1) if (this.#slots[start + index] !== slots[index]) return false;
    return true;
  }
}

/** Adds `slot` to the ascending, distinct run of `slots` from `from` to its end, unless the run has it. */
function insertDistinct(slots: number[], from: number, slot: number): void {
  let at = slots.length;
  while (at > from && (slots[at - 1] as number) > slot) at -= 1;
  if (at > from && slots[at - 1] === slot) return;
  slots.push(slot);
  for (let index = slots.length - 1; index > at; index -= 1) slots[index] = slots[index - 1] as number;
  slots[at] = slot;
}

// Each long loop of a count ends a function of its own. V8 compiles a loop that runs long on its first call
// (on-stack replacement) with the feedback gathered so far and enters that code again on the loop's later calls:
// a loop after it that had not yet run was compiled blind, and the code was thrown out there on every count,
// six to ten thousand times in a traced run of the faceted searches (docs/performance.md, session 67). Nothing follows
// the long loop in each function below: the odd documents, at most three, are counted before the unrolled loop.

/** Adds `step` to the count of every value of each of `docs`' combinations, document by document. */
function spreadEach(counts: Uint32Array, docs: Uint32Array, codes: Uint32Array, starts: readonly number[], slots: readonly number[], step: 1 | -1): void {
  for (let index = 0; index < docs.length; index += 1) {
    const combination = codes[docs[index] as number] as number;
    const end = starts[combination + 1] as number;
    for (let at = starts[combination] as number; at < end; at += 1) {
      const slot = slots[at] as number;
      counts[slot] = (counts[slot] as number) + step;
    }
  }
}

/** The shared counters holding how many of `docs` have each combination, LANES per combination. */
function countedCombinations(docs: Uint32Array, codes: Uint32Array, combinations: number): Uint32Array {
  if (counters.length < combinations * LANES) counters = new Uint32Array(combinations * LANES);
  const lanes = counters;
  // The odd documents first, so that the unrolled loop over the rest is the last.
  const odd = docs.length % LANES;
  for (let index = 0; index < odd; index += 1) {
    const a = (codes[docs[index] as number] as number) * LANES;
    lanes[a] = (lanes[a] as number) + 1;
  }
  for (let index = odd; index < docs.length; index += LANES) {
    const a = (codes[docs[index] as number] as number) * LANES;
    const b = (codes[docs[index + 1] as number] as number) * LANES + 1;
    const c = (codes[docs[index + 2] as number] as number) * LANES + 2;
    const d = (codes[docs[index + 3] as number] as number) * LANES + 3;
    lanes[a] = (lanes[a] as number) + 1;
    lanes[b] = (lanes[b] as number) + 1;
    lanes[c] = (lanes[c] as number) + 1;
    lanes[d] = (lanes[d] as number) + 1;
  }
  return lanes;
}

/** Adds `step` times each combination's count in `lanes` to its values' counts, and clears `lanes` for the next count. */
function spreadCombinations(counts: Uint32Array, lanes: Uint32Array, starts: readonly number[], slots: readonly number[], combinations: number, step: 1 | -1): void {
  for (let combination = 0; combination < combinations; combination += 1) {
    const lane = combination * LANES;
    const count = (lanes[lane] as number) + (lanes[lane + 1] as number) + (lanes[lane + 2] as number) + (lanes[lane + 3] as number);
    if (count === 0) continue;
    lanes[lane] = 0;
    lanes[lane + 1] = 0;
    lanes[lane + 2] = 0;
    lanes[lane + 3] = 0;
    const end = starts[combination + 1] as number;
    for (let at = starts[combination] as number; at < end; at += 1) {
      const slot = slots[at] as number;
      counts[slot] = (counts[slot] as number) + step * count;
    }
  }
}
