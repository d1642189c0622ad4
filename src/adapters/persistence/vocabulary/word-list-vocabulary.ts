/**
 * SearchVocabulary over one WordList per record kind, however the lists
 * are obtained: built with the index (embedded engine) or read from the
 * database and refreshed (MongoDB).
 */
import type { SearchTarget, SearchVocabulary } from '../../../application/ports/search-vocabulary.js';
import type { WordList } from './word-list.js';

export class WordListVocabulary implements SearchVocabulary {
  readonly #lists: (target: SearchTarget) => Promise<WordList>;

  constructor(lists: (target: SearchTarget) => Promise<WordList>) {
    this.#lists = lists;
  }

  async hasPrefix(target: SearchTarget, prefix: string): Promise<boolean> {
    return (await this.#lists(target)).hasPrefix(prefix);
  }

  async corrections(target: SearchTarget, word: string, maxEdits: number, limit: number): Promise<string[]> {
    return (await this.#lists(target)).corrections(word, maxEdits, limit);
  }
}
