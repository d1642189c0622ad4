/**
 * The public records, each declared once. The presenters are typed by these
 * schemas, the MCP tools advertise them as output schemas, and the OpenAPI
 * components are generated from them. Objects are strict: a field a
 * presenter sends that its schema lacks fails parsing. Vocabularies come from
 * the domain (taxonomy, currencies, code formats), never restated here.
 */
import { z } from 'zod';
import { EUR_PER_UNIT } from '../../domain/currency.js';
import { COUNTRY_CODE_PATTERN, LANGUAGE_CODE_PATTERN, SLUG_PATTERN } from '../../domain/formats.js';
import { CATEGORY_DEFINITIONS, CATEGORY_TYPES, categorySlugsOfType, type CategoryType } from '../../domain/taxonomy.js';
import { INSTRUCTOR_PREVIEW_SIZE } from '../../application/use-cases/get-school.js';

const id = z.int().positive().describe('Stable positive integer identifier');
const slug = z.string().regex(SLUG_PATTERN);
const count = z.int().nonnegative();
const countryCode = z.string().regex(COUNTRY_CODE_PATTERN).describe('ISO 3166-1 alpha-2 country code, upper case');
const languages = z.array(z.string().regex(LANGUAGE_CODE_PATTERN)).describe('ISO 639-1 language codes, lower case');
const categorySlugs = (type: CategoryType) =>
  z.array(z.enum(categorySlugsOfType(type))).describe(`Category slugs of type ${type} (see /api/v1/categories)`);
const activities = categorySlugs('activity');
const levels = categorySlugs('level');

/** Where another record is named inside this one: enough to show it and to fetch it. */
export const recordSummarySchema = z.strictObject({
  id,
  slug: slug.describe('Accepted in place of the id by the detail route'),
  name: z.string().describe('Display name, as the record itself gives it'),
});

const location = z.strictObject({
  lat: z.number().min(-90).max(90).describe('Latitude, degrees north'),
  lng: z.number().min(-180).max(180).describe('Longitude, degrees east'),
}).describe('WGS 84 coordinates in decimal degrees');

export const schoolSchema = z.strictObject({
  id,
  slug: slug.describe('Stable URL-safe name; /api/v1/schools/{slug} accepts it in place of the id'),
  name: z.string().describe('The school\'s name, in the language it uses (Unicode NFC)'),
  description: z.string().describe('What the school offers, in its own language'),
  schoolType: z.enum(categorySlugsOfType('school_type')).describe('Category slug of type school_type'),
  country: countryCode,
  region: z.string().describe('Region or canton, as named locally'),
  town: z.string().describe('Town the school is based in'),
  resorts: z.array(recordSummarySchema).describe('The resorts the school teaches at'),
  activities,
  levels,
  languages: languages.describe('Languages taught in, ISO 639-1 codes, lower case'),
  certified: z.boolean().describe('Whether a certifying body (see certifications) recognises the school'),
  certifications: z.array(z.string()).describe('Certifying bodies, e.g. "ESF", "BASI", "PSIA"'),
  featured: z.boolean().describe('Featured listing: first in the default order'),
  rating: z.number().min(0).max(5).nullable().describe('Average review rating, 0 to 5 with one decimal; null while reviewCount is 0 (sort=rating lists those last)'),
  reviewCount: count.describe('Published reviews behind the rating'),
  priceFrom: z.strictObject({
    amount: z.number().nonnegative().describe('Price in the currency below, in major units (e.g. 65.5)'),
    currency: z.enum(Object.keys(EUR_PER_UNIT)).describe('ISO 4217 currency code'),
  }).describe('Cheapest lesson offered, in the school\'s own currency'),
  contact: z.strictObject({
    website: z.string().meta({ format: 'uri' }).nullable().describe('Home page, absolute https URL'),
    email: z.string().meta({ format: 'email' }).nullable().describe('Booking or contact address'),
    phone: z.string().nullable().describe('International format, e.g. "+41 27 966 24 66"'),
  }).describe('Each channel is null when the school has not published it'),
  location,
  instructorCount: count.describe('Instructors listed for the school (see /api/v1/instructors?school={id})'),
  createdAt: z.iso.datetime().describe('When the school was listed, ISO 8601 UTC'),
  updatedAt: z.iso.datetime().describe('Last change of the listing, ISO 8601 UTC'),
  distanceKm: z.number().nonnegative().optional()
    .describe('Only in searches with `near`: great-circle distance from that point to `location`, in km, rounded to the metre'),
});

export const schoolDetailSchema = schoolSchema.omit({ distanceKm: true }).extend({
  categories: z.array(z.strictObject({
    slug: z.enum(CATEGORY_DEFINITIONS.map((category) => category.slug)).describe('Category slug, the value its filter takes'),
    name: z.string().describe('Category name in English'),
    type: z.enum(CATEGORY_TYPES).describe('The filter the category belongs to'),
  })).describe('The school type, activities and levels of the school, spelled out, in taxonomy order'),
  instructors: z.strictObject({
    total: count.describe('Every instructor listed for the school'),
    preview: z.array(z.strictObject({ id, displayName: z.string().describe('First name and initial only'), activities, languages }))
      .max(INSTRUCTOR_PREVIEW_SIZE).describe(`The first ${INSTRUCTOR_PREVIEW_SIZE} instructors by ascending id`),
    href: z.string().describe('REST path of the full list (the search_instructors tool with `school` gives the same)'),
  }).describe('Who teaches at the school: how many, the first few, and where to list them all'),
});

export const resortSchema = z.strictObject({
  id,
  slug: slug.describe('Stable URL-safe name; /api/v1/resorts/{slug} accepts it in place of the id'),
  name: z.string().describe('The resort\'s name as used locally (Unicode NFC)'),
  country: countryCode,
  region: z.string().describe('Region or canton, as named locally'),
  location,
  baseElevation: z.int().describe('Elevation of the resort base, metres above sea level'),
  summitElevation: z.int().describe('Elevation of the summit, metres above sea level'),
  schoolCount: count.describe('Schools teaching at the resort'),
});

export const instructorSchema = z.strictObject({
  id,
  displayName: z.string().describe('First name and initial only ("Anna K."): full names are never published'),
  schools: z.array(recordSummarySchema).describe('The schools the instructor teaches for'),
  languages: languages.describe('Languages the instructor teaches in, ISO 639-1 codes, lower case'),
  activities,
  levels: levels.describe('Levels taught, category slugs of type level'),
  certifications: z.array(z.string()).describe('Certifying bodies the instructor qualified with, e.g. "ISIA"'),
  yearsExperience: count.describe('Years of teaching'),
  bio: z.string().describe('A few lines the instructor wrote about their teaching'),
});

export const categorySchema = z.strictObject({
  id,
  slug: z.enum(CATEGORY_DEFINITIONS.map((category) => category.slug)).describe('The value the filter of this type takes'),
  name: z.string().describe('Category name in English'),
  type: z.enum(CATEGORY_TYPES).describe('The filter the category belongs to: activity, level or school_type'),
  description: z.string().describe('What the category covers'),
  schoolCount: count.describe('Schools in the category'),
});

export const countrySchema = z.strictObject({
  code: countryCode,
  name: z.string().describe('English name'),
  schoolCount: z.int().positive().describe('Schools in the country: only countries that have schools are listed'),
});

export type RecordSummary = z.output<typeof recordSummarySchema>;
export type SchoolRecord = z.output<typeof schoolSchema>;
export type SchoolDetailRecord = z.output<typeof schoolDetailSchema>;
export type ResortRecord = z.output<typeof resortSchema>;
export type InstructorRecord = z.output<typeof instructorSchema>;
export type CategoryRecord = z.output<typeof categorySchema>;
export type CountryRecord = z.output<typeof countrySchema>;
