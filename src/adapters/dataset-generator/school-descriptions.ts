/**
 * A school's description, written the way the school would write it: in its
 * own language, and only with sentences that its fields bear out.
 */
import { DESCRIPTION_STYLES, type Sentence } from './description-styles.js';
import type { Random } from './random.js';
import type { SchoolTypeSlug } from './school-attributes.js';
import { allTrue, claimsOf, pickFitting, type Claim, type Claims } from './school-claims.js';

export interface DescriptionValues {
  name: string;
  /** The resort as the school's language writes it (ニセコ, Банско). */
  resort: string;
  /** The year the school was founded. */
  year: number;
}

interface CompiledStyle {
  intros: readonly CompiledSentence[];
  offers: Readonly<Record<SchoolTypeSlug, readonly CompiledSentence[]>>;
  closings: readonly CompiledSentence[];
}
interface CompiledSentence {
  text: string;
  claims: Claims;
}

// Split once: a description is written for every school of a million-school dataset.
const compile = (sentences: readonly Sentence[]): CompiledSentence[] => sentences.map((sentence) =>
  typeof sentence === 'string' ? { text: sentence, claims: 0 } : { text: sentence[0], claims: claimsOf(sentence.slice(1) as Claim[]) });
const STYLES = new Map(Object.entries(DESCRIPTION_STYLES).map(([language, style]): [string, CompiledStyle] => {
  const offers = {} as Record<SchoolTypeSlug, readonly CompiledSentence[]>;
  for (const [type, sentences] of Object.entries(style.offers) as [SchoolTypeSlug, readonly Sentence[]][]) offers[type] = compile(sentences);
  return [language, { intros: compile(style.intros), offers, closings: compile(style.closings) }];
}));

/** `truths`: what is true of the school (truthsOf its fields). */
export function describeSchool(random: Random, language: string, type: SchoolTypeSlug, truths: Claims, values: DescriptionValues): string {
  const style = STYLES.get(language) ?? (STYLES.get('en') as CompiledStyle);
  const fits = (sentence: CompiledSentence): boolean => allTrue(sentence.claims, truths);
  const intro = pickFitting(random, style.intros, fits).text
    .replace('{name}', values.name)
    .replace('{resort}', values.resort)
    .replace('{year}', String(values.year));
  const offer = pickFitting(random, style.offers[type], fits).text;
  const closing = pickFitting(random, style.closings, fits).text;
  const space = language === 'ja' ? '' : ' ';
  // Joined, not concatenated: one flat string where `+` makes a tree of four links (125 bytes more a school).
  return [intro, offer, closing].join(space);
}
