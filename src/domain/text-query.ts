/**
 * What a free-text `q` becomes once understood (application/query-understanding.ts):
 * the structured query every repository executes alike, and the scoring
 * rule of `sort=relevance` they all implement.
 *
 * A record matches a group when any of its alternatives matches. The answer
 * is the records matching every group; when there are none, the records
 * matching the most groups (at least one). Optional words never decide
 * whether a record matches; they only rank.
 */

/**
 * A word of the record's search words (domain/search-text.ts):
 * - `prefix`: any search word starting with it (the word as typed);
 * - `exact`: a search word equal to it (an equivalent: `saint` for `st`);
 * - `corrected`: a search word equal to it, read in place of a misspelt word;
 * - `name`: a word of the record's name starting with it (an intent word that a name carries).
 */
export interface WordAlternative {
  kind: 'word';
  word: string;
  match: 'prefix' | 'exact' | 'corrected' | 'name';
}

/** A field of the record equal to a value, as a filter would test it: what an alias or an intent word names. */
export type TextField = 'country' | 'region' | 'resort' | 'activity' | 'level' | 'schoolType' | 'language';

export interface FieldAlternative {
  kind: 'field';
  field: TextField;
  value: string;
  /** Read from a misspelt word. */
  corrected: boolean;
}

export type TextAlternative = WordAlternative | FieldAlternative;

export interface TextGroup {
  alternatives: readonly TextAlternative[];
}

export interface TextQuery {
  /** Required: a record must match each (or, when none matches all, as many as possible). */
  groups: readonly TextGroup[];
  /** Words that only rank: each one a prefix of a word of the record's name counts. */
  optional: readonly string[];
}

export const NO_TEXT: TextQuery = { groups: [], optional: [] };

/** The old rule, and what a test builds by hand: every term a required prefix. */
export function literalText(terms: readonly string[]): TextQuery {
  return { groups: terms.map((word) => ({ alternatives: [{ kind: 'word', word, match: 'prefix' }] })), optional: [] };
}

/** Whether `text` asks for anything: optional words alone neither match nor rank (relevance is then the default order). */
export function hasText(text: TextQuery): boolean {
  return text.groups.length > 0;
}

/** How many places a word may have matched at, best first (search-text.ts WHERE_OF_ROLE). */
export const WHERE_LEVELS = 4;

/** Where a field alternative counts as having matched: intent filters as strongly as a name. */
export const WHERE_OF_FIELD: Readonly<Record<TextField, number>> = {
  activity: 0, level: 0, schoolType: 0, language: 0, resort: 1, region: 2, country: 3,
};

/** How well a group matched, best first. */
export const QUALITY = { exact: 0, prefix: 1, corrected: 2 } as const;

/** One number per matched group: quality first, then where; smaller is better. */
export function matchScore(quality: number, where: number): number {
  return quality * WHERE_LEVELS + where;
}

export const WORST_SCORE = matchScore(QUALITY.corrected, WHERE_LEVELS - 1);

/**
 * The score of a word alternative against a search word found at `where`,
 * or null when it does not match. `equal`: the search word is the
 * alternative's word itself (rather than a longer word it starts).
 */
export function wordScore(alternative: WordAlternative, where: number, equal: boolean): number | null {
  switch (alternative.match) {
    case 'prefix': return matchScore(equal ? QUALITY.exact : QUALITY.prefix, where);
    case 'exact': return equal ? matchScore(QUALITY.exact, where) : null;
    case 'corrected': return equal ? matchScore(QUALITY.corrected, where) : null;
    case 'name': return where === 0 ? matchScore(QUALITY.prefix, where) : null;
  }
}

export function fieldScore(alternative: FieldAlternative): number {
  return matchScore(alternative.corrected ? QUALITY.corrected : QUALITY.exact, WHERE_OF_FIELD[alternative.field]);
}

/**
 * The relevance key of a record, smallest first: groups missed, then the sum
 * of the matched groups' qualities, then the sum of where they matched, then
 * optional words missed. `scores` holds each group's best score (null: not
 * matched). The caller breaks ties by its own order (featured, ...), then id.
 */
export function relevanceKey(scores: readonly (number | null)[], optionalHits: number, optionalCount: number): number {
  let missed = 0;
  let quality = 0;
  let where = 0;
  for (const score of scores) {
    if (score === null) missed += 1;
    else {
      quality += Math.floor(score / WHERE_LEVELS);
      where += score % WHERE_LEVELS;
    }
  }
  return relevanceKeyOf(scores.length, missed, quality, where, optionalCount - optionalHits, optionalCount);
}

/**
 * relevanceKey from its parts, for engines that sum them group by group:
 * each part is below its span, so the one number orders like the parts
 * compared in turn (as MongoDB sorts them, field by field).
 */
export function relevanceKeyOf(groups: number, missed: number, quality: number, where: number, optionalMissed: number, optionalCount: number): number {
  const qualitySpan = QUALITY.corrected * groups + 1;
  const whereSpan = (WHERE_LEVELS - 1) * groups + 1;
  return ((missed * qualitySpan + quality) * whereSpan + where) * (optionalCount + 1) + optionalMissed;
}
