/**
 * The in-process benchmarks' queries (bench/search-cases.ts) are queries the
 * engine answers with something to measure: each runs on a small directory,
 * twice (those that rotate take another page, id or slug the second time),
 * and finds a record, so a broken query (a filter value or a name the
 * generator no longer makes) fails here rather than reads as fast in a run.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { keystrokes, languageOf, queryCases, recordsFound } from '../../bench/search-cases.js';
import { generateDataset } from '../../src/adapters/dataset-generator/generate-dataset.js';
import { InMemoryDirectory } from '../../src/adapters/persistence/memory/in-memory-directory.js';
import { THIS_ENGINE } from '../../bench/this-engine.js';

describe('the in-process benchmark queries', () => {
  it('each finds records, on every call', async () => {
    const dataset = generateDataset({ schools: 1_000, seed: 42 });
    const { sections, understood } = queryCases({ dataset, directory: InMemoryDirectory.fromDataset(dataset), ...THIS_ENGINE });
    const cases = sections.flatMap(({ cases: inSection }) => inSection);
    assert.deepEqual(sections.map(({ title }) => title), ['issue 17 set', 'earlier queries', 'typed a letter at a time']);
    assert.equal(new Set(cases.map(([name]) => name)).size, cases.length, 'names are distinct');
    for (const [name, run] of cases) {
      for (const call of [0, 1]) assert.ok(recordsFound(await run(call)) > 0, `${name}, call ${call}: nothing found`);
    }
    assert.ok(recordsFound(await understood('zermatt')) > 0);
  });

  it('types a phrase a keystroke at a time, and picks one of each school\'s languages, a different one from school to school', () => {
    assert.deepEqual(keystrokes('Anna K.'), ['A', 'An', 'Ann', 'Anna', 'Anna K', 'Anna K.']);
    assert.deepEqual(keystrokes(' a'), ['a']);
    const languages = ['de', 'en', 'fr'];
    assert.deepEqual([0, 1, 2, 3].map((id) => languageOf({ id, languages })), ['de', 'en', 'fr', 'de']);
  });
});
