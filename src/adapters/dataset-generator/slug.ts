import { isAscii, words } from '../../domain/text.js';

const URL_SAFE_WORD = /^[a-z0-9]+$/;

/**
 * URL-safe slug of a Latin-script label: its folded words joined by hyphens
 * ("Val d'Isère" -> "val-d-isere"). Words in other scripts are dropped, which
 * is why non-Latin names carry a Latin label for their slug.
 */
export function slugify(label: string, fallback = 'school'): string {
  const parts = words(label).filter((word) => URL_SAFE_WORD.test(word));
  if (parts.length === 0) return fallback;
  const slug = parts.join('-');
  return isAscii(label) ? slug : oneByte(slug);
}

/**
 * An ASCII text held in one byte a character. V8 holds the words of a label folded from letters outside
 * ASCII ("Isère") in two bytes a character though they are ASCII, and so a slug joined from them, and any
 * text built from such a slug: a three-filter search with every facet wrote its counts' JSON (the resorts'
 * slugs in it) in two bytes a character, which flattening and encoding its meta read (issue 17, session 56).
 */
function oneByte(ascii: string): string {
  return Buffer.from(ascii, 'latin1').toString('latin1');
}
