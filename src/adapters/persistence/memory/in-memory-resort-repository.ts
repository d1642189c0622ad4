import type { ResortRepository } from '../../../application/ports/resort-repository.js';
import type { Page } from '../../../domain/page.js';
import type { ResortQuery, ResortSort } from '../../../domain/queries.js';
import type { Resort } from '../../../domain/records.js';
import { resortSearchText } from '../../../domain/search-text.js';
import { fold } from '../../../domain/text.js';
import { DocLookup } from './doc-lookup.js';
import { matchAll, type Clause } from './clauses.js';
import { PostingsBuilder } from './postings-builder.js';
import { PrefixIndex } from './prefix-index.js';
import { isActive, checkedOffset } from './query-inputs.js';
import { buildSortOrder, compareStrings, pageInOrder, type SortOrder } from './ranked-page.js';
import { NO_DOCS } from './sorted-ids.js';

/**
 * ResortRepository over the same machinery as schools, at resort scale:
 * prefix search over the resort's search words, a country index, and
 * the two orders precomputed.
 */
export class InMemoryResortRepository implements ResortRepository {
  readonly #records: readonly Resort[];
  readonly #docOfId: DocLookup;
  readonly #docOfSlug = new Map<string, number>();
  readonly #text: PrefixIndex;
  readonly #countries: ReadonlyMap<string, Uint32Array>;
  readonly #orders: Readonly<Record<ResortSort, SortOrder>>;

  /** `resorts` frozen, in ascending id order, with live school counts. */
  constructor(resorts: readonly Resort[]) {
    this.#records = resorts;
    this.#docOfId = DocLookup.of(resorts);
    const text = new PostingsBuilder();
    const countries = new PostingsBuilder();
    resorts.forEach((resort, doc) => {
      this.#docOfSlug.set(resort.slug, doc);
      for (const field of resortSearchText(resort)) text.addWords(doc, field.text);
      countries.add(doc, resort.country);
    });
    this.#text = new PrefixIndex(text.build(), resorts.length);
    this.#countries = countries.build();
    const names = resorts.map((resort) => fold(resort.name));
    this.#orders = {
      name: buildSortOrder(resorts.length, (a, b) => compareStrings(names[a] as string, names[b] as string) || a - b),
      '-name': buildSortOrder(resorts.length, (a, b) => compareStrings(names[b] as string, names[a] as string) || a - b),
      schools: buildSortOrder(resorts.length, (a, b) => (resorts[b] as Resort).schoolCount - (resorts[a] as Resort).schoolCount || a - b),
    };
  }

  async search(query: ResortQuery): Promise<Page<Resort>> {
    const clauses: Clause[] = query.terms.map((term) => [this.#text.matching(term)]);
    if (isActive(query.countries)) clauses.push(query.countries.map((code) => this.#countries.get(code) ?? NO_DOCS));
    const matched = matchAll(clauses, this.#records.length);
    const docs = pageInOrder(this.#orders[query.sort], matched, checkedOffset(query), query.limit);
    return {
      items: Array.from(docs, (doc) => this.#records[doc] as Resort),
      total: matched === null ? this.#records.length : matched.length,
      page: query.page,
      limit: query.limit,
    };
  }

  async findById(id: number): Promise<Resort | null> {
    const doc = this.#docOfId.get(id);
    return doc === undefined ? null : (this.#records[doc] as Resort);
  }

  async findBySlug(slug: string): Promise<Resort | null> {
    const doc = this.#docOfSlug.get(slug);
    return doc === undefined ? null : (this.#records[doc] as Resort);
  }
}
