/**
 * The facets of a generated school that depend on what kind of school it is
 * and where: what it teaches, to whom, in which languages, who certifies it
 * and what it charges.
 */
import { EUR_PER_UNIT } from '../../domain/currency.js';
import type { Money } from '../../domain/records.js';
import { countryProfile } from './country-profiles.js';
import { internMoney } from './intern.js';
import type { Random } from './random.js';

export type SchoolTypeSlug = 'ski-school' | 'private-instructor' | 'kids-club' | 'guiding-company' | 'snowboard-school' | 'adaptive-school';

const TYPES: readonly [SchoolTypeSlug, number][] = [
  ['ski-school', 0.55], ['private-instructor', 0.15], ['kids-club', 0.1],
  ['guiding-company', 0.08], ['snowboard-school', 0.08], ['adaptive-school', 0.04],
];

export function pickSchoolType(random: Random): SchoolTypeSlug {
  let draw = random.next();
  for (const [type, share] of TYPES) {
    draw -= share;
    if (draw < 0) return type;
  }
  return 'ski-school';
}

/**
 * Per activity slug, in taxonomy order: the chance a school of the type offers
 * it. A 1 is a guarantee that names and descriptions rely on without saying so
 * (every ski school teaches skiing, every guiding company freeride and touring).
 */
const ACTIVITY_ODDS: Readonly<Record<SchoolTypeSlug, Readonly<Record<string, number>>>> = {
  'ski-school': { ski: 1, snowboard: 0.6, freeride: 0.3, 'ski-touring': 0.15, 'cross-country': 0.1, telemark: 0.05, adaptive: 0.08, freestyle: 0.2, racing: 0.15 },
  'private-instructor': { ski: 0.85, snowboard: 0.3, freeride: 0.4, 'ski-touring': 0.2, telemark: 0.05, racing: 0.1 },
  'kids-club': { ski: 1, snowboard: 0.4, freestyle: 0.1 },
  'guiding-company': { ski: 0.3, freeride: 1, 'ski-touring': 1, telemark: 0.1 },
  'snowboard-school': { snowboard: 1, freeride: 0.3, freestyle: 0.5 },
  'adaptive-school': { ski: 1, snowboard: 0.3, 'cross-country': 0.1, adaptive: 1 },
};
const ACTIVITY_ORDER = ['ski', 'snowboard', 'freeride', 'ski-touring', 'cross-country', 'telemark', 'adaptive', 'freestyle', 'racing'];
const NORDIC = new Set(['NO', 'SE']);

export function pickActivities(random: Random, type: SchoolTypeSlug, country: string): string[] {
  const odds = ACTIVITY_ODDS[type];
  const chosen = ACTIVITY_ORDER.filter((slug) => {
    const base = odds[slug] ?? 0;
    return random.chance(slug === 'cross-country' && NORDIC.has(country) && base > 0 ? 0.5 : base);
  });
  return chosen.length > 0 ? chosen : [type === 'snowboard-school' ? 'snowboard' : 'ski'];
}

export function pickLevels(random: Random, type: SchoolTypeSlug): string[] {
  const odds: Record<string, number> =
    type === 'kids-club' ? { beginner: 1, intermediate: 1, advanced: 0.3 }
      : type === 'guiding-company' ? { intermediate: 0.3, advanced: 1, expert: 1 }
        : { beginner: 0.9, intermediate: 0.95, advanced: 0.7, expert: 0.35 };
  const chosen = ['beginner', 'intermediate', 'advanced', 'expert'].filter((level) => random.chance(odds[level] ?? 0));
  return chosen.length > 0 ? chosen : ['intermediate'];
}

const VISITOR_LANGUAGES = ['en', 'de', 'fr', 'it', 'es', 'nl', 'ru', 'zh', 'pt', 'ja', 'ko', 'pl', 'sv', 'da'];

/** ISO 639-1: the school's own language first, then the resort's, then visitors' languages. */
export function pickLanguages(random: Random, writing: string, resortLanguages: readonly string[]): string[] {
  const languages = new Set([writing]);
  for (const language of resortLanguages) if (random.chance(language === 'en' ? 0.9 : 0.7)) languages.add(language);
  for (const language of VISITOR_LANGUAGES) if (random.chance(0.05)) languages.add(language);
  return [...languages];
}

const GUIDE_BODY = 'IFMGA';
const ENGLISH_BODIES: Readonly<Record<string, readonly string[]>> = { JP: ['CSIA', 'NZSIA', 'PSIA'] };

/**
 * `brandBody` is the body a national brand in the school's name stands for
 * (see naming-styles), or null. ESF is a brand as much as a body, so only
 * schools named for it hold it.
 */
export function pickCertifications(random: Random, type: SchoolTypeSlug, country: string, writing: string, brandBody: string | null): string[] {
  const bodies = countryProfile(country).certifications.filter((body) => body !== 'ESF');
  const certifications = new Set<string>();
  if (brandBody !== null) certifications.add(brandBody);
  if (type === 'guiding-company') certifications.add(GUIDE_BODY);
  else if (random.chance(type === 'private-instructor' ? 0.7 : 0.9)) {
    for (const body of random.sample(bodies, random.int(1, 2))) certifications.add(body);
  }
  // Schools run by British or antipodean instructors abroad advertise their home qualification.
  if (writing === 'en' && countryProfile(country).languages[0] !== 'en' && random.chance(0.6)) {
    certifications.add(random.pick(ENGLISH_BODIES[country] ?? ['BASI']));
  }
  return [...certifications];
}

const EUR_RANGE: Readonly<Record<SchoolTypeSlug, [number, number]>> = {
  'ski-school': [45, 95], 'private-instructor': [70, 160], 'kids-club': [40, 85],
  'guiding-company': [120, 350], 'snowboard-school': [45, 90], 'adaptive-school': [50, 120],
};
const PRICE_LEVEL: Readonly<Record<string, number>> = {
  CH: 1.3, US: 1.6, CA: 1.2, NO: 1.2, SE: 1.1, AU: 1.1, JP: 0.9, IT: 0.9, DE: 0.9, ES: 0.9, AD: 0.9, GB: 0.9,
  AR: 0.7, CZ: 0.55, PL: 0.5, BG: 0.5,
};

/** Entry price in the local currency, rounded the way price lists are. */
export function pickPrice(random: Random, type: SchoolTypeSlug, country: string, currency: string): Money {
  const [low, high] = EUR_RANGE[type];
  const euros = (low + random.next() * (high - low)) * (PRICE_LEVEL[country] ?? 1);
  const local = euros / (EUR_PER_UNIT[currency] ?? 1);
  const step = local >= 10_000 ? 1000 : local >= 1000 ? 50 : local >= 200 ? 10 : 5;
  return internMoney(Math.max(step, Math.round(local / step) * step), currency);
}

/** Review count and rating: a few new schools have none; the rest skew towards good ratings. */
export function pickReviews(random: Random): { rating: number | null; reviewCount: number } {
  if (random.chance(0.08)) return { rating: null, reviewCount: 0 };
  const reviewCount = Math.floor(Math.exp(random.next() * 6.5));
  const rating = Math.min(5, Math.round(28 + 22 * Math.sqrt(random.next())) / 10);
  return { rating, reviewCount };
}
