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

/**
 * Hands out unique slugs in generation order: the first school with a label
 * gets the bare slug, later ones get the id appended. Hashes stand in for the
 * strings so that a million schools stay cheap: equal strings have equal
 * hashes, so a duplicate slug is always caught, and a mere hash collision only
 * lengthens a slug or costs a school its first-choice name.
 */
export class SlugRegistry {
  readonly #slugs = new Set<number>();
  readonly #labels = new Set<number>();

  /** Whether no school has used this exact label yet: a cheap check before committing to a name. */
  isLabelFree(label: string): boolean {
    return !this.#labels.has(fnv1a(label));
  }

  claim(label: string, base: string, id: number): string {
    this.#labels.add(fnv1a(label));
    let candidate = base;
    for (let attempt = 1; this.#slugs.has(fnv1a(candidate)); attempt += 1) {
      candidate = attempt === 1 ? `${base}-${id}` : `${base}-${id}-${attempt}`;
    }
    this.#slugs.add(fnv1a(candidate));
    return candidate;
  }
}

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  // A signed 32-bit value stays a small integer in V8, which keeps a Set of a million of them fast.
  return hash | 0;
}
