import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { normaliseCountry, normaliseLanguage, normaliseRef, parseRecordRef } from '../../src/domain/queries.js';
import {
  instructorSearchText, queryTerms, resortSearchText, schoolSearchText, searchWords, searchWordsByWhere, WHERE_OF_ROLE,
} from '../../src/domain/search-text.js';
import { WHERE_LEVELS } from '../../src/domain/text-query.js';
import { anInstructor, aResort, aSchool } from '../fixtures/builders.js';

const saasFee = aResort({ id: 5, name: 'Saas-Fee', country: 'CH', region: 'Valais' });
const zermatt = aResort({ id: 1, name: 'Zermatt', country: 'CH', region: 'Valais' });

describe('searchable text', () => {
  it('of a school: its name, town, region, English country name and every resort, each with its role', () => {
    const school = aSchool({ id: 7, name: 'École de Ski Straße', town: 'Saas-Grund', region: 'Valais', country: 'CH', resorts: [saasFee, zermatt] });
    assert.deepEqual(schoolSearchText(school), [
      { role: 'name', text: 'École de Ski Straße' },
      { role: 'place', text: 'Saas-Grund' },
      { role: 'region', text: 'Valais' },
      { role: 'country', text: 'Switzerland' },
      { role: 'place', text: 'Saas-Fee' },
      { role: 'place', text: 'Zermatt' },
    ]);
  });

  it('of a resort: its name, region and English country name', () => {
    assert.deepEqual(resortSearchText(aResort({ id: 2, name: 'Méribel', region: 'Savoie', country: 'FR' })), [
      { role: 'name', text: 'Méribel' },
      { role: 'region', text: 'Savoie' },
      { role: 'country', text: 'France' },
    ]);
  });

  it('of an instructor: display name, the names of its schools as the record shows them, and bio', () => {
    const school = aSchool({ id: 3, name: 'Skischule Zermatt Alpin', resorts: [zermatt] });
    const instructor = anInstructor({ id: 1, displayName: 'Jürgen K.', schools: [school], bio: 'Powder days.' });
    assert.deepEqual(instructorSearchText(instructor), [
      { role: 'name', text: 'Jürgen K.' },
      { role: 'school', text: 'Skischule Zermatt Alpin' },
      { role: 'bio', text: 'Powder days.' },
    ]);
  });

  it('gives distinct search words in first-seen order, and the same by where they were found', () => {
    const school = aSchool({ id: 7, name: 'Saas Ski Saas', town: "Val d'Isère", region: 'Valais', country: 'CH', resorts: [saasFee] });
    const text = schoolSearchText(school);
    assert.deepEqual(searchWords(text), ['saas', 'ski', 'saasskisaas', 'val', 'd', 'isere', 'disere', 'valdisere', 'valais', 'switzerland', 'fee', 'saasfee']);
    assert.deepEqual(searchWordsByWhere(text), [
      ['saas', 'ski', 'saasskisaas'],
      ['val', 'd', 'isere', 'disere', 'valdisere', 'saas', 'fee', 'saasfee'],
      ['valais'],
      ['switzerland'],
    ]);
  });

  it('ranks every role at one of the places relevance counts, the name first and each place used', () => {
    const levels = new Set(Object.values(WHERE_OF_ROLE));
    assert.deepEqual([...levels].sort(), Array.from({ length: WHERE_LEVELS }, (_, level) => level));
    assert.equal(WHERE_OF_ROLE.name, 0);
  });
});

describe('query normalisation', () => {
  it('splits q into folded words as the searchable text is split, keeping repeats', () => {
    assert.deepEqual(queryTerms("  Val d'ISÈRE ski-ski "), ['val', 'd', 'isere', 'ski', 'ski']);
    assert.deepEqual(queryTerms('Straße Øyer'), ['strasse', 'oyer']);
    assert.deepEqual(queryTerms(' ,;- '), []);
  });

  it('writes country codes upper case and language codes lower case, as records hold them', () => {
    assert.deepEqual(['fr', 'Ch', 'AT'].map(normaliseCountry), ['FR', 'CH', 'AT']);
    assert.deepEqual(['EN', 'De', 'it'].map(normaliseLanguage), ['en', 'de', 'it']);
  });

  it('writes a record reference as an id or a lower-case slug, which parseRecordRef reads back unchanged', () => {
    const cases: Array<[string, string]> = [[' 12 ', '12'], ['12', '12'], [' Zermatt ', 'zermatt'], ['007', '007'], ['0', '0'], ['9999999999999999', '9999999999999999']];
    for (const [raw, written] of cases) {
      assert.equal(normaliseRef(raw), written, raw);
      assert.deepEqual(parseRecordRef(normaliseRef(raw)), parseRecordRef(raw), raw);
      assert.equal(normaliseRef(written), written, `${raw} is written once and for all`);
    }
  });
});
