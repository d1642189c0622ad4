/**
 * How a Resort is stored: the public record (id in `_id`) plus its folded
 * search words and sort name. `schoolCount` is derived from the schools at
 * load time (derived-counts.ts), never trusted from the input.
 */
import type { Resort } from '../../../domain/records.js';
import { resortSearchText, searchWords, searchWordsByWhere } from '../../../domain/search-text.js';
import { fold } from '../../../domain/text.js';

export interface ResortDocument extends Omit<Resort, 'id'> {
  _id: number;
  /** The resort's search words (domain/search-text.ts): what `q` matches. */
  searchWords: string[];
  /** The same words by where they were found: the relevance score. */
  rankedWords: string[][];
  /** Folded name: sort=name. */
  sortName: string;
}

export function toResortDocument(resort: Resort): ResortDocument {
  const { id, ...record } = resort;
  return {
    _id: id,
    ...record,
    searchWords: searchWords(resortSearchText(resort)),
    rankedWords: searchWordsByWhere(resortSearchText(resort)),
    sortName: fold(resort.name),
  };
}

export const RESORT_PROJECTION = {
  _id: 1, slug: 1, name: 1, country: 1, region: 1, location: 1, baseElevation: 1, summitElevation: 1, schoolCount: 1,
} as const;

export type StoredResort = Pick<ResortDocument, keyof typeof RESORT_PROJECTION>;

export function fromResortDocument(doc: StoredResort): Resort {
  return {
    id: doc._id,
    slug: doc.slug,
    name: doc.name,
    country: doc.country,
    region: doc.region,
    location: { lat: doc.location.lat, lng: doc.location.lng },
    baseElevation: doc.baseElevation,
    summitElevation: doc.summitElevation,
    schoolCount: doc.schoolCount,
  };
}
