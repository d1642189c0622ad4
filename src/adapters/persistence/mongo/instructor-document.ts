/**
 * How an Instructor is stored: the public record (id in `_id`), the folded
 * search words, and where the instructor's schools are, copied in at load
 * time so that the resort and country filters are single-collection,
 * indexed lookups instead of a join per request.
 */
import type { Instructor } from '../../../domain/records.js';
import { instructorSearchText, searchWords, searchWordsByWhere } from '../../../domain/search-text.js';
import type { SchoolPlacement } from './school-document.js';

export interface InstructorDocument extends Omit<Instructor, 'id'> {
  _id: number;
  /** The instructor's search words (domain/search-text.ts): what `q` matches. */
  searchWords: string[];
  /** The same words by where they were found: the relevance score. */
  rankedWords: string[][];
  /** Ids and slugs of the resorts of the instructor's schools: the `resort` filter. */
  schoolResortIds: number[];
  schoolResortSlugs: string[];
  /** Countries of the instructor's schools: the `country` filter. */
  schoolCountries: string[];
}

/**
 * `placements` holds the instructor's schools by id; a school missing from
 * it (not loaded) contributes no resort or country, as it would be unknown
 * to the embedded engine too.
 */
export function toInstructorDocument(instructor: Instructor, placements: ReadonlyMap<number, SchoolPlacement>): InstructorDocument {
  const { id, ...record } = instructor;
  const known = instructor.schools.flatMap((school) => placements.get(school.id) ?? []);
  return {
    _id: id,
    ...record,
    searchWords: searchWords(instructorSearchText(instructor)),
    rankedWords: searchWordsByWhere(instructorSearchText(instructor)),
    schoolResortIds: [...new Set(known.flatMap((placement) => placement.resortIds))],
    schoolResortSlugs: [...new Set(known.flatMap((placement) => placement.resortSlugs))],
    schoolCountries: [...new Set(known.map((placement) => placement.country))],
  };
}

export const INSTRUCTOR_PROJECTION = {
  _id: 1, displayName: 1, schools: 1, languages: 1, activities: 1, levels: 1, certifications: 1, yearsExperience: 1, bio: 1,
} as const;

export type StoredInstructor = Pick<InstructorDocument, keyof typeof INSTRUCTOR_PROJECTION>;

export function fromInstructorDocument(doc: StoredInstructor): Instructor {
  return {
    id: doc._id,
    displayName: doc.displayName,
    schools: doc.schools.map((school) => ({ id: school.id, slug: school.slug, name: school.name })),
    languages: [...doc.languages],
    activities: [...doc.activities],
    levels: [...doc.levels],
    certifications: [...doc.certifications],
    yearsExperience: doc.yearsExperience,
    bio: doc.bio,
  };
}
