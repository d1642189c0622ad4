/**
 * Whitelists of the public record fields. Every surface (REST, MCP) presents
 * records through these, so a field added to a stored document never leaks by
 * accident and both surfaces carry the same records. Each presenter returns
 * its record's schema type (record-schemas.ts): a field added to one and not
 * the other fails to compile.
 */
import type { Category, CountrySummary, Instructor, Resort, School } from '../../domain/records.js';
import type { SchoolPage } from '../../application/ports/school-repository.js';
import { CATEGORY_DEFINITIONS } from '../../domain/taxonomy.js';
import type { SchoolDetail } from '../../application/use-cases/get-school.js';
import type {
  CategoryRecord, CountryRecord, InstructorRecord, RecordSummary, ResortRecord, SchoolDetailRecord, SchoolRecord,
} from './record-schemas.js';

function presentSummary({ id, slug, name }: RecordSummary): RecordSummary {
  return { id, slug, name };
}

/** Distances are exact inside the service (the order uses them); a client needs them to the metre. */
const metresOf = (km: number): number => Math.round(km * 1000);
const toMetre = (km: number): number => metresOf(km) / 1000;

/** What a listed school gains from a search near a point: the last field of its record. */
export function presentDistance(km: number): Pick<SchoolRecord, 'distanceKm'> {
  return { distanceKm: toMetre(km) };
}

/**
 * Below this many metres, the kilometres to the metre are written from the whole metres (distanceKmJson):
 * up to fifteen significant digits, a decimal is the shortest text of the double nearest it, as no other
 * double lies that close; beyond, JSON.stringify decides.
 */
const WRITTEN_BELOW_METRES = 1e15;
const TRAILING_ZEROS = /0+$/;

/**
 * JSON.stringify(presentDistance(km).distanceKm), written from the whole metres: the shortest text of a
 * double is found digit by digit, about three times what the integer's text and its three decimals cost,
 * and a page near a point has twenty. A number of kilometres with at most three decimals is its own
 * shortest text (WRITTEN_BELOW_METRES), so the two are the same;
 * test/adapters/presenters/record-presenters.test.ts holds them to each other.
 */
export function distanceKmJson(km: number): string {
  const metres = metresOf(km);
  if (!(metres >= 0 && metres < WRITTEN_BELOW_METRES)) return JSON.stringify(toMetre(km));
  const whole = Math.floor(metres / 1000);
  const rest = metres - whole * 1000;
  if (rest === 0) return String(whole);
  return `${whole}.${String(rest).padStart(3, '0').replace(TRAILING_ZEROS, '')}`;
}

/** The schools of `page` as listed: each record, with its distance from the point when the search had `near`. */
export function presentListedSchool({ distancesKm }: SchoolPage): (school: School, at: number) => SchoolRecord {
  if (distancesKm === undefined) return presentSchool;
  // The school's own new object takes the field: copied into an empty one, 24 keys would make a dictionary (domain/objects.ts).
  return (school, at) => Object.assign(presentSchool(school), presentDistance(distancesKm[at] as number));
}

export function presentSchool(school: School): SchoolRecord {
  return {
    id: school.id,
    slug: school.slug,
    name: school.name,
    description: school.description,
    schoolType: school.schoolType,
    country: school.country,
    region: school.region,
    town: school.town,
    resorts: school.resorts.map(presentSummary),
    activities: [...school.activities],
    levels: [...school.levels],
    languages: [...school.languages],
    certified: school.certified,
    certifications: [...school.certifications],
    featured: school.featured,
    rating: school.rating,
    reviewCount: school.reviewCount,
    priceFrom: { amount: school.priceFrom.amount, currency: school.priceFrom.currency },
    contact: { website: school.contact.website, email: school.contact.email, phone: school.contact.phone },
    location: { lat: school.location.lat, lng: school.location.lng },
    instructorCount: school.instructorCount,
    createdAt: school.createdAt,
    updatedAt: school.updatedAt,
  };
}

export function presentInstructor(instructor: Instructor): InstructorRecord {
  return {
    id: instructor.id,
    displayName: instructor.displayName,
    schools: instructor.schools.map(presentSummary),
    languages: [...instructor.languages],
    activities: [...instructor.activities],
    levels: [...instructor.levels],
    certifications: [...instructor.certifications],
    yearsExperience: instructor.yearsExperience,
    bio: instructor.bio,
  };
}

type SchoolCategory = SchoolDetailRecord['categories'][number];
type InstructorPreview = SchoolDetailRecord['instructors']['preview'][number];

function categoriesOf(school: School): SchoolCategory[] {
  const slugs = new Set([school.schoolType, ...school.activities, ...school.levels]);
  return CATEGORY_DEFINITIONS.filter((category) => slugs.has(category.slug))
    .map(({ slug, name, type }): SchoolCategory => ({ slug, name, type }));
}

/** An instructor as a school's detail previews it. */
export function presentPreview(instructor: Instructor): InstructorPreview {
  return {
    id: instructor.id,
    displayName: instructor.displayName,
    activities: [...instructor.activities],
    languages: [...instructor.languages],
  };
}

type SchoolDetailExtras = Omit<SchoolDetailRecord, keyof SchoolRecord>;

/** What a school's detail adds to the school: its categories spelled out, its instructor count and a short preview. */
export function presentSchoolDetailExtras(detail: SchoolDetail): SchoolDetailExtras {
  return {
    categories: categoriesOf(detail.school),
    instructors: {
      total: detail.instructors.total,
      preview: detail.instructors.preview.map(presentPreview),
      href: `/api/v1/instructors?school=${detail.school.id}`,
    },
  };
}

/** A school's detail: the school followed by its detail extras. */
export function presentSchoolDetail(detail: SchoolDetail): SchoolDetailRecord {
  // Into the school's own new object, as presentListedSchool: 25 keys.
  return Object.assign(presentSchool(detail.school), presentSchoolDetailExtras(detail));
}

export function presentResort(resort: Resort): ResortRecord {
  return {
    id: resort.id,
    slug: resort.slug,
    name: resort.name,
    country: resort.country,
    region: resort.region,
    location: { lat: resort.location.lat, lng: resort.location.lng },
    baseElevation: resort.baseElevation,
    summitElevation: resort.summitElevation,
    schoolCount: resort.schoolCount,
  };
}

export function presentCategory(category: Category): CategoryRecord {
  return {
    id: category.id,
    slug: category.slug,
    name: category.name,
    type: category.type,
    description: category.description,
    schoolCount: category.schoolCount,
  };
}

export function presentCountry(country: CountrySummary): CountryRecord {
  return { code: country.code, name: country.name, schoolCount: country.schoolCount };
}
