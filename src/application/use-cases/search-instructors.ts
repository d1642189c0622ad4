import type { Page } from '../../domain/page.js';
import type { InstructorQuery } from '../../domain/queries.js';
import type { Instructor } from '../../domain/records.js';
import type { InstructorRepository } from '../ports/instructor-repository.js';

export class SearchInstructors {
  #instructors: InstructorRepository;

  constructor(instructors: InstructorRepository) {
    this.#instructors = instructors;
  }

  execute(query: InstructorQuery): Promise<Page<Instructor>> {
    return this.#instructors.search(query);
  }
}
