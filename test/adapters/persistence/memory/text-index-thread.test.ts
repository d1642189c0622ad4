/**
 * The instructors' text index built on a worker thread is the one built in
 * the thread that asks, word for word and list for list; and a thread that
 * cannot be started costs only time: the index is then built where it was asked for.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { generateDataset } from '../../../../src/adapters/dataset-generator/generate-dataset.js';
import { instructorTextFields } from '../../../../src/adapters/persistence/memory/in-memory-instructor-repository.js';
import { textPostingsOf, type TextFields } from '../../../../src/adapters/persistence/memory/text-fields.js';
import { TextIndex } from '../../../../src/adapters/persistence/memory/text-index.js';
import { textIndexOffThread } from '../../../../src/adapters/persistence/memory/text-index-thread.js';
import type { WordAlternative } from '../../../../src/domain/text-query.js';

const { instructors } = generateDataset({ schools: 400, seed: 11 });
const fields = instructorTextFields(instructors);
const here = TextIndex.of(textPostingsOf(fields), instructors.length);

/** Every word's documents, exact and as a prefix, and its lists by score: all an index answers. */
function answersOf(index: TextIndex): unknown[] {
  return index.vocabulary.words.map((word) => {
    const alternatives: WordAlternative[] = (['exact', 'prefix', 'name'] as const).map((match) => ({ word, match }) as WordAlternative);
    return [word, ...alternatives.map((alternative) => [...index.matching(alternative)]), ...alternatives.map((alternative) => index.scored(alternative).map(({ docs, score }) => [score, ...docs]))];
  });
}

describe('a text index built on a worker thread', () => {
  it('answers as the one built in this thread', async () => {
    const there = await textIndexOffThread(fields);
    assert.ok(here.vocabulary.words.length > 500, 'a vocabulary worth comparing');
    assert.deepEqual(there.vocabulary.words, here.vocabulary.words);
    assert.deepEqual(answersOf(there), answersOf(here));
  });

  it('is built in this thread when no thread can be given the fields', async () => {
    // A function cannot be copied to another thread: the worker is never started.
    const uncopyable = { ...fields, reason: () => 'not copyable' } as TextFields;
    assert.deepEqual(answersOf(await textIndexOffThread(uncopyable)), answersOf(here));
  });
});
