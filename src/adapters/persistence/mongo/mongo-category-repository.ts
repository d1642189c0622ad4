/**
 * CategoryRepository over the `categories` collection, which the loader
 * fills from the taxonomy with school counts derived from the schools.
 */
import type { Collection, Db, Filter } from 'mongodb';
import type { CategoryRepository } from '../../../application/ports/category-repository.js';
import type { Category } from '../../../domain/records.js';
import type { CategoryType } from '../../../domain/taxonomy.js';
import { COLLECTIONS } from './collections.js';
import { guarded } from './mongo-errors.js';
import { QUERY_TIME_LIMIT_MS } from './mongo-client.js';
import { CATEGORY_LIST_SORT, CATEGORY_PROJECTION, fromCategoryDocument, type CategoryDocument, type StoredCategory } from './category-document.js';

/** The list query, pure so that the differential test evaluates the same one. */
export function buildCategoryListQuery(type?: CategoryType): { filter: { type?: CategoryType }; sort: typeof CATEGORY_LIST_SORT } {
  return { filter: type === undefined ? {} : { type }, sort: CATEGORY_LIST_SORT };
}

export class MongoCategoryRepository implements CategoryRepository {
  #categories: Collection<CategoryDocument>;

  constructor(db: Db) {
    this.#categories = db.collection<CategoryDocument>(COLLECTIONS.categories);
  }

  list(type?: CategoryType): Promise<Category[]> {
    const { filter, sort } = buildCategoryListQuery(type);
    return guarded(async () => {
      const docs = await this.#categories
        .find<StoredCategory>(filter, { projection: CATEGORY_PROJECTION, sort, maxTimeMS: QUERY_TIME_LIMIT_MS })
        .toArray();
      return docs.map(fromCategoryDocument);
    });
  }

  findById(id: number): Promise<Category | null> {
    return this.#findOne({ _id: id });
  }

  findBySlug(slug: string): Promise<Category | null> {
    return this.#findOne({ slug });
  }

  #findOne(filter: Filter<CategoryDocument>): Promise<Category | null> {
    return guarded(async () => {
      const doc = await this.#categories.findOne<StoredCategory>(filter, { projection: CATEGORY_PROJECTION, maxTimeMS: QUERY_TIME_LIMIT_MS });
      return doc === null ? null : fromCategoryDocument(doc);
    });
  }
}
