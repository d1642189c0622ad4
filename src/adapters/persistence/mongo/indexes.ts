/**
 * Every index, each with the query it serves; the loader creates them all
 * (createIndexes is idempotent). The `_id` of every directory collection is
 * the record id, so lookups by id and the final tiebreak of every order use
 * the built-in `_id` index and compound indexes end in `_id`.
 */
import type { Db } from 'mongodb';
import { COLLECTIONS } from './collections.js';
import type { IndexPlan } from './index-plan.js';
import { PAYMENT_INDEX_PLANS } from './payments/payment-indexes.js';
import { WEBHOOK_INDEX_PLANS } from './webhooks/webhook-delivery-collection.js';

const FEATURED = { featured: -1, rating: -1, reviewCount: -1, _id: 1 } as const;
const text = 'q: one anchored prefix regex per term on the multikey word list';

export const INDEX_PLANS: readonly IndexPlan[] = [
  { collection: COLLECTIONS.schools, key: { slug: 1 }, options: { name: 'slug_unique', unique: true }, serves: 'GET /schools/{idOrSlug} by slug' },
  { collection: COLLECTIONS.schools, key: { searchWords: 1 }, options: { name: 'search_words' }, serves: text },
  { collection: COLLECTIONS.schools, key: FEATURED, options: { name: 'sort_featured' }, serves: 'sort=featured (the default, unfiltered listing) and featured=true|false' },
  { collection: COLLECTIONS.schools, key: { country: 1, ...FEATURED }, options: { name: 'country_sort_featured' }, serves: 'country=… with the default order (equality, then the sort, from one index)' },
  { collection: COLLECTIONS.schools, key: { 'resorts.id': 1, ...FEATURED }, options: { name: 'resort_id_sort_featured' }, serves: 'resort=<id> and /resorts/{idOrSlug}/schools (which filter by id) with the default order' },
  { collection: COLLECTIONS.schools, key: { 'resorts.slug': 1 }, options: { name: 'resort_slug' }, serves: 'resort=<slug>' },
  { collection: COLLECTIONS.schools, key: { rating: -1, reviewCount: -1, _id: 1 }, options: { name: 'sort_rating' }, serves: 'sort=rating' },
  { collection: COLLECTIONS.schools, key: { reviewCount: -1, rating: -1, _id: 1 }, options: { name: 'sort_reviews' }, serves: 'sort=reviews' },
  { collection: COLLECTIONS.schools, key: { priceEurCents: 1, _id: 1 }, options: { name: 'sort_price' }, serves: 'sort=price' },
  { collection: COLLECTIONS.schools, key: { priceEurCents: -1, _id: 1 }, options: { name: 'sort_price_desc' }, serves: 'sort=-price' },
  { collection: COLLECTIONS.schools, key: { sortName: 1, _id: 1 }, options: { name: 'sort_name' }, serves: 'sort=name' },
  { collection: COLLECTIONS.schools, key: { sortName: -1, _id: 1 }, options: { name: 'sort_name_desc' }, serves: 'sort=-name (the reverse walk of sort_name would order ids descending)' },
  { collection: COLLECTIONS.schools, key: { createdAtMs: -1, _id: 1 }, options: { name: 'sort_newest' }, serves: 'sort=newest' },
  { collection: COLLECTIONS.schools, key: { activities: 1 }, options: { name: 'activities' }, serves: 'activity=… and /categories/{idOrSlug}/schools for rare activities' },
  { collection: COLLECTIONS.schools, key: { languages: 1 }, options: { name: 'languages' }, serves: 'language=… for rarely taught languages' },
  { collection: COLLECTIONS.schools, key: { schoolType: 1, ...FEATURED }, options: { name: 'school_type_sort_featured' }, serves: 'school_type=… and /categories/{idOrSlug}/schools' },
  { collection: COLLECTIONS.schools, key: { 'location.lat': 1, 'location.lng': 1 }, options: { name: 'location_lat_lng' }, serves: 'near=…: the bounding box of the radius (geo-stages.ts); the exact distance is computed on what it finds' },

  { collection: COLLECTIONS.resorts, key: { slug: 1 }, options: { name: 'slug_unique', unique: true }, serves: 'GET /resorts/{idOrSlug} by slug' },
  { collection: COLLECTIONS.resorts, key: { searchWords: 1 }, options: { name: 'search_words' }, serves: text },
  { collection: COLLECTIONS.resorts, key: { sortName: 1, _id: 1 }, options: { name: 'sort_name' }, serves: 'sort=name (default)' },
  { collection: COLLECTIONS.resorts, key: { sortName: -1, _id: 1 }, options: { name: 'sort_name_desc' }, serves: 'sort=-name' },
  { collection: COLLECTIONS.resorts, key: { country: 1, sortName: 1, _id: 1 }, options: { name: 'country_sort_name' }, serves: 'country=… with sort=name' },
  { collection: COLLECTIONS.resorts, key: { schoolCount: -1, _id: 1 }, options: { name: 'sort_schools' }, serves: 'sort=schools' },

  { collection: COLLECTIONS.instructors, key: { searchWords: 1 }, options: { name: 'search_words' }, serves: text },
  { collection: COLLECTIONS.instructors, key: { 'schools.id': 1, _id: 1 }, options: { name: 'school_id' }, serves: 'school=<id>; the instructor summary of GET /schools/{idOrSlug}' },
  { collection: COLLECTIONS.instructors, key: { 'schools.slug': 1, _id: 1 }, options: { name: 'school_slug' }, serves: 'school=<slug>' },
  { collection: COLLECTIONS.instructors, key: { schoolResortIds: 1, _id: 1 }, options: { name: 'resort_id' }, serves: 'resort=<id>' },
  { collection: COLLECTIONS.instructors, key: { schoolResortSlugs: 1, _id: 1 }, options: { name: 'resort_slug' }, serves: 'resort=<slug>' },
  { collection: COLLECTIONS.instructors, key: { schoolCountries: 1, _id: 1 }, options: { name: 'country' }, serves: 'country=…' },

  { collection: COLLECTIONS.categories, key: { slug: 1 }, options: { name: 'slug_unique', unique: true }, serves: 'GET /categories/{idOrSlug} by slug' },
  { collection: COLLECTIONS.categories, key: { typeOrder: 1, _id: 1 }, options: { name: 'list_order' }, serves: 'GET /categories[?type=…] in type order, then id' },

  { collection: COLLECTIONS.suggestions, key: { words: 1 }, options: { name: 'words' }, serves: '/suggest: one anchored prefix regex (or equality) per typed word on the multikey word list, in `_id` (suggestion) order' },
  { collection: COLLECTIONS.suggestions, key: { type: 1, value: 1 }, options: { name: 'type_value' }, serves: '/suggest: the places and categories a vocabulary phrase names' },

  ...PAYMENT_INDEX_PLANS,
  ...WEBHOOK_INDEX_PLANS,
];

/** Creates every planned index; returns how many plans were applied. */
export async function ensureIndexes(db: Db, plans: readonly IndexPlan[] = INDEX_PLANS): Promise<number> {
  for (const plan of plans) {
    await db.collection(plan.collection).createIndex(plan.key, plan.options);
  }
  return plans.length;
}
