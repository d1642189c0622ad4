import type { CategoryRepository } from '../../../application/ports/category-repository.js';
import { extended } from '../../../domain/objects.js';
import type { Category } from '../../../domain/records.js';
import { CATEGORY_DEFINITIONS, CATEGORY_TYPES, type CategoryType } from '../../../domain/taxonomy.js';
import type { SchoolFacet, SchoolIndex } from './school-index.js';

const FACET_OF_TYPE: Readonly<Record<CategoryType, SchoolFacet>> = { activity: 'activity', level: 'level', school_type: 'schoolType' };

/** The fixed taxonomy with school counts taken from the school index once: the data never changes. */
export class InMemoryCategoryRepository implements CategoryRepository {
  readonly #categories: readonly Category[];

  constructor(schools: SchoolIndex) {
    this.#categories = [...CATEGORY_DEFINITIONS]
      .sort((a, b) => CATEGORY_TYPES.indexOf(a.type) - CATEGORY_TYPES.indexOf(b.type) || a.id - b.id)
      .map((definition) => Object.freeze(extended(definition, { schoolCount: schools.count(FACET_OF_TYPE[definition.type], definition.slug) })));
  }

  async list(type?: CategoryType): Promise<Category[]> {
    return this.#categories.filter((category) => type === undefined || category.type === type);
  }

  async findById(id: number): Promise<Category | null> {
    return this.#categories.find((category) => category.id === id) ?? null;
  }

  async findBySlug(slug: string): Promise<Category | null> {
    return this.#categories.find((category) => category.slug === slug) ?? null;
  }
}
