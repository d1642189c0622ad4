/**
 * Each school's facet values (domain/facets.ts facetValuesOf) by document,
 * counted over matched sets in groups of facets coded together
 * (facet-combinations.ts), and the counts kept with the sets that outlive a
 * search. A facet counted without the rest of its group is counted by
 * combinations of its own values, coded on first use.
 */
import { SCHOOL_FACETS, type FacetCounts, type FacetValueCount, type SchoolFacetName } from '../../../domain/facets.js';
import type { School } from '../../../domain/records.js';
import { FacetCombinations } from './facet-combinations.js';
import { FacetSlots } from './facet-slots.js';
import { bitmapPays } from './list-bitmaps.js';
import { PairMemory } from './pair-memory.js';
import { intersect, missingFrom } from './sorted-ids.js';

/**
 * Facets sharing a code. Grouped so that each group has few combinations
 * (100k generated schools: a school's resorts fix its country, 623; type,
 * certified and featured, 22; activities and levels, 1722; languages, 2305):
 * spreading the counts costs the combinations, and with few of them the
 * counters stay in the first-level cache.
 */
const GROUPS: readonly (readonly SchoolFacetName[])[] = [['country', 'resort'], ['school_type', 'certified', 'featured'], ['activity', 'level'], ['language']];

/** A set counts are published over (text-search.ts TextMatch is one). */
export interface CountedSet {
  /** Ascending; null: every document. Not read when counts kept with the set are published again. */
  readonly matched: Uint32Array | null;
  readonly size: number;
  /** What outlives the search that the set is exactly, which counts can be kept with; null: none. */
  readonly lasting: object | null;
}

/** What is kept with a set of schools (a posting list, two filter values' together, every school): its counts, its size, and the facets published so far. */
export interface KeptWithList {
  /** Every facet's, by value slot. */
  readonly counts: Uint32Array;
  readonly size: number;
  readonly published: Map<SchoolFacetName, readonly FacetValueCount[]>;
}

/** A facet's counts over no school, shared. */
const NO_VALUES: readonly FacetValueCount[] = Object.freeze([]);

/**
 * Pairs of filter values whose counts publishedOverFilters keeps at most
 * (pair-memory.ts: the last asked for, in two generations). Two facets'
 * values make many pairs (11k for the generated directory's 219 values, the
 * resorts' 158 most of them; more with more resorts), each a kilobyte of
 * counts and its published lists, and a faceted search of two or three
 * filters may ask for some (a resort's schools with one filter are a pair).
 * A pair not kept is counted on its first use, every facet over its schools
 * (about 0.08 ms at 100k), so a crawl of pairs never asked before pays that
 * on each search. What 2048 pairs hold, and what one costs to count:
 * docs/performance.md, session 38.
 */
export const MAX_KEPT_PAIRS = 2048;

export class FacetValues {
  readonly #slotSpace: FacetSlots;
  readonly #groups: readonly FacetCombinations[];
  /** The group holding each facet. */
  readonly #groupOf: ReadonlyMap<SchoolFacetName, FacetCombinations>;
  /**
   * Facets of a group of several, each coded alone, made on first use
   * (#aloneGroup): one facet of a group counted over a set without the
   * others (an own facet's set without its filter, a facet the search
   * shares) then increments its own values only, over its own combinations:
   * the levels alone have a dozen, with the activities 1722. A
   * Uint32Array a facet: 400 KB at 100k schools, up to 2.8 MB for the seven
   * that share a group.
   */
  readonly #alone = new Map<SchoolFacetName, FacetCombinations>();
  readonly #universe: number;
  /** What is kept over every document, its counts the totals; built on first use, dropped by setFeatured. */
  #overEvery: KeptWithList | undefined;
  #lastComplement: { of: Uint32Array; missing: Uint32Array } | undefined;
  /** What is kept with a posting list (listCounts, publishedOver), by the list or what it is kept as; setFeatured starts afresh. */
  #ofList = new WeakMap<object, KeptWithList>();
  /** What is kept with two filter values' lists together (publishedOverFilters); setFeatured starts afresh. */
  readonly #pairs = new PairMemory<KeptWithList>(MAX_KEPT_PAIRS);

  constructor(schools: readonly School[]) {
    this.#slotSpace = FacetSlots.of(schools);
    this.#universe = schools.length;
    this.#groups = GROUPS.map((facets) => FacetCombinations.coded(facets, schools, this.#slotSpace));
    this.#groupOf = new Map(this.#groups.flatMap((group) => group.facets.map((facet) => [facet, group] as const)));
  }

  /** Keeps the featured facet in step with SchoolIndex.setFeatured; written before any search can read it. */
  setFeatured(school: School, doc: number): void {
    (this.#groupOf.get('featured') as FacetCombinations).recode(doc, school);
    this.#alone.get('featured')?.recode(doc, school);
    this.#overEvery = undefined;
    this.#ofList = new WeakMap();
    this.#pairs.clear();
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
    const counts = new Uint32Array(this.#slotSpace.size);
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
    return this.publishedFrom(this.keptOverFilters(first, second), facet);
  }

  /**
   * What publishedOverFilters publishes from: what is kept with one filter value's list or two values' lists
   * together, counted on first use; null for a pair with a list of no schools, which takes no room.
   */
  keptOverFilters(first: Uint32Array, second?: Uint32Array): KeptWithList | null {
    if (second === undefined) return this.#keptWith(first, () => first);
    return first.length === 0 || second.length === 0 ? null : this.#keptWithPair(first, second);
  }

  /** The facet's counts over what keptOverFilters keeps (none for null), as publishedOverFilters publishes them. */
  publishedFrom(kept: KeptWithList | null, facet: SchoolFacetName): readonly FacetValueCount[] {
    return kept === null ? NO_VALUES : this.#publishedKept(kept, facet);
  }

  /**
   * The facets' counts over `set` as published. Over a set that outlives
   * the search (its `lasting`: one of the index's lists, or a union the
   * text index keeps, listed or as a bitmap, text-search.ts TextMatch), if broad
   * (list-bitmaps.ts bitmapPays), they are counted and published on first use and
   * kept while that set lives, which for most lists is as long as the
   * index: a search whose match is such a set and that asks for no facet
   * of its own filters (one word or prefix and nothing else, one filter
   * value without its own facet, a category's or a resort's schools) is
   * counted once, however broad, and not again while people page, reorder
   * or type the same prefix. Kept counts are frozen: every such search
   * shares them.
   */
  publishedOver(facets: readonly SchoolFacetName[], set: CountedSet): FacetCounts {
    // Kept only with a set broad enough for a bitmap of it to pay (a thirty-second of the documents or more), so
    // that every set kept as a bitmap keeps its counts too. Every word of the vocabulary has a list a client can
    // name (`q=<word>&facets=…`), and keeping counts with each would let a crawl pin memory for the whole
    // vocabulary, while a narrow list costs little to count again. Lists that broad number at most 32 times the
    // lists an average document is in, a few hundred.
    const keptAs = set.lasting !== null && bitmapPays(set.size, this.#universe) ? set.lasting : null;
    if (keptAs === null && set.matched !== null) return this.published(facets, this.tally(facets, set.matched));
    const kept = keptAs === null ? this.#keptWithEvery() : this.#keptWith(keptAs, () => set.matched as Uint32Array);
    return Object.fromEntries(facets.map((facet) => [facet, this.#publishedKept(kept, facet)]));
  }

  /**
   * The facet's counts over what is kept as published, frozen: published on first use and kept with it. Each
   * count is copied into an object literal of the kept counts' own, not topFacetValuesInOrder's, which makes
   * every search's (why: browser/validated-answer.ts answerOf). Kept as made, they made a faceted
   * three-filter search's counts born old: 2,330 bytes a request left to the old generation, 98 once copied
   * (docs/performance.md, session 61).
   */
  #publishedKept(kept: KeptWithList, facet: SchoolFacetName): readonly FacetValueCount[] {
    let published = kept.published.get(facet);
    if (published === undefined) {
      const counts = this.published([facet], kept.counts)[facet] ?? [];
      published = Object.freeze(counts.map(({ value, count }) => Object.freeze({ value, count })));
      kept.published.set(facet, published);
    }
    return published;
  }

  /** Whether `facet` is counted along with `facets` with no more documents walked: one of them shares its group. */
  countedWith(facet: SchoolFacetName, facets: readonly SchoolFacetName[]): boolean {
    return (this.#groupOf.get(facet) as FacetCombinations).facets.some((other) => facets.includes(other));
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
      (asked.length === 1 && group.facets.length > 1 ? this.#aloneGroup(asked[0] as SchoolFacetName) : group).add(counts, docs, step);
    }
  }

  /** The facet coded alone (#alone), made on first use. */
  #aloneGroup(facet: SchoolFacetName): FacetCombinations {
    let alone = this.#alone.get(facet);
    if (alone === undefined) this.#alone.set(facet, (alone = (this.#groupOf.get(facet) as FacetCombinations).alone(facet)));
    return alone;
  }

  /** The facets' counts as published (domain/facets.ts topFacetValues). */
  published(facets: readonly SchoolFacetName[], counts: Uint32Array): FacetCounts {
    return this.#slotSpace.published(facets, counts);
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

  /** What is kept over every document. */
  #keptWithEvery(): KeptWithList {
    return (this.#overEvery ??= { counts: this.#countEvery(), size: this.#universe, published: new Map() });
  }

  /** What is kept with a set, by the set itself or what it is kept as; `listed` gives its documents, read on first use only. */
  #keptWith(keptAs: object, listed: () => Uint32Array): KeptWithList {
    let kept = this.#ofList.get(keptAs);
    if (kept === undefined) {
      const docs = listed();
      kept = { counts: this.tally(SCHOOL_FACETS, docs), size: docs.length, published: new Map() };
      this.#ofList.set(keptAs, kept);
    }
    return kept;
  }

  /** What is kept with the schools in both of two filter values' lists, whichever is named first: counted on first use. */
  #keptWithPair(first: Uint32Array, second: Uint32Array): KeptWithList {
    return this.#pairs.obtain(first, second, () => {
      const both = intersect(first, second);
      return { counts: this.tally(SCHOOL_FACETS, both), size: both.length, published: new Map() };
    });
  }

  /** Counts of every slot over every document. */
  #totalsOf(): Uint32Array {
    return this.#keptWithEvery().counts;
  }

  #countEvery(): Uint32Array {
    const totals = new Uint32Array(this.#slotSpace.size);
    const every = Uint32Array.from({ length: this.#universe }, (_, doc) => doc);
    for (const group of this.#groups) group.add(totals, every, 1);
    return totals;
  }
}
