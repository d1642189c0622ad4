/**
 * The vocabulary data (intent-words.ts, place-aliases.ts) compiled for
 * reading a query: every phrase as the folded word sequences people may
 * type (with and without the ue/oe/ae transliteration, and joined into one
 * word), each naming one field value.
 */
import { SortedWords } from '../sorted-words.js';
import type { TextField } from '../text-query.js';
import { words } from '../text.js';
import { COUNTRY_ALIASES, REGION_ALIASES, RESORT_ALIASES } from './place-aliases.js';
import { INTENT_VOCABULARY, type IntentFilter } from './intent-words.js';

export interface Phrase {
  /** The folded words, as matched against a query's words. */
  words: readonly string[];
  field: TextField;
  value: string;
}

const FIELD_OF_INTENT: Readonly<Record<IntentFilter['type'], TextField>> = {
  activity: 'activity', level: 'level', school_type: 'schoolType', language: 'language',
};

const TRANSLITERATION: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue' };

/** The word sequences a phrase may be typed as, some of them alike (a name without umlauts is its own transliteration). */
function typedForms(text: string): string[][] {
  const plain = words(text);
  const transliterated = words(text.replace(/[äöüÄÖÜ]/g, (letter) => TRANSLITERATION[letter] ?? letter));
  const forms = [plain, transliterated];
  if (plain.length > 1) forms.push([plain.join('')]);
  return forms.filter((form) => form.length > 0);
}

/**
 * Each form of a value's names once: forms of one name may be alike, and so may names that fold alike
 * (`Südtirol`, `Sudtirol`), which would otherwise be read, and said in `meta.query`, twice.
 */
function phrasesOf(texts: readonly string[], field: TextField, value: string): Phrase[] {
  const forms = new Map(texts.flatMap((text) => typedForms(text)).map((form) => [form.join(' '), form]));
  return [...forms.values()].map((form) => ({ words: form, field, value }));
}

function compile(): Phrase[] {
  return [
    ...INTENT_VOCABULARY.flatMap((entry) => phrasesOf(entry.phrases, FIELD_OF_INTENT[entry.filter.type],
      entry.filter.type === 'language' ? entry.filter.code : entry.filter.slug)),
    ...Object.entries(COUNTRY_ALIASES).flatMap(([code, names]) => phrasesOf(names, 'country', code)),
    ...Object.entries(REGION_ALIASES).flatMap(([region, names]) => phrasesOf(names, 'region', region)),
    ...Object.entries(RESORT_ALIASES).flatMap(([slug, names]) => phrasesOf(names, 'resort', slug)),
  ];
}

/**
 * Whether a phrase of `words` may be what `terms` start to type: every term but the last is its word, the
 * last starts the next. A loop rather than a closure per term: a one-letter term reads a hundred phrases or so.
 */
function startsAsTyped(words: readonly string[], terms: readonly string[]): boolean {
  const last = terms.length - 1;
  if (words.length <= last) return false;
  for (let at = 0; at < last; at += 1) if (words[at] !== terms[at]) return false;
  return (words[last] as string).startsWith(terms[last] as string);
}

export class PhraseBook {
  readonly #byFirstWord = new Map<string, Phrase[]>();
  readonly #singleWords = new Map<string, Phrase[]>();
  readonly #firstWords: SortedWords;
  #firstWordsOfLonger: readonly string[] | undefined;

  constructor(phrases: readonly Phrase[]) {
    for (const phrase of phrases) {
      const first = phrase.words[0] as string;
      this.#byFirstWord.set(first, [...(this.#byFirstWord.get(first) ?? []), phrase]);
      if (phrase.words.length === 1) this.#singleWords.set(first, [...(this.#singleWords.get(first) ?? []), phrase]);
    }
    for (const list of this.#byFirstWord.values()) list.sort((a, b) => b.words.length - a.words.length);
    this.#firstWords = SortedWords.of(this.#byFirstWord.keys());
  }

  /**
   * The phrases starting at `terms[at]` with the most words (several when
   * one phrase names two values), among those whose field `accepts`.
   */
  longestAt(terms: readonly string[], at: number, accepts: (field: TextField) => boolean): Phrase[] {
    const candidates = (this.#byFirstWord.get(terms[at] as string) ?? []).filter((phrase) =>
      accepts(phrase.field) && phrase.words.every((word, offset) => terms[at + offset] === word));
    const longest = candidates[0]?.words.length ?? 0;
    return candidates.filter((phrase) => phrase.words.length === longest);
  }

  /**
   * The phrases `terms` may be the start of, as typed so far: every term but
   * the last is the phrase's word, the last starts the next one.
   */
  startingWith(terms: readonly string[], accepts: (field: TextField) => boolean): Phrase[] {
    const last = terms.length - 1;
    if (last < 0) return [];
    const found: Phrase[] = [];
    const take = (phrases: readonly Phrase[] | undefined): void => {
      for (const phrase of phrases ?? []) if (accepts(phrase.field) && startsAsTyped(phrase.words, terms)) found.push(phrase);
    };
    const first = terms[0] as string;
    if (last > 0) take(this.#byFirstWord.get(first));
    else {
      // The first words sit sorted: those a prefix starts are one run.
      const [from, to] = this.#firstWords.prefixRange(first);
      for (let at = from; at < to; at += 1) take(this.#byFirstWord.get(this.#firstWords.words[at] as string));
    }
    return found;
  }

  /** Phrases of exactly this one word. */
  single(word: string, accepts: (field: TextField) => boolean): Phrase[] {
    return (this.#singleWords.get(word) ?? []).filter((phrase) => accepts(phrase.field));
  }

  /** The first words of the phrases of two words or more: what a misspelt word may have begun. */
  firstWordsOfLonger(): readonly string[] {
    return (this.#firstWordsOfLonger ??= [...this.#byFirstWord].filter(([, phrases]) => phrases.some((phrase) => phrase.words.length > 1)).map(([first]) => first));
  }

  /** Every one-word phrase: what a misspelt word may also have meant. */
  singleWords(): string[] {
    return [...this.#singleWords.keys()];
  }
}

/** The phrase book of the directory's vocabulary data. */
export const PHRASE_BOOK = new PhraseBook(compile());
