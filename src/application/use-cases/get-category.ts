import { NotFoundError } from '../../domain/errors.js';
import type { RecordRef } from '../../domain/queries.js';
import type { Category } from '../../domain/records.js';
import type { CategoryRepository } from '../ports/category-repository.js';
import { describeRef, findByRef } from './find-by-ref.js';

export class GetCategory {
  #categories: CategoryRepository;

  constructor(categories: CategoryRepository) {
    this.#categories = categories;
  }

  async execute(ref: RecordRef): Promise<Category> {
    const category = await findByRef(this.#categories, ref);
    if (!category) throw new NotFoundError('Category', describeRef(ref));
    return category;
  }
}
