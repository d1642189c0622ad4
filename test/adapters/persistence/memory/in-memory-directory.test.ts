import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { InMemoryDirectory } from '../../../../src/adapters/persistence/memory/in-memory-directory.js';
import { directoryContracts } from '../../../contracts/directory-contracts.js';
import type { MakeDirectory } from '../../../contracts/directory-ports.js';
import { anInstructor } from '../../../fixtures/builders.js';
import { smallDirectory } from '../../../fixtures/small-directory.js';
import { literalText } from '../../../../src/domain/text-query.js';

const makeInMemory: MakeDirectory = async (dataset) => InMemoryDirectory.fromDataset(dataset);

directoryContracts('in-memory', makeInMemory);
// The instructors' text index built on a worker thread, as the service opens its directory.
directoryContracts('in-memory, opened with a second thread', async (dataset) => InMemoryDirectory.open(dataset));

describe('InMemoryDirectory', () => {
  it('answers readiness without a backend to ask', async () => {
    const directory = InMemoryDirectory.fromDataset({ resorts: [], schools: [], instructors: [] });
    assert.deepEqual(await directory.readiness.check(), { ok: true });
  });

  it('serves an empty dataset as empty pages', async () => {
    const directory = InMemoryDirectory.fromDataset({ resorts: [], schools: [], instructors: [] });
    assert.deepEqual(await directory.schools.search({ text: literalText(['ski']), page: 1, limit: 20, sort: 'relevance' }), { items: [], total: 0, page: 1, limit: 20, groupsMatched: 0 });
    assert.deepEqual(await directory.schools.search({ text: literalText([]), page: 2, limit: 20, sort: 'name' }), { items: [], total: 0, page: 2, limit: 20 });
    assert.deepEqual(await directory.countries.list(), []);
  });

  it('refuses a page request the parameter rules would never let through', async () => {
    const directory = InMemoryDirectory.fromDataset({ resorts: [], schools: [], instructors: [] });
    await assert.rejects(directory.schools.search({ text: literalText([]), page: 0, limit: 20, sort: 'featured' }), RangeError);
    await assert.rejects(directory.instructors.search({ text: literalText([]), page: 1, limit: 0 }), RangeError);
    // One filter of one value, taken as the match at once (text-search.ts loneFilterList): the request is checked all the same.
    await assert.rejects(directory.instructors.search({ text: literalText([]), languages: ['en'], page: 0, limit: 20 }), RangeError);
    await assert.rejects(directory.resorts.search({ text: literalText([]), page: 1.5, limit: 20, sort: 'name' }), RangeError);
  });

  it('freezes the records it serves, so results cannot be changed by callers', async () => {
    const directory = InMemoryDirectory.fromDataset(smallDirectory());
    const school = await directory.schools.findById(1);
    assert.ok(school !== null && Object.isFrozen(school) && Object.isFrozen(school.activities) && Object.isFrozen(school.priceFrom));
    assert.throws(() => { (school.activities as string[]).push('telemark'); }, TypeError);
  });

  it('hands out each suggestion as one frozen object, without its words, so that its JSON can be remembered', async () => {
    const { suggestions } = InMemoryDirectory.fromDataset(smallDirectory());
    const zermatt = [{ word: 'zer', match: 'prefix' as const }];
    const [typed, again] = [await suggestions.matching([zermatt], 10), await suggestions.matching([zermatt, zermatt], 10)];
    assert.ok(typed.length > 1 && typed.every((suggestion) => Object.isFrozen(suggestion) && !('words' in suggestion)));
    assert.deepEqual(again.map((suggestion) => typed.indexOf(suggestion)), typed.map((_, at) => at), 'the same objects, whichever way found');
    const [named] = await suggestions.named([{ type: 'resort', value: 'zermatt' }], 1);
    assert.equal(named, typed[0]);
  });

  it('recomputes counts from the records instead of trusting them', async () => {
    const dataset = smallDirectory();
    const wrong = {
      resorts: dataset.resorts.map((resort) => ({ ...resort, schoolCount: 99 })),
      schools: dataset.schools.map((school) => ({ ...school, instructorCount: 99 })),
      // An instructor may name a school the dataset does not have: it is still found by that school's id and name.
      instructors: [...dataset.instructors, anInstructor({ id: 50, displayName: 'Lost T.', schools: [{ id: 77, slug: 'ghost-school', name: 'Ghost Ski School' }] })],
    };
    const directory = InMemoryDirectory.fromDataset(wrong);
    assert.equal((await directory.resorts.findBySlug('zermatt'))?.schoolCount, 4);
    assert.equal((await directory.resorts.findBySlug('verbier'))?.schoolCount, 0);
    assert.equal((await directory.schools.findById(1))?.instructorCount, 2);
    const ghost = await directory.instructors.search({ text: literalText(['ghost']), schools: ['ghost-school'], page: 1, limit: 5 });
    assert.deepEqual(ghost.items.map((instructor) => instructor.id), [50]);
    assert.equal((await directory.instructors.search({ text: literalText([]), schools: ['77'], page: 1, limit: 5 })).total, 1);
  });
});
