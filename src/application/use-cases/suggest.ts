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
import { boundedEditDistance, maxEditsFor } from '../../domain/edit-distance.js';
import { queryTerms } from '../../domain/search-text.js';
import { compareCodeUnits } from '../../domain/text.js';
import { PHRASE_BOOK } from '../../domain/search-vocabulary/phrase-book.js';
import {
  inFoundOrder, sameName, sameSuggestion, type Suggestion, type SuggestionGroup, type SuggestionName, type SuggestionType,
} from '../../domain/suggestions.js';
import type { TextField } from '../../domain/text-query.js';
import type { SuggestionSource } from '../ports/suggestion-source.js';
import { closePhraseWords, equivalentWords, isFillerWord, MAX_CORRECTIONS } from '../query-understanding.js';

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
    const [corrected, correctedNamed] = await Promise.all([
      this.#corrected(required).then((groups) => (groups === null ? [] : this.#source.matching(groups, limit))),
      this.#namedCorrected(terms, limit),
    ]);
    return firstDistinct(first, inFoundOrder(corrected, correctedNamed), limit);
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
   * What the vocabulary's phrases name once each word that starts neither a
   * name word nor a phrase is read as its closest one-word phrases (the
   * phrases q corrects to): none when no word needed it, or one has none.
   */
  async #namedCorrected(terms: readonly string[], limit: number): Promise<Suggestion[]> {
    let readings: string[][] = [[]];
    let corrected = false;
    for (const term of terms) {
      let words = [term];
      if (PHRASE_BOOK.startingWith([term], suggests).length === 0 && !(await this.#source.hasPrefix(term))) {
        const maxEdits = maxEditsFor(term);
        const close = maxEdits === 0 ? [] : closePhraseWords('schools', term, maxEdits);
        if (close.length === 0) return [];
        const closest = Math.min(...close.map((candidate) => candidate.distance));
        words = close.filter((candidate) => candidate.distance === closest).map((candidate) => candidate.word).sort(compareCodeUnits).slice(0, MAX_CORRECTIONS);
        corrected = true;
      }
      readings = readings.flatMap((reading) => words.map((word) => [...reading, word])).slice(0, MAX_CORRECTIONS);
    }
    return corrected ? this.#named(readings, limit) : [];
  }

  /**
   * The groups with each word that starts no name word read as its closest
   * corrections; null when no word needed one, or one has none.
   */
  async #corrected(required: readonly string[]): Promise<SuggestionGroup[] | null> {
    const groups: SuggestionGroup[] = [];
    let corrections = 0;
    for (const term of required) {
      if (await this.#source.hasPrefix(term)) {
        groups.push(asTyped(term));
        continue;
      }
      const maxEdits = maxEditsFor(term);
      const found = maxEdits === 0 ? [] : await this.#source.corrections(term, maxEdits, MAX_CORRECTIONS);
      if (found.length === 0) {
        if (equivalentWords(term).length === 0) return null;
        groups.push(asTyped(term));
        continue;
      }
      const closest = boundedEditDistance(term, found[0] as string, maxEdits);
      groups.push(found.filter((word) => boundedEditDistance(term, word, maxEdits) === closest).map((word) => ({ word, match: 'exact' })));
      corrections += 1;
    }
    return corrections > 0 ? groups : null;
  }
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
