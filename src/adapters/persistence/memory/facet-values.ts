/**
 * Each school's facet values (domain/facets.ts facetValuesOf) by document,
 * as small integers, for counting them over a matched set. Facets are
 * counted in groups: a document's values of every facet of a group are one
 * code (the group's combination of values it has), so counting a set is
 * one increment per document and group, not one per value it has (about
 * thirteen), and the counts by combination are spread over the values
 * afterwards, once per combination rather than once per document. A facet
 * counted without the rest of its group is counted by combinations of its
 * own values, coded on first use.
 */
import { facetValuesOf, SCHOOL_FACETS, topFacetValues, type FacetCounts, type FacetValueCount, type SchoolFacetName } from '../../../domain/facets.js';
import type { School } from '../../../domain/records.js';
import { intersect } from './sorted-ids.js';

/**
 * Facets sharing a code. Grouped so that each group has few combinations
 * (100k generated schools: a school's resorts fix its country, 623; type,
 * certified and featured, 22; activities and levels, 1722; languages, 2305):
 * spreading the counts costs the combinations, and with few of them the
 * counters stay in the first-level cache.
 */
const GROUPS: readonly (readonly SchoolFacetName[])[] = [['country', 'resort'], ['school_type', 'certified', 'featured'], ['activity', 'level'], ['language']];

/**
 * Copies of each combination's counter, taken in turn by consecutive
 * documents: neighbours often share a combination, and an increment that
 * must wait for the previous one's store to the same counter costs several
 * times one that need not.
 */
const LANES = 4;

interface FacetGroup {
  readonly facets: readonly SchoolFacetName[];
  /** Combination number of each document. */
  readonly codes: Uint32Array;
  /** Value slots (see FacetValues) of combination c: slots[starts[c]] up to slots[starts[c + 1]]. */
  readonly starts: number[];
  readonly slots: number[];
  /**
   * Combination numbers by a hash of their slots, those sharing a hash in one
   * bucket: the number of a school's combination is found, and setFeatured's
   * new one, without building a key string for every school and group.
   */
  readonly byHash: Map<number, number[]>;
}

/** A facet's values numbered from `offset` in one slot space shared by every facet. */
interface FacetSlots {
  readonly values: readonly string[];
  readonly offset: number;
  readonly numberOf: ReadonlyMap<string, number>;
}

/** A set counts are published over (text-search.ts TextMatch is one). */
export interface CountedSet {
  /** Ascending; null: every document. Not read when counts kept with the set are published again. */
  readonly matched: Uint32Array | null;
  readonly size: number;
  /** What outlives the search that the set is exactly, which counts can be kept with; null: none. */
  readonly lasting: object | null;
}

/** Counts of every facet over a posting list, and those published so far. */
interface KeptWithList {
  readonly counts: Uint32Array;
  readonly published: Map<SchoolFacetName, readonly FacetValueCount[]>;
}

/**
 * publishedOver keeps counts only with lists holding at least this fraction's
 * inverse of the documents (1/32): every word of the vocabulary has a list
 * a client can name (`q=<word>&facets=…`), and keeping counts with each
 * would let a crawl pin memory for the whole vocabulary, while a narrow list
 * costs little to count again. Lists that broad number at most 32 times the
 * lists an average document is in, a few hundred.
 */
const KEPT_FROM_SHARE = 32;

/** A facet's counts over no school, shared. */
const NO_VALUES: readonly FacetValueCount[] = Object.freeze([]);

/**
 * Pairs of filter values whose counts publishedOverFilters keeps at most.
 * Two facets' values make many pairs (11k for the generated directory's 219
 * values, the resorts' 158 most of them; more with more resorts), each a
 * kilobyte of counts and its published lists, and a faceted search of two
 * or three filters may ask for some (a resort's schools with one filter
 * are a pair). They are kept in two generations of half as many each: when
 * the newer fills, the older is dropped, and a pair asked for again from
 * the older is put in the newer too. A crawl of every pair cannot grow
 * memory, and a pair stays kept while it is asked for again before half as
 * many others are newly kept. A pair not kept is counted on
 * its first use, every facet over its schools (about 0.08 ms at 100k), so a
 * crawl of pairs never asked before pays that on each search. What 2048
 * pairs hold, and what one costs to count: docs/performance.md, session 38.
 */
export const MAX_KEPT_PAIRS = 2048;

/** Kept pairs, by one list then the other. */
type PairMemory = WeakMap<Uint32Array, WeakMap<Uint32Array, KeptWithList>>;

export class FacetValues {
  readonly #slots: Readonly<Record<SchoolFacetName, FacetSlots>>;
  readonly #slotCount: number;
  readonly #groups: readonly FacetGroup[];
  /** The group holding each facet. */
  readonly #groupOf: ReadonlyMap<SchoolFacetName, FacetGroup>;
  /**
   * Facets of a group of several, each coded alone, made on first use
   * (#aloneGroup): one facet of a group counted over a set without the
   * others (an own facet's set without its filter, a facet the search
   * shares) then increments its own values only, over its own combinations:
   * the levels alone have a dozen, with the activities 1722. A
   * Uint32Array a facet: 400 KB at 100k schools, up to 2.8 MB for the seven
   * that share a group.
   */
  readonly #alone = new Map<SchoolFacetName, FacetGroup>();
  readonly #universe: number;
  /** What is kept over every document, its counts the totals; built on first use, dropped by setFeatured. */
  #overEvery: KeptWithList | undefined;
  /** Reused combination counters (LANES per combination), all zero between counts. */
  #counters = new Uint32Array(0);
  #lastComplement: { of: Uint32Array; missing: Uint32Array } | undefined;
  /** What is kept with a posting list (listCounts, publishedOver), by the list or what it is kept as; setFeatured starts afresh. */
  #ofList = new WeakMap<object, KeptWithList>();
  /**
   * What is kept with two filter values' lists together (publishedOverFilters), newer and older (MAX_KEPT_PAIRS);
   * setFeatured starts afresh. The newer's count is of the pairs put in it, each once (one found there is not put
   * again), so the two hold at most MAX_KEPT_PAIRS pairs between them.
   */
  #newerPairs: PairMemory = new WeakMap();
  #olderPairs: PairMemory = new WeakMap();
  #newerPairCount = 0;
  /** A combination's slots while it is worked out (#combination, #codedAlone): each facet's ascending and distinct, facet after facet. */
  readonly #combinationSlots: number[] = [];

  constructor(schools: readonly School[]) {
    const slots = {} as Record<SchoolFacetName, FacetSlots>;
    let offset = 0;
    for (const facet of SCHOOL_FACETS) {
      const values = valuesOf(schools, facet);
      slots[facet] = { values, offset, numberOf: new Map(values.map((value, number) => [value, number])) };
      offset += slots[facet].values.length;
    }
    this.#slots = slots;
    this.#slotCount = offset;
    this.#universe = schools.length;
    this.#groups = GROUPS.map((facets) => {
      const group = emptyGroup(facets, schools.length);
      schools.forEach((school, doc) => {
        group.codes[doc] = this.#combination(group, school);
      });
      return group;
    });
    this.#groupOf = new Map(this.#groups.flatMap((group) => group.facets.map((facet) => [facet, group] as const)));
  }

  /** Keeps the featured facet in step with SchoolIndex.setFeatured; written before any search can read it. */
  setFeatured(school: School, doc: number): void {
    const featuredGroup = this.#groupOf.get('featured') as FacetGroup;
    featuredGroup.codes[doc] = this.#combination(featuredGroup, school);
    const alone = this.#alone.get('featured');
    if (alone !== undefined) alone.codes[doc] = this.#combination(alone, school);
    this.#overEvery = undefined;
    this.#ofList = new WeakMap();
    this.#newerPairs = new WeakMap();
    this.#olderPairs = new WeakMap();
    this.#newerPairCount = 0;
  }

  /**
   * Counts by value slot of `facets` over `docs` (ascending; null: every
   * document), for the caller to adjust and publish: the slots of any other
   * facet hold nothing to read (a facet of a group counted alone leaves its
   * group's others uncounted). A set holding most documents is counted as
   * the totals minus the documents it lacks: a broad search costs what it
   * leaves out.
   */
  tally(facets: readonly SchoolFacetName[], docs: Uint32Array | null): Uint32Array {
    if (docs === null) return this.#totalsOf().slice();
    if (docs.length * 2 > this.#universe) {
      const counts = this.#totalsOf().slice();
      this.add(counts, facets, this.#missingFrom(docs), -1);
      return counts;
    }
    const counts = new Uint32Array(this.#slotCount);
    this.add(counts, facets, docs, 1);
    return counts;
  }

  /**
   * Counts of every facet over a filter value's list (its schools), counted
   * on first use and kept while the list lives, whatever its size: the
   * filters' values are few (countries, resorts, activities, …), and a set
   * inside the list is then counted as the list's counts minus what the set
   * lacks, search after search. A word's list, which a client can pick from
   * the whole vocabulary, goes through publishedOver instead.
   */
  listCounts(filterValueList: Uint32Array): Uint32Array {
    return this.#keptWith(filterValueList, () => filterValueList).counts;
  }

  /**
   * A facet's counts as published over the schools in one filter value's
   * list, or in two values' lists together: counted and published on first
   * use and kept, frozen, as publishedOver keeps a broad list's (a value's
   * while its list lives, a pair's while among the last asked for). A
   * faceted search with three filters counts each facet of its own filters
   * over the other two together (`country` over freeride schools speaking
   * English), which otherwise walks thousands of documents a facet, search
   * after search; a faceted search of one or two filter values and nothing
   * else takes its shared facets' counts over them (its own facets', over
   * the other value alone). A value's counts are always kept (the values
   * are few); pairs, MAX_KEPT_PAIRS at most, those asked for last. A pair
   * with a list of no schools (an unknown value) has none, and takes no room.
   */
  publishedOverFilters(facet: SchoolFacetName, first: Uint32Array, second?: Uint32Array): readonly FacetValueCount[] {
    if (second !== undefined && (first.length === 0 || second.length === 0)) return NO_VALUES;
    return this.#publishedKept(second === undefined ? this.#keptWith(first, () => first) : this.#keptWithPair(first, second), facet);
  }

  /**
   * The facets' counts over `set` as published. Over a set that outlives
   * the search (its `lasting`: one of the index's lists, or a union the
   * text index keeps, listed or as a bitmap, text-search.ts TextMatch), if broad
   * (KEPT_FROM_SHARE), they are counted and published on first use and
   * kept while that set lives, which for most lists is as long as the
   * index: a search whose match is such a set and that asks for no facet
   * of its own filters (one word or prefix and nothing else, one filter
   * value without its own facet, a category's or a resort's schools) is
   * counted once, however broad, and not again while people page, reorder
   * or type the same prefix. Kept counts are frozen: every such search
   * shares them.
   */
  publishedOver(facets: readonly SchoolFacetName[], set: CountedSet): FacetCounts {
    const keptAs = set.lasting !== null && set.size * KEPT_FROM_SHARE >= this.#universe ? set.lasting : null;
    if (keptAs === null && set.matched !== null) return this.published(facets, this.tally(facets, set.matched));
    const kept = keptAs === null ? this.#keptWithEvery() : this.#keptWith(keptAs, () => set.matched as Uint32Array);
    return Object.fromEntries(facets.map((facet) => [facet, this.#publishedKept(kept, facet)]));
  }

  /** The facet's counts over what is kept as published, frozen: published on first use and kept with it. */
  #publishedKept(kept: KeptWithList, facet: SchoolFacetName): readonly FacetValueCount[] {
    let published = kept.published.get(facet);
    if (published === undefined) {
      published = Object.freeze((this.published([facet], kept.counts)[facet] ?? []).map((count) => Object.freeze(count)));
      kept.published.set(facet, published);
    }
    return published;
  }

  /** Whether `facet` is counted along with `facets` with no more documents walked: one of them shares its group. */
  countedWith(facet: SchoolFacetName, facets: readonly SchoolFacetName[]): boolean {
    return (this.#groupOf.get(facet) as FacetGroup).facets.some((other) => facets.includes(other));
  }

  /**
   * Adds `step` to the count of every value of `facets` that each of `docs` (ascending) has, by their groups:
   * the slots of a group's other facets change too, unless one facet of the group is asked for alone.
   */
  add(counts: Uint32Array, facets: readonly SchoolFacetName[], docs: Uint32Array, step: 1 | -1): void {
    for (const group of this.#groups) {
      const asked = group.facets.filter((facet) => facets.includes(facet));
      if (asked.length === 0) continue;
      // One facet of several: its own combinations. Any more: the group's, each document one increment for all of them.
      this.#add(asked.length === 1 && group.facets.length > 1 ? this.#aloneGroup(asked[0] as SchoolFacetName) : group, counts, docs, step);
    }
  }

  /** The facet coded alone (#alone), made on first use. */
  #aloneGroup(facet: SchoolFacetName): FacetGroup {
    let alone = this.#alone.get(facet);
    if (alone === undefined) this.#alone.set(facet, (alone = this.#codedAlone(facet)));
    return alone;
  }

  /**
   * The facet coded alone from its group's combinations, each given the combination of the facet's values
   * in it, and each document its group combination's: one pass over the documents, with no record read
   * again (a first search waits for it; docs/performance.md, session 38, has its cost).
   */
  #codedAlone(facet: SchoolFacetName): FacetGroup {
    const group = this.#groupOf.get(facet) as FacetGroup;
    const { offset, values } = this.#slots[facet];
    const alone = emptyGroup([facet], this.#universe);
    const aloneOf = new Uint32Array(group.starts.length - 1);
    const slots = this.#combinationSlots;
    for (let combination = 0; combination < aloneOf.length; combination += 1) {
      slots.length = 0;
      // A combination's slots are its facets' in turn, each ascending: the facet's are a run among them.
      for (let at = group.starts[combination] as number; at < (group.starts[combination + 1] as number); at += 1) {
        const slot = group.slots[at] as number;
        if (slot >= offset && slot < offset + values.length) slots.push(slot);
      }
      aloneOf[combination] = this.#numbered(alone, slots);
    }
    for (let doc = 0; doc < this.#universe; doc += 1) alone.codes[doc] = aloneOf[group.codes[doc] as number] as number;
    return alone;
  }

  /** The facets' counts as published (domain/facets.ts topFacetValues). */
  published(facets: readonly SchoolFacetName[], counts: Uint32Array): FacetCounts {
    return Object.fromEntries(facets.map((facet) => {
      const { values, offset } = this.#slots[facet];
      // Only the values counted: a narrow search has a few dozen of the resorts' hundreds.
      const counted: (readonly [string, number])[] = [];
      for (let number = 0; number < values.length; number += 1) {
        const count = counts[offset + number] as number;
        if (count > 0) counted.push([values[number] as string, count]);
      }
      return [facet, topFacetValues(counted)];
    }));
  }

  /**
   * missingFrom, remembered for the last set asked about: a broad prefix's
   * documents are one cached posting list (prefix-index.ts), asked for again
   * and again while people type, and its complement is the same each time.
   */
  #missingFrom(docs: Uint32Array): Uint32Array {
    if (this.#lastComplement?.of !== docs) this.#lastComplement = { of: docs, missing: missingFrom(docs, this.#universe) };
    return this.#lastComplement.missing;
  }

  /** The combination number of the school's values of the group's facets, added if new. */
  #combination(group: FacetGroup, school: School): number {
    // Called for every school and group at start-up: one kept array rather than a set, a copy and a sort each time.
    const slots = this.#combinationSlots;
    slots.length = 0;
    for (const facet of group.facets) {
      const { numberOf, offset } = this.#slots[facet];
      const from = slots.length;
      for (const value of facetValuesOf(school, facet)) insertDistinct(slots, from, offset + (numberOf.get(value) as number));
    }
    return this.#numbered(group, slots);
  }

  /** The number of the group's combination of exactly `slots` (each facet's ascending, facet after facet), added if new. */
  #numbered(group: FacetGroup, slots: readonly number[]): number {
    let hash = slots.length;
    for (const slot of slots) hash = (Math.imul(hash, 0x9e3779b1) + slot) | 0;
    const bucket = group.byHash.get(hash);
    if (bucket !== undefined) for (const number of bucket) if (hasSlots(group, number, slots)) return number;
    const number = group.starts.length - 1;
    if (bucket === undefined) group.byHash.set(hash, [number]);
    else bucket.push(number);
    group.slots.push(...slots);
    group.starts.push(group.slots.length);
    return number;
  }

  /** What is kept over every document. */
  #keptWithEvery(): KeptWithList {
    return (this.#overEvery ??= { counts: this.#countEvery(), published: new Map() });
  }

  /** What is kept with a set, by the set itself or what it is kept as; `listed` gives its documents, read on first use only. */
  #keptWith(keptAs: object, listed: () => Uint32Array): KeptWithList {
    let kept = this.#ofList.get(keptAs);
    if (kept === undefined) {
      kept = { counts: this.tally(SCHOOL_FACETS, listed()), published: new Map() };
      this.#ofList.set(keptAs, kept);
    }
    return kept;
  }

  /** What is kept with the schools in both of two filter values' lists, whichever is named first: counted on first use, and kept as newer. */
  #keptWithPair(first: Uint32Array, second: Uint32Array): KeptWithList {
    const newer = pairIn(this.#newerPairs, first, second);
    if (newer !== undefined) return newer;
    const kept = pairIn(this.#olderPairs, first, second) ?? { counts: this.tally(SCHOOL_FACETS, intersect(first, second)), published: new Map() };
    if (this.#newerPairCount >= MAX_KEPT_PAIRS / 2) {
      this.#olderPairs = this.#newerPairs;
      this.#newerPairs = new WeakMap();
      this.#newerPairCount = 0;
    }
    let withFirst = this.#newerPairs.get(first);
    if (withFirst === undefined) this.#newerPairs.set(first, (withFirst = new WeakMap()));
    withFirst.set(second, kept);
    this.#newerPairCount += 1;
    return kept;
  }

  /** Counts of every slot over every document. */
  #totalsOf(): Uint32Array {
    return this.#keptWithEvery().counts;
  }

  #countEvery(): Uint32Array {
    const totals = new Uint32Array(this.#slotCount);
    const every = Uint32Array.from({ length: this.#universe }, (_, doc) => doc);
    for (const group of this.#groups) this.#add(group, totals, every, 1);
    return totals;
  }

  /** Adds `step` to the count of every value of the group's facets each of `docs` has. */
  #add(group: FacetGroup, counts: Uint32Array, docs: Uint32Array, step: 1 | -1): void {
    const { codes, starts, slots } = group;
    const combinations = starts.length - 1;
    if (docs.length * slots.length < combinations * combinations) {
      // Spreading each document's own combination costs its slots, each increment waiting on the last one's
      // store when documents share a value; spreading them all, one pass over the combinations. Whichever is
      // fewer (1.4k activity documents, 1722 combinations of about 6 slots: the pass, 2.8 times faster).
      for (let index = 0; index < docs.length; index += 1) {
        const combination = codes[docs[index] as number] as number;
        const end = starts[combination + 1] as number;
        for (let at = starts[combination] as number; at < end; at += 1) {
          const slot = slots[at] as number;
          counts[slot] = (counts[slot] as number) + step;
        }
      }
      return;
    }
    if (this.#counters.length < combinations * LANES) this.#counters = new Uint32Array(combinations * LANES);
    const counters = this.#counters;
    const whole = docs.length - (docs.length % LANES);
    for (let index = 0; index < whole; index += LANES) {
      const a = (codes[docs[index] as number] as number) * LANES;
      const b = (codes[docs[index + 1] as number] as number) * LANES + 1;
      const c = (codes[docs[index + 2] as number] as number) * LANES + 2;
      const d = (codes[docs[index + 3] as number] as number) * LANES + 3;
      counters[a] = (counters[a] as number) + 1;
      counters[b] = (counters[b] as number) + 1;
      counters[c] = (counters[c] as number) + 1;
      counters[d] = (counters[d] as number) + 1;
    }
    for (let index = whole; index < docs.length; index += 1) {
      const a = (codes[docs[index] as number] as number) * LANES;
      counters[a] = (counters[a] as number) + 1;
    }
    for (let combination = 0; combination < combinations; combination += 1) {
      const lane = combination * LANES;
      const count = (counters[lane] as number) + (counters[lane + 1] as number) + (counters[lane + 2] as number) + (counters[lane + 3] as number);
      if (count === 0) continue;
      counters[lane] = 0;
      counters[lane + 1] = 0;
      counters[lane + 2] = 0;
      counters[lane + 3] = 0;
      const end = starts[combination + 1] as number;
      for (let at = starts[combination] as number; at < end; at += 1) {
        const slot = slots[at] as number;
        counts[slot] = (counts[slot] as number) + step * count;
      }
    }
  }
}

/** What `pairs` keeps with the two lists, named in either order. */
function pairIn(pairs: PairMemory, first: Uint32Array, second: Uint32Array): KeptWithList | undefined {
  return pairs.get(first)?.get(second) ?? pairs.get(second)?.get(first);
}

/** A group of `facets` with no combination yet, every document's code to be set. */
function emptyGroup(facets: readonly SchoolFacetName[], universe: number): FacetGroup {
  return { facets, codes: new Uint32Array(universe), starts: [0], slots: [], byHash: new Map() };
}

/** Whether combination `number` of the group has exactly `slots`. */
function hasSlots(group: FacetGroup, number: number, slots: readonly number[]): boolean {
  const start = group.starts[number] as number;
  if ((group.starts[number + 1] as number) - start !== slots.length) return false;
  for (let index = 0; index < slots.length; index += 1) if (group.slots[start + index] !== slots[index]) return false;
  return true;
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

/** The facet's distinct values in order of first appearance; both flags from the start, so that setFeatured never needs a new value. */
function valuesOf(schools: readonly School[], facet: SchoolFacetName): string[] {
  const values = new Set<string>(facet === 'certified' || facet === 'featured' ? ['false', 'true'] : []);
  for (const school of schools) for (const value of facetValuesOf(school, facet)) values.add(value);
  return [...values];
}

/** The documents of 0..universe-1 that `docs` (ascending) lacks: the gaps between its documents, filled in order. */
function missingFrom(docs: Uint32Array, universe: number): Uint32Array {
  const missing = new Uint32Array(universe - docs.length);
  let next = 0;
  let from = 0;
  for (let index = 0; index < docs.length; index += 1) {
    const doc = docs[index] as number;
    while (from < doc) missing[next++] = from++;
    from = doc + 1;
  }
  while (from < universe) missing[next++] = from++;
  return missing;
}
