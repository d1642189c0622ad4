/**
 * The store adopts a dataset: records sorted by id, counts recomputed from
 * the records themselves (a hand-made fixture may not have them right), and
 * every record deeply frozen, so results can be handed out as they are:
 * nobody can corrupt the store through one, and reads copy nothing.
 *
 * Freezing happens in place: copying a large dataset would double its memory
 * at start-up. The caller's records become read-only, which the Dataset type
 * already asks of them; a record is copied only when a count must change.
 */
import type { Instructor, Resort, School } from '../../../domain/records.js';
import type { Dataset } from '../../dataset-generator/dataset.js';

export interface FrozenDataset {
  readonly resorts: readonly Resort[];
  readonly schools: readonly School[];
  readonly instructors: readonly Instructor[];
}

export function freezeDataset(dataset: Dataset): FrozenDataset {
  const resortSchools = new Map<number, number>();
  for (const school of dataset.schools) countDistinct(resortSchools, school.resorts);
  const schoolInstructors = new Map<number, number>();
  for (const instructor of dataset.instructors) countDistinct(schoolInstructors, instructor.schools);
  return {
    resorts: byId(dataset.resorts).map((resort) => {
      const schoolCount = resortSchools.get(resort.id) ?? 0;
      Object.freeze(resort.location);
      return Object.freeze(resort.schoolCount === schoolCount ? resort : { ...resort, schoolCount });
    }),
    schools: byId(dataset.schools).map((school) => {
      const instructorCount = schoolInstructors.get(school.id) ?? 0;
      for (const part of [school.resorts, school.activities, school.levels, school.languages, school.certifications]) Object.freeze(part);
      for (const resort of school.resorts) Object.freeze(resort);
      for (const part of [school.priceFrom, school.contact, school.location]) Object.freeze(part);
      return Object.freeze(school.instructorCount === instructorCount ? school : { ...school, instructorCount });
    }),
    instructors: byId(dataset.instructors).map((instructor) => {
      for (const part of [instructor.schools, instructor.languages, instructor.activities, instructor.levels, instructor.certifications]) Object.freeze(part);
      for (const school of instructor.schools) Object.freeze(school);
      return Object.freeze(instructor);
    }),
  };
}

function countDistinct(counts: Map<number, number>, references: readonly { id: number }[]): void {
  references.forEach((reference, index) => {
    // A record listing the same resort or school twice still counts once.
    if (references.findIndex((other) => other.id === reference.id) === index) counts.set(reference.id, (counts.get(reference.id) ?? 0) + 1);
  });
}

function byId<T extends { id: number }>(records: readonly T[]): T[] {
  const sorted = [...records];
  if (!sorted.every((record, index) => index === 0 || (sorted[index - 1] as T).id < record.id)) sorted.sort((a, b) => a.id - b.id);
  sorted.forEach((record, index) => {
    if (!Number.isSafeInteger(record.id) || record.id < 1) throw new Error(`Record id must be a positive integer, got ${record.id}`);
    if (index > 0 && sorted[index - 1]?.id === record.id) throw new Error(`Duplicate record id ${record.id}`);
  });
  return sorted;
}
