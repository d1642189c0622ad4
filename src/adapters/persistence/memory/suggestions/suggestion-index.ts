/**
 * The embedded engine's suggestions. Entries are numbered in suggestion
 * order, so a posting list of entry numbers is also a ranking, and the
 * first `limit` matches of a query are the first `limit` numbers of an
 * ordered walk (ascending-union.ts) that stops there:
 * - the words sit sorted, so a prefix covers one contiguous range of
 *   posting lists; a query walks the union of its rarest group's lists and
 *   checks the other groups on each entry's own words;
 * - each entry is kept as the suggestion it stands for, frozen, with its
 *   words beside it, so that every request is handed the same objects:
 *   nothing is copied per answer, and their JSON is remembered like a
 *   record's (presenters/record-json.ts);
 * - the most common questions, one prefix of one to three letters, are
 *   answered from a table of their first entries, built with the index.
 */
import {
  MAX_SUGGESTIONS, matchesGroups, suggestionOf, type Suggestion, type SuggestionEntry, type SuggestionGroup, type SuggestionName, type SuggestionType,
} from '../../../../domain/suggestions.js';
import { SortedWords } from '../../../../domain/sorted-words.js';
import { WordList } from '../../vocabulary/word-list.js';
import { forEachInUnion } from '../ascending-union.js';

const SHORT_PREFIX = 3;

export class SuggestionIndex {
  /** By rank: the suggestion, and the words it is found by. */
  readonly #suggestions: readonly Suggestion[];
  readonly #wordsOf: readonly (readonly string[])[];
  readonly #words: SortedWords;
  readonly #postings: Uint32Array[];
  readonly #shortPrefixes = new Map<string, number[]>();
  /** Ranks by type, then value: looked up with the vocabulary's own strings, no key built per name. */
  readonly #byName = new Map<SuggestionType, Map<string, number[]>>();
  /** The words suggestions are found by, for corrections. */
  readonly vocabulary: WordList;

  /** `entries` in suggestion order (as domain/suggestions.ts `suggestionEntries` returns them). */
  constructor(entries: readonly SuggestionEntry[]) {
    this.#suggestions = entries.map((entry) => Object.freeze(suggestionOf(entry)));
    this.#wordsOf = entries.map((entry) => entry.words);
    const postings = new Map<string, number[]>();
    entries.forEach((entry, rank) => {
      for (const word of entry.words) {
        const list = postings.get(word);
        if (list === undefined) postings.set(word, [rank]);
        else if (list[list.length - 1] !== rank) list.push(rank);
      }
      let ofType = this.#byName.get(entry.type);
      if (ofType === undefined) this.#byName.set(entry.type, (ofType = new Map()));
      const named = ofType.get(entry.value);
      if (named === undefined) ofType.set(entry.value, [rank]);
      else named.push(rank);
    });
    this.#words = SortedWords.of(postings.keys());
    this.#postings = this.#words.words.map((word) => Uint32Array.from(postings.get(word) as number[]));
    this.vocabulary = new WordList(this.#words);
    this.#tabulateShortPrefixes();
  }

  /** The first `limit` suggestions, in suggestion order, whose words match every group. */
  matching(groups: readonly SuggestionGroup[], limit: number): Suggestion[] {
    if (groups.length === 0 || limit <= 0) return [];
    const only = groups.length === 1 && groups[0]?.length === 1 ? (groups[0][0] ?? null) : null;
    if (only !== null && only.match === 'prefix' && only.word.length <= SHORT_PREFIX && limit <= MAX_SUGGESTIONS) {
      return (this.#shortPrefixes.get(only.word) ?? []).slice(0, limit).map((rank) => this.#suggestions[rank] as Suggestion);
    }
    const lists = groups.map((group) => this.#listsOf(group));
    const sizes = lists.map((group) => group.reduce((sum, list) => sum + list.length, 0));
    const rarest = sizes.indexOf(Math.min(...sizes));
    const others = groups.filter((_, at) => at !== rarest);
    const found: Suggestion[] = [];
    forEachInUnion(lists[rarest] as Uint32Array[], (rank) => {
      if (others.length === 0 || matchesGroups(this.#wordsOf[rank] as readonly string[], others)) found.push(this.#suggestions[rank] as Suggestion);
      return found.length < limit;
    });
    return found;
  }

  /** The first `limit` suggestions, in suggestion order, with one of these names. */
  named(names: readonly SuggestionName[], limit: number): Suggestion[] {
    const ranks: number[] = [];
    for (const { type, value } of names) for (const rank of this.#byName.get(type)?.get(value) ?? []) ranks.push(rank);
    // A one-letter prefix names dozens of places: their ranks sorted as numbers, each taken once.
    const ascending = Uint32Array.from(ranks).sort();
    const found: Suggestion[] = [];
    for (let at = 0; at < ascending.length && found.length < limit; at += 1) {
      if (at === 0 || ascending[at] !== ascending[at - 1]) found.push(this.#suggestions[ascending[at] as number] as Suggestion);
    }
    return found;
  }

  /**
   * The first entries of every prefix of one to SHORT_PREFIX letters: the
   * sorted words list each prefix once, as a range whose lists' union starts
   * with them. Worked out per prefix rather than per word of every entry,
   * which sliced some 1.8 million prefixes at 100k schools.
   */
  #tabulateShortPrefixes(): void {
    for (let length = 1; length <= SHORT_PREFIX; length += 1) {
      let previous = '';
      for (const word of this.#words.words) {
        if (word.length < length) continue;
        const prefix = word.slice(0, length);
        if (prefix === previous) continue;
        previous = prefix;
        const [from, to] = this.#words.prefixRange(prefix);
        const first: number[] = [];
        forEachInUnion(this.#postings.slice(from, to), (rank) => first.push(rank) < MAX_SUGGESTIONS);
        this.#shortPrefixes.set(prefix, first);
      }
    }
  }

  /** The posting lists a group's words cover: a prefix's whole range, an exact word's own list. */
  #listsOf(group: SuggestionGroup): Uint32Array[] {
    return group.flatMap(({ word, match }) => {
      const [from, to] = match === 'prefix' ? this.#words.prefixRange(word) : this.#exact(word);
      return this.#postings.slice(from, to);
    });
  }

  #exact(word: string): [number, number] {
    const at = this.#words.indexOf(word);
    return at === -1 ? [0, 0] : [at, at + 1];
  }
}
