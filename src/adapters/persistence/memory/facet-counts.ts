/**
 * Disjunctive facet counts (domain/facets.ts) over the embedded engine: a
 * facet whose own filter the client set is counted over the match rerun
 * without that filter; every other requested facet over the match itself.
 */
import type { FacetCounts, SchoolFacetName } from '../../../domain/facets.js';
import type { TextQuery } from '../../../domain/text-query.js';
import type { Clause } from './clauses.js';
import type { FacetValues } from './facet-values.js';
import { matchText, type TextTarget } from './text-search.js';

export interface FacetedMatch {
  target: TextTarget;
  text: TextQuery;
  /** The client's filters by facet, the ones a facet's own counts leave out. */
  ownFilters: ReadonlyMap<SchoolFacetName, Clause>;
  /** Clauses every count keeps: the path's filters, `near`. */
  kept: readonly Clause[];
  /** The match with every clause (ascending; null: every document). */
  matched: Uint32Array | null;
}

export function countFacets(values: FacetValues, requested: readonly SchoolFacetName[], match: FacetedMatch): FacetCounts {
  const shared = requested.filter((facet) => !match.ownFilters.has(facet));
  const counts: FacetCounts = shared.length === 0 ? {} : values.count(shared, match.matched);
  for (const facet of requested) {
    if (!match.ownFilters.has(facet)) continue;
    const others = [...match.ownFilters].filter(([name]) => name !== facet).map(([, clause]) => clause);
    Object.assign(counts, values.count([facet], matchText(match.target, match.text, [...others, ...match.kept]).matched));
  }
  return Object.fromEntries(requested.map((facet) => [facet, counts[facet]]));
}
