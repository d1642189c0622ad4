/**
 * How a suggestion is stored: the entry (domain/suggestions.ts) with its
 * place in suggestion order as `_id`, so that the built-in `_id` index is
 * the order, and the word forms of its name in `words` (multikey index:
 * anchored prefix regexes and equality come from index bounds).
 */
import type { SuggestionEntry } from '../../../../domain/suggestions.js';

export interface SuggestionDocument extends SuggestionEntry {
  _id: number;
}

export function toSuggestionDocument(entry: SuggestionEntry, rank: number): SuggestionDocument {
  return { _id: rank, ...entry };
}

export const SUGGESTION_PROJECTION = {
  _id: 0, type: 1, name: 1, value: 1, id: 1, country: 1, categoryType: 1, schoolCount: 1, popularity: 1, sortName: 1,
} as const;

export type StoredSuggestion = Pick<SuggestionDocument, Exclude<keyof typeof SUGGESTION_PROJECTION, '_id'>>;
