/**
 * Random queries for the differential tests, each built around one anchor
 * record of the dataset so that most of them match something, with every
 * filter value that exists (and some that do not) in play.
 */
import fc from 'fast-check';
import type { Dataset } from '../../../../src/adapters/dataset-generator/dataset.js';
import { SCHOOL_SORTS, RESORT_SORTS, type InstructorQuery, type ResortQuery, type SchoolQuery } from '../../../../src/domain/queries.js';
import { categorySlugsOfType } from '../../../../src/domain/taxonomy.js';
import type { Instructor, Resort, School } from '../../../../src/domain/records.js';
import { countryName } from '../../../../src/domain/countries.js';
import { distinctWords } from '../../../../src/domain/text.js';
import { flagLike, listOf, paging, refOf, refsOf, termsFrom } from './differential-fixture.js';

const withUnknown = (values: string[]) => [...values, 'bogus'];
const schoolWords = (school: School) => [school.name, school.town, school.region, countryName(school.country), ...school.resorts.map((resort) => resort.name)];
const resortWords = (resort: Resort) => [resort.name, resort.region, countryName(resort.country)];
const instructorWords = (instructor: Instructor) => [instructor.displayName, instructor.bio, ...instructor.schools.map((school) => school.name)];
const withPaging = <Q>(query: fc.Arbitrary<Q>) => query.chain((fields) => paging.map((page) => ({ ...fields, ...page })));

export interface QueryArbitraries {
  school: fc.Arbitrary<SchoolQuery>;
  resort: fc.Arbitrary<ResortQuery>;
  instructor: fc.Arbitrary<InstructorQuery>;
}

export function queryArbitraries(dataset: Dataset): QueryArbitraries {
  const countries = [...new Set(dataset.schools.map((school) => school.country))];
  const countryCodes = [...countries, ...countries.slice(0, 3).map((code) => code.toLowerCase()), 'ZZ'];
  const languages = [...new Set(dataset.schools.flatMap((school) => school.languages)), 'XX', 'EN'];
  const vocabulary = {
    schools: distinctWords(dataset.schools.flatMap(schoolWords)),
    resorts: distinctWords(dataset.resorts.flatMap(resortWords)),
    instructors: distinctWords(dataset.instructors.slice(0, 300).flatMap(instructorWords)),
  };
  const schoolsById = new Map(dataset.schools.map((school) => [school.id, school]));

  const school: fc.Arbitrary<SchoolQuery> = withPaging(fc.constantFrom(...dataset.schools).chain((anchor) => fc.record({
    terms: termsFrom(schoolWords(anchor), vocabulary.schools),
    countries: listOf(countryCodes, [anchor.country]),
    resorts: listOf(refsOf(dataset.resorts), anchor.resorts.flatMap(refOf)),
    activities: listOf(withUnknown(categorySlugsOfType('activity')), anchor.activities),
    levels: listOf(withUnknown(categorySlugsOfType('level')), anchor.levels),
    languages: listOf(languages, anchor.languages),
    schoolTypes: listOf(withUnknown(categorySlugsOfType('school_type')), [anchor.schoolType]),
    certified: flagLike(anchor.certified),
    featured: flagLike(anchor.featured),
    sort: fc.constantFrom(...SCHOOL_SORTS),
  }, { requiredKeys: ['terms', 'sort'] })));

  const resort: fc.Arbitrary<ResortQuery> = withPaging(fc.constantFrom(...dataset.resorts).chain((anchor) => fc.record({
    terms: termsFrom(resortWords(anchor), vocabulary.resorts),
    countries: listOf(countryCodes, [anchor.country]),
    sort: fc.constantFrom(...RESORT_SORTS),
  }, { requiredKeys: ['terms', 'sort'] })));

  const instructor: fc.Arbitrary<InstructorQuery> = withPaging(fc.constantFrom(...dataset.instructors).chain((anchor) => {
    const schools = anchor.schools.flatMap((summary) => schoolsById.get(summary.id) ?? []);
    return fc.record({
      terms: termsFrom(instructorWords(anchor), vocabulary.instructors),
      schools: listOf(refsOf(dataset.schools.slice(0, 40)), anchor.schools.flatMap(refOf)),
      resorts: listOf(refsOf(dataset.resorts), schools.flatMap((summary) => summary.resorts.flatMap(refOf))),
      countries: listOf(countryCodes, schools.map((summary) => summary.country)),
      activities: listOf(withUnknown(categorySlugsOfType('activity')), anchor.activities),
      levels: listOf(categorySlugsOfType('level'), anchor.levels),
      languages: listOf(languages, anchor.languages),
    }, { requiredKeys: ['terms'] });
  }));

  return { school, resort, instructor };
}

/** Counts queries that returned items, so a run where everything came back empty fails instead of proving nothing. */
export function nonVacuous() {
  let withItems = 0;
  let runs = 0;
  return {
    note(items: readonly unknown[]) { runs += 1; if (items.length > 0) withItems += 1; },
    /** Reports the share in the test output and fails below `minimumShare`. */
    check(minimumShare: number, report: (line: string) => void) {
      report(`${withItems} of ${runs} queries returned items; every one agreed`);
      if (withItems < runs * minimumShare) throw new Error(`only ${withItems} of ${runs} queries returned items`);
    },
  };
}
