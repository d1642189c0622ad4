/**
 * The in-process benchmarks' queries (bench/search-cases.ts) are queries the
 * engine answers: each runs on a small directory, twice (those that rotate
 * take another page, id or slug the second time), so a broken query fails
 * here rather than partway through a benchmark run.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { queryCases } from '../../bench/search-cases.js';
import { generateDataset } from '../../src/adapters/dataset-generator/generate-dataset.js';
import { InMemoryDirectory } from '../../src/adapters/persistence/memory/in-memory-directory.js';
import { SearchSchools } from '../../src/application/use-cases/search-schools.js';
import { SCHOOL_FACETS } from '../../src/domain/facets.js';
import { words } from '../../src/domain/text.js';
import { literalText, NO_TEXT } from '../../src/domain/text-query.js';

describe('the in-process benchmark queries', () => {
  it('each answers, on every call', async () => {
    const dataset = generateDataset({ schools: 1_000, seed: 42 });
    const { issue17, earlier, typing, understood } = queryCases({
      dataset, directory: InMemoryDirectory.fromDataset(dataset), SearchSchools, literalText, NO_TEXT, words, SCHOOL_FACETS,
    });
    const cases = [...issue17, ...earlier, ...typing];
    assert.equal(new Set(cases.map(([name]) => name)).size, cases.length, 'names are distinct');
    for (const [name, run] of cases) {
      for (const call of [0, 1]) assert.notEqual(await run(call), undefined, `${name}, call ${call}`);
    }
    assert.notEqual(await understood('zermatt'), undefined);
  });
});
