/**
 * How a School is stored: the public record (with `_id` holding the id) plus
 * internal fields precomputed at load time so that every filter, sort and the
 * text search is a plain indexed comparison. The internal fields never leave
 * this module: reads use SCHOOL_PROJECTION and fromSchoolDocument whitelists.
 */
import type { School } from '../../../domain/records.js';
import { schoolSearchText, searchWords, searchWordsByWhere } from '../../../domain/search-text.js';
import { fold } from '../../../domain/text.js';
import { priceInEuroCents } from '../../../domain/currency.js';

export interface SchoolDocument extends Omit<School, 'id'> {
  _id: number;
  /** The school's search words (domain/search-text.ts): what `q` matches. */
  searchWords: string[];
  /** The same words by where they were found (searchWordsByWhere): the relevance score. */
  rankedWords: string[][];
  /** Folded name: sort=name. */
  sortName: string;
  /** priceFrom in EUR cents at the published reference rates: sort=price. */
  priceEurCents: number;
  /** createdAt as epoch milliseconds, so that sort=newest is chronological whatever the string form. */
  createdAtMs: number;
}

export function toSchoolDocument(school: School): SchoolDocument {
  const { id, ...record } = school;
  const text = schoolSearchText(school);
  return {
    _id: id,
    ...record,
    searchWords: searchWords(text),
    rankedWords: searchWordsByWhere(text),
    sortName: fold(school.name),
    priceEurCents: priceInEuroCents(school.priceFrom.amount, school.priceFrom.currency),
    createdAtMs: Date.parse(school.createdAt),
  };
}

/** The public fields only: what a list page or a detail read fetches. */
export const SCHOOL_PROJECTION = {
  _id: 1, slug: 1, name: 1, description: 1, schoolType: 1, country: 1, region: 1, town: 1, resorts: 1,
  activities: 1, levels: 1, languages: 1, certified: 1, certifications: 1, featured: 1, rating: 1,
  reviewCount: 1, priceFrom: 1, contact: 1, location: 1, instructorCount: 1, createdAt: 1, updatedAt: 1,
} as const;

export type StoredSchool = Pick<SchoolDocument, keyof typeof SCHOOL_PROJECTION>;

/** Rebuilds the record field by field, so that nothing stored beside it can leak into a response. */
export function fromSchoolDocument(doc: StoredSchool): School {
  return {
    id: doc._id,
    slug: doc.slug,
    name: doc.name,
    description: doc.description,
    schoolType: doc.schoolType,
    country: doc.country,
    region: doc.region,
    town: doc.town,
    resorts: doc.resorts.map((resort) => ({ id: resort.id, slug: resort.slug, name: resort.name })),
    activities: [...doc.activities],
    levels: [...doc.levels],
    languages: [...doc.languages],
    certified: doc.certified,
    certifications: [...doc.certifications],
    featured: doc.featured,
    rating: doc.rating,
    reviewCount: doc.reviewCount,
    priceFrom: { amount: doc.priceFrom.amount, currency: doc.priceFrom.currency },
    contact: { website: doc.contact.website, email: doc.contact.email, phone: doc.contact.phone },
    location: { lat: doc.location.lat, lng: doc.location.lng },
    instructorCount: doc.instructorCount,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  };
}

/** What the instructor documents need to know about a school for their resort and country filters. */
export interface SchoolPlacement {
  country: string;
  resortIds: number[];
  resortSlugs: string[];
}

export function placementOf(school: Pick<School, 'country' | 'resorts'>): SchoolPlacement {
  return {
    country: school.country,
    resortIds: school.resorts.map((resort) => resort.id),
    resortSlugs: school.resorts.map((resort) => resort.slug),
  };
}

export const PLACEMENT_PROJECTION = { _id: 1, country: 1, 'resorts.id': 1, 'resorts.slug': 1 } as const;
