/**
 * Text folding for search: one definition shared by every repository adapter,
 * so that the embedded engine and MongoDB agree on what a word is.
 *
 * A word is a run of letters or digits; folding removes accents and case and
 * maps the letters NFD cannot decompose (ß, ø, ł, æ, ...) to ASCII.
 */
const SPECIAL_LETTERS: Record<string, string> = {
  ß: 'ss', ẞ: 'ss', ø: 'o', Ø: 'o', ł: 'l', Ł: 'l', æ: 'ae', Æ: 'ae', œ: 'oe', Œ: 'oe',
  đ: 'd', Đ: 'd', ð: 'd', Ð: 'd', þ: 'th', Þ: 'th', ı: 'i',
};
const SPECIAL_PATTERN = new RegExp(`[${Object.keys(SPECIAL_LETTERS).join('')}]`, 'g');
const COMBINING_MARKS = /\p{M}+/gu;
const WORD = /[\p{L}\p{N}]+/gu;
const ASCII = /^[\x00-\x7f]*$/;

/** Whether every character of `text` is ASCII. */
export function isAscii(text: string): boolean {
  return ASCII.test(text);
}

/** Lower-case, accent-free form of `text`: "Méribel" -> "meribel", "Straße" -> "strasse". */
export function fold(text: string): string {
  // ASCII has nothing to decompose, strip or map: lower case is the whole fold, at a fraction of the cost.
  if (isAscii(text)) return text.toLowerCase();
  return text
    .replace(SPECIAL_PATTERN, (letter) => SPECIAL_LETTERS[letter] ?? letter)
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase();
}

/** The folded words of `text`: "Val d'Isère" -> ["val", "d", "isere"]. */
export function words(text: string): string[] {
  return foldedWords(fold(text));
}

/** The words of a text already folded. */
export function foldedWords(folded: string): string[] {
  return folded.match(WORD) ?? [];
}

/** Distinct folded words of all `texts`, in first-seen order. */
export function distinctWords(texts: readonly string[]): string[] {
  return [...new Set(texts.flatMap(words))];
}

/** Compares strings by UTF-16 code units: the order `<` and `startsWith` agree on, which every adapter can reproduce (no locale). */
export function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
