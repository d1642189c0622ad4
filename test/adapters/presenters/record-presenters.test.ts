import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { generateDataset } from '../../../src/adapters/dataset-generator/generate-dataset.js';
import { presentListedSchool, presentSchool, presentSchoolDetail } from '../../../src/adapters/presenters/record-presenters.js';
import { sameHiddenClass } from '../../support/hidden-class.js';

const { schools } = generateDataset({ schools: 40, seed: 7 });

describe('records as the MCP tools present them on every call', () => {
  it('a listed school with its distance: the school, then distanceKm, in one fast hidden class for every school', () => {
    const present = presentListedSchool({ items: schools, total: schools.length, page: 1, limit: 40, distancesKm: schools.map((_, at) => 0.25 + at * 1.5) });
    const listed = schools.map((school, at) => present(school, at));
    assert.deepEqual(Object.keys(listed[3] as object), [...Object.keys(presentSchool(schools[3]!)), 'distanceKm']);
    assert.equal(listed[3]?.distanceKm, 4.75);
    assert.ok(listed.every((record) => sameHiddenClass(record, listed[0] as object)));
  });

  it('a school detail: the school, then its extras, in one fast hidden class for every school', () => {
    const details = schools.map((school) => presentSchoolDetail({ school, instructors: { total: 2, preview: [] } }));
    assert.deepEqual(Object.keys(details[0] as object).slice(0, Object.keys(presentSchool(schools[0]!)).length), Object.keys(presentSchool(schools[0]!)));
    assert.ok(details.every((record) => sameHiddenClass(record, details[0] as object)));
  });
});
