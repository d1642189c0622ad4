/**
 * The presenters and the public schemas cannot drift: every record the test
 * directory holds, presented, parses under its strict schema, and anything a
 * schema does not declare fails. The compile-time half is at the bottom: the
 * build fails if a presenter may add or drop a field.
 */
import { describe, it, before } from 'node:test';
import assert from 'node:assert/strict';
import type { z } from 'zod';
import { CATEGORY_TYPES, categorySlugsOfType } from '../../../src/domain/taxonomy.js';
import { EUR_PER_UNIT } from '../../../src/domain/currency.js';
import type { Category, CountrySummary } from '../../../src/domain/records.js';
import { INSTRUCTOR_PREVIEW_SIZE } from '../../../src/application/use-cases/get-school.js';
import { generateDataset } from '../../../src/adapters/dataset-generator/generate-dataset.js';
import { pageMeta, pageMetaSchema } from '../../../src/adapters/presenters/page-meta.js';
import {
  presentCategory, presentCountry, presentInstructor, presentResort, presentSchool, presentSchoolDetail,
} from '../../../src/adapters/presenters/record-presenters.js';
import {
  categorySchema, countrySchema, instructorSchema, resortSchema, schoolDetailSchema, schoolSchema, type SchoolRecord,
} from '../../../src/adapters/presenters/record-schemas.js';
import { memoryDirectoryOf } from '../../../src/bootstrap/memory-directory.js';
import { DEFAULT_TEST_DATASET } from '../../support/build-test-service.js';

const dataset = generateDataset(DEFAULT_TEST_DATASET);

function assertParses(schema: z.ZodType, record: unknown, label: string): void {
  const parsed = schema.safeParse(record);
  assert.ok(parsed.success, `${label}: ${parsed.error?.message}`);
}

describe('every presented record parses under its schema', () => {
  let categories: Category[];
  let countries: CountrySummary[];
  before(async () => {
    const directory = memoryDirectoryOf(dataset);
    categories = await directory.categories.list();
    countries = await directory.countries.list();
  });

  it('schools, and their details with categories and an instructor preview', () => {
    for (const school of dataset.schools) {
      assertParses(schoolSchema, presentSchool(school), `school ${school.id}`);
      const instructors = dataset.instructors.filter((instructor) => instructor.schools.some((summary) => summary.id === school.id));
      const detail = { school, instructors: { total: instructors.length, preview: instructors.slice(0, INSTRUCTOR_PREVIEW_SIZE) } };
      assertParses(schoolDetailSchema, presentSchoolDetail(detail), `school detail ${school.id}`);
    }
  });

  it('resorts, instructors, categories and countries', () => {
    for (const resort of dataset.resorts) assertParses(resortSchema, presentResort(resort), `resort ${resort.id}`);
    for (const instructor of dataset.instructors) assertParses(instructorSchema, presentInstructor(instructor), `instructor ${instructor.id}`);
    assert.equal(categories.length > 0 && countries.length > 0, true);
    for (const category of categories) assertParses(categorySchema, presentCategory(category), `category ${category.slug}`);
    for (const country of countries) assertParses(countrySchema, presentCountry(country), `country ${country.code}`);
  });

  it('page meta, also of an empty result', () => {
    assertParses(pageMetaSchema, pageMeta({ items: [], total: 0, page: 3, limit: 20 }), 'empty page');
    assertParses(pageMetaSchema, pageMeta({ items: [], total: 41, page: 1, limit: 20 }), 'first page');
  });
});

describe('the schemas refuse what they do not declare', () => {
  const school = presentSchool(dataset.schools[0]!);
  const refused = (schema: z.ZodType, record: unknown) => assert.equal(schema.safeParse(record).success, false, JSON.stringify(record).slice(0, 120));

  it('an extra field, at the top or nested', () => {
    refused(schoolSchema, { ...school, internalScore: 3 });
    refused(schoolSchema, { ...school, contact: { ...school.contact, fax: null } });
    refused(schoolSchema, { ...school, resorts: [{ ...school.resorts[0], _id: 'x' }] });
  });

  it('a missing field, or a value outside the domain vocabulary', () => {
    const { rating: _rating, ...withoutRating } = school;
    refused(schoolSchema, withoutRating);
    refused(schoolSchema, { ...school, activities: ['golf'] });
    refused(schoolSchema, { ...school, country: 'ch' });
    refused(schoolSchema, { ...school, languages: ['EN'] });
    refused(schoolSchema, { ...school, priceFrom: { amount: 10, currency: 'XXX' } });
    refused(resortSchema, { ...presentResort(dataset.resorts[0]!), baseElevation: 1035.5 });
  });

  it('takes its vocabularies from the domain', () => {
    assert.deepEqual(categorySchema.shape.type.options, [...CATEGORY_TYPES]);
    assert.deepEqual(schoolSchema.shape.activities.element.options, categorySlugsOfType('activity'));
    assert.deepEqual(schoolSchema.shape.schoolType.options, categorySlugsOfType('school_type'));
    assert.deepEqual(schoolSchema.shape.priceFrom.shape.currency.options, Object.keys(EUR_PER_UNIT));
  });
});

// Compile-time: the build fails unless each presenter returns exactly its schema's output type...
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Exact<Present extends (...args: never[]) => unknown, Schema extends z.ZodType> = Same<ReturnType<Present>, z.output<Schema>>;
export const presentersReturnTheirSchemaTypes: [
  Exact<typeof presentSchool, typeof schoolSchema>, Exact<typeof presentSchoolDetail, typeof schoolDetailSchema>,
  Exact<typeof presentResort, typeof resortSchema>, Exact<typeof presentInstructor, typeof instructorSchema>,
  Exact<typeof presentCategory, typeof categorySchema>, Exact<typeof presentCountry, typeof countrySchema>,
] = [true, true, true, true, true, true];

// ...and those types admit no missing or extra field (an unused @ts-expect-error fails the build too).
export function schemaTypesAreExact(record: SchoolRecord): SchoolRecord[] {
  const { rating: _rating, ...withoutRating } = record;
  // @ts-expect-error: a record without one of its schema's fields is not a SchoolRecord
  const lacking: SchoolRecord = withoutRating;
  // @ts-expect-error: nor is one with a field its schema lacks
  const extra: SchoolRecord = { ...record, internalScore: 3 };
  return [lacking, extra];
}
