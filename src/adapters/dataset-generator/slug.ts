import { words } from '../../domain/text.js';

const URL_SAFE_WORD = /^[a-z0-9]+$/;

/**
 * URL-safe slug of a Latin-script label: its folded words joined by hyphens
 * ("Val d'Isère" -> "val-d-isere"). Words in other scripts are dropped, which
 * is why non-Latin names carry a Latin label for their slug.
 */
export function slugify(label: string, fallback = 'school'): string {
  const parts = words(label).filter((word) => URL_SAFE_WORD.test(word));
  return parts.length > 0 ? parts.join('-') : fallback;
}
