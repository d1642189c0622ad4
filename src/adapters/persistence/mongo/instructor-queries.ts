/** Pure builders of what MongoInstructorRepository sends (see school-queries.ts for why). */
import type { Document } from 'mongodb';
import type { InstructorQuery } from '../../../domain/queries.js';
import { prefixClauses } from './text-match.js';
import { allOf, anyOf, refsOf } from './filter-clauses.js';
import { sortedPagePipeline, type SortSpec } from './page-pipeline.js';
import { INSTRUCTOR_PROJECTION } from './instructor-document.js';

/** Instructors carry no ranking: ascending id, the primary key order. */
export const INSTRUCTOR_ORDER: SortSpec = { _id: 1 };

export function buildInstructorFilter(query: InstructorQuery): Document {
  return allOf([
    ...prefixClauses('searchWords', query.terms),
    ...refsOf('schools.id', 'schools.slug', query.schools),
    ...refsOf('schoolResortIds', 'schoolResortSlugs', query.resorts),
    ...anyOf('schoolCountries', query.countries),
    ...anyOf('activities', query.activities),
    ...anyOf('levels', query.levels),
    ...anyOf('languages', query.languages),
  ]);
}

export function buildInstructorSearchPipeline(query: InstructorQuery): Document[] {
  return sortedPagePipeline(buildInstructorFilter(query), INSTRUCTOR_ORDER, INSTRUCTOR_PROJECTION, query);
}
