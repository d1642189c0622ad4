import type { Suggestion, SuggestionGroup, SuggestionName } from '../../domain/suggestions.js';

/**
 * The directory's suggestions (domain/suggestions.ts: one entry per resort,
 * town, region, country, category and school, found by the word forms of
 * its name), as the Suggest use case asks for them.
 * - `matching`: the first `limit` suggestions, in suggestion order
 *   (`compareSuggestions`), whose name words match every group; none when
 *   there are no groups.
 * - `named`: the first `limit` suggestions, in suggestion order, with one
 *   of these type and value pairs; unknown pairs are skipped.
 * - `hasPrefix` and `corrections`: over the words suggestions are found by,
 *   with the semantics of SearchVocabulary, so that a correction always
 *   names some suggestion.
 * `limit` is a positive integer (the API's parameter allows 1 to 10). The
 * Suggest use case merges what `matching` and `named` give without sorting
 * again, so their order is part of the contract.
 * All throw BackendUnavailableError when the store cannot answer.
 */
export interface SuggestionSource {
  matching(groups: readonly SuggestionGroup[], limit: number): Promise<Suggestion[]>;
  named(names: readonly SuggestionName[], limit: number): Promise<Suggestion[]>;
  hasPrefix(prefix: string): Promise<boolean>;
  corrections(word: string, maxEdits: number, limit: number): Promise<string[]>;
}
