/**
 * Countries that have schools, derived from the schools at load time; the
 * ISO code is the `_id`, so the list order (by code) is the primary key order.
 */
import type { CountrySummary } from '../../../domain/records.js';
import { countryName } from '../../../domain/countries.js';

export interface CountryDocument {
  _id: string;
  name: string;
  schoolCount: number;
}

/** One document per country with at least one school. */
export function toCountryDocuments(schoolsByCountry: ReadonlyMap<string, number>): CountryDocument[] {
  return [...schoolsByCountry]
    .filter(([, schoolCount]) => schoolCount > 0)
    .map(([code, schoolCount]) => ({ _id: code, name: countryName(code), schoolCount }));
}

export function fromCountryDocument(doc: CountryDocument): CountrySummary {
  return { code: doc._id, name: doc.name, schoolCount: doc.schoolCount };
}

export const COUNTRY_LIST_SORT = { _id: 1 } as const;
