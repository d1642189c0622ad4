import type { RecordRef } from '../../domain/queries.js';

interface FindsByIdAndSlug<T> {
  findById(id: number): Promise<T | null>;
  findBySlug(slug: string): Promise<T | null>;
}

/** Every detail route takes an id or a slug, for every record that has a slug; this picks the lookup. */
export function findByRef<T>(repository: FindsByIdAndSlug<T>, ref: RecordRef): Promise<T | null> {
  return 'id' in ref ? repository.findById(ref.id) : repository.findBySlug(ref.slug);
}

export function describeRef(ref: RecordRef): string | number {
  return 'id' in ref ? ref.id : ref.slug;
}
