/** Pure builders of what MongoInstructorRepository sends (see school-queries.ts for why). */
import type { Document } from 'mongodb';
import type { InstructorQuery } from '../../../domain/queries.js';
import { anyOf, refsOf } from './filter-clauses.js';
import type { SortSpec } from './page-pipeline.js';
import { INSTRUCTOR_PROJECTION } from './instructor-document.js';
import type { TextFieldPaths } from './text-match.js';
import { textPipelines, type TextPipelines } from './text-pipelines.js';

/** Without text instructors carry no ranking: ascending id, the primary key order; with text, ties break on it. */
export const INSTRUCTOR_ORDER: SortSpec = { _id: 1 };

export const INSTRUCTOR_TEXT_FIELDS: TextFieldPaths = {
  activity: { path: 'activities', array: true },
  level: { path: 'levels', array: true },
  language: { path: 'languages', array: true },
};

export function buildInstructorFilters(query: InstructorQuery): Document[] {
  return [
    ...refsOf('schools.id', 'schools.slug', query.schools),
    ...refsOf('schoolResortIds', 'schoolResortSlugs', query.resorts),
    ...anyOf('schoolCountries', query.countries),
    ...anyOf('activities', query.activities),
    ...anyOf('levels', query.levels),
    ...anyOf('languages', query.languages),
  ];
}

export function buildInstructorSearchPipelines(query: InstructorQuery): TextPipelines {
  return textPipelines({
    text: query.text, fields: INSTRUCTOR_TEXT_FIELDS, filters: buildInstructorFilters(query), order: { relevance: INSTRUCTOR_ORDER }, projection: INSTRUCTOR_PROJECTION,
  }, query);
}
