import type { Category } from '../../domain/records.js';
import type { CategoryType } from '../../domain/taxonomy.js';
import type { CategoryRepository } from '../ports/category-repository.js';

export class ListCategories {
  #categories: CategoryRepository;

  constructor(categories: CategoryRepository) {
    this.#categories = categories;
  }

  execute(type?: CategoryType): Promise<Category[]> {
    return this.#categories.list(type);
  }
}
