import type { Page } from '../../domain/page.js';
import type { InstructorQuery } from '../../domain/queries.js';
import type { Instructor } from '../../domain/records.js';

/**
 * Read access to instructors; same paging, null and failure semantics as
 * SchoolRepository. Results are ordered by ascending id.
 */
export interface InstructorRepository {
  search(query: InstructorQuery): Promise<Page<Instructor>>;
  findById(id: number): Promise<Instructor | null>;
}
