/**
 * Query values as the indexes need them. The query arrives normalised
 * (domain/queries.ts), so nothing here re-cases or re-folds a value.
 */
import { pageOffset, type PageRequest } from '../../../domain/page.js';
import { parseRecordRef } from '../../../domain/queries.js';

/** Ids of the records that `refs` (normalised ids or slugs) name; unknown slugs name nothing. */
export function refIds(refs: readonly string[], idOfSlug: (slug: string) => number | undefined): number[] {
  // A loop, not flatMap: a school's detail asks for its instructors by id on every request, and flatMap's
  // array per ref was a few per cent of that request's CPU (issue 17).
  const ids: number[] = [];
  for (const raw of refs) {
    const ref = parseRecordRef(raw);
    const id = 'id' in ref ? ref.id : idOfSlug(ref.slug);
    if (id !== undefined) ids.push(id);
  }
  return ids;
}

/** A filter list that filters: absent and empty lists both mean "any value". */
export function isActive(values: readonly unknown[] | undefined): values is readonly unknown[] {
  return values !== undefined && values.length > 0;
}

/**
 * Paging is validated by the parameter rules before it gets here; a bad value
 * at this point is a bug in the caller, and a negative offset would silently
 * read from the end of an order, so it is refused.
 */
export function checkedOffset(request: PageRequest): number {
  const { page, limit } = request;
  if (!Number.isSafeInteger(page) || page < 1 || !Number.isSafeInteger(limit) || limit < 1) {
    throw new RangeError(`Invalid page request: page ${page}, limit ${limit}`);
  }
  return pageOffset(request);
}
