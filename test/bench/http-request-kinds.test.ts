/**
 * The HTTP benchmark's request kinds are requests the service answers: each
 * kind, built from a running service's own catalogue (as the benchmark
 * builds it), answers 200 on a spread of its paths, so a broken kind fails
 * here rather than minutes into a benchmark run.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readCatalogue, type Catalogue } from '../../bench/http/catalogue.js';
import { INTENT_WORDS, REQUEST_KINDS } from '../../bench/http/request-kinds.js';
import { INTENT_VOCABULARY } from '../../src/domain/search-vocabulary/intent-words.js';
import { buildTestService } from '../support/build-test-service.js';

const PATHS_PER_KIND = 40;

/** Up to `count` distinct paths spread over the whole list, at uneven strides (a kind's variants often alternate). */
function spread(paths: readonly string[], count: number): string[] {
  const distinct = [...new Set(paths)];
  if (distinct.length <= count) return distinct;
  return [...new Set(Array.from({ length: count }, (_, index) => distinct[Math.floor((index * distinct.length) / count)]!))];
}

describe('the HTTP benchmark request kinds', () => {
  let service: Awaited<ReturnType<typeof buildTestService>>;
  let catalogue: Catalogue;

  before(async () => {
    service = await buildTestService({ env: { RATE_LIMIT_OVERRIDES: '127.0.0.1:1000000' } });
    await service.start();
    catalogue = await readCatalogue(Number(service.server.info.port));
  });

  after(async () => {
    await service.stop();
  });

  it('asks for intent words the vocabulary holds, so that the intent kind measures what it is named for', () => {
    const phrases = new Set(INTENT_VOCABULARY.flatMap((entry) => entry.phrases));
    for (const word of INTENT_WORDS) assert.ok(phrases.has(word), word);
  });

  it('each kind has paths, and the ones asked answer 200', async () => {
    for (const kind of REQUEST_KINDS) {
      const paths = kind.paths(catalogue);
      assert.ok(paths.length > 0, `${kind.name}: no paths`);
      for (const path of spread(paths, PATHS_PER_KIND)) {
        const response = await service.server.inject({ url: path, remoteAddress: '127.0.0.1' });
        assert.equal(response.statusCode, 200, `${kind.name}: GET ${path} answered ${response.statusCode}: ${response.payload.slice(0, 200)}`);
      }
    }
  });
});
