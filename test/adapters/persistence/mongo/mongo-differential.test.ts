/**
 * The main proof of the MongoDB adapters where no MongoDB runs: for
 * hundreds of random queries, the exact pipelines the adapters send,
 * evaluated by mingo over documents made by the adapters' own loader and
 * mappers, return exactly what the embedded engine returns: same records,
 * same order, same totals, same pages.
 */
import { describe, it, before } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { generateDataset } from '../../../../src/adapters/dataset-generator/generate-dataset.js';
import type { Dataset } from '../../../../src/adapters/dataset-generator/dataset.js';
import { CATEGORY_DEFINITIONS, CATEGORY_TYPES } from '../../../../src/domain/taxonomy.js';
import { bothEngines, type Directory } from './differential-fixture.js';
import { nonVacuous, queryArbitraries } from './differential-queries.js';

const dataset: Dataset = generateDataset({ schools: 400, seed: 2024 });
const queries = queryArbitraries(dataset);

describe('Mongo adapters (pipelines evaluated by mingo) agree with the embedded engine', () => {
  let memory: Directory;
  let mongo: Directory;
  before(async () => { ({ memory, mongo } = await bothEngines(dataset)); });

  it('school search: every filter, every sort, relevance and paging', async (t) => {
    const seen = nonVacuous();
    await fc.assert(fc.asyncProperty(queries.school, async (query) => {
      const expected = await memory.schools.search(query);
      assert.deepEqual(await mongo.schools.search(query), expected);
      seen.note(expected.items);
    }), { numRuns: 400 });
    seen.check(0.3, (line) => t.diagnostic(line));
  });

  it('resort search: text, country, both sorts and paging', async (t) => {
    const seen = nonVacuous();
    await fc.assert(fc.asyncProperty(queries.resort, async (query) => {
      const expected = await memory.resorts.search(query);
      assert.deepEqual(await mongo.resorts.search(query), expected);
      seen.note(expected.items);
    }), { numRuns: 200 });
    seen.check(0.3, (line) => t.diagnostic(line));
  });

  it('instructor search: text, school, resort and country through schools, taxonomy and paging', async (t) => {
    const seen = nonVacuous();
    await fc.assert(fc.asyncProperty(queries.instructor, async (query) => {
      const expected = await memory.instructors.search(query);
      assert.deepEqual(await mongo.instructors.search(query), expected);
      seen.note(expected.items);
    }), { numRuns: 250 });
    seen.check(0.3, (line) => t.diagnostic(line));
  });

  it('lookups by id and slug, found or not', async () => {
    const ids = [0, 1, 2, 57, 399, 400, 401, 123456];
    for (const id of ids) {
      assert.deepEqual(await mongo.schools.findById(id), await memory.schools.findById(id), `school ${id}`);
      assert.deepEqual(await mongo.resorts.findById(id), await memory.resorts.findById(id), `resort ${id}`);
      assert.deepEqual(await mongo.instructors.findById(id), await memory.instructors.findById(id), `instructor ${id}`);
    }
    for (const slug of [...dataset.schools.slice(0, 20).map((school) => school.slug), 'nope']) {
      assert.deepEqual(await mongo.schools.findBySlug(slug), await memory.schools.findBySlug(slug), slug);
    }
    for (const slug of [...dataset.resorts.map((resort) => resort.slug), 'nope']) {
      assert.deepEqual(await mongo.resorts.findBySlug(slug), await memory.resorts.findBySlug(slug), slug);
    }
  });

  it('categories (whole list, by type, by slug) and countries, with the same counts', async () => {
    assert.deepEqual(await mongo.categories.list(), await memory.categories.list());
    for (const type of CATEGORY_TYPES) assert.deepEqual(await mongo.categories.list(type), await memory.categories.list(type), type);
    for (const slug of [...CATEGORY_DEFINITIONS.map((category) => category.slug), 'nope']) {
      assert.deepEqual(await mongo.categories.findBySlug(slug), await memory.categories.findBySlug(slug), slug);
    }
    assert.deepEqual(await mongo.countries.list(), await memory.countries.list());
  });
});
