import type { SuggestionSource } from '../../../../application/ports/suggestion-source.js';
import type { Suggestion, SuggestionGroup, SuggestionName } from '../../../../domain/suggestions.js';
import type { SuggestionIndex } from './suggestion-index.js';

/**
 * SuggestionSource over a SuggestionIndex built on first use: a deployment
 * whose clients never ask for suggestions never pays for the index.
 * Each suggestion is the index's own frozen object, the same on every request.
 */
export class InMemorySuggestionSource implements SuggestionSource {
  readonly #build: () => Promise<SuggestionIndex>;
  #index: Promise<SuggestionIndex> | undefined;

  constructor(build: () => Promise<SuggestionIndex>) {
    this.#build = build;
  }

  async matching(groups: readonly SuggestionGroup[], limit: number): Promise<Suggestion[]> {
    return (await this.#ready()).matching(groups, limit);
  }

  async named(names: readonly SuggestionName[], limit: number): Promise<Suggestion[]> {
    return (await this.#ready()).named(names, limit);
  }

  async hasPrefix(prefix: string): Promise<boolean> {
    return (await this.#ready()).vocabulary.hasPrefix(prefix);
  }

  async corrections(word: string, maxEdits: number, limit: number): Promise<string[]> {
    return (await this.#ready()).vocabulary.corrections(word, maxEdits, limit);
  }

  #ready(): Promise<SuggestionIndex> {
    this.#index ??= this.#build();
    return this.#index;
  }
}
