/**
 * The step every search use case shares: understand `q`
 * (query-understanding.ts), hand the repository the structured query, and
 * say what was understood beside the page.
 */
import type { Page } from '../domain/page.js';
import { NO_TEXT, type TextQuery } from '../domain/text-query.js';
import { extended } from '../domain/objects.js';
import { queryTerms } from '../domain/search-text.js';
import type { SearchTarget, SearchVocabulary } from './ports/search-vocabulary.js';
import { understandQuery, type QueryUnderstanding } from './query-understanding.js';

/** A repository query as a client asks it: free text `q` instead of the structured text. */
export type WithQ<Q extends { text: TextQuery }> = Omit<Q, 'text'> & { q?: string };

export interface Understood extends QueryUnderstanding {
  /** No record matches every required word: the page lists those matching the most. */
  partial: boolean;
}

/** A page of a search; `understood` only when `q` had words. */
export interface SearchPage<T> extends Page<T> {
  understood?: Understood;
}

export async function searchWithText<Q extends { text: TextQuery; page: number; limit: number }, T>(
  request: WithQ<Q>,
  target: SearchTarget,
  vocabulary: SearchVocabulary,
  search: (query: Q) => Promise<Page<T>>,
): Promise<SearchPage<T>> {
  const { q, ...rest } = request;
  if (q === undefined || queryTerms(q).length === 0) return search(extended(rest, { text: NO_TEXT }) as unknown as Q);
  const { text, understanding, matchesNothing } = await understandQuery(q, target, vocabulary);
  if (matchesNothing) {
    return { items: [], total: 0, page: request.page, limit: request.limit, understood: extended(understanding, { partial: false }) };
  }
  const found = await search(extended(rest, { text }) as unknown as Q);
  const matchedAll = found.total === 0 || found.groupsMatched === undefined || found.groupsMatched === text.groups.length;
  const partial = found.total > 0 && (!matchedAll || understanding.unmatched.length > 0);
  const { groupsMatched: _internal, ...page } = found;
  return extended(page, { understood: extended(understanding, { partial }) });
}
