import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { generateDataset } from '../../../src/adapters/dataset-generator/generate-dataset.js';
import { distanceKmJson, presentDistance, presentListedSchool, presentSchool, presentSchoolDetail } from '../../../src/adapters/presenters/record-presenters.js';
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

describe('a distance written from its whole metres', () => {
  it('is the text JSON.stringify gives the distance presented, for every size of distance and every rounding', () => {
    // Whole metres, each decimal of the metre, halves that round up or to even, the far side of the Earth, either side of the
    // largest distance written from its metres (999,999,999,999,999 m), and beyond it.
    const edges = [
      0, -0, 1e-9, 0.0004, 0.0005, 0.0015, 0.001, 0.01, 0.1, 0.999, 0.9995, 0.99949, 1, 12.3405, 99.9999, 250, 20_037.508,
      123_456_789_012.345, 999_999_999_999.999, 999_999_999_999.9994, 999_999_999_999.9996, 1e12 + 0.5, 1e13, 1e15, 3e20,
      -0.0004, -1.5, Number.NaN, Number.POSITIVE_INFINITY,
    ];
    // A deterministic spread over the magnitudes written from metres (no seed to keep: the same values every run).
    const spread = Array.from({ length: 200_000 }, (_, at) => (((at * 7_919) % 100_003) / 10 ** (at % 10)) * 10 ** (at % 17 < 12 ? 0 : at % 17 - 5));
    for (const km of [...edges, ...spread]) assert.equal(distanceKmJson(km), JSON.stringify(presentDistance(km).distanceKm), String(km));
  });
});
