import type { ResortQuery } from '../../domain/queries.js';
import type { Resort } from '../../domain/records.js';
import type { ResortRepository } from '../ports/resort-repository.js';
import type { SearchVocabulary } from '../ports/search-vocabulary.js';
import { searchWithText, type SearchPage, type WithQ } from '../text-search.js';

export type ResortSearch = WithQ<ResortQuery>;

export class SearchResorts {
  #resorts: ResortRepository;
  #vocabulary: SearchVocabulary;

  constructor(resorts: ResortRepository, vocabulary: SearchVocabulary) {
    this.#resorts = resorts;
    this.#vocabulary = vocabulary;
  }

  execute(search: ResortSearch): Promise<SearchPage<Resort>> {
    return searchWithText<ResortQuery, Resort>(search, 'resorts', this.#vocabulary, (query) => this.#resorts.search(query));
  }
}
