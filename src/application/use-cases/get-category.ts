import { NotFoundError } from '../../domain/errors.js';
import type { Category } from '../../domain/records.js';
import type { CategoryRepository } from '../ports/category-repository.js';

export class GetCategory {
  #categories: CategoryRepository;

  constructor(categories: CategoryRepository) {
    this.#categories = categories;
  }

  async execute(slug: string): Promise<Category> {
    const category = await this.#categories.findBySlug(slug.toLowerCase());
    if (!category) throw new NotFoundError('Category', slug);
    return category;
  }
}
