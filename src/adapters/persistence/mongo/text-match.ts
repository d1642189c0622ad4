/**
 * The structured text query (domain/text-query.ts) as MongoDB queries, the
 * same rules the embedded engine executes. Words are stored folded at load
 * time (domain/search-text.ts): `searchWords` all of them (multikey index:
 * anchored prefix regexes and equality are answered from index bounds), and
 * `rankedWords` the same words by where they were found, for the relevance
 * score, which is computed only for the matched documents.
 */
import type { Document } from 'mongodb';
import {
  fieldScore, WHERE_LEVELS, wordScore, type TextAlternative, type TextField, type TextGroup, type TextQuery,
} from '../../../domain/text-query.js';

const REGEX_SPECIAL = /[.*+?^${}()|[\]\\/-]/g;
/** Larger than any score: the group did not match. */
const NOT_MATCHED = 99;
/** A filter nothing satisfies (a group whose alternatives the record kind cannot have). */
const NOTHING: Document = { _id: { $in: [] } };

export function escapeRegex(literal: string): string {
  return literal.replace(REGEX_SPECIAL, '\\$&');
}

/** Where a record kind keeps each field a phrase may name; `array`: the field holds a list. */
export type TextFieldPaths = Partial<Record<TextField, { path: string; array: boolean }>>;

const prefixRegex = (word: string): Document => ({ $regex: `^${escapeRegex(word)}` });
const wordsAt = (where: number): Document => ({ $arrayElemAt: ['$rankedWords', where] });

function alternativeFilter(alternative: TextAlternative, fields: TextFieldPaths): Document | null {
  if (alternative.kind === 'field') {
    const spec = fields[alternative.field];
    return spec === undefined ? null : { [spec.path]: alternative.value };
  }
  switch (alternative.match) {
    case 'prefix': return { searchWords: prefixRegex(alternative.word) };
    case 'exact':
    case 'corrected': return { searchWords: alternative.word };
    // The first clause lets the word index narrow the scan; the second keeps name words only.
    case 'name': return { $and: [{ searchWords: prefixRegex(alternative.word) }, { 'rankedWords.0': prefixRegex(alternative.word) }] };
  }
}

function anyOfFilters(filters: Document[]): Document {
  if (filters.length === 0) return NOTHING;
  return filters.length === 1 ? (filters[0] as Document) : { $or: filters };
}

/** One filter per group: a record matches a group when any alternative matches. */
export function groupFilters(text: TextQuery, fields: TextFieldPaths): Document[] {
  return text.groups.map((group) => anyOfFilters(group.alternatives.flatMap((alternative) => alternativeFilter(alternative, fields) ?? [])));
}

/** One filter matching the records that match at least one group. */
export function anyGroupFilter(text: TextQuery, fields: TextFieldPaths): Document {
  return anyOfFilters(text.groups.flatMap((group) => group.alternatives.flatMap((alternative) => alternativeFilter(alternative, fields) ?? [])));
}

/** Aggregation: whether some element of the array expression `words` starts with `word` (compared by code points, as a literal). */
function startsAny(words: Document | string, word: string): Document {
  return {
    $anyElementTrue: [{
      $map: { input: words, as: 'word', in: { $eq: [{ $substrCP: ['$$word', 0, [...word].length] }, { $literal: word }] } },
    }],
  };
}

interface Branch {
  case: Document;
  then: number;
}

function branches(alternative: TextAlternative, fields: TextFieldPaths): Branch[] {
  if (alternative.kind === 'field') {
    const spec = fields[alternative.field];
    if (spec === undefined) return [];
    const test = spec.array ? { $in: [{ $literal: alternative.value }, `$${spec.path}`] } : { $eq: [`$${spec.path}`, { $literal: alternative.value }] };
    return [{ case: test, then: fieldScore(alternative) }];
  }
  const found: Branch[] = [];
  for (let where = 0; where < WHERE_LEVELS; where += 1) {
    const equal = wordScore(alternative, where, true);
    const longer = wordScore(alternative, where, false);
    if (equal !== null && equal !== longer) found.push({ case: { $in: [{ $literal: alternative.word }, wordsAt(where)] }, then: equal });
    if (longer !== null) found.push({ case: startsAny(wordsAt(where), alternative.word), then: longer });
  }
  return found;
}

/** Aggregation: the group's best score (domain/text-query.ts), or NOT_MATCHED. */
function groupScore(group: TextGroup, fields: TextFieldPaths): Document {
  const all = group.alternatives.flatMap((alternative) => branches(alternative, fields)).sort((a, b) => a.then - b.then);
  return all.length === 0 ? { $literal: NOT_MATCHED } : { $switch: { branches: all, default: NOT_MATCHED } };
}

/**
 * Stages adding `_matched` (how many groups the record matches), so that a
 * partial answer can keep the records matching the most.
 */
export function groupsMatchedStage(text: TextQuery, fields: TextFieldPaths): Document {
  return { $addFields: { _matched: { $add: [0, ...text.groups.map((group) => ({ $cond: [{ $lt: [groupScore(group, fields), NOT_MATCHED] }, 1, 0] }))] } } };
}

/**
 * Stages adding the relevance key's parts (domain/text-query.ts
 * relevanceKey), compared field by field in this order by RELEVANCE_SORT.
 */
export function relevanceStages(text: TextQuery, fields: TextFieldPaths): Document[] {
  const matched = (score: string): Document => ({ $lt: [score, NOT_MATCHED] });
  const sumOver = (value: Document): Document => ({
    $reduce: { input: '$_scores', initialValue: 0, in: { $add: ['$$value', { $cond: [matched('$$this'), value, 0] }] } },
  });
  return [
    { $addFields: { _scores: text.groups.map((group) => groupScore(group, fields)) } },
    {
      $addFields: {
        _missed: { $size: { $filter: { input: '$_scores', cond: { $gte: ['$$this', NOT_MATCHED] } } } },
        _quality: sumOver({ $floor: { $divide: ['$$this', WHERE_LEVELS] } }),
        _where: sumOver({ $mod: ['$$this', WHERE_LEVELS] }),
        _optionalMissed: { $add: [0, ...text.optional.map((word) => ({ $cond: [startsAny(wordsAt(0), word), 0, 1] }))] },
      },
    },
  ];
}

export const RELEVANCE_SORT = { _missed: 1, _quality: 1, _where: 1, _optionalMissed: 1 } as const;
