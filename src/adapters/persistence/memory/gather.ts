/**
 * Array.from and Uint32Array.from with a mapping function walk their source
 * through an iterator: on a page of twenty documents, several times the work
 * of a plain loop, on every request (issue 17). These are the loops.
 */

/** The records at `docs`, in that order. */
export function recordsAt<T>(records: readonly T[], docs: ArrayLike<number>): T[] {
  const found = new Array<T>(docs.length);
  for (let index = 0; index < docs.length; index += 1) found[index] = records[docs[index] as number] as T;
  return found;
}

/** `map` of each value of `values`, as document or term numbers. */
export function mappedIds<T>(values: ArrayLike<T>, map: (value: T) => number): Uint32Array {
  const ids = new Uint32Array(values.length);
  for (let index = 0; index < values.length; index += 1) ids[index] = map(values[index] as T);
  return ids;
}
