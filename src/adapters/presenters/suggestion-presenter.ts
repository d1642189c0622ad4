/**
 * A suggestion as the API sends it: whitelisted fields, and the URL of the
 * list or record to follow, built from the filters that list takes (a
 * resort, country or category filter; a town or region as `q` within its
 * country, since the schools list has no filter of its own for them).
 */
import type { Suggestion } from '../../domain/suggestions.js';
import type { SuggestionRecord } from './suggestion-schema.js';

const SCHOOLS = '/api/v1/schools';

function urlOf(suggestion: Suggestion): string {
  const query = (parameters: Record<string, string>): string => `${SCHOOLS}?${new URLSearchParams(parameters).toString()}`;
  switch (suggestion.type) {
    case 'school': return `${SCHOOLS}/${encodeURIComponent(suggestion.value)}`;
    case 'resort': return query({ resort: suggestion.value });
    case 'country': return query({ country: suggestion.value });
    case 'category': return query({ [suggestion.categoryType ?? 'activity']: suggestion.value });
    case 'town':
    case 'region': return query({ q: suggestion.name, ...(suggestion.country === null ? {} : { country: suggestion.country }) });
  }
}

const HAS_SLUG = new Set<Suggestion['type']>(['resort', 'category', 'school']);

export function presentSuggestion(suggestion: Suggestion): SuggestionRecord {
  return {
    type: suggestion.type,
    name: suggestion.name,
    id: suggestion.id,
    slug: HAS_SLUG.has(suggestion.type) ? suggestion.value : null,
    country: suggestion.country,
    categoryType: suggestion.categoryType,
    schoolCount: suggestion.schoolCount,
    url: urlOf(suggestion),
  };
}
