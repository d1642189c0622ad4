/**
 * One invented school at real resorts: named, described and priced the way a
 * school in that country would be.
 */
import type { School, SchoolSummary } from '../../domain/records.js';
import { countryProfile } from './country-profiles.js';
import { DATASET_AS_OF } from './dataset.js';
import { resortListOf, type GenerationContext } from './generation-context.js';
import { internList, internMoney } from './intern.js';
import { pickFirstName } from './instructor-profiles.js';
import { phoneNumber } from './phone-numbers.js';
import type { Random } from './random.js';
import type { CatalogResort } from './resort-catalog.js';
import {
  pickActivities, pickCertifications, pickLanguages, pickLevels, pickPrice, pickReviews, pickSchoolType, type SchoolTypeSlug,
} from './school-attributes.js';
import { truthsOf, type Claims } from './school-claims.js';
import { describeSchool } from './school-descriptions.js';
import type { SchoolNameRegistry } from './school-name-registry.js';
import { nameSchool } from './school-naming.js';
import { slugify } from './slug.js';

export interface GeneratedSchool {
  /** instructorCount is 0 until the block's roster is drawn. */
  school: School;
  /** The one (frozen) summary object every instructor of this school points to. */
  summary: SchoolSummary;
  type: SchoolTypeSlug;
  /** ISO 639-1 language the school writes in. */
  writing: string;
}

/** Share of schools run in English by foreign instructors, where English is not the local language. */
const ENGLISH_RUN: Readonly<Record<string, number>> = { FR: 0.12, CH: 0.1, AT: 0.08, IT: 0.05, JP: 0.25, AD: 0.1, ES: 0.04, NO: 0.05, SE: 0.05 };
const BILINGUAL_REGIONS = new Set(['Alto Adige', 'Cataluña', 'Canillo', 'La Massana', 'Ordino']);
const LISTED_FROM = Date.parse('2016-01-01T00:00:00Z');
const FOUNDED_FROM = 1948;
const AS_OF = Date.parse(DATASET_AS_OF);
const DAY = 86_400_000;

/**
 * Two random streams: `core` decides what instructors depend on (type,
 * language, name, what is taught), `extra` only how the school presents
 * itself. With `extra` null the presentation is left blank, which is all a
 * pass that only needs the instructors wants, and `core` draws the same.
 * What the school is comes first; its name and description are chosen to
 * fit it, so that no word of either contradicts a field.
 */
export function generateSchool(
  core: Random, extra: Random | null, context: GenerationContext, id: number, resortIndexes: readonly number[], names: SchoolNameRegistry,
): GeneratedSchool {
  const primary = context.catalog[resortIndexes[0] as number] as CatalogResort;
  const type = pickSchoolType(core);
  const writing = writingLanguage(core, primary);
  const resortLabel = primary.localName !== null && (writing === 'ja' || writing === 'bg') ? primary.localName : primary.name;
  const first = pickFirstName(core, writing);
  const facts = {
    activities: internList(pickActivities(core, type, primary.country)),
    levels: internList(pickLevels(core, type)),
    languages: internList(pickLanguages(core, writing, primary.languages)),
  };
  const truths = truthsOf(facts);
  const request = { language: writing, type, country: primary.country, truths, resort: resortLabel, resortLatin: primary.name, town: primary.town, first };
  const { name, label, certification } = nameSchool(core, request, (candidate) => names.takeName(primary.town, candidate));
  const slug = names.claimSlug(slugify(label), id);
  const certifications = pickCertifications(core, type, primary.country, writing, certification);
  const school: School = {
    id,
    slug,
    name,
    description: '',
    schoolType: type,
    country: primary.country,
    region: primary.region,
    town: primary.town,
    resorts: resortListOf(context, resortIndexes),
    activities: facts.activities,
    levels: facts.levels,
    languages: facts.languages,
    certified: certifications.length > 0,
    certifications: internList(certifications),
    featured: false,
    rating: null,
    reviewCount: 0,
    priceFrom: internMoney(0, primary.currency),
    contact: { website: null, email: null, phone: null },
    location: { lat: primary.lat, lng: primary.lng },
    instructorCount: 0,
    createdAt: DATASET_AS_OF,
    updatedAt: DATASET_AS_OF,
  };
  if (extra !== null) present(extra, school, type, truths, primary, resortLabel);
  return { school, summary: Object.freeze({ id, slug, name }), type, writing };
}

function present(random: Random, school: School, type: SchoolTypeSlug, truths: Claims, primary: CatalogResort, resortLabel: string): void {
  const profile = countryProfile(primary.country);
  const createdMs = LISTED_FROM + Math.floor(random.next() * ((AS_OF - LISTED_FROM - 90 * DAY) / 1000)) * 1000;
  const updatedMs = createdMs + Math.floor(random.next() * ((AS_OF - createdMs) / 1000)) * 1000;
  const createdAt = new Date(createdMs).toISOString();
  const domain = `${school.slug}.${profile.tld}`;
  const { rating, reviewCount } = pickReviews(random);
  // Founded before it was listed here: a description never contradicts createdAt.
  const founded = random.int(FOUNDED_FROM, Number(createdAt.slice(0, 4)));
  school.description = describeSchool(random, school.languages[0] as string, type, truths, { name: school.name, resort: resortLabel, year: founded });
  school.featured = random.chance(0.1);
  school.rating = rating;
  school.reviewCount = reviewCount;
  school.priceFrom = pickPrice(random, type, primary.country, primary.currency);
  school.contact = {
    website: random.chance(type === 'private-instructor' ? 0.6 : 0.92) ? `https://www.${domain}` : null,
    email: random.chance(0.85) ? `${random.pick(['info', 'contact', 'booking'])}@${domain}` : null,
    // Independent instructors mostly give their mobile; schools their office line.
    phone: random.chance(0.9) ? phoneNumber(random, primary.country, primary.region, random.chance(type === 'private-instructor' ? 0.8 : 0.1)) : null,
  };
  school.location = { lat: jitter(random, primary.lat), lng: jitter(random, primary.lng) };
  school.createdAt = createdAt;
  school.updatedAt = new Date(updatedMs).toISOString();
}

function writingLanguage(random: Random, resort: CatalogResort): string {
  const local = resort.languages[0] as string;
  if (local !== 'en' && random.chance(ENGLISH_RUN[resort.country] ?? 0)) return 'en';
  const second = resort.languages[1];
  if (second !== undefined && second !== 'en' && BILINGUAL_REGIONS.has(resort.region) && random.chance(0.35)) return second;
  return local;
}

/** A spot within about two kilometres of the resort centre, to five decimals (about a metre). */
function jitter(random: Random, degrees: number): number {
  return Math.round((degrees + (random.next() - 0.5) * 0.04) * 100_000) / 100_000;
}
