/**
 * A text group's documents split by the score each earns for it
 * (text-index.ts ScoredList), best score first: what every relevance
 * ranking reads (relevance-page.ts), and the counts it estimates from.
 */
import { fieldScore, type TextAlternative, type TextGroup, type TextQuery } from '../../../domain/text-query.js';
import { ScoredList } from './text-index.js';
import type { TextTarget } from './text-search.js';

function scoredLists(target: TextTarget, alternative: TextAlternative): ScoredList[] {
  if (alternative.kind === 'word') return target.text.scored(alternative);
  return [ScoredList.of(target.fieldDocs(alternative.field, alternative.value), fieldScore(alternative))];
}

/** The lists of the best score among `lists` (best score first). */
export function bestScored(lists: readonly ScoredList[]): ScoredList[] {
  return lists.filter((list) => list.score === lists[0]?.score);
}

/** How many documents `lists` hold at most, counted before any prefix is united (text-index.ts ScoredList). */
export function docCountAtMost(lists: readonly ScoredList[]): number {
  let count = 0;
  for (const list of lists) count += list.atMost;
  return count;
}

/**
 * How many documents `lists` hold, listing them: the best score's lists, which every ranking reads. Their
 * bound would not do: a name's prefix is in its first word and in the name joined ('alessandrorossi'), and
 * twice the Alessandros at 100k schools made a walk for them look short enough to try, and fail.
 */
export function docCount(lists: readonly ScoredList[]): number {
  let count = 0;
  for (const list of lists) count += list.docs.length;
  return count;
}

const byScore = (a: ScoredList, b: ScoredList): number => a.score - b.score;

/** A group's lists, best score first, in a new array: a lone alternative's (most groups: a word typed) sorted as scoredLists made them. */
export function groupLists(target: TextTarget, group: TextGroup): ScoredList[] {
  const { alternatives } = group;
  const lists = alternatives.length === 1 ? scoredLists(target, alternatives[0] as TextAlternative) : alternatives.flatMap((alternative) => scoredLists(target, alternative));
  return lists.sort(byScore);
}

/**
 * The query's groups as one: the same ranking when no match holds more than
 * one group ("bansko pr": no Bansko school's name, in Bulgarian, has a word
 * in 'pr'), as every match's key is then the score of the one group it holds
 * (domain/text-query.ts relevanceKeyOf, the groups missed being the same for
 * all), and a document is held only by that group's lists.
 */
export function oneGroup(text: TextQuery): TextGroup {
  return text.groups.length === 1 ? (text.groups[0] as TextGroup) : { alternatives: text.groups.flatMap((group) => group.alternatives) };
}
