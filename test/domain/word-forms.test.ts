import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { boundedEditDistance, maxEditsFor } from '../../src/domain/edit-distance.js';
import { PHRASE_BOOK } from '../../src/domain/search-vocabulary/phrase-book.js';
import { relevanceKey } from '../../src/domain/text-query.js';
import { fold } from '../../src/domain/text.js';
import { wordForms } from '../../src/domain/word-forms.js';

describe('word forms', () => {
  it('keeps the folded words and adds words joined across apostrophes and hyphens', () => {
    assert.deepEqual(wordForms("Val d'Isère"), ['val', 'd', 'isere', 'disere', 'valdisere']);
    assert.deepEqual(wordForms('Saas-Fee'), ['saas', 'fee', 'saasfee']);
  });

  it('gives the same forms when handed the fold it would make', () => {
    for (const text of ["Val d'Isère", 'Lech Zürs', 'Skischule Österreich-Süd', 'Straße']) assert.deepEqual(wordForms(text, fold(text)), wordForms(text));
  });

  it('joins a name of two or three words, not a longer text', () => {
    assert.deepEqual(wordForms('Lech Zürs'), ['lech', 'zurs', 'lechzurs', 'zuers']);
    assert.ok(!wordForms('Ecole du Ski Francais').includes('ecoleduskifrancais'));
  });

  it('adds the ue/oe/ae spelling of ü/ö/ä', () => {
    assert.deepEqual(wordForms('Österreich'), ['osterreich', 'oesterreich']);
    assert.deepEqual(wordForms('Kitzbühel'), ['kitzbuhel', 'kitzbuehel']);
  });
});

describe('the typo rule', () => {
  it('allows no edit below 5 letters, one up to 8, two from 9', () => {
    assert.deepEqual(['zerm', 'zermt', 'zermatts', 'grindewald'].map(maxEditsFor), [0, 1, 1, 2]);
  });

  it('counts a swap of neighbouring letters as one edit, like a missing, extra or wrong letter', () => {
    assert.equal(boundedEditDistance('verbeir', 'verbier', 2), 1);
    assert.equal(boundedEditDistance('chamonx', 'chamonix', 2), 1);
    assert.equal(boundedEditDistance('grindeelwald', 'grindelwald', 2), 1);
    assert.equal(boundedEditDistance('selden', 'solden', 2), 1);
    assert.equal(boundedEditDistance('zermatt', 'zermatt', 2), 0);
  });

  it('gives up past the bound with bound + 1', () => {
    assert.equal(boundedEditDistance('kitzbuhel', 'zermatt', 2), 3);
    assert.equal(boundedEditDistance('abcdef', 'badcfe', 2), 3);
    assert.equal(boundedEditDistance('abc', 'abcdef', 1), 2);
  });
});

describe('the phrase book', () => {
  const any = () => true;

  it('reads the longest phrase at a position, in any of its typed forms', () => {
    assert.deepEqual(PHRASE_BOOK.longestAt(['south', 'tyrol'], 0, any).map((phrase) => [phrase.field, phrase.value]), [['region', 'Alto Adige']]);
    assert.deepEqual(PHRASE_BOOK.longestAt(['oesterreich'], 0, any).map((phrase) => phrase.value), ['AT']);
    assert.deepEqual(PHRASE_BOOK.longestAt(['ski', 'de', 'fond'], 0, any).map((phrase) => phrase.value), ['cross-country']);
    assert.deepEqual(PHRASE_BOOK.longestAt(['ski', 'zermatt'], 0, any), []);
  });

  it('offers only the fields a record kind has', () => {
    assert.deepEqual(PHRASE_BOOK.longestAt(['snowboard'], 0, (field) => field === 'country'), []);
    assert.deepEqual(PHRASE_BOOK.startingWith(['snowb'], (field) => field === 'country'), []);
  });

  it('reads what is being typed as the start of phrases: every word but the last whole, the last begun', () => {
    const named = (terms: string[]) => [...new Set(PHRASE_BOOK.startingWith(terms, any).map((phrase) => `${phrase.field}=${phrase.value}`))];
    assert.deepEqual(named(['svizz']), ['country=CH']);
    assert.deepEqual(named(['south', 'ty']), ['region=Alto Adige']);
    assert.deepEqual(named(['south', 'tyrol']), ['region=Alto Adige']);
    assert.deepEqual(named(['ski', 'de', 'f']), ['activity=cross-country']);
    assert.ok(named(['south']).includes('region=Alto Adige'), 'a first word whole is begun too');
    assert.deepEqual(named(['south', 'tx']), [], 'the last word must begin the next');
    assert.deepEqual(named(['sout', 'tyrol']), [], 'the words before the last must be whole');
    assert.deepEqual(named(['ski', 'da', 'f']), []);
    assert.deepEqual(named(['tyrol', 'south']), []);
    assert.deepEqual(named(['south', 'tyrol', 'x']), [], 'no phrase has a word past its last');
    assert.deepEqual(named([]), []);
  });
});

describe('the relevance key', () => {
  const order = (...cases: Parameters<typeof relevanceKey>[]) => cases.map((args) => relevanceKey(...args));

  it('ranks more groups matched, then quality, then where, then optional words', () => {
    const [allMatched, oneMissed] = order([[0, 0], 0, 0], [[0, null], 0, 0]);
    assert.ok((allMatched as number) < (oneMissed as number));
    // Exact in the country (0 * 4 + 3) beats a prefix in the name (1 * 4 + 0).
    const [exactCountry, prefixName] = order([[3], 0, 0], [[4], 0, 0]);
    assert.ok((exactCountry as number) < (prefixName as number));
    const [name, place] = order([[0], 0, 1], [[1], 1, 1]);
    assert.ok((name as number) < (place as number));
    const [withFiller, without] = order([[1], 1, 1], [[1], 0, 1]);
    assert.ok((withFiller as number) < (without as number));
  });
});
