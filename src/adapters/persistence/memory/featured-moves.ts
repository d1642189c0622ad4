/**
 * The embedded engine's one update: a school's `featured` flag flips. Only
 * two structures depend on it, the `featured` facet's posting lists and the
 * featured order (the default order, and relevance's tiebreak); every other
 * order and posting list stays as it is. Each function returns new arrays
 * and leaves its inputs untouched, so the index can swap them in at once.
 * Cost: copies of typed arrays, O(n) in the number of schools, with no sort.
 */
import type { SortOrder } from './ranked-page.js';
import { gallop } from './sorted-ids.js';

/** `list` (strictly ascending) with `doc` inserted; `list` itself when it is already there. */
export function withDoc(list: Uint32Array, doc: number): Uint32Array {
  const at = gallop(list, doc, 0);
  if (list[at] === doc) return list;
  const next = new Uint32Array(list.length + 1);
  next.set(list.subarray(0, at));
  next[at] = doc;
  next.set(list.subarray(at), at + 1);
  return next;
}

/** `list` (strictly ascending) without `doc`; `list` itself when it is not there. */
export function withoutDoc(list: Uint32Array, doc: number): Uint32Array {
  const at = gallop(list, doc, 0);
  if (list[at] !== doc) return list;
  const next = new Uint32Array(list.length - 1);
  next.set(list.subarray(0, at));
  next.set(list.subarray(at + 1), at);
  return next;
}

/**
 * The featured order after `doc` joins (or leaves) the featured schools,
 * which come first. Within each group the featured order is the rating
 * order (school-orders.ts: featured first, then as `rating`), so the new
 * place is a binary search by rating rank inside the group `doc` joins.
 * `featuredCount` counts the featured schools before the change.
 */
export function movedInFeaturedOrder(featured: SortOrder, ratingRank: Uint32Array, featuredCount: number, doc: number, becomesFeatured: boolean): SortOrder {
  const from = featured.rank[doc] as number;
  const order = featured.order.slice();
  // Take doc out, then find its place among the others of the group it joins.
  order.copyWithin(from, from + 1);
  const others = order.subarray(0, order.length - 1);
  const [start, end] = becomesFeatured ? [0, featuredCount] : [featuredCount - 1, others.length];
  const key = ratingRank[doc] as number;
  let low = start;
  let high = end;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((ratingRank[others[middle] as number] as number) < key) low = middle + 1;
    else high = middle;
  }
  order.copyWithin(low + 1, low, order.length - 1);
  order[low] = doc;
  const rank = featured.rank.slice();
  for (let position = Math.min(from, low); position <= Math.max(from, low); position += 1) rank[order[position] as number] = position;
  return { order, rank };
}
