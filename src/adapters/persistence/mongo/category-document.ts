/**
 * Categories are the fixed taxonomy (domain/taxonomy.ts) with school counts
 * derived from the schools at load time, stored so that the short list is an
 * indexed read instead of a scan of every school per request.
 */
import type { Category } from '../../../domain/records.js';
import { CATEGORY_DEFINITIONS, CATEGORY_TYPES, type CategoryType } from '../../../domain/taxonomy.js';

export interface CategoryDocument extends Omit<Category, 'id'> {
  _id: number;
  /** Position of `type` in CATEGORY_TYPES: the list order is by type in that order, then id. */
  typeOrder: number;
}

/** Every category of the taxonomy, counted among the values of its own type (absent: no school has it). */
export function toCategoryDocuments(schoolsBySlug: Readonly<Record<CategoryType, ReadonlyMap<string, number>>>): CategoryDocument[] {
  return CATEGORY_DEFINITIONS.map((definition) => ({
    _id: definition.id,
    slug: definition.slug,
    name: definition.name,
    type: definition.type,
    description: definition.description,
    schoolCount: schoolsBySlug[definition.type].get(definition.slug) ?? 0,
    typeOrder: CATEGORY_TYPES.indexOf(definition.type),
  }));
}

export const CATEGORY_PROJECTION = { _id: 1, slug: 1, name: 1, type: 1, description: 1, schoolCount: 1 } as const;

export type StoredCategory = Pick<CategoryDocument, keyof typeof CATEGORY_PROJECTION>;

export function fromCategoryDocument(doc: StoredCategory): Category {
  return { id: doc._id, slug: doc.slug, name: doc.name, type: doc.type, description: doc.description, schoolCount: doc.schoolCount };
}

export const CATEGORY_LIST_SORT = { typeOrder: 1, _id: 1 } as const;
