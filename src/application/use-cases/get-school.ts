import { NotFoundError } from '../../domain/errors.js';
import { NO_TEXT } from '../../domain/text-query.js';
import type { RecordRef } from '../../domain/queries.js';
import type { Instructor, School } from '../../domain/records.js';
import type { InstructorRepository } from '../ports/instructor-repository.js';
import type { SchoolRepository } from '../ports/school-repository.js';
import { describeRef, findByRef } from './find-by-ref.js';

/** How many instructors a school's detail shows; the full list is one link away. */
export const INSTRUCTOR_PREVIEW_SIZE = 5;

export interface SchoolDetail {
  school: School;
  instructors: { total: number; preview: Instructor[] };
}

/** One school with a summary of its instructors; unknown ids and slugs are a NotFoundError. */
export class GetSchool {
  #schools: SchoolRepository;
  #instructors: InstructorRepository;

  constructor(schools: SchoolRepository, instructors: InstructorRepository) {
    this.#schools = schools;
    this.#instructors = instructors;
  }

  async execute(ref: RecordRef): Promise<SchoolDetail> {
    const school = await findByRef(this.#schools, ref);
    if (!school) throw new NotFoundError('School', describeRef(ref));
    const instructors = await this.#instructors.search({
      text: NO_TEXT, schools: [String(school.id)], page: 1, limit: INSTRUCTOR_PREVIEW_SIZE,
    });
    return { school, instructors: { total: instructors.total, preview: instructors.items } };
  }
}
