/**
 * The precomputed orders behind SchoolQuery.sort (see domain/queries.ts),
 * each ending on ascending id. Documents are positions in id order, so
 * comparing document numbers is comparing ids.
 */
import { priceInEuroCents } from '../../../domain/currency.js';
import type { SchoolSort } from '../../../domain/queries.js';
import type { School } from '../../../domain/records.js';
import { compareCodeUnits, fold } from '../../../domain/text.js';
import { buildSortOrder, ordersBothWays, type SortOrder } from './ranked-page.js';

export type PrecomputedSort = Exclude<SchoolSort, 'relevance'>;

export function buildSchoolOrders(schools: readonly School[]): Readonly<Record<PrecomputedSort, SortOrder>> {
  const count = schools.length;
  // Every key a Float64Array, so that the comparators read one kind of array and stay monomorphic.
  const featured = Float64Array.from(schools, (school) => (school.featured ? 1 : 0));
  // No rating (null: no reviews) sorts after every rating, as MongoDB puts null after numbers in a descending sort.
  const rating = Float64Array.from(schools, (school) => school.rating ?? -1);
  const reviews = Float64Array.from(schools, (school) => school.reviewCount);
  const price = Float64Array.from(schools, (school) => priceInEuroCents(school.priceFrom.amount, school.priceFrom.currency));
  const created = Float64Array.from(schools, (school) => Date.parse(school.createdAt));
  const names = schools.map((school) => fold(school.name));
  const at = (values: Float64Array, doc: number): number => values[doc] as number;
  const byRating = (a: number, b: number): number => at(rating, b) - at(rating, a) || at(reviews, b) - at(reviews, a);
  const [byPrice, byPriceDescending] = ordersBothWays(count, (a, b) => at(price, a) - at(price, b));
  const [byName, byNameDescending] = ordersBothWays(count, (a, b) => compareCodeUnits(names[a] as string, names[b] as string));
  return {
    featured: buildSortOrder(count, (a, b) => at(featured, b) - at(featured, a) || byRating(a, b) || a - b),
    rating: buildSortOrder(count, (a, b) => byRating(a, b) || a - b),
    reviews: buildSortOrder(count, (a, b) => at(reviews, b) - at(reviews, a) || at(rating, b) - at(rating, a) || a - b),
    price: byPrice,
    '-price': byPriceDescending,
    name: byName,
    '-name': byNameDescending,
    newest: buildSortOrder(count, (a, b) => at(created, b) - at(created, a) || a - b),
  };
}
