import type { SuggestRequest } from '../../application/use-cases/suggest.js';
import { DEFAULT_SUGGESTIONS } from '../../domain/suggestions.js';
import type { ParameterValues } from './to-queries.js';

/** Validated `/suggest` parameters (SUGGEST) as the Suggest use case takes them. */
export function toSuggestRequest(values: ParameterValues): SuggestRequest {
  return { q: String(values.q), limit: typeof values.limit === 'number' ? values.limit : DEFAULT_SUGGESTIONS };
}
