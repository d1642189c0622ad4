/**
 * The container's part of the composition: every row of the factory table is
 * bound and resolved, once per service, from the adapters that service was
 * given, and what it hands over are plain objects that work.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { NotFoundError } from '../../src/domain/errors.js';
import { buildContainer, resolveBuilt } from '../../src/bootstrap/container.js';
import { openAdapters, type OpenedAdapters } from '../../src/bootstrap/open-adapters.js';
import { loadConfig } from '../../src/bootstrap/config.js';
import { memoryDirectoryOf } from '../../src/bootstrap/memory-directory.js';
import { generateDataset } from '../../src/adapters/dataset-generator/generate-dataset.js';
import { capturingLogger } from '../support/capturing-logger.js';

function openOver(schools: number): Promise<OpenedAdapters> {
  const directory = memoryDirectoryOf(generateDataset({ schools, seed: 1 }));
  return openAdapters(loadConfig({ NODE_ENV: 'test' }), capturingLogger('silent').logger, { directory });
}

describe('the container', () => {
  it('builds each row once per container, shared by whatever depends on it', async () => {
    const opened = await openOver(3);
    const container = buildContainer(opened.adapters);
    const first = resolveBuilt(container);
    const again = resolveBuilt(container);
    for (const [name, built] of Object.entries(first)) assert.equal(built, again[name as keyof typeof again], `${name} is built once`);
    assert.equal(first.rateLimitPlugin.checkRateLimit, first.checkRateLimit);
    assert.equal(first.rateLimitPlugin.clientOf, opened.adapters.clientOf);
    await opened.close();
  });

  it('hands over a working use case for every row', async () => {
    const opened = await openOver(3);
    const { rateLimitPlugin, paymentCallbackRoute, ...useCases } = resolveBuilt(buildContainer(opened.adapters));
    for (const [name, useCase] of Object.entries(useCases)) assert.equal(typeof useCase.execute, 'function', `${name}.execute`);
    assert.equal(typeof rateLimitPlugin.clientOf, 'function');
    assert.equal(paymentCallbackRoute.receivePaymentEvent, useCases.receivePaymentEvent);
    // GetSchool reads two repositories: both reached it.
    const detail = await useCases.getSchool.execute({ id: 2 });
    assert.equal(detail.school.id, 2);
    assert.equal(detail.instructors.total, detail.school.instructorCount);
    assert.ok((await useCases.listCountries.execute()).length > 0);
    await opened.close();
  });

  it('gives each service its own container over its own adapters', async () => {
    const [small, larger] = await Promise.all([openOver(3), openOver(8)]);
    // Both bound before either resolves: a shared container would answer with the last adapters bound.
    const [smallContainer, largerContainer] = [buildContainer(small.adapters), buildContainer(larger.adapters)];
    const [fromSmall, fromLarger] = [resolveBuilt(smallContainer), resolveBuilt(largerContainer)];
    assert.equal((await fromLarger.getSchool.execute({ id: 8 })).school.id, 8);
    await assert.rejects(fromSmall.getSchool.execute({ id: 8 }), NotFoundError);
    assert.notEqual(fromSmall.checkRateLimit, fromLarger.checkRateLimit);
    await Promise.all([small.close(), larger.close()]);
  });
});
