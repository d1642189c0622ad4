/**
 * Suggestions for a search box: what the words typed so far may be the
 * start of, read with the rules of `q` (query-understanding.ts):
 * - every word must start a word of the name, the last one too, so that
 *   `zer` and `val tho` complete; filler words (`ski`, `school`) are left
 *   out unless they are all that was typed; `st`/`saint`/`sankt` stand for
 *   one another;
 * - the other names of places and the intent words of the vocabulary count
 *   as they are being typed: `svizz` suggests Switzerland, `snowb` the
 *   snowboarding categories;
 * - when a word starts no name word, it is read as the closest name words
 *   within the typo rule (domain/edit-distance.ts): `chamonx` suggests
 *   Chamonix; and, as `q` reads it, as the closest one-word phrases of the
 *   vocabulary: `osterrich` suggests Austria, `beginers` the beginner level.
 * Suggestions as typed come first, then corrected ones, each tier in
 * suggestion order (domain/suggestions.ts), where a name starting as typed
 * comes before one found by another of its names.
 */
import { maxEditsFor } from '../../domain/edit-distance.js';
import { queryTerms } from '../../domain/search-text.js';
import { PHRASE_BOOK } from '../../domain/search-vocabulary/phrase-book.js';
import {
  compareSuggestions, inFoundOrder, sameName, sameSuggestion, type Suggestion, type SuggestionGroup, type SuggestionName, type SuggestionType,
} from '../../domain/suggestions.js';
import type { TextField } from '../../domain/text-query.js';
import type { SuggestionSource } from '../ports/suggestion-source.js';
import { closePhraseWords, closestReadings, equivalentWords, isFillerWord, MAX_CORRECTIONS } from '../query-understanding.js';

export interface SuggestRequest {
  q: string;
  limit: number;
}

/** The fields a vocabulary phrase may name that have suggestions; languages have none. */
const TYPE_OF_FIELD: Readonly<Partial<Record<TextField, SuggestionType>>> = {
  country: 'country', region: 'region', resort: 'resort', activity: 'category', level: 'category', schoolType: 'category',
};
const suggests = (field: TextField): boolean => TYPE_OF_FIELD[field] !== undefined;

export class Suggest {
  #source: SuggestionSource;

  constructor(source: SuggestionSource) {
    this.#source = source;
  }

  async execute({ q, limit }: SuggestRequest): Promise<Suggestion[]> {
    const terms = queryTerms(q);
    if (terms.length === 0) return [];
    const required = terms.some((term) => !isFillerWord(term)) ? terms.filter((term) => !isFillerWord(term)) : terms;
    const [typed, named] = await Promise.all([
      this.#source.matching(required.map(asTyped), limit),
      this.#named([terms], limit),
    ]);
    const first = firstDistinct([], inFoundOrder(typed, named), limit);
    if (first.length >= limit) return first;
    return firstDistinct(first, await this.#corrected(required, limit), limit);
  }

  /** What the vocabulary's phrases being typed (in any of `readings`) name: places by other names, categories by intent words. */
  #named(readings: ReadonlyArray<readonly string[]>, limit: number): Promise<Suggestion[]> {
    const names: SuggestionName[] = [];
    for (const reading of readings) {
      for (const { field, value } of PHRASE_BOOK.startingWith(reading, suggests)) {
        const name = { type: TYPE_OF_FIELD[field] as SuggestionType, value };
        // Several phrases may name one suggestion (its names in several languages): each is asked for once.
        if (!names.some((other) => sameName(other, name))) names.push(name);
      }
    }
    if (names.length === 0) return Promise.resolve([]);
    return this.#source.named(names, limit);
  }

  /**
   * The corrected tier: each required word that starts no name word read as
   * q reads it (closestReadings), as its closest name words and one-word
   * phrases, which are then suggested by name and by what the phrases name;
   * empty when no word needed a reading, or one has none.
   */
  async #corrected(required: readonly string[], limit: number): Promise<readonly Suggestion[]> {
    const groups: SuggestionGroup[] = [];
    let readings: string[][] = [[]];
    let corrected = false;
    for (const term of required) {
      let words = [term];
      if (await this.#source.hasPrefix(term)) groups.push(asTyped(term));
      else {
        const maxEdits = maxEditsFor(term);
        const [indexed, phrases] = maxEdits === 0 ? [[], []] : [
          await this.#source.corrections(term, maxEdits, MAX_CORRECTIONS),
          closePhraseWords('schools', term, maxEdits).filter(({ word }) => namesSuggestion(word)),
        ];
        const chosen = closestReadings(term, maxEdits, indexed, phrases);
        if (chosen.length > 0) {
          groups.push(chosen.filter((word) => indexed.includes(word)).map((word) => ({ word, match: 'exact' as const })));
          words = chosen.filter(namesSuggestion);
          corrected = true;
        } else if (equivalentWords(term).length > 0) groups.push(asTyped(term));
        else return [];
      }
      readings = readings.flatMap((reading) => words.map((word) => [...reading, word])).slice(0, MAX_CORRECTIONS);
    }
    if (!corrected) return [];
    // A word read only as phrases leaves its group empty: no name has it.
    const byName = groups.every((group) => group.length > 0) ? this.#source.matching(groups, limit) : Promise.resolve([]);
    const [named, byPhrase] = await Promise.all([byName, this.#named(readings, limit)]);
    // No reading starts as typed, so neither way comes first: suggestion order (`snowbaord`: Snowboarding, the most schools, first).
    return [...named, ...byPhrase].sort(compareSuggestions);
  }
}

/** Whether `word` alone is a phrase naming a suggestion (a place's other name, an intent word). */
function namesSuggestion(word: string): boolean {
  return PHRASE_BOOK.single(word, suggests).length > 0;
}

/** A word as typed: the start of a name word, or a whole word standing for it. */
function asTyped(term: string): SuggestionGroup {
  return [{ word: term, match: 'prefix' }, ...equivalentWords(term).map((word) => ({ word, match: 'exact' as const }))];
}

/**
 * `before` followed by the suggestions of `more` that neither it nor an earlier one of `more` stands for,
 * up to `limit` in all. The lists are a handful long, so each is compared with those kept, field by field.
 */
function firstDistinct(before: readonly Suggestion[], more: readonly Suggestion[], limit: number): Suggestion[] {
  const kept = before.slice(0, limit);
  for (const suggestion of more) {
    if (kept.length >= limit) break;
    if (!kept.some((other) => sameSuggestion(other, suggestion))) kept.push(suggestion);
  }
  return kept;
}
