/** ResortRepository over the `resorts` collection; queries from resort-queries.ts. */
import type { Collection, Db } from 'mongodb';
import type { ResortRepository } from '../../../application/ports/resort-repository.js';
import type { Page } from '../../../domain/page.js';
import type { ResortQuery } from '../../../domain/queries.js';
import type { Resort } from '../../../domain/records.js';
import { COLLECTIONS } from './collections.js';
import { guarded } from './mongo-errors.js';
import { QUERY_TIME_LIMIT_MS } from './mongo-client.js';
import { searchText } from './text-pipelines.js';
import { buildResortSearchPipelines } from './resort-queries.js';
import { fromResortDocument, RESORT_PROJECTION, type ResortDocument, type StoredResort } from './resort-document.js';

export class MongoResortRepository implements ResortRepository {
  #resorts: Collection<ResortDocument>;

  constructor(db: Db) {
    this.#resorts = db.collection<ResortDocument>(COLLECTIONS.resorts);
  }

  search(query: ResortQuery): Promise<Page<Resort>> {
    return guarded(() => searchText(this.#resorts, buildResortSearchPipelines(query), fromResortDocument, query, query.text));
  }

  findById(id: number): Promise<Resort | null> {
    return this.#findOne({ _id: id });
  }

  findBySlug(slug: string): Promise<Resort | null> {
    return this.#findOne({ slug });
  }

  #findOne(filter: { _id: number } | { slug: string }): Promise<Resort | null> {
    return guarded(async () => {
      const doc = await this.#resorts.findOne<StoredResort>(filter, { projection: RESORT_PROJECTION, maxTimeMS: QUERY_TIME_LIMIT_MS });
      return doc === null ? null : fromResortDocument(doc);
    });
  }
}
