import type { CategoryType } from '../../domain/taxonomy.js';
import type { Category } from '../../domain/records.js';

/**
 * The taxonomy with live school counts. `list` returns every category (of
 * one type when given) ordered by type as in CATEGORY_TYPES, then id; it is a
 * short list and never paged. `findById` and `findBySlug` return null when
 * there is no such category.
 */
export interface CategoryRepository {
  list(type?: CategoryType): Promise<Category[]>;
  findById(id: number): Promise<Category | null>;
  findBySlug(slug: string): Promise<Category | null>;
}
