import type { InstructorQuery } from '../../domain/queries.js';
import type { Instructor } from '../../domain/records.js';
import type { InstructorRepository } from '../ports/instructor-repository.js';
import type { SearchVocabulary } from '../ports/search-vocabulary.js';
import { searchWithText, type SearchPage, type WithQ } from '../text-search.js';

export type InstructorSearch = WithQ<InstructorQuery>;

export class SearchInstructors {
  #instructors: InstructorRepository;
  #vocabulary: SearchVocabulary;

  constructor(instructors: InstructorRepository, vocabulary: SearchVocabulary) {
    this.#instructors = instructors;
    this.#vocabulary = vocabulary;
  }

  execute(search: InstructorSearch): Promise<SearchPage<Instructor>> {
    return searchWithText<InstructorQuery, Instructor>(search, 'instructors', this.#vocabulary, (query) => this.#instructors.search(query));
  }
}
