/**
 * PairChunks stores a builder's pairs in fixed-size chunks; grouping them by
 * slot must give what a plain sort of all pairs gives, across chunk
 * boundaries, with each slot's documents in the order they came.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PairChunks } from '../../../../src/adapters/persistence/memory/pair-chunks.js';
import { LevelledPostingsBuilder } from '../../../../src/adapters/persistence/memory/levelled-postings.js';
import { TermTable } from '../../../../src/adapters/persistence/memory/postings-builder.js';

// More than two chunks' worth (a chunk holds 65,536 pairs), so that pairs of one slot span chunks.
const PAIRS = 150_000;
const TERMS = 97;
const LEVELS = 3;

function groupedByHand(pairs: readonly [number, number, number][], termCount: number, levelCount: number): number[][] {
  const slots = Array.from({ length: termCount * levelCount }, (): number[] => []);
  for (const [term, doc, level] of pairs) (slots[level * termCount + term] as number[]).push(doc);
  return slots;
}

function groupedBy(chunks: PairChunks, termCount: number, levelCount: number): number[][] {
  const { starts, docs } = chunks.groupBySlot(termCount, levelCount);
  return Array.from({ length: termCount * levelCount }, (_, slot) => [...docs.subarray(starts[slot], starts[slot + 1])]);
}

describe('PairChunks', () => {
  const pairs: [number, number, number][] = Array.from({ length: PAIRS }, (_, index) => [(index * 31) % TERMS, index >> 2, (index * 7) % LEVELS]);

  it('groups pairs by level and term across chunk boundaries, keeping their order', () => {
    const chunks = new PairChunks(true);
    for (const [term, doc, level] of pairs) chunks.push(term, doc, level);
    assert.equal(chunks.length, PAIRS);
    assert.deepEqual(groupedBy(chunks, TERMS, LEVELS), groupedByHand(pairs, TERMS, LEVELS));
  });

  it('without levels puts every pair on level 0, whatever level it is given', () => {
    const chunks = new PairChunks(false);
    for (const [term, doc, level] of pairs) chunks.push(term, doc, level);
    assert.deepEqual(groupedBy(chunks, TERMS, 1), groupedByHand(pairs.map(([term, doc]) => [term, doc, 0]), TERMS, 1));
  });

  it('holds nothing once released', () => {
    const chunks = new PairChunks(true);
    chunks.push(1, 2, 0);
    chunks.release();
    assert.equal(chunks.length, 0);
    assert.deepEqual(groupedBy(chunks, 2, 1), [[], []]);
  });
});

/** The postings of (document, word, level) pairs added in the order given. */
function built(levelCount: number, pairs: readonly [number, string, number][]): ReturnType<LevelledPostingsBuilder['build']> {
  const table = new TermTable();
  const builder = new LevelledPostingsBuilder(levelCount, table);
  for (const [doc, word, level] of pairs) builder.add(doc, table.term(word), level);
  return builder.build();
}

describe('LevelledPostingsBuilder', () => {
  it('merges each word\'s levels into one list sized by its distinct documents', () => {
    const { all, levels } = built(2, [[0, 'ski', 0], [0, 'ski', 1], [0, 'ski', 1], [1, 'alps', 1], [2, 'ski', 1], [2, 'alps', 0]]);
    const plain = (postings: Map<string, Uint32Array>) => Object.fromEntries([...postings].map(([key, docs]) => [key, [...docs]]));
    assert.deepEqual(plain(all), { ski: [0, 2], alps: [1, 2] });
    assert.deepEqual(levels.map(plain), [{ ski: [0], alps: [2] }, { ski: [0, 2], alps: [1] }]);
    // The sorted buffer holds exactly the distinct pairs: nothing left over past the last list.
    assert.equal((all.get('alps') as Uint32Array).buffer.byteLength, 4 * 4);
  });

  it('gives a word found at one level only that level\'s list itself, and merges only the others', () => {
    const { all, levels } = built(2, [[0, 'ski', 0], [0, 'bio', 1], [1, 'ski', 1], [1, 'bio', 1], [2, 'alps', 0]]);
    assert.deepEqual([...(all.get('bio') as Uint32Array)], [0, 1]);
    assert.equal(all.get('bio'), levels[1]?.get('bio'));
    assert.equal(all.get('alps'), levels[0]?.get('alps'));
    assert.deepEqual([...(all.get('ski') as Uint32Array)], [0, 1]);
    // Only ski's union took new memory.
    assert.equal((all.get('ski') as Uint32Array).buffer.byteLength, 2 * 4);
  });

  it('refuses a second build, its pairs having been dropped by the first', () => {
    const builder = new LevelledPostingsBuilder(1, new TermTable());
    builder.build();
    assert.throws(() => builder.build(), /called once/);
  });
});
