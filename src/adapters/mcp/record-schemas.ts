/**
 * Output schemas of the tools: the records exactly as the presenters shape
 * them, wrapped like the REST envelope's `data` (+ `meta` for pages). The
 * type checks at the bottom fail the build when a presenter and its schema
 * drift apart, so `tools/list` never advertises a shape the tools do not send.
 */
import { z } from 'zod';
import { CATEGORY_TYPES } from '../../domain/taxonomy.js';
import type {
  presentCategory, presentCountry, presentInstructor, presentResort, presentSchool, presentSchoolDetail,
} from '../presenters/record-presenters.js';

const reference = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });
const location = z.object({ lat: z.number(), lng: z.number() });

export const schoolRecord = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  schoolType: z.string().describe('Category slug of type school_type'),
  country: z.string().describe('ISO 3166-1 alpha-2'),
  region: z.string(),
  town: z.string(),
  resorts: z.array(reference),
  activities: z.array(z.string()).describe('Category slugs of type activity'),
  levels: z.array(z.string()).describe('Category slugs of type level'),
  languages: z.array(z.string()).describe('ISO 639-1 codes'),
  certified: z.boolean(),
  certifications: z.array(z.string()),
  featured: z.boolean(),
  rating: z.number().describe('0 to 5'),
  reviewCount: z.number().int(),
  priceFrom: z.object({ amount: z.number(), currency: z.string().describe('ISO 4217') }),
  contact: z.object({ website: z.string().nullable(), email: z.string().nullable(), phone: z.string().nullable() }),
  location,
  instructorCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const schoolDetailRecord = schoolRecord.extend({
  categories: z.array(z.object({ slug: z.string(), name: z.string(), type: z.enum(CATEGORY_TYPES) })),
  instructors: z.object({
    total: z.number().int(),
    preview: z.array(z.object({
      id: z.number().int(), displayName: z.string(), activities: z.array(z.string()), languages: z.array(z.string()),
    })),
    href: z.string().describe('REST path of the full list; the search_instructors tool with `school` gives the same'),
  }),
});

export const resortRecord = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  country: z.string(),
  region: z.string(),
  location,
  baseElevation: z.number().describe('metres'),
  summitElevation: z.number().describe('metres'),
  schoolCount: z.number().int(),
});

export const instructorRecord = z.object({
  id: z.number().int(),
  displayName: z.string().describe('First name and initial only'),
  schools: z.array(reference),
  languages: z.array(z.string()),
  activities: z.array(z.string()),
  levels: z.array(z.string()),
  certifications: z.array(z.string()),
  yearsExperience: z.number().int(),
  bio: z.string(),
});

export const categoryRecord = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  type: z.enum(CATEGORY_TYPES),
  description: z.string(),
  schoolCount: z.number().int(),
});

export const countryRecord = z.object({ code: z.string(), name: z.string(), schoolCount: z.number().int() });

const pageMeta = z.object({
  total: z.number().int().describe('Records matching, over all pages'),
  page: z.number().int(),
  limit: z.number().int(),
  total_pages: z.number().int(),
});

export const pageOf = (record: z.ZodType) => z.object({ data: z.array(record), meta: pageMeta });
export const listOf = (record: z.ZodType) => z.object({ data: z.array(record) });
export const itemOf = (record: z.ZodType) => z.object({ data: record });

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Matches<Schema extends z.ZodType, Present extends (...args: never[]) => unknown> = Same<z.infer<Schema>, ReturnType<Present>>;
type Assert<Check extends true> = Check;
export type PresenterSchemaChecks = [
  Assert<Matches<typeof schoolRecord, typeof presentSchool>>,
  Assert<Matches<typeof schoolDetailRecord, typeof presentSchoolDetail>>,
  Assert<Matches<typeof resortRecord, typeof presentResort>>,
  Assert<Matches<typeof instructorRecord, typeof presentInstructor>>,
  Assert<Matches<typeof categoryRecord, typeof presentCategory>>,
  Assert<Matches<typeof countryRecord, typeof presentCountry>>,
];
