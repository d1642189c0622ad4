/** Pure builders of what MongoResortRepository sends (see school-queries.ts for why). */
import type { Document } from 'mongodb';
import type { ResortQuery, ResortSort } from '../../../domain/queries.js';
import { prefixClauses } from './text-match.js';
import { allOf, anyOf } from './filter-clauses.js';
import { sortedPagePipeline, type SortSpec } from './page-pipeline.js';
import { RESORT_PROJECTION } from './resort-document.js';

export const RESORT_SORTS: Readonly<Record<ResortSort, SortSpec>> = {
  name: { sortName: 1, _id: 1 },
  '-name': { sortName: -1, _id: 1 },
  schools: { schoolCount: -1, _id: 1 },
};

export function buildResortFilter(query: ResortQuery): Document {
  return allOf([...prefixClauses('searchWords', query.terms), ...anyOf('country', query.countries)]);
}

export function buildResortSearchPipeline(query: ResortQuery): Document[] {
  return sortedPagePipeline(buildResortFilter(query), RESORT_SORTS[query.sort], RESORT_PROJECTION, query);
}
