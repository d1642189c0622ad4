/**
 * SchoolRepository over the `schools` collection. Every query it sends comes
 * from school-queries.ts, the builders the differential test checks against
 * the embedded engine; this class only sends them and maps the answers.
 */
import type { Collection, Db } from 'mongodb';
import type { SchoolRepository } from '../../../application/ports/school-repository.js';
import type { Page } from '../../../domain/page.js';
import type { SchoolQuery } from '../../../domain/queries.js';
import type { School } from '../../../domain/records.js';
import { COLLECTIONS } from './collections.js';
import { guarded } from './mongo-errors.js';
import { QUERY_TIME_LIMIT_MS } from './mongo-client.js';
import { searchText } from './text-pipelines.js';
import { buildSchoolSearchPipelines } from './school-queries.js';
import { fromSchoolDocument, SCHOOL_PROJECTION, type SchoolDocument, type StoredSchool } from './school-document.js';

export class MongoSchoolRepository implements SchoolRepository {
  #schools: Collection<SchoolDocument>;

  constructor(db: Db) {
    this.#schools = db.collection<SchoolDocument>(COLLECTIONS.schools);
  }

  search(query: SchoolQuery): Promise<Page<School>> {
    return guarded(() => searchText(this.#schools, buildSchoolSearchPipelines(query), fromSchoolDocument, query, query.text));
  }

  findById(id: number): Promise<School | null> {
    return this.#findOne({ _id: id });
  }

  findBySlug(slug: string): Promise<School | null> {
    return this.#findOne({ slug });
  }

  #findOne(filter: { _id: number } | { slug: string }): Promise<School | null> {
    return guarded(async () => {
      const doc = await this.#schools.findOne<StoredSchool>(filter, { projection: SCHOOL_PROJECTION, maxTimeMS: QUERY_TIME_LIMIT_MS });
      return doc === null ? null : fromSchoolDocument(doc);
    });
  }
}
