/**
 * Reads a free-text `q` the way a person meant it, before any repository
 * sees it (pure but for the vocabulary it asks; the same for REST and MCP,
 * and for every backend):
 * - phrases that name a filter ("snowboard", "débutants", "english speaking")
 *   or a place by another name ("Svizzera", "South Tyrol", "Lech am Arlberg")
 *   become a group matched by that field value, longest phrase first;
 * - filler words ("ski", "school", "in") are optional: they only rank;
 * - `st`/`saint`/`sankt`, `mt`/`mount` stand for one another;
 * - every other word is required as typed (a prefix of a search word), or,
 *   when nothing starts with it, as the closest indexed words within the
 *   typo rule (domain/edit-distance.ts); a word matching nothing even so is
 *   left out and reported.
 */
import { boundedEditDistance, maxEditsFor } from '../domain/edit-distance.js';
import { queryTerms } from '../domain/search-text.js';
import { EQUIVALENT_PLACE_WORDS } from '../domain/search-vocabulary/place-aliases.js';
import { FILLER_WORDS } from '../domain/search-vocabulary/intent-words.js';
import { PHRASE_BOOK, type Phrase } from '../domain/search-vocabulary/phrase-book.js';
import type { TextAlternative, TextField, TextGroup, TextQuery } from '../domain/text-query.js';
import { compareCodeUnits, words } from '../domain/text.js';
import type { SearchTarget, SearchVocabulary } from './ports/search-vocabulary.js';

/** What was understood, for the client to show ("Showing results for chamonix"). */
export interface QueryUnderstanding {
  /** Filters named by words of the query, by field. */
  filters: Array<{ words: string; field: TextField; value: string }>;
  /** Places named by another of their names. */
  places: Array<{ words: string; field: TextField; value: string }>;
  /** Words that matched nothing as typed, and what they were read as. */
  corrections: Array<{ word: string; to: string[] }>;
  /** Filler words: not required, only ranked on. */
  ignored: string[];
  /** Words that matched nothing, even corrected: left out. */
  unmatched: string[];
}

/** An understanding of nothing yet: what a q of words read only as words leaves. */
export function nothingUnderstood(): QueryUnderstanding {
  return { filters: [], places: [], corrections: [], ignored: [], unmatched: [] };
}

/** Its lists, each naming words of q read as something besides words: every one there is, as nothingUnderstood() must name them all. */
const READINGS = Object.keys(nothingUnderstood()) as ReadonlyArray<keyof QueryUnderstanding>;

/** Whether q's words were read only as words: no filter, place, correction, filler or unmatched word. */
export function onlyWordsUnderstood(understanding: QueryUnderstanding): boolean {
  return READINGS.every((reading) => understanding[reading].length === 0);
}

export interface UnderstoodQuery {
  text: TextQuery;
  understanding: QueryUnderstanding;
  /** Every required word matched nothing: the answer is empty, whatever the filters. */
  matchesNothing: boolean;
}

/** The fields each record kind can be matched on by a phrase. */
const FIELDS_OF: Readonly<Record<SearchTarget, readonly TextField[]>> = {
  schools: ['country', 'region', 'resort', 'activity', 'level', 'schoolType', 'language'],
  resorts: ['country', 'region', 'resort'],
  instructors: ['activity', 'level', 'language'],
};
const PLACE_FIELDS: readonly TextField[] = ['country', 'region', 'resort'];

/** Enough readings of a misspelt word to catch the one meant, few enough to keep the query cheap. */
export const MAX_CORRECTIONS = 4;

const FILLERS = new Set(FILLER_WORDS.flatMap((word) => words(word)));
const EQUIVALENTS = new Map(EQUIVALENT_PLACE_WORDS.flatMap((set) => set.map((word) => [word, set.filter((other) => other !== word)])));

/** Whether `term` is a filler word: required only when a query has nothing else. */
export function isFillerWord(term: string): boolean {
  return FILLERS.has(term);
}

/** The words that stand for `term` as a whole word (`st`/`saint`/`sankt`, `mt`/`mount`). */
export function equivalentWords(term: string): readonly string[] {
  return EQUIVALENTS.get(term) ?? [];
}

export async function understandQuery(q: string, target: SearchTarget, vocabulary: SearchVocabulary): Promise<UnderstoodQuery> {
  const terms = queryTerms(q);
  const accepts = (field: TextField): boolean => FIELDS_OF[target].includes(field);
  const understanding = nothingUnderstood();
  const groups: TextGroup[] = [];
  const optional: string[] = [];
  const remember = (typed: string, phrases: readonly Phrase[]): void => {
    for (const { field, value } of phrases) {
      (PLACE_FIELDS.includes(field) ? understanding.places : understanding.filters).push({ words: typed, field, value });
    }
  };

  for (let at = 0; at < terms.length;) {
    const phrases = PHRASE_BOOK.longestAt(terms, at, accepts);
    if (phrases.length > 0) {
      const length = (phrases[0] as Phrase).words.length;
      const typed = terms.slice(at, at + length);
      groups.push({ alternatives: [...phrases.map(fieldOf(false)), ...(length === 1 ? [asTyped(typed[0] as string, phrases)] : [])] });
      remember(typed.join(' '), phrases);
      at += length;
      continue;
    }
    const term = terms[at] as string;
    if (FILLERS.has(term)) {
      optional.push(term);
      at += 1;
      continue;
    }
    const startsAWord = await vocabulary.hasPrefix(target, term);
    const corrected = startsAWord ? null : correctedPhraseAt(terms, at, accepts);
    if (corrected !== null) {
      const length = (corrected.phrases[0] as Phrase).words.length;
      groups.push({ alternatives: corrected.phrases.map(fieldOf(true)) });
      understanding.corrections.push({ word: term, to: [corrected.word] });
      remember([corrected.word, ...terms.slice(at + 1, at + length)].join(' '), corrected.phrases);
      at += length;
      continue;
    }
    at += 1;
    const group = await wordGroup(term, startsAWord, target, vocabulary, accepts, understanding, remember);
    if (group === null) understanding.unmatched.push(term);
    else groups.push(group);
  }

  if (groups.length === 0 && understanding.unmatched.length === 0 && optional.length > 0) {
    // Only filler words: they are all the query says, so they are required after all, read as any other word is:
    // one that matches nothing even corrected is left out and said so (`lessons` alone had found nothing, unexplained).
    for (const term of optional) {
      const group = await wordGroup(term, await vocabulary.hasPrefix(target, term), target, vocabulary, accepts, understanding, remember);
      if (group === null) understanding.unmatched.push(term);
      else groups.push(group);
    }
    return { text: { groups, optional: [] }, understanding, matchesNothing: groups.length === 0 };
  }
  understanding.ignored = optional;
  return { text: { groups, optional }, understanding, matchesNothing: groups.length === 0 && understanding.unmatched.length > 0 };
}

/**
 * The phrases of two words or more that `terms` name from `at` once its word, which starts no indexed word, is
 * read as the closest first word of such a phrase within the typo rule: `snowbaord school` is the snowboard
 * schools, where the word alone would be read as snowboarding and `school` left out. Null when none is.
 */
function correctedPhraseAt(terms: readonly string[], at: number, accepts: (field: TextField) => boolean): { phrases: Phrase[]; word: string } | null {
  const term = terms[at] as string;
  const maxEdits = maxEditsFor(term);
  if (maxEdits === 0 || at + 1 >= terms.length) return null;
  const close = wordsWithin(PHRASE_BOOK.firstWordsOfLonger(), term, maxEdits)
    .sort((a, b) => a.distance - b.distance || compareCodeUnits(a.word, b.word));
  for (const { word } of close) {
    const phrases = PHRASE_BOOK.longestAt([...terms.slice(0, at), word, ...terms.slice(at + 1)], at, accepts);
    if ((phrases[0]?.words.length ?? 0) > 1) return { phrases, word };
  }
  return null;
}

/** One-word phrases each record kind can be matched on, computed once. */
const PHRASE_WORDS = new Map<SearchTarget, string[]>();
function phraseWordsOf(target: SearchTarget): string[] {
  let found = PHRASE_WORDS.get(target);
  if (found === undefined) {
    found = PHRASE_BOOK.singleWords().filter((word) => PHRASE_BOOK.single(word, (field) => FIELDS_OF[target].includes(field)).length > 0);
    PHRASE_WORDS.set(target, found);
  }
  return found;
}

/** Remembered answers of closePhraseWords: people repeat their typos, and the phrase words never change. */
const CLOSE_PHRASE_WORDS = new Map<string, Array<{ word: string; distance: number }>>();
const CLOSE_PHRASE_WORDS_LIMIT = 10_000;

/**
 * What a misspelt `term` is read as, by the typo rule: the closest of the indexed words found and of the
 * one-word phrases offered (closePhraseWords), up to MAX_CORRECTIONS in code-unit order; none when none is
 * within `maxEdits`. `q` and the suggestions read a word alike.
 */
export function closestReadings(term: string, maxEdits: number, indexed: readonly string[], phrases: ReadonlyArray<{ word: string; distance: number }>): string[] {
  const candidates = [
    ...indexed.map((word) => ({ word, distance: boundedEditDistance(term, word, maxEdits) })),
    ...phrases.filter((candidate) => !indexed.includes(candidate.word)),
  ].filter((candidate) => candidate.distance <= maxEdits);
  if (candidates.length === 0) return [];
  const closest = Math.min(...candidates.map((candidate) => candidate.distance));
  return candidates.filter((candidate) => candidate.distance === closest).map((candidate) => candidate.word)
    .sort(compareCodeUnits).slice(0, MAX_CORRECTIONS);
}

/** The words other than `term` within `maxEdits` of it, with their distances. */
function wordsWithin(words: readonly string[], term: string, maxEdits: number): Array<{ word: string; distance: number }> {
  return words
    .filter((word) => Math.abs(word.length - term.length) <= maxEdits)
    .map((word) => ({ word, distance: boundedEditDistance(term, word, maxEdits) }))
    .filter((candidate) => candidate.distance > 0 && candidate.distance <= maxEdits);
}

/** The one-word phrases of `target` within `maxEdits` of `term`, with their distances. */
export function closePhraseWords(target: SearchTarget, term: string, maxEdits: number): Array<{ word: string; distance: number }> {
  const key = `${target}:${maxEdits}:${term}`;
  let found = CLOSE_PHRASE_WORDS.get(key);
  if (found === undefined) {
    found = wordsWithin(phraseWordsOf(target), term, maxEdits);
    if (CLOSE_PHRASE_WORDS.size >= CLOSE_PHRASE_WORDS_LIMIT) CLOSE_PHRASE_WORDS.clear();
    CLOSE_PHRASE_WORDS.set(key, found);
  }
  return found;
}

const fieldOf = (corrected: boolean) => (phrase: Phrase): TextAlternative => ({ kind: 'field', field: phrase.field, value: phrase.value, corrected });

/** A one-word phrase still matches its word in the records' text: a place as a prefix, an intent word in a name. */
function asTyped(word: string, phrases: readonly Phrase[]): TextAlternative {
  return { kind: 'word', word, match: phrases.some((phrase) => PLACE_FIELDS.includes(phrase.field)) ? 'prefix' : 'name' };
}

/** `term`'s group: as typed when `startsAWord` (it starts an indexed word), else its equivalents or its closest readings; null when none. */
async function wordGroup(
  term: string,
  startsAWord: boolean,
  target: SearchTarget,
  vocabulary: SearchVocabulary,
  accepts: (field: TextField) => boolean,
  understanding: QueryUnderstanding,
  remember: (typed: string, phrases: readonly Phrase[]) => void,
): Promise<TextGroup | null> {
  const equivalents: TextAlternative[] = (EQUIVALENTS.get(term) ?? []).map((word) => ({ kind: 'word', word, match: 'exact' }));
  if (startsAWord) return { alternatives: [{ kind: 'word', word: term, match: 'prefix' }, ...equivalents] };
  if (equivalents.length > 0) return { alternatives: equivalents };
  const maxEdits = maxEditsFor(term);
  if (maxEdits === 0) return null;
  const indexed = await vocabulary.corrections(target, term, maxEdits, MAX_CORRECTIONS);
  const chosen = closestReadings(term, maxEdits, indexed, closePhraseWords(target, term, maxEdits));
  if (chosen.length === 0) return null;
  understanding.corrections.push({ word: term, to: chosen });
  const alternatives: TextAlternative[] = [];
  for (const word of chosen) {
    const phrases = PHRASE_BOOK.single(word, accepts);
    alternatives.push(...phrases.map(fieldOf(true)));
    remember(word, phrases);
    if (indexed.includes(word)) alternatives.push({ kind: 'word', word, match: 'corrected' });
  }
  // Two readings may name the same value (svizzera and svizra are both Switzerland).
  return { alternatives: [...new Map(alternatives.map((alternative) => [JSON.stringify(alternative), alternative])).values()] };
}
