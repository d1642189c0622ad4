import { NotFoundError } from '../../domain/errors.js';
import type { RecordRef } from '../../domain/queries.js';
import type { Instructor } from '../../domain/records.js';
import type { InstructorRepository } from '../ports/instructor-repository.js';
import { describeRef } from './find-by-ref.js';

/**
 * Instructors have no slug (their names are private), so only an id can
 * match; any other well-formed reference is simply not found, as on every
 * other detail route.
 */
export class GetInstructor {
  #instructors: InstructorRepository;

  constructor(instructors: InstructorRepository) {
    this.#instructors = instructors;
  }

  async execute(ref: RecordRef): Promise<Instructor> {
    const instructor = 'id' in ref ? await this.#instructors.findById(ref.id) : null;
    if (!instructor) throw new NotFoundError('Instructor', describeRef(ref));
    return instructor;
  }
}
