/**
 * The school search engine: the text index over each school's search words
 * (domain/search-text.ts, text-index.ts), one inverted index per filter and
 * the precomputed sort orders. Built once; every search then combines
 * posting lists and selects one page by rank.
 */
import type { FacetCounts, SchoolFacetName } from '../../../domain/facets.js';
import type { SchoolQuery } from '../../../domain/queries.js';
import type { Resort, School } from '../../../domain/records.js';
import { visitSchoolSearchText } from '../../../domain/search-text.js';
import { hasText, type TextField } from '../../../domain/text-query.js';
import { DocLookup } from './doc-lookup.js';
import type { Clause } from './clause.js';
import { countFacets } from './facet-counts.js';
import { FacetValues } from './facet-values.js';
import { distancesOf, pageByDistance } from './distance-page.js';
import type { Circle } from './circle.js';
import { GeoIndex } from './geo-index.js';
import { keyedById, PostingsBuilder } from './postings-builder.js';
import { isActive, checkedOffset, refIds } from './query-inputs.js';
import { pageInOrder, pageInOrderOfSet, type SortOrder } from './ranked-page.js';
import { buildSchoolOrders, type PrecomputedSort } from './school-orders.js';
import { movedInFeaturedOrder, withDoc, withoutDoc } from './featured-moves.js';
import { matchBuffer } from './scratch.js';
import { NO_DOCS } from './sorted-ids.js';
import { textFieldsOf, textIndexOf } from './text-fields.js';
import type { TextIndex } from './text-index.js';
import { relevancePage } from './relevance-page.js';
import { matchText, type TextMatch, type TextTarget } from './text-search.js';

/** Filters by a value of the school's own; the resort filter names a record, and its lists are kept by the resort's id. */
export type SchoolFacet = 'country' | 'region' | 'activity' | 'level' | 'language' | 'schoolType' | 'certified' | 'featured';
const FACETS: readonly SchoolFacet[] = ['country', 'region', 'activity', 'level', 'language', 'schoolType', 'certified', 'featured'];

/** The precomputed order of a sort other than distance; relevance without text is the featured order. */
const orderOf = (sort: Exclude<SchoolQuery['sort'], 'distance'>): PrecomputedSort => (sort === 'relevance' ? 'featured' : sort);

export class SchoolIndex implements TextTarget {
  readonly #records: School[];
  readonly text: TextIndex;
  readonly #docOfId: DocLookup;
  readonly #docOfSlug = new Map<string, number>();
  readonly #resortIdOfSlug = new Map<string, number>();
  // Replaced whole, never changed in place, by setFeatured (see featured-moves.ts).
  #facets: Readonly<Record<SchoolFacet, ReadonlyMap<string, Uint32Array>>>;
  readonly #byResort: ReadonlyMap<number, Uint32Array>;
  #orders: Readonly<Record<PrecomputedSort, SortOrder>>;
  readonly #facetValues: FacetValues;
  readonly #geo: GeoIndex;

  /** `schools` in ascending id order; `resorts` only lend their slugs to the resort filter. */
  constructor(schools: readonly School[], resorts: readonly Resort[]) {
    this.#records = [...schools];
    this.#docOfId = DocLookup.of(schools);
    this.text = textIndexOf(textFieldsOf(schools, visitSchoolSearchText));
    const facets = Object.fromEntries(FACETS.map((facet) => [facet, new PostingsBuilder()])) as Record<SchoolFacet, PostingsBuilder>;
    const byResort = new PostingsBuilder();
    for (const resort of resorts) this.#resortIdOfSlug.set(resort.slug, resort.id);
    schools.forEach((school, doc) => {
      this.#docOfSlug.set(school.slug, doc);
      for (const resort of school.resorts) {
        byResort.add(doc, String(resort.id));
        if (!this.#resortIdOfSlug.has(resort.slug)) this.#resortIdOfSlug.set(resort.slug, resort.id);
      }
      facets.country.add(doc, school.country);
      facets.region.add(doc, school.region);
      facets.activity.addAll(doc, school.activities);
      facets.level.addAll(doc, school.levels);
      facets.language.addAll(doc, school.languages);
      facets.schoolType.add(doc, school.schoolType);
      facets.certified.add(doc, String(school.certified));
      facets.featured.add(doc, String(school.featured));
    });
    this.#facets = Object.fromEntries(FACETS.map((facet) => [facet, facets[facet].build()])) as Record<SchoolFacet, Map<string, Uint32Array>>;
    this.#byResort = keyedById(byResort.build());
    this.#orders = buildSchoolOrders(schools);
    this.#facetValues = new FacetValues(schools);
    this.#geo = new GeoIndex(schools.map((school) => school.location));
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
    this.#facetValues.setFeatured(this.#records[doc] as School, doc);
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

  get universe(): number {
    return this.records.length;
  }

  fieldDocs(field: TextField, value: string): Uint32Array {
    if (field === 'resort') {
      const id = this.#resortIdOfSlug.get(value);
      return id === undefined ? NO_DOCS : (this.#byResort.get(id) ?? NO_DOCS);
    }
    return this.#facets[field].get(value) ?? NO_DOCS;
  }

  /** Number of schools with `value` for `facet` (category and country counts). */
  count(facet: SchoolFacet, value: string): number {
    return this.#facets[facet].get(value)?.length ?? 0;
  }

  /** Distinct values of a facet. */
  values(facet: SchoolFacet): string[] {
    return [...this.#facets[facet].keys()];
  }

  /**
   * One page of documents in the query's order, the total number of matches,
   * how many text groups they match; with `near`, the page's distances; with
   * `facets`, their counts.
   */
  search(query: SchoolQuery): { docs: Uint32Array; total: number; groupsMatched: number; distancesKm?: Float64Array; facets?: FacetCounts } {
    const filters = new Map<SchoolFacetName, Clause>();
    const facet = (parameter: SchoolFacetName, name: SchoolFacet, values: readonly string[] | undefined): void => {
      if (isActive(values)) filters.set(parameter, values.map((value) => this.#facets[name].get(value) ?? NO_DOCS));
    };
    facet('country', 'country', query.countries);
    if (isActive(query.resorts)) {
      // Unknown slugs resolve to no id at all; the clause then has no list and matches nothing.
      filters.set('resort', refIds(query.resorts, (slug) => this.#resortIdOfSlug.get(slug)).map((id) => this.#byResort.get(id) ?? NO_DOCS));
    }
    facet('activity', 'activity', query.activities);
    facet('level', 'level', query.levels);
    facet('language', 'language', query.languages);
    facet('school_type', 'schoolType', query.schoolTypes);
    if (query.certified !== undefined) facet('certified', 'certified', [String(query.certified)]);
    if (query.featured !== undefined) facet('featured', 'featured', [String(query.featured)]);
    const circle = query.near === undefined ? null : this.#geo.circle(query.near);
    if (circle !== null && filters.size === 0 && !hasText(query.text)) return this.#searchCircle(query, circle);
    const geo: Clause[] = circle === null ? [] : [circle];

    // In scratch memory: the page is a new array, and a facet count that reruns the search (facet-counts.ts) does so only for a fallback match, an array of its own.
    // A relevance page without facets reads the match's size first (text-search.ts matchText); facets read its documents.
    const sizeFirst = query.sort === 'relevance' && hasText(query.text) && query.facets === undefined;
    const match = matchText(this, query.text, [...filters.values(), ...geo], matchBuffer(this.universe), sizeFirst);
    const docs = this.#page(query, match, circle);
    return {
      docs, total: match.size, groupsMatched: match.groupsMatched,
      ...(circle === null ? {} : { distancesKm: distancesOf(circle, docs) }),
      ...(query.facets === undefined ? {} : { facets: this.#countFacets(query, filters, geo, match) }),
    };
  }

  /** `near` alone: the circle's size is the total, and a page is found without listing its documents. */
  #searchCircle(query: SchoolQuery, circle: Circle): { docs: Uint32Array; total: number; groupsMatched: number; distancesKm: Float64Array; facets?: FacetCounts } {
    const offset = checkedOffset(query);
    const docs = query.sort === 'distance'
      ? pageByDistance(this.#geo, circle, null, offset, query.limit)
      : pageInOrderOfSet(this.#orders[orderOf(query.sort)], circle, offset, query.limit);
    return {
      docs, total: circle.size, groupsMatched: 0, distancesKm: distancesOf(circle, docs),
      ...(query.facets === undefined ? {} : { facets: this.#countFacets(query, new Map(), [circle], { matched: circle.docs, size: circle.size, bits: null, groupsMatched: 0, filtered: true, lasting: null }) }),
    };
  }

  #countFacets(query: SchoolQuery, filters: ReadonlyMap<SchoolFacetName, Clause>, geo: readonly Clause[], found: TextMatch): FacetCounts {
    // A facet's counts leave out its own filter, unless the path fixed it rather than the client.
    const ownFilters = new Map(filters);
    const kept = [...geo];
    for (const fixed of query.fixedFilters ?? []) {
      const clause = ownFilters.get(fixed);
      if (clause !== undefined) kept.push(clause);
      ownFilters.delete(fixed);
    }
    return countFacets(this.#facetValues, query.facets ?? [], { target: this, text: query.text, ownFilters, kept, found });
  }

  #page(query: SchoolQuery, match: TextMatch, circle: Circle | null): Uint32Array {
    const offset = checkedOffset(query);
    // Ranked by relevance or walked in order, a match found as a bitmap is listed only if the page needs it (text-search.ts BitmapMatch).
    if (query.sort === 'relevance' && hasText(query.text)) return relevancePage(this, query.text, match, this.#orders.featured, offset, query.limit);
    if (query.sort === 'distance') {
      const { matched } = match;
      if (circle === null || matched === null) throw new RangeError('sort=distance needs near');
      return pageByDistance(this.#geo, circle, matched, offset, query.limit);
    }
    return pageInOrder(this.#orders[orderOf(query.sort)], match, offset, query.limit);
  }
}
