/**
 * Query pieces for the free-text rule shared with the embedded engine: every
 * term must be a prefix of some search word. Words are folded once, at load
 * time (domain/search-text.ts), and terms arrive folded in the query, so the
 * queries only need exact, case-sensitive, anchored prefixes: the one regex
 * shape MongoDB answers from an index (bounds ["term", "tern") on the
 * multikey word index).
 */
import type { Document } from 'mongodb';

const REGEX_SPECIAL = /[.*+?^${}()|[\]\\/-]/g;

export function escapeRegex(literal: string): string {
  return literal.replace(REGEX_SPECIAL, '\\$&');
}

/** One clause per distinct term, to be AND-ed with the other filters; none when there are no terms. */
export function prefixClauses(field: string, terms: readonly string[]): Document[] {
  return [...new Set(terms)].map((term) => ({ [field]: { $regex: `^${escapeRegex(term)}` } }));
}

/**
 * Aggregation expression: how many of `terms` (as given, repeats included)
 * prefix-match at least one element of the array `field`. Prefixes are
 * compared by code points ($substrCP) with the term as a literal, so a term
 * can never be read as a field path or an operator.
 */
export function prefixMatchCount(field: string, terms: readonly string[]): Document {
  if (terms.length === 0) return { $literal: 0 };
  return {
    $add: terms.map((term) => ({
      $cond: [
        {
          $anyElementTrue: [{
            $map: {
              input: `$${field}`,
              as: 'word',
              in: { $eq: [{ $substrCP: ['$$word', 0, [...term].length] }, { $literal: term }] },
            },
          }],
        },
        1,
        0,
      ],
    })),
  };
}
