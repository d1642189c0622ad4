import { NotFoundError } from '../../domain/errors.js';
import type { Instructor } from '../../domain/records.js';
import type { InstructorRepository } from '../ports/instructor-repository.js';

export class GetInstructor {
  #instructors: InstructorRepository;

  constructor(instructors: InstructorRepository) {
    this.#instructors = instructors;
  }

  async execute(id: number): Promise<Instructor> {
    const instructor = await this.#instructors.findById(id);
    if (!instructor) throw new NotFoundError('Instructor', id);
    return instructor;
  }
}
