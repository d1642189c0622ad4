/**
 * SearchVocabulary semantics (src/application/ports/search-vocabulary.ts)
 * for any adapter: answers computed by scanning every search word the
 * domain gives the dataset's records, the words the backend's search
 * matches against.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Dataset } from '../../src/adapters/dataset-generator/dataset.js';
import type { SearchTarget, SearchVocabulary } from '../../src/application/ports/search-vocabulary.js';
import { boundedEditDistance } from '../../src/domain/edit-distance.js';
import { instructorSearchText, resortSearchText, schoolSearchText, searchWords } from '../../src/domain/search-text.js';

export type MakeVocabulary = (dataset: Dataset) => Promise<SearchVocabulary>;

function indexedWords(dataset: Dataset, target: SearchTarget): string[] {
  const fields = target === 'schools' ? dataset.schools.flatMap(schoolSearchText)
    : target === 'resorts' ? dataset.resorts.flatMap(resortSearchText)
      : dataset.instructors.flatMap(instructorSearchText);
  return [...new Set(searchWords(fields))];
}

const MOST_EDITS = 2;

/** Every indexed word within MOST_EDITS of `word` but not `word` itself, closest first, then A-Z. */
function referenceNeighbours(words: readonly string[], word: string): Array<{ candidate: string; distance: number }> {
  return words
    .map((candidate) => ({ candidate, distance: boundedEditDistance(word, candidate, MOST_EDITS) }))
    .filter(({ distance }) => distance > 0 && distance <= MOST_EDITS)
    .sort((a, b) => a.distance - b.distance || (a.candidate < b.candidate ? -1 : a.candidate > b.candidate ? 1 : 0));
}

function referenceCorrections(neighbours: ReturnType<typeof referenceNeighbours>, maxEdits: number, limit: number): string[] {
  return neighbours.filter(({ distance }) => distance <= maxEdits).slice(0, limit).map(({ candidate }) => candidate);
}

/** A misspelling of `word` for each kind of edit: swap, drop, double, replace. */
function misspellings(word: string): string[] {
  const at = Math.floor(word.length / 2);
  return [
    word.slice(0, at - 1) + word[at] + word[at - 1] + word.slice(at + 1),
    word.slice(0, at) + word.slice(at + 1),
    word.slice(0, at) + word[at] + word.slice(at),
    word.slice(0, at) + (word[at] === 'q' ? 'x' : 'q') + word.slice(at + 1),
  ];
}

export function searchVocabularyContract(name: string, make: MakeVocabulary, datasets: () => Dataset): void {
  describe(`SearchVocabulary contract: ${name}`, () => {
    const dataset = datasets();
    let vocabulary: SearchVocabulary;
    const ready = make(dataset).then((made) => { vocabulary = made; });

    for (const target of ['schools', 'resorts', 'instructors'] as const) {
      const words = indexedWords(dataset, target);
      const sample = words.filter((_, index) => index % Math.max(1, Math.floor(words.length / 40)) === 0);

      it(`${target}: every prefix of an indexed word starts one, and only those do`, async () => {
        await ready;
        for (const word of sample) {
          for (const length of [1, Math.ceil(word.length / 2), word.length]) assert.equal(await vocabulary.hasPrefix(target, word.slice(0, length)), true, word);
        }
        for (const absent of ['qqqq', 'zzzzzz', `${sample[0] ?? ''}qqq`]) assert.equal(await vocabulary.hasPrefix(target, absent), words.some((word) => word.startsWith(absent)), absent);
      });

      it(`${target}: corrections are the indexed words within the edits, closest first, then A-Z, at most the limit`, async () => {
        await ready;
        for (const word of sample.filter((candidate) => candidate.length >= 5)) {
          for (const typo of misspellings(word)) {
            const neighbours = referenceNeighbours(words, typo);
            for (const [maxEdits, limit] of [[1, 4], [MOST_EDITS, 3], [MOST_EDITS, 1]] as const) {
              const found = await vocabulary.corrections(target, typo, maxEdits, limit);
              assert.deepEqual(found, referenceCorrections(neighbours, maxEdits, limit), `${typo} ${maxEdits} ${limit}`);
            }
            if (typo !== word && !words.includes(typo)) assert.ok((await vocabulary.corrections(target, typo, 1, 50)).includes(word), `${typo} -> ${word}`);
          }
        }
        assert.deepEqual(await vocabulary.corrections(target, sample[0] ?? 'x', 0, 4), []);
      });
    }
  });
}
