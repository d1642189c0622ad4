/**
 * The school search engine: a prefix index over each school's search words
 * (domain/search-text.ts), a second one over the words relevance ranks on
 * (its name), one inverted index per filter and the precomputed sort
 * orders. Built once; every search then combines posting lists and selects
 * one page by rank.
 */
import type { SchoolQuery } from '../../../domain/queries.js';
import type { Resort, School } from '../../../domain/records.js';
import { RELEVANCE_ROLE, schoolSearchText } from '../../../domain/search-text.js';
import { DocLookup } from './doc-lookup.js';
import { matchAll, type Clause } from './clauses.js';
import { PostingsBuilder } from './postings-builder.js';
import { PrefixIndex } from './prefix-index.js';
import { isActive, checkedOffset, refIds } from './query-inputs.js';
import { pageInOrder, type SortOrder } from './ranked-page.js';
import { buildSchoolOrders, type PrecomputedSort } from './school-orders.js';
import { movedInFeaturedOrder, withDoc, withoutDoc } from './featured-moves.js';
import { selectRange } from './select-range.js';
import { markMembers, NO_DOCS } from './sorted-ids.js';

export type SchoolFacet = 'country' | 'resort' | 'activity' | 'level' | 'language' | 'schoolType' | 'certified' | 'featured';
const FACETS: readonly SchoolFacet[] = ['country', 'resort', 'activity', 'level', 'language', 'schoolType', 'certified', 'featured'];

export class SchoolIndex {
  readonly #records: School[];
  readonly #docOfId: DocLookup;
  readonly #docOfSlug = new Map<string, number>();
  readonly #resortIdOfSlug = new Map<string, number>();
  readonly #text: PrefixIndex;
  readonly #names: PrefixIndex;
  // Replaced whole, never changed in place, by setFeatured (see featured-moves.ts).
  #facets: Readonly<Record<SchoolFacet, ReadonlyMap<string, Uint32Array>>>;
  #orders: Readonly<Record<PrecomputedSort, SortOrder>>;

  /** `schools` in ascending id order; `resorts` only lend their slugs to the resort filter. */
  constructor(schools: readonly School[], resorts: readonly Resort[]) {
    this.#records = [...schools];
    this.#docOfId = DocLookup.of(schools);
    // Sizes guessed from generated data: a dozen searchable words per school, four in its name, a few values per facet.
    const text = new PostingsBuilder(schools.length * 12);
    const names = new PostingsBuilder(schools.length * 4);
    const facets = Object.fromEntries(FACETS.map((facet) => [facet, new PostingsBuilder(schools.length * 3)])) as Record<SchoolFacet, PostingsBuilder>;
    for (const resort of resorts) this.#resortIdOfSlug.set(resort.slug, resort.id);
    schools.forEach((school, doc) => {
      this.#docOfSlug.set(school.slug, doc);
      for (const field of schoolSearchText(school)) {
        text.addWords(doc, field.text);
        if (field.role === RELEVANCE_ROLE) names.addWords(doc, field.text);
      }
      for (const resort of school.resorts) {
        facets.resort.add(doc, String(resort.id));
        if (!this.#resortIdOfSlug.has(resort.slug)) this.#resortIdOfSlug.set(resort.slug, resort.id);
      }
      facets.country.add(doc, school.country);
      facets.activity.addAll(doc, school.activities);
      facets.level.addAll(doc, school.levels);
      facets.language.addAll(doc, school.languages);
      facets.schoolType.add(doc, school.schoolType);
      facets.certified.add(doc, String(school.certified));
      facets.featured.add(doc, String(school.featured));
    });
    this.#text = new PrefixIndex(text.build(), schools.length);
    this.#names = new PrefixIndex(names.build(), schools.length);
    this.#facets = Object.fromEntries(FACETS.map((facet) => [facet, facets[facet].build()])) as Record<SchoolFacet, Map<string, Uint32Array>>;
    this.#orders = buildSchoolOrders(schools);
  }

  get records(): readonly School[] {
    return this.#records;
  }

  /**
   * Sets one school's `featured` flag; returns the previous value, or null for
   * an unknown id. Synchronous from start to end: the new record, posting
   * lists and featured order are built aside and swapped in before any other
   * code runs, so no search sees a half-updated index. O(n) array copies.
   */
  setFeatured(id: number, featured: boolean, updatedAt: string): boolean | null {
    const doc = this.#docOfId.get(id);
    if (doc === undefined) return null;
    const school = this.#records[doc] as School;
    if (school.featured === featured) return featured;
    const postings = this.#facets.featured;
    const [joined, left] = [String(featured), String(!featured)];
    const featuredCount = postings.get('true')?.length ?? 0;
    const nextPostings = new Map(postings)
      .set(joined, withDoc(postings.get(joined) ?? NO_DOCS, doc))
      .set(left, withoutDoc(postings.get(left) ?? NO_DOCS, doc));
    const nextFeaturedOrder = movedInFeaturedOrder(this.#orders.featured, this.#orders.rating.rank, featuredCount, doc, featured);
    this.#records[doc] = Object.freeze({ ...school, featured, updatedAt });
    this.#facets = { ...this.#facets, featured: nextPostings };
    this.#orders = { ...this.#orders, featured: nextFeaturedOrder };
    return school.featured;
  }

  findById(id: number): School | null {
    const doc = this.#docOfId.get(id);
    return doc === undefined ? null : (this.records[doc] as School);
  }

  findBySlug(slug: string): School | null {
    const doc = this.#docOfSlug.get(slug);
    return doc === undefined ? null : (this.records[doc] as School);
  }

  /** Number of schools with `value` for `facet` (category and country counts). */
  count(facet: SchoolFacet, value: string): number {
    return this.#facets[facet].get(value)?.length ?? 0;
  }

  /** Distinct values of a facet. */
  values(facet: SchoolFacet): string[] {
    return [...this.#facets[facet].keys()];
  }

  /** One page of documents in the query's order, and the total number of matches. */
  search(query: SchoolQuery): { docs: Uint32Array; total: number } {
    const { terms } = query;
    const clauses: Clause[] = terms.map((term) => [this.#text.matching(term)]);
    const facet = (name: SchoolFacet, values: readonly string[] | undefined): void => {
      if (isActive(values)) clauses.push(values.map((value) => this.#facets[name].get(value) ?? NO_DOCS));
    };
    facet('country', query.countries);
    if (isActive(query.resorts)) {
      // Unknown slugs resolve to no id at all; the clause then has no list and matches nothing.
      clauses.push(refIds(query.resorts, (slug) => this.#resortIdOfSlug.get(slug)).map((id) => this.#facets.resort.get(String(id)) ?? NO_DOCS));
    }
    facet('activity', query.activities);
    facet('level', query.levels);
    facet('language', query.languages);
    facet('schoolType', query.schoolTypes);
    if (query.certified !== undefined) facet('certified', [String(query.certified)]);
    if (query.featured !== undefined) facet('featured', [String(query.featured)]);

    const matched = matchAll(clauses, this.records.length);
    const total = matched === null ? this.records.length : matched.length;
    const offset = checkedOffset(query);
    if (query.sort === 'relevance' && terms.length > 0 && matched !== null) {
      return { docs: this.#relevancePage(matched, terms, offset, query.limit), total };
    }
    const sort = query.sort === 'relevance' ? 'featured' : query.sort;
    return { docs: pageInOrder(this.#orders[sort], matched, offset, query.limit), total };
  }

  /**
   * Most terms matching a word of the relevance-ranked text first, then the featured order.
   * Both fold into one number per match, (terms missed) * n + featured rank,
   * so the page is again a selection of the smallest keys.
   */
  #relevancePage(matched: Uint32Array, terms: readonly string[], offset: number, limit: number): Uint32Array {
    const featured = this.#orders.featured;
    const hits = new Uint16Array(matched.length);
    const marks = new Uint8Array(matched.length);
    for (const term of terms) {
      marks.fill(0);
      markMembers(matched, this.#names.matching(term), marks);
      for (let index = 0; index < matched.length; index += 1) hits[index] = (hits[index] as number) + (marks[index] as number);
    }
    const universe = this.records.length;
    const keys = new Float64Array(matched.length);
    for (let index = 0; index < matched.length; index += 1) {
      keys[index] = (terms.length - (hits[index] as number)) * universe + (featured.rank[matched[index] as number] as number);
    }
    return Uint32Array.from(selectRange(keys, offset, offset + limit), (key) => featured.order[key % universe] as number);
  }
}
