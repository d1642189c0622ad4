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
 * - a prefix's first entries are kept in a table, built with the index,
 *   for every prefix of up to three letters (the most common questions;
 *   the empty one, which starts every word, too) and every longer one that
 *   starts many words (what walking the union would be slow for).
 */
import {
  MAX_SUGGESTIONS, matchesGroups, suggestionOf, type Suggestion, type SuggestionEntry, type SuggestionGroup, type SuggestionName, type SuggestionType,
  type SuggestionWord,
} from '../../../../domain/suggestions.js';
import { SortedWords } from '../../../../domain/sorted-words.js';
import { WordList } from '../../vocabulary/word-list.js';
import { forEachInUnion } from '../ascending-union.js';
import { ListTotals } from '../list-totals.js';

/** Every prefix of up to this many letters, none included, has its first entries tabulated. */
const SHORT_PREFIX = 3;
/**
 * A longer prefix has its first entries tabulated when it starts more than this many words, so that no
 * keystroke walks the union of more lists than this for its page. Walked, `snow` (553 words at 100k
 * schools) took 144 µs a keystroke and `alpi` (246) 90; tabulated, 10 and 4 (docs/performance.md, session 62).
 */
export const WIDE_PREFIX = 32;

export class SuggestionIndex {
  /** By rank: the suggestion, and the words it is found by. */
  readonly #suggestions: readonly Suggestion[];
  readonly #wordsOf: readonly (readonly string[])[];
  readonly #words: SortedWords;
  readonly #postings: Uint32Array[];
  /** The lengths of the posting lists, as running totals: a range's size in two reads. */
  readonly #postingsLength: ListTotals;
  /** The first entries of the prefixes tabulated: as ranks ascending, each list a union's first MAX_SUGGESTIONS. */
  readonly #firstOfPrefix = new Map<string, Uint32Array>();
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
    this.#postingsLength = new ListTotals(this.#postings);
    this.vocabulary = new WordList(this.#words);
    this.#tabulatePrefixes(0, this.#words.length, 0);
  }

  /** The first `limit` suggestions, in suggestion order, whose words match every group. */
  matching(groups: readonly SuggestionGroup[], limit: number): Suggestion[] {
    const [only, ...others] = groups;
    if (only === undefined || limit <= 0) return [];
    if (others.length === 0) {
      // With one group, each of the first `limit` of its union is among the first `limit` of its own word's
      // entries: a tabulated prefix stands for its whole range, and a lone list is its own first entries.
      const lists = this.#listsOf(only, limit <= MAX_SUGGESTIONS);
      return lists.length === 1 ? this.#atRanks(lists[0] as Uint32Array, limit) : this.#walked(lists, [], limit);
    }
    // With more, the walk may pass many entries the others refuse: the group whose lists hold the fewest entries
    // is walked, the others checked on each entry's words. Its size is read from the lists' running totals
    // (list-totals.ts), not from the lists.
    const ranges = groups.map((group) => group.map(({ word, match }) => this.#rangeOf(word, match)));
    const sizes = ranges.map((ofGroup) => ofGroup.reduce((size, [from, to]) => size + this.#postingsLength.within(from, to), 0));
    const rarest = sizes.indexOf(Math.min(...sizes));
    const lists: Uint32Array[] = [];
    for (const range of ranges[rarest] as [number, number][]) this.#pushRange(lists, range);
    return this.#walked(lists, groups.filter((_, at) => at !== rarest), limit);
  }

  /** The first `limit` entries of the union of `lists` whose words match every one of `others`, in suggestion order. */
  #walked(lists: readonly Uint32Array[], others: readonly SuggestionGroup[], limit: number): Suggestion[] {
    const found: Suggestion[] = [];
    forEachInUnion(lists, (rank) => {
      if (others.length === 0 || matchesGroups(this.#wordsOf[rank] as readonly string[], others)) found.push(this.#suggestions[rank] as Suggestion);
      return found.length < limit;
    });
    return found;
  }

  /** The suggestions of the first `limit` ranks. */
  #atRanks(ranks: Uint32Array, limit: number): Suggestion[] {
    const found: Suggestion[] = [];
    for (let at = 0; at < ranks.length && at < limit; at += 1) found.push(this.#suggestions[ranks[at] as number] as Suggestion);
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
   * Tabulates the first entries of each prefix of `length` letters of the words [from, to), which share their
   * first `length - 1`, where it is short or wide; then, within each, the next length, where it may be either.
   * The sorted words list each prefix once, as a run: worked out per prefix rather than per word of every
   * entry, which sliced some 1.8 million prefixes at 100k schools.
   */
  #tabulatePrefixes(from: number, to: number, length: number): void {
    const words = this.#words.words;
    let at = from;
    while (at < to) {
      // The one word of `length - 1` letters a run may hold is its first: the prefix the run shares.
      if ((words[at] as string).length < length) {
        at += 1;
        continue;
      }
      const prefix = (words[at] as string).slice(0, length);
      let end = at + 1;
      while (end < to && (words[end] as string).startsWith(prefix)) end += 1;
      const wide = end - at > WIDE_PREFIX;
      if (length <= SHORT_PREFIX || wide) {
        const first: number[] = [];
        forEachInUnion(this.#postings.slice(at, end), (rank) => first.push(rank) < MAX_SUGGESTIONS);
        this.#firstOfPrefix.set(prefix, Uint32Array.from(first));
      }
      if (length < SHORT_PREFIX || wide) this.#tabulatePrefixes(at, end, length + 1);
      at = end;
    }
  }

  /**
   * The posting lists a group's words cover: a prefix's whole range, an exact word's own list. With
   * `firstOnly`, for a union's first MAX_SUGGESTIONS only: a tabulated prefix's first entries.
   */
  #listsOf(group: SuggestionGroup, firstOnly: boolean): Uint32Array[] {
    // A loop, not a flatMap of arrays: most keystrokes are one prefix, answered from the table at once.
    const lists: Uint32Array[] = [];
    for (const { word, match } of group) {
      const first = firstOnly && match === 'prefix' ? this.#firstOfPrefix.get(word) : undefined;
      if (first !== undefined) lists.push(first);
      else this.#pushRange(lists, this.#rangeOf(word, match));
    }
    return lists;
  }

  /** The posting lists of positions [from, to), appended to `lists`. */
  #pushRange(lists: Uint32Array[], [from, to]: [number, number]): void {
    for (let at = from; at < to; at += 1) lists.push(this.#postings[at] as Uint32Array);
  }

  /** The positions [from, to) of the posting lists a word covers: a prefix's whole range, an exact word's own list. */
  #rangeOf(word: string, match: SuggestionWord['match']): [number, number] {
    if (match === 'prefix') return this.#words.prefixRange(word);
    const at = this.#words.indexOf(word);
    return at === -1 ? [0, 0] : [at, at + 1];
  }
}
