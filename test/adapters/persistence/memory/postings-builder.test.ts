/**
 * PostingsBuilder remembers the term numbers of frozen key lists by
 * identity (a start-up saving: generated lists are interned). The cache must
 * never change what is built: a list that can still change is read afresh.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PostingsBuilder } from '../../../../src/adapters/persistence/memory/postings-builder.js';

const plain = (postings: Map<string, Uint32Array>): Record<string, number[]> =>
  Object.fromEntries([...postings].map(([key, docs]) => [key, [...docs]]));

describe('PostingsBuilder.addAll', () => {
  it('gives the same postings for a shared frozen list as for fresh copies of it', () => {
    const shared = Object.freeze(['ski', 'snowboard']) as readonly string[];
    const cached = new PostingsBuilder();
    const fresh = new PostingsBuilder();
    for (let doc = 0; doc < 5; doc += 1) {
      cached.addAll(doc, shared);
      fresh.addAll(doc, ['ski', 'snowboard']);
    }
    assert.deepEqual(plain(cached.build()), { ski: [0, 1, 2, 3, 4], snowboard: [0, 1, 2, 3, 4] });
    assert.deepEqual(plain(cached.build()), plain(fresh.build()));
  });

  it('reads a list that is not frozen again on every call, so a change to it counts', () => {
    const builder = new PostingsBuilder();
    const keys = ['ski'];
    builder.addAll(0, keys);
    keys[0] = 'touring';
    builder.addAll(1, keys);
    assert.deepEqual(plain(builder.build()), { ski: [0], touring: [1] });
  });

  it('adds term numbers resolved once with termsOfKeys like the keys themselves', () => {
    const builder = new PostingsBuilder();
    const terms = builder.termsOfKeys(['CH', 'FR']);
    builder.addTerms(0, terms);
    builder.add(1, 'FR');
    assert.deepEqual(plain(builder.build()), { CH: [0], FR: [0, 1] });
  });
});
