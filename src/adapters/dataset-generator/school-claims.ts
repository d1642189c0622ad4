/**
 * What a piece of generated text says about a school. Names and descriptions
 * are what people search and read, so every name template and description
 * sentence lists the claims it makes beyond what the school's type already
 * guarantees, and is only used for a school of which they are all true.
 */
import type { Random } from './random.js';

export type Claim =
  /** Activity slugs: the school teaches it. */
  | 'ski' | 'snowboard' | 'freeride' | 'freestyle' | 'ski-touring'
  /** The school takes beginners. */
  | 'beginner'
  /** Beginner, intermediate, advanced and expert. */
  | 'all-levels'
  | 'several-languages'
  | 'english';

/** The fields text can contradict. */
export interface SchoolFacts {
  readonly activities: readonly string[];
  readonly levels: readonly string[];
  readonly languages: readonly string[];
}

/**
 * A set of claims as bits, so that checking a sentence against a school is
 * one AND: this runs for every school of a million-school dataset.
 */
export type Claims = number;

const BITS: Readonly<Record<Claim, number>> = {
  ski: 1, snowboard: 2, freeride: 4, freestyle: 8, 'ski-touring': 16, beginner: 32, 'all-levels': 64, 'several-languages': 128, english: 256,
};
const ACTIVITY_CLAIMS = ['ski', 'snowboard', 'freeride', 'freestyle', 'ski-touring'] as const;
const LEVEL_COUNT = 4;

export function claimsOf(claims: readonly Claim[]): Claims {
  let bits = 0;
  for (const claim of claims) bits |= BITS[claim];
  return bits;
}

/** Every claim that is true of the school. */
export function truthsOf(facts: SchoolFacts): Claims {
  let bits = 0;
  for (const activity of ACTIVITY_CLAIMS) if (facts.activities.includes(activity)) bits |= BITS[activity];
  if (facts.levels.includes('beginner')) bits |= BITS.beginner;
  if (facts.levels.length === LEVEL_COUNT) bits |= BITS['all-levels'];
  if (facts.languages.length >= 2) bits |= BITS['several-languages'];
  if (facts.languages.includes('en')) bits |= BITS.english;
  return bits;
}

export function allTrue(claims: Claims, truths: Claims): boolean {
  return (claims & ~truths) === 0;
}

/**
 * A uniform pick among the items `fits` accepts, without building the
 * filtered list. Throws when none fits, which means the style data lacks an
 * entry without claims.
 */
export function pickFitting<T>(random: Random, items: readonly T[], fits: (item: T) => boolean): T {
  let count = 0;
  for (const item of items) if (fits(item)) count += 1;
  if (count === 0) throw new Error('no text fits the school: every style needs an entry without claims');
  let index = Math.floor(random.next() * count);
  let chosen = items[0] as T;
  for (const item of items) {
    if (!fits(item)) continue;
    chosen = item;
    if (index === 0) break;
    index -= 1;
  }
  return chosen;
}
