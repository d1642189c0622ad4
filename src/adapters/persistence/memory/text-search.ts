/**
 * Executes a structured text query (domain/text-query.ts) over one record
 * kind's TextIndex and field indexes: which documents match (every group,
 * else the most groups), and the relevance order of a matched set.
 */
import { fieldScore, relevanceKey, type TextAlternative, type TextField, type TextQuery } from '../../../domain/text-query.js';
import { matchAll, type Clause } from './clauses.js';
import type { SortOrder } from './ranked-page.js';
import { selectRange } from './select-range.js';
import { compact, markMembers, NO_DOCS } from './sorted-ids.js';
import type { ScoredList, TextIndex } from './text-index.js';

export interface TextTarget {
  readonly text: TextIndex;
  readonly universe: number;
  /** Documents whose `field` holds `value` (ascending); NO_DOCS for a field this kind lacks. */
  fieldDocs(field: TextField, value: string): Uint32Array;
}

export interface TextMatch {
  /** Ascending; null: no text and no filters, every document. */
  matched: Uint32Array | null;
  /** How many groups each matched document matches. */
  groupsMatched: number;
}

const NOT_MATCHED = 255;

function matchingDocs(target: TextTarget, alternative: TextAlternative): Uint32Array {
  return alternative.kind === 'word' ? target.text.matching(alternative) : target.fieldDocs(alternative.field, alternative.value);
}

/** Documents matching every group and filter; when none does, those matching the most groups (and every filter). */
export function matchText(target: TextTarget, text: TextQuery, filters: readonly Clause[]): TextMatch {
  const groups: Clause[] = text.groups.map((group) => group.alternatives.map((alternative) => matchingDocs(target, alternative)));
  const all = matchAll([...groups, ...filters], target.universe);
  if (groups.length === 0) return { matched: all, groupsMatched: 0 };
  if ((all as Uint32Array).length > 0 || groups.length === 1) return { matched: all, groupsMatched: (all as Uint32Array).length > 0 ? groups.length : 0 };
  const candidates = matchAll([groups.flat(), ...filters], target.universe) as Uint32Array;
  if (candidates.length === 0) return { matched: NO_DOCS, groupsMatched: 0 };
  const counts = new Uint8Array(candidates.length);
  const marks = new Uint8Array(candidates.length);
  for (const lists of groups) {
    marks.fill(0);
    for (const list of lists) markMembers(candidates, list, marks);
    for (let index = 0; index < candidates.length; index += 1) counts[index] = (counts[index] as number) + (marks[index] as number);
  }
  let most = 0;
  for (const count of counts) if (count > most) most = count;
  marks.fill(0);
  for (let index = 0; index < candidates.length; index += 1) if (counts[index] === most) marks[index] = 1;
  return { matched: compact(candidates, marks), groupsMatched: most };
}

function scoredLists(target: TextTarget, alternative: TextAlternative): ScoredList[] {
  if (alternative.kind === 'word') return target.text.scored(alternative);
  return [{ docs: target.fieldDocs(alternative.field, alternative.value), score: fieldScore(alternative) }];
}

/**
 * Positions [offset, offset + limit) of `matched` by relevance (domain/text-query.ts
 * relevanceKey), ties by `tiebreak` (an order over all documents; null: document order, i.e. id).
 */
export function relevancePage(target: TextTarget, text: TextQuery, matched: Uint32Array, tiebreak: SortOrder | null, offset: number, limit: number): Uint32Array {
  const size = matched.length;
  if (offset >= size) return new Uint32Array(0);
  const marks = new Uint8Array(size);
  const best = text.groups.map((group) => {
    const scores = new Uint8Array(size).fill(NOT_MATCHED);
    const lists = group.alternatives.flatMap((alternative) => scoredLists(target, alternative)).sort((a, b) => a.score - b.score);
    for (const list of lists) {
      marks.fill(0);
      markMembers(matched, list.docs, marks);
      for (let index = 0; index < size; index += 1) {
        if (marks[index] === 1 && list.score < (scores[index] as number)) scores[index] = list.score;
      }
    }
    return scores;
  });
  const hits = new Uint8Array(size);
  for (const word of text.optional) {
    marks.fill(0);
    markMembers(matched, target.text.nameMatching(word), marks);
    for (let index = 0; index < size; index += 1) hits[index] = (hits[index] as number) + (marks[index] as number);
  }
  const universe = target.universe;
  const keys = new Float64Array(size);
  const scores: (number | null)[] = new Array<number | null>(best.length);
  for (let index = 0; index < size; index += 1) {
    for (let group = 0; group < best.length; group += 1) {
      const score = (best[group] as Uint8Array)[index] as number;
      scores[group] = score === NOT_MATCHED ? null : score;
    }
    const doc = matched[index] as number;
    const rank = tiebreak === null ? doc : (tiebreak.rank[doc] as number);
    keys[index] = relevanceKey(scores, hits[index] as number, text.optional.length) * universe + rank;
  }
  return Uint32Array.from(selectRange(keys, offset, offset + limit), (key) => {
    const rank = key % universe;
    return tiebreak === null ? rank : (tiebreak.order[rank] as number);
  });
}
