/**
 * The one write the directory takes: a school's `featured` flag, which
 * derives from its listing subscription.
 * - `setFeatured` is idempotent and returns the previous value, or null when
 *   there is no such school (nothing is written then).
 * - Once it resolves, every read sees the new value: detail, `featured=`
 *   filters, the default order and relevance ties.
 * - It throws the store's own error when the store cannot answer.
 */
export interface FeaturedSchools {
  setFeatured(schoolId: number, featured: boolean, atMs: number): Promise<boolean | null>;
}
