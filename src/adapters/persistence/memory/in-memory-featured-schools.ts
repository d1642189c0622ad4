import type { FeaturedSchools } from '../../../application/ports/featured-schools.js';
import type { SchoolIndex } from './school-index.js';

/** FeaturedSchools over the embedded engine: the index updates itself in place of a rebuild (see SchoolIndex.setFeatured). */
export class InMemoryFeaturedSchools implements FeaturedSchools {
  readonly #index: SchoolIndex;

  constructor(index: SchoolIndex) {
    this.#index = index;
  }

  async setFeatured(schoolId: number, featured: boolean, atMs: number): Promise<boolean | null> {
    return this.#index.setFeatured(schoolId, featured, new Date(atMs).toISOString());
  }
}
