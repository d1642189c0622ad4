import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { MongoNetworkError } from 'mongodb';
import { generateDataset } from '../../../src/adapters/dataset-generator/generate-dataset.js';
import { InMemoryDirectory } from '../../../src/adapters/persistence/memory/in-memory-directory.js';
import { mongoSearchVocabulary } from '../../../src/adapters/persistence/mongo/mongo-search-vocabulary.js';
import { BackendUnavailableError } from '../../../src/domain/errors.js';
import { searchVocabularyContract } from '../../contracts/search-vocabulary.contract.js';
import { smallDirectory } from '../../fixtures/small-directory.js';
import { MingoDb } from './mongo/mingo-db.js';
import { mongoOnMingo } from './mongo/differential-fixture.js';

const generated = () => generateDataset({ schools: 150, seed: 11 });

searchVocabularyContract('in-memory, hand-made directory', async (dataset) => InMemoryDirectory.fromDataset(dataset).vocabulary, smallDirectory);
searchVocabularyContract('in-memory, generated directory', async (dataset) => InMemoryDirectory.fromDataset(dataset).vocabulary, generated);
searchVocabularyContract('MongoDB on the mingo stand-in, hand-made directory', async (dataset) => (await mongoOnMingo(dataset)).vocabulary, smallDirectory);
searchVocabularyContract('MongoDB on the mingo stand-in, generated directory', async (dataset) => (await mongoOnMingo(dataset)).vocabulary, generated);

describe('MongoDB search vocabulary', () => {
  it('reads the words again once they are older than the refresh interval, not before', async () => {
    const mingo = new MingoDb();
    mingo.collection('schools').docs = [{ _id: 1, searchWords: ['zermatt'] }];
    let now = 0;
    const vocabulary = mongoSearchVocabulary(mingo.asDb(), 1000, () => now);
    assert.equal(await vocabulary.hasPrefix('schools', 'zerm'), true);
    mingo.collection('schools').docs = [{ _id: 1, searchWords: ['verbier'] }];
    now = 999;
    assert.equal(await vocabulary.hasPrefix('schools', 'verb'), false);
    now = 1000;
    assert.equal(await vocabulary.hasPrefix('schools', 'verb'), true);
  });

  it('does not remember a failed read: the next question asks again', async () => {
    let calls = 0;
    const db = {
      collection: () => ({
        distinct: async () => {
          calls += 1;
          if (calls === 1) throw new MongoNetworkError('connection refused');
          return ['zermatt'];
        },
      }),
    };
    const vocabulary = mongoSearchVocabulary(db as never);
    await assert.rejects(vocabulary.hasPrefix('schools', 'zerm'), (error) => error instanceof BackendUnavailableError);
    assert.equal(await vocabulary.hasPrefix('schools', 'zerm'), true);
    assert.equal(calls, 2);
  });
});
