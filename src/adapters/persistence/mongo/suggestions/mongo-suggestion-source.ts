/**
 * SuggestionSource over the `suggestions` collection the loader builds
 * (refresh-suggestions.ts). The words for corrections are its distinct
 * `words`, read on first use and again once older than the refresh
 * interval, like the search vocabulary (mongo-search-vocabulary.ts).
 */
import type { Collection, Db } from 'mongodb';
import type { SuggestionSource } from '../../../../application/ports/suggestion-source.js';
import { suggestionOf, type Suggestion, type SuggestionGroup, type SuggestionName } from '../../../../domain/suggestions.js';
import { COLLECTIONS } from '../collections.js';
import { QUERY_TIME_LIMIT_MS } from '../mongo-client.js';
import { guarded } from '../mongo-errors.js';
import { refreshingWordList, VOCABULARY_REFRESH_MS } from '../mongo-search-vocabulary.js';
import type { WordList } from '../../vocabulary/word-list.js';
import { SUGGESTION_PROJECTION, type StoredSuggestion, type SuggestionDocument } from './suggestion-document.js';
import { matchingFilter, namedFilter, SUGGESTION_ORDER } from './suggestion-queries.js';

export class MongoSuggestionSource implements SuggestionSource {
  readonly #suggestions: Collection<SuggestionDocument>;
  readonly #words: () => Promise<WordList>;

  constructor(db: Db, refreshMs = VOCABULARY_REFRESH_MS, now: () => number = Date.now) {
    this.#suggestions = db.collection<SuggestionDocument>(COLLECTIONS.suggestions);
    this.#words = refreshingWordList(db, COLLECTIONS.suggestions, 'words', refreshMs, now);
  }

  matching(groups: readonly SuggestionGroup[], limit: number): Promise<Suggestion[]> {
    if (groups.length === 0 || limit <= 0) return Promise.resolve([]);
    return this.#find(matchingFilter(groups), limit);
  }

  named(names: readonly SuggestionName[], limit: number): Promise<Suggestion[]> {
    if (names.length === 0 || limit <= 0) return Promise.resolve([]);
    return this.#find(namedFilter(names), limit);
  }

  async hasPrefix(prefix: string): Promise<boolean> {
    return (await this.#words()).hasPrefix(prefix);
  }

  async corrections(word: string, maxEdits: number, limit: number): Promise<string[]> {
    return (await this.#words()).corrections(word, maxEdits, limit);
  }

  #find(filter: object, limit: number): Promise<Suggestion[]> {
    return guarded(async () => {
      const docs = await this.#suggestions.find(filter, { projection: SUGGESTION_PROJECTION, sort: SUGGESTION_ORDER, limit, maxTimeMS: QUERY_TIME_LIMIT_MS }).toArray();
      return (docs as unknown as StoredSuggestion[]).map(suggestionOf);
    });
  }
}
