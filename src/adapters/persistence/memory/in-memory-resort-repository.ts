import type { ResortRepository } from '../../../application/ports/resort-repository.js';
import type { Page } from '../../../domain/page.js';
import type { ResortQuery, ResortSort } from '../../../domain/queries.js';
import type { Resort } from '../../../domain/records.js';
import { visitResortSearchText } from '../../../domain/search-text.js';
import { hasText, type TextField } from '../../../domain/text-query.js';
import { compareCodeUnits, fold } from '../../../domain/text.js';
import { DocLookup } from './doc-lookup.js';
import type { Clause } from './clause.js';
import { PostingsBuilder } from './postings-builder.js';
import { isActive, checkedOffset } from './query-inputs.js';
import { buildSortOrder, ordersBothWays, pageInOrder, type SortOrder } from './ranked-page.js';
import { NO_DOCS } from './sorted-ids.js';
import { textFieldsOf, textIndexOf } from './text-fields.js';
import type { TextIndex } from './text-index.js';
import { relevancePage } from './relevance-page.js';
import { matchText, type TextTarget } from './text-search.js';
import { recordsAt } from './gather.js';

/**
 * ResortRepository over the same machinery as schools, at resort scale:
 * the text index over the resort's search words, country and region
 * indexes, and the orders precomputed.
 */
export class InMemoryResortRepository implements ResortRepository, TextTarget {
  readonly text: TextIndex;
  readonly #records: readonly Resort[];
  readonly #docOfId: DocLookup;
  readonly #docOfSlug = new Map<string, number>();
  readonly #countries: ReadonlyMap<string, Uint32Array>;
  readonly #regions: ReadonlyMap<string, Uint32Array>;
  readonly #orders: Readonly<Record<Exclude<ResortSort, 'relevance'>, SortOrder>>;

  /** `resorts` frozen, in ascending id order, with live school counts. */
  constructor(resorts: readonly Resort[]) {
    this.#records = resorts;
    this.#docOfId = DocLookup.of(resorts);
    const countries = new PostingsBuilder();
    const regions = new PostingsBuilder();
    resorts.forEach((resort, doc) => {
      this.#docOfSlug.set(resort.slug, doc);
      countries.add(doc, resort.country);
      regions.add(doc, resort.region);
    });
    this.text = textIndexOf(textFieldsOf(resorts, visitResortSearchText));
    this.#countries = countries.build();
    this.#regions = regions.build();
    const names = resorts.map((resort) => fold(resort.name));
    const [byName, byNameDescending] = ordersBothWays(resorts.length, (a, b) => compareCodeUnits(names[a] as string, names[b] as string));
    this.#orders = {
      name: byName,
      '-name': byNameDescending,
      schools: buildSortOrder(resorts.length, (a, b) => (resorts[b] as Resort).schoolCount - (resorts[a] as Resort).schoolCount || a - b),
    };
  }

  get universe(): number {
    return this.#records.length;
  }

  fieldDocs(field: TextField, value: string): Uint32Array {
    if (field === 'country') return this.#countries.get(value) ?? NO_DOCS;
    if (field === 'region') return this.#regions.get(value) ?? NO_DOCS;
    const doc = field === 'resort' ? this.#docOfSlug.get(value) : undefined;
    return doc === undefined ? NO_DOCS : Uint32Array.of(doc);
  }

  async search(query: ResortQuery): Promise<Page<Resort>> {
    const clauses: Clause[] = [];
    if (isActive(query.countries)) clauses.push(query.countries.map((code) => this.#countries.get(code) ?? NO_DOCS));
    const match = matchText(this, query.text, clauses);
    const { groupsMatched } = match;
    const offset = checkedOffset(query);
    const docs = query.sort === 'relevance' && hasText(query.text)
      ? relevancePage(this, query.text, match, this.#orders.schools, offset, query.limit)
      : pageInOrder(this.#orders[query.sort === 'relevance' ? 'name' : query.sort], match, offset, query.limit);
    return {
      items: recordsAt(this.#records, docs),
      total: match.size,
      page: query.page,
      limit: query.limit,
      ...(hasText(query.text) ? { groupsMatched } : {}),
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
