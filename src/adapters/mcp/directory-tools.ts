/**
 * The read-only tools, one per REST endpoint, over the same use cases,
 * parameter declarations, query builders and presenters, so a tool and its
 * endpoint return the same records in the same order with the same meta.
 */
import type { z } from 'zod';
import type { CallToolResult } from '@modelcontextprotocol/server';
import type { CategoryType } from '../../domain/taxonomy.js';
import { SUGGESTION_ORDER } from '../../domain/suggestions.js';
import type { DirectoryUseCases } from '../../application/directory-use-cases.js';
import type { SchoolPage } from '../../application/ports/school-repository.js';
import {
  CATEGORY_LIST, CATEGORY_SCHOOL_LIST, INSTRUCTOR_LIST, NO_PARAMETERS, REFERENCES, RESORT_LIST, RESORT_SCHOOL_LIST, SCHOOL_LIST, SUGGEST,
} from '../validation/endpoint-parameters.js';
import { toSuggestRequest } from '../validation/to-suggest-request.js';
import { presentSuggestion } from '../presenters/suggestion-presenter.js';
import { suggestionSchema } from '../presenters/suggestion-schema.js';
import { toInstructorQuery, toRecordRef, toResortQuery, toSchoolQuery } from '../validation/to-queries.js';
import type { ParameterValues } from '../validation/to-queries.js';
import {
  presentCategory, presentCountry, presentInstructor, presentListedSchool, presentResort, presentSchoolDetail,
} from '../presenters/record-presenters.js';
import {
  categorySchema, countrySchema, instructorSchema, resortSchema, schoolDetailSchema, schoolSchema,
} from '../presenters/record-schemas.js';
import { itemOf, listOf, pageOf } from '../presenters/result-schemas.js';
import { toolInput, type ToolInput } from './tool-input.js';
import { itemResult, listResult, pageResult, pageResultOf, type Noun } from './tool-results.js';

export interface DirectoryTool {
  name: string;
  title: string;
  description: string;
  input: ToolInput;
  output: z.ZodObject;
  /** Called with arguments the input schema has already validated. */
  run(values: ParameterValues): Promise<CallToolResult>;
}

const SCHOOLS: Noun = { one: 'school', many: 'schools' };

/** A page of schools, each with its distance when the search was near a point. */
function schoolPageResult(page: SchoolPage): CallToolResult {
  return pageResultOf(SCHOOLS, page, page.items.map(presentListedSchool(page)));
}
const RESORTS: Noun = { one: 'resort', many: 'resorts' };
const INSTRUCTORS: Noun = { one: 'instructor', many: 'instructors' };
const CATEGORIES: Noun = { one: 'category', many: 'categories' };
const COUNTRIES: Noun = { one: 'country', many: 'countries' };
const SUGGESTIONS: Noun = { one: 'suggestion', many: 'suggestions' };

const FILTERS = 'Filters combine with AND; several values of one filter (a comma list or an array) match any of them.';
const PAGED = 'Returns one page: `data` (records as in the REST API) and `meta` (total, page, limit, total_pages).';

/** Built once per process: the argument schemas are compiled here, not per request. */
export function directoryTools(useCases: DirectoryUseCases): DirectoryTool[] {
  return [
    {
      name: 'search_schools',
      title: 'Search ski schools',
      description: `Search ski schools by free text (\`q\`: name, town, region, country or resort; word prefixes, accents ignored), country, resort, activity, level, teaching language, school type, certified and featured; \`near\` (lat,lng or a resort) with \`radius\` and \`sort=distance\` for the nearest, each with \`distanceKm\`; \`facets\` for counts per value in \`meta.facets\`. ${FILTERS} ${PAGED} Same as GET /api/v1/schools.`,
      input: toolInput(SCHOOL_LIST),
      output: pageOf(schoolSchema),
      run: async (values) => schoolPageResult(await useCases.searchSchools.execute(toSchoolQuery(values))),
    },
    {
      name: 'get_school',
      title: 'Get a ski school',
      description: 'One ski school by id or slug, with its categories and a preview of its instructors. Same as GET /api/v1/schools/{idOrSlug}.',
      input: toolInput({ school: REFERENCES.school.required() }),
      output: itemOf(schoolDetailSchema),
      run: async ({ school }) => itemResult(SCHOOLS, presentSchoolDetail(await useCases.getSchool.execute(toRecordRef(school)))),
    },
    {
      name: 'search_resorts',
      title: 'Search ski resorts',
      description: `Search ski resorts by name (\`q\`) and country, sorted by name or by number of schools. ${FILTERS} ${PAGED} Same as GET /api/v1/resorts.`,
      input: toolInput(RESORT_LIST),
      output: pageOf(resortSchema),
      run: async (values) => pageResult(RESORTS, await useCases.searchResorts.execute(toResortQuery(values)), presentResort),
    },
    {
      name: 'get_resort',
      title: 'Get a ski resort',
      description: 'One ski resort by id or slug, with its elevations and school count. Same as GET /api/v1/resorts/{idOrSlug}.',
      input: toolInput({ resort: REFERENCES.resort.required() }),
      output: itemOf(resortSchema),
      run: async ({ resort }) => itemResult(RESORTS, presentResort(await useCases.getResort.execute(toRecordRef(resort)))),
    },
    {
      name: 'list_resort_schools',
      title: 'List the schools at a resort',
      description: `The ski schools at one resort (id or slug), with every filter of search_schools except \`resort\`. An unknown resort is an error. ${PAGED} Same as GET /api/v1/resorts/{idOrSlug}/schools.`,
      input: toolInput({ resort: REFERENCES.resort.required(), ...RESORT_SCHOOL_LIST }),
      output: pageOf(schoolSchema),
      run: async ({ resort, ...values }) => schoolPageResult(await useCases.listResortSchools.execute(toRecordRef(resort), toSchoolQuery(values))),
    },
    {
      name: 'search_instructors',
      title: 'Search ski instructors',
      description: `Search instructors by free text, school, resort, country, activity, level and language; listed by ascending id. Names are first name and initial only. ${FILTERS} ${PAGED} Same as GET /api/v1/instructors.`,
      input: toolInput(INSTRUCTOR_LIST),
      output: pageOf(instructorSchema),
      run: async (values) => pageResult(INSTRUCTORS, await useCases.searchInstructors.execute(toInstructorQuery(values)), presentInstructor),
    },
    {
      name: 'get_instructor',
      title: 'Get a ski instructor',
      description: 'One instructor by numeric id, with schools, languages, activities, levels and certifications. Same as GET /api/v1/instructors/{id}.',
      input: toolInput({ instructor: REFERENCES.instructor.required() }),
      output: itemOf(instructorSchema),
      run: async ({ instructor }) => itemResult(INSTRUCTORS, presentInstructor(await useCases.getInstructor.execute(toRecordRef(instructor)))),
    },
    {
      name: 'list_categories',
      title: 'List categories',
      description: 'The categories behind the `activity`, `level` and `school_type` filters, each with its type and school count, optionally of one `type`. Returned whole, without paging. Same as GET /api/v1/categories.',
      input: toolInput(CATEGORY_LIST),
      output: listOf(categorySchema),
      run: async (values) => listResult(CATEGORIES, await useCases.listCategories.execute(values.type as CategoryType | undefined), presentCategory),
    },
    {
      name: 'get_category',
      title: 'Get a category',
      description: 'One category by id or slug (for example `freeride` or `kids-club`) with its school count. Same as GET /api/v1/categories/{idOrSlug}.',
      input: toolInput({ category: REFERENCES.category.required() }),
      output: itemOf(categorySchema),
      run: async ({ category }) => itemResult(CATEGORIES, presentCategory(await useCases.getCategory.execute(toRecordRef(category)))),
    },
    {
      name: 'list_category_schools',
      title: 'List the schools in a category',
      description: `The ski schools in one category (id or slug), with the filters of search_schools except the category filters (activity, level, school_type): the category fixes one of them. ${PAGED} Same as GET /api/v1/categories/{idOrSlug}/schools.`,
      input: toolInput({ category: REFERENCES.category.required(), ...CATEGORY_SCHOOL_LIST }),
      output: pageOf(schoolSchema),
      run: async ({ category, ...values }) => schoolPageResult(await useCases.listCategorySchools.execute(toRecordRef(category), toSchoolQuery(values))),
    },
    {
      name: 'list_countries',
      title: 'List countries',
      description: 'The countries that have ski schools: ISO 3166-1 alpha-2 code, name and school count. Returned whole. Same as GET /api/v1/countries.',
      input: toolInput(NO_PARAMETERS),
      output: listOf(countrySchema),
      run: async () => listResult(COUNTRIES, await useCases.listCountries.execute(), presentCountry),
    },
    {
      name: 'suggest',
      title: 'Suggest as you type',
      description: 'Resorts, towns, regions, countries, categories and schools whose names start with what was typed (`q`, the last word may be partial), '
        + 'or, when a word starts no name, closely match it (one or two typos); at most `limit` (1-10, default 8), ranked: ' + SUGGESTION_ORDER + '. '
        + 'Each has a `url` to follow. Same as GET /api/v1/suggest.',
      input: toolInput(SUGGEST),
      output: listOf(suggestionSchema),
      run: async (values) => listResult(SUGGESTIONS, await useCases.suggest.execute(toSuggestRequest(values)), presentSuggestion),
    },
  ];
}
