import { InvalidParameterError } from '../../domain/errors.js';
import { emptyFacets } from '../../domain/facets.js';
import type { NearFilter } from '../../domain/geo.js';
import { extended } from '../../domain/objects.js';
import type { RecordRef, SchoolQuery } from '../../domain/queries.js';
import type { GeoPoint } from '../../domain/records.js';
import type { SchoolPage, SchoolRepository } from '../ports/school-repository.js';
import type { ResortRepository } from '../ports/resort-repository.js';
import type { SearchVocabulary } from '../ports/search-vocabulary.js';
import { searchWithText, type SearchPage } from '../text-search.js';
import { describeRef, findByRef } from './find-by-ref.js';

/** `near` as a client gives it: a point, or a resort standing for its own coordinates. */
export type NearRequest = { radiusKm: number } & ({ point: GeoPoint } | { resort: RecordRef });

/** A school query as clients ask it: `q` as typed, `near` possibly a resort. */
export type SchoolSearch = Omit<SchoolQuery, 'text' | 'near'> & { q?: string; near?: NearRequest };

export type SchoolSearchPage = SearchPage<SchoolPage['items'][number]> & Pick<SchoolPage, 'facets' | 'distancesKm'>;

export class SearchSchools {
  #schools: SchoolRepository;
  #vocabulary: SearchVocabulary;
  #resorts: ResortRepository;

  constructor(schools: SchoolRepository, vocabulary: SearchVocabulary, resorts: ResortRepository) {
    this.#schools = schools;
    this.#vocabulary = vocabulary;
    this.#resorts = resorts;
  }

  async execute(search: SchoolSearch): Promise<SchoolSearchPage> {
    const { near, ...rest } = search;
    const resolved = near === undefined ? rest : extended(rest, { near: await this.#nearFilter(near) });
    const page: SchoolSearchPage = await searchWithText<SchoolQuery, SchoolSearchPage['items'][number]>(
      resolved, 'schools', this.#vocabulary, (query) => this.#schools.search(query),
    );
    // A q that can match nothing never reaches the repository: its counts are all empty.
    return search.facets === undefined || page.facets !== undefined ? page : extended(page, { facets: emptyFacets(search.facets) });
  }

  async #nearFilter(near: NearRequest): Promise<NearFilter> {
    if ('point' in near) return { point: near.point, radiusKm: near.radiusKm };
    const resort = await findByRef(this.#resorts, near.resort);
    if (resort === null) throw new InvalidParameterError('near', `no resort ${describeRef(near.resort)}; give a resort's id or slug, or a point as lat,lng`);
    return { point: resort.location, radiusKm: near.radiusKm };
  }
}
