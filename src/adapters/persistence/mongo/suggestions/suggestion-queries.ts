/**
 * The suggestion questions as MongoDB filters, the rules the embedded engine
 * executes (domain/suggestions.ts `matchesGroups`): every group must match,
 * a group by any of its words, a prefix as an anchored regex on `words`,
 * a corrected word by equality.
 */
import type { Document } from 'mongodb';
import type { SuggestionGroup, SuggestionName } from '../../../../domain/suggestions.js';
import { escapeRegex } from '../text-match.js';

export function matchingFilter(groups: readonly SuggestionGroup[]): Document {
  return {
    $and: groups.map((group) => ({
      $or: group.map(({ word, match }) => ({ words: match === 'prefix' ? { $regex: `^${escapeRegex(word)}` } : word })),
    })),
  };
}

export function namedFilter(names: readonly SuggestionName[]): Document {
  return { $or: names.map(({ type, value }) => ({ type, value })) };
}

/** Suggestion order: the rank the loader stored as `_id`. */
export const SUGGESTION_ORDER = { _id: 1 } as const;
