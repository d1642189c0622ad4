/** Which records' words a vocabulary question is about. */
export const SEARCH_TARGETS = ['schools', 'resorts', 'instructors'] as const;
export type SearchTarget = (typeof SEARCH_TARGETS)[number];

/**
 * The indexed search words of each record kind (domain/search-text.ts), as
 * query understanding needs them to correct a misspelt word. Every backend
 * answers from exactly the words its search matches against, so a
 * correction always finds something.
 * - `hasPrefix`: whether some search word starts with `prefix` (an equal word counts).
 * - `corrections`: the search words within `maxEdits` of `word`
 *   (domain/edit-distance.ts), closest first, then in code-unit order; at
 *   most `limit`; none when `maxEdits` is 0.
 * Both throw BackendUnavailableError when the store cannot answer.
 */
export interface SearchVocabulary {
  hasPrefix(target: SearchTarget, prefix: string): Promise<boolean>;
  corrections(target: SearchTarget, word: string, maxEdits: number, limit: number): Promise<string[]>;
}
