/** InstructorRepository over the `instructors` collection; queries from instructor-queries.ts. */
import type { Collection, Db } from 'mongodb';
import type { InstructorRepository } from '../../../application/ports/instructor-repository.js';
import type { Page } from '../../../domain/page.js';
import type { InstructorQuery } from '../../../domain/queries.js';
import type { Instructor } from '../../../domain/records.js';
import { COLLECTIONS } from './collections.js';
import { guarded } from './mongo-errors.js';
import { QUERY_TIME_LIMIT_MS } from './mongo-client.js';
import { searchText } from './text-pipelines.js';
import { buildInstructorSearchPipelines } from './instructor-queries.js';
import { fromInstructorDocument, INSTRUCTOR_PROJECTION, type InstructorDocument, type StoredInstructor } from './instructor-document.js';

export class MongoInstructorRepository implements InstructorRepository {
  #instructors: Collection<InstructorDocument>;

  constructor(db: Db) {
    this.#instructors = db.collection<InstructorDocument>(COLLECTIONS.instructors);
  }

  search(query: InstructorQuery): Promise<Page<Instructor>> {
    return guarded(() => searchText(this.#instructors, buildInstructorSearchPipelines(query), fromInstructorDocument, query, query.text));
  }

  findById(id: number): Promise<Instructor | null> {
    return guarded(async () => {
      const doc = await this.#instructors.findOne<StoredInstructor>({ _id: id }, { projection: INSTRUCTOR_PROJECTION, maxTimeMS: QUERY_TIME_LIMIT_MS });
      return doc === null ? null : fromInstructorDocument(doc);
    });
  }
}
