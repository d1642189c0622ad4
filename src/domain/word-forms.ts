/**
 * The words a record is found by: its folded words (domain/text.ts) plus
 * the other ways people write the same words. Computed at indexing time,
 * by every backend from this one definition, so that a query needs no
 * rewriting to reach them:
 * - joined across apostrophes and hyphens: `d'Isère` -> `disere`, `Saas-Fee` -> `saasfee`;
 * - a short name of two or three words joined: `Lech Zürs` -> `lechzurs`;
 * - the German transliteration of ä, ö, ü: `Zürs` -> `zuers`, `Österreich` -> `oesterreich`.
 */
import { fold, foldedWords, words } from './text.js';

const JOINED = /[\p{L}\p{N}]+(?:['’\u2010-\u2015-][\p{L}\p{N}]+)+/gu;
const SEPARATORS = /['’\u2010-\u2015-]/gu;
// Most texts have no separator: testing for one is cheaper than looking for joined words.
const HAS_SEPARATOR = /['’\u2010-\u2015-]/u;
const UMLAUTS = /[äöüÄÖÜ]/g;
const TRANSLITERATION: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue' };
/** Longer texts are descriptions, not names: nobody types them as one word. */
const MAX_JOINED_NAME_WORDS = 3;

/** Distinct index words of `text`, its plain folded words first. `folded`: fold(text), when the caller has it already. */
export function wordForms(text: string, folded = fold(text)): string[] {
  const plain = foldedWords(folded);
  const forms = new Set(plain);
  if (HAS_SEPARATOR.test(folded)) for (const joined of folded.match(JOINED) ?? []) forms.add(joined.replace(SEPARATORS, ''));
  if (plain.length >= 2 && plain.length <= MAX_JOINED_NAME_WORDS) forms.add(plain.join(''));
  if (UMLAUTS.test(text)) {
    UMLAUTS.lastIndex = 0;
    for (const word of words(text.replace(UMLAUTS, (letter) => TRANSLITERATION[letter] ?? letter))) forms.add(word);
  }
  return [...forms];
}
