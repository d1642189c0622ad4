import type { SchoolQuery } from '../../domain/queries.js';
import type { School } from '../../domain/records.js';
import type { SchoolRepository } from '../ports/school-repository.js';
import type { SearchVocabulary } from '../ports/search-vocabulary.js';
import { searchWithText, type SearchPage, type WithQ } from '../text-search.js';

/** A school query as clients ask it: `q` as typed. */
export type SchoolSearch = WithQ<SchoolQuery>;

export class SearchSchools {
  #schools: SchoolRepository;
  #vocabulary: SearchVocabulary;

  constructor(schools: SchoolRepository, vocabulary: SearchVocabulary) {
    this.#schools = schools;
    this.#vocabulary = vocabulary;
  }

  execute(search: SchoolSearch): Promise<SearchPage<School>> {
    return searchWithText<SchoolQuery, School>(search, 'schools', this.#vocabulary, (query) => this.#schools.search(query));
  }
}
