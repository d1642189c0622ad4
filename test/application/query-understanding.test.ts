import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { understandQuery } from '../../src/application/query-understanding.js';
import type { SearchTarget, SearchVocabulary } from '../../src/application/ports/search-vocabulary.js';
import { boundedEditDistance } from '../../src/domain/edit-distance.js';

/** A hand-made vocabulary: every indexed word of a small directory, answering as the port promises. */
class FakeVocabulary implements SearchVocabulary {
  readonly asked: string[] = [];
  readonly #words: readonly string[];

  constructor(words: readonly string[]) {
    this.#words = [...words].sort();
  }

  async hasPrefix(_target: SearchTarget, prefix: string): Promise<boolean> {
    this.asked.push(`prefix ${prefix}`);
    return this.#words.some((word) => word.startsWith(prefix));
  }

  async corrections(_target: SearchTarget, word: string, maxEdits: number, limit: number): Promise<string[]> {
    this.asked.push(`correct ${word} ${maxEdits}`);
    return this.#words
      .map((candidate) => ({ candidate, distance: boundedEditDistance(word, candidate, maxEdits) }))
      .filter(({ distance }) => distance > 0 && distance <= maxEdits)
      .sort((a, b) => a.distance - b.distance || (a.candidate < b.candidate ? -1 : 1))
      .slice(0, limit)
      .map(({ candidate }) => candidate);
  }
}

const vocabulary = () => new FakeVocabulary(['zermatt', 'chamonix', 'verbier', 'moritz', 'st', 'skischule', 'alpin', 'val', 'thorens', 'switzerland']);

describe('query understanding', () => {
  it('keeps a word that starts an indexed word as a required prefix', async () => {
    const understood = await understandQuery('Zerm', 'schools', vocabulary());
    assert.deepEqual(understood.text, { groups: [{ alternatives: [{ kind: 'word', word: 'zerm', match: 'prefix' }] }], optional: [] });
    assert.equal(understood.matchesNothing, false);
  });

  it('makes filler words optional and says so; a query of filler words only requires them', async () => {
    const understood = await understandQuery('ski school in zermatt', 'schools', vocabulary());
    assert.deepEqual(understood.text.optional, ['ski', 'school', 'in']);
    assert.deepEqual(understood.understanding.ignored, ['ski', 'school', 'in']);
    assert.equal(understood.text.groups.length, 1);
    const fillers = await understandQuery('ski in', 'schools', new FakeVocabulary(['skischule', 'interlaken']));
    assert.deepEqual(fillers.text.groups.map((group) => group.alternatives), [[{ kind: 'word', word: 'ski', match: 'prefix' }], [{ kind: 'word', word: 'in', match: 'prefix' }]]);
    assert.deepEqual(fillers.understanding.ignored, []);
  });

  it('reads filler words it requires as any other word: one matching nothing is left out and said so', async () => {
    // `school` starts no word of this directory, and is no edit away from one.
    const some = await understandQuery('ski school', 'schools', vocabulary());
    assert.deepEqual(some.text.groups.map((group) => group.alternatives), [[{ kind: 'word', word: 'ski', match: 'prefix' }]]);
    assert.deepEqual(some.understanding.unmatched, ['school']);
    assert.equal(some.matchesNothing, false);
    const none = await understandQuery('lessons', 'schools', vocabulary());
    assert.deepEqual([none.text.groups, none.understanding.unmatched, none.matchesNothing], [[], ['lessons'], true]);
  });

  it('turns intent words into filters, longest phrase first, also matched in a name', async () => {
    const understood = await understandQuery('Débutants ski de fond zermatt', 'schools', vocabulary());
    assert.deepEqual(understood.understanding.filters, [
      { words: 'debutants', field: 'level', value: 'beginner' },
      { words: 'ski de fond', field: 'activity', value: 'cross-country' },
    ]);
    assert.deepEqual(understood.text.groups[0]?.alternatives, [
      { kind: 'field', field: 'level', value: 'beginner', corrected: false },
      { kind: 'word', word: 'debutants', match: 'name' },
    ]);
    assert.deepEqual(understood.text.groups[1]?.alternatives, [{ kind: 'field', field: 'activity', value: 'cross-country', corrected: false }]);
  });

  it('reads a misspelt first word of a longer phrase as that phrase, not as a shorter one with the rest left out', async () => {
    const understood = await understandQuery('snowbaord school zermatt', 'schools', vocabulary());
    assert.deepEqual(understood.understanding.filters, [{ words: 'snowboard school', field: 'schoolType', value: 'snowboard-school' }]);
    assert.deepEqual(understood.understanding.corrections, [{ word: 'snowbaord', to: ['snowboard'] }]);
    assert.deepEqual(understood.text.groups[0]?.alternatives, [{ kind: 'field', field: 'schoolType', value: 'snowboard-school', corrected: true }]);
    assert.equal(understood.text.groups.length, 2, 'zermatt is the other group');
    // A word that starts an indexed word is no typo; alone, a misspelt word is still read as its one-word phrases.
    assert.deepEqual((await understandQuery('zermatt school', 'schools', vocabulary())).understanding.corrections, []);
    assert.deepEqual((await understandQuery('snowbaord', 'schools', vocabulary())).understanding.filters, [{ words: 'snowboard', field: 'activity', value: 'snowboard' }]);
  });

  it('reads other names of places as the place, for the record kinds that have it', async () => {
    const schools = await understandQuery('Svizzera', 'schools', vocabulary());
    assert.deepEqual(schools.understanding.places, [{ words: 'svizzera', field: 'country', value: 'CH' }]);
    // Two of a region's names fold alike (Südtirol, Sudtirol): the place is read, and said, once.
    const folded = await understandQuery('Sudtirol', 'schools', vocabulary());
    assert.deepEqual(folded.understanding.places, [{ words: 'sudtirol', field: 'region', value: 'Alto Adige' }]);
    const instructors = await understandQuery('Svizzera', 'instructors', vocabulary());
    assert.deepEqual(instructors.understanding.places, []);
  });

  it('lets st, saint and sankt stand for one another', async () => {
    const understood = await understandQuery('sankt moritz', 'schools', vocabulary());
    assert.deepEqual(understood.text.groups[0]?.alternatives.map((alternative) => alternative.kind === 'word' && alternative.word), ['st', 'saint', 'san']);
  });

  it('corrects a word that starts nothing, within the typo rule, and reports it', async () => {
    const understood = await understandQuery('chamonx', 'schools', vocabulary());
    assert.deepEqual(understood.understanding.corrections, [{ word: 'chamonx', to: ['chamonix'] }]);
    // Chamonix is also another name of the resort Chamonix-Mont-Blanc.
    assert.deepEqual(understood.text.groups[0]?.alternatives, [
      { kind: 'field', field: 'resort', value: 'chamonix-mont-blanc', corrected: true },
      { kind: 'word', word: 'chamonix', match: 'corrected' },
    ]);
  });

  it('corrects towards other names of places too', async () => {
    const understood = await understandQuery('svizera', 'schools', vocabulary());
    // Italian and Romansh both name Switzerland one edit away.
    assert.deepEqual(understood.understanding.corrections, [{ word: 'svizera', to: ['svizra', 'svizzera'] }]);
    assert.deepEqual(understood.text.groups[0]?.alternatives, [{ kind: 'field', field: 'country', value: 'CH', corrected: true }]);
  });

  it('leaves out a word matching nothing even corrected; with no required word left, nothing matches', async () => {
    const fake = vocabulary();
    const nonsense = await understandQuery('ski xqzv', 'schools', fake);
    assert.equal(nonsense.matchesNothing, true);
    assert.deepEqual(nonsense.understanding.unmatched, ['xqzv']);
    assert.ok(!fake.asked.includes('correct xqzv 0'), 'a four-letter word is never corrected');
    const partly = await understandQuery('zermatt qqqqqqq', 'schools', vocabulary());
    assert.equal(partly.matchesNothing, false);
    assert.deepEqual(partly.understanding.unmatched, ['qqqqqqq']);
    assert.equal(partly.text.groups.length, 1);
  });
});
