/** Pure builders of what MongoResortRepository sends (see school-queries.ts for why). */
import type { Document } from 'mongodb';
import type { ResortQuery, ResortSort } from '../../../domain/queries.js';
import { hasText } from '../../../domain/text-query.js';
import { anyOf } from './filter-clauses.js';
import type { SortSpec } from './page-pipeline.js';
import { RESORT_PROJECTION } from './resort-document.js';
import type { TextFieldPaths } from './text-match.js';
import { textPipelines, type TextPipelines } from './text-pipelines.js';

const BY_SCHOOLS: SortSpec = { schoolCount: -1, _id: 1 };

export const RESORT_SORTS: Readonly<Record<Exclude<ResortSort, 'relevance'>, SortSpec>> = {
  name: { sortName: 1, _id: 1 },
  '-name': { sortName: -1, _id: 1 },
  schools: BY_SCHOOLS,
};

/** A resort is named by another name as itself (its slug), its region or its country. */
export const RESORT_TEXT_FIELDS: TextFieldPaths = {
  country: { path: 'country', array: false },
  region: { path: 'region', array: false },
  resort: { path: 'slug', array: false },
};

export function buildResortFilters(query: ResortQuery): Document[] {
  return anyOf('country', query.countries);
}

export function buildResortSearchPipelines(query: ResortQuery): TextPipelines {
  // relevance ties break on the most schools; without text it is the default order, by name.
  const order = query.sort === 'relevance'
    ? (hasText(query.text) ? { relevance: BY_SCHOOLS } : { sort: RESORT_SORTS.name })
    : { sort: RESORT_SORTS[query.sort] };
  return textPipelines({ text: query.text, fields: RESORT_TEXT_FIELDS, filters: buildResortFilters(query), order, projection: RESORT_PROJECTION }, query);
}
