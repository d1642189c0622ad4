/**
 * What the Suggest use case makes of typed text, over the embedded engine
 * and the small directory: prefixes, folding, the vocabulary's other names
 * and intent words, filler words, typos, and the order of the two tiers.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { InMemoryDirectory } from '../../../src/adapters/persistence/memory/in-memory-directory.js';
import type { SuggestionSource } from '../../../src/application/ports/suggestion-source.js';
import { Suggest } from '../../../src/application/use-cases/suggest.js';
import type { Suggestion } from '../../../src/domain/suggestions.js';
import { smallDirectory } from '../../fixtures/small-directory.js';

const directory = InMemoryDirectory.fromDataset(smallDirectory());
const suggest = new Suggest(directory.suggestions);
const labels = async (q: string, limit = 10): Promise<string[]> =>
  (await suggest.execute({ q, limit })).map((suggestion) => `${suggestion.type}:${suggestion.name}`);

describe('Suggest', () => {
  it('completes a prefix: the resort and its town before its schools, the most reviewed school first', async () => {
    assert.deepEqual(await labels('zer'), [
      'resort:Zermatt', 'town:Zermatt', 'school:Skischule Zermatt Alpin', 'school:Zermatt Snowboard School', 'school:Alpin Skischule Zermatt Matterhorn',
    ]);
    assert.deepEqual(await labels('zer', 2), ['resort:Zermatt', 'town:Zermatt']);
  });

  it('folds accents, case, umlauts and ø like search', async () => {
    const meribel = await labels('meri');
    assert.equal(meribel[0], 'resort:Méribel');
    assert.deepEqual(await labels('MÉRI'), meribel);
    assert.deepEqual(await labels('kitzbuehel'), await labels('kitzbühel'));
    assert.equal((await labels('kitzbuh'))[0], 'resort:Kitzbühel');
    assert.deepEqual(await labels('oye'), ['town:Øyer', 'school:Øyer Skiskole']);
  });

  it('requires every word, the last one as typed so far', async () => {
    assert.deepEqual(await labels('val d is'), ["resort:Val d'Isère", "town:Val-d'Isère", "school:Oxygène Val d'Isère", "school:Val d'Isère Snowsports"]);
    assert.deepEqual(await labels('whistler kid'), ['school:Whistler Kids Club']);
  });

  it('leaves out filler words unless they are all that was typed', async () => {
    assert.deepEqual(await labels('ski school zerm'), await labels('zerm'));
    assert.ok((await labels('ski')).includes('category:Alpine skiing'));
  });

  it('suggests places by their other names and categories by intent words while they are typed', async () => {
    assert.deepEqual(await labels('svizz'), ['country:Switzerland']);
    assert.deepEqual(await labels('bavar'), ['region:Bayern']);
    assert.deepEqual(await labels('snowb'), ['category:Snowboarding', 'category:Snowboard school', 'school:Zermatt Snowboard School']);
    assert.deepEqual(await labels('début'), ['category:Beginner'], 'débutants names the beginner level');
    assert.deepEqual(await labels('swit'), ['country:Switzerland'], 'found by name and by alias, listed once');
  });

  it('lists names that start as typed before those found by another of their names, places before schools still', async () => {
    // `sch` starts the categories' own names, and Switzerland's German name (Schweiz), a country with more schools than some of them.
    assert.deepEqual(await labels('sch'), [
      'category:Ski school', 'category:Adaptive ski school', 'category:Snowboard school', 'country:Switzerland',
      'school:Zermatt Snowboard School', 'school:Whistler Blackcomb Snow School',
    ]);
  });

  it('reads a word that starts no name as its closest names within the typo rule', async () => {
    assert.deepEqual(await labels('verbeir'), ['resort:Verbier'], 'a transposition is one edit');
    assert.deepEqual(await labels('courchevl'), ['resort:Courchevel']);
    assert.deepEqual(await labels('garmsch'), ['resort:Garmisch-Partenkirchen', 'town:Garmisch-Partenkirchen', 'school:Skischule Großhang Garmisch', 'school:Garmisch Adaptive Sports']);
    assert.deepEqual(await labels('zermat'), (await labels('zer')), 'a prefix is not a typo');
    assert.deepEqual(await labels('verb'), ['resort:Verbier']);
    assert.deepEqual(await labels('vrb'), [], 'words under five letters are never corrected');
    assert.deepEqual(await labels('qqqqqqq'), []);
    assert.deepEqual(await labels("'!?"), [], 'punctuation has no words');
  });

  it('reads a misspelt other name of a place or intent word as q does: as its closest one-word phrases', async () => {
    assert.deepEqual(await labels('osterrich'), ['country:Austria']);
    assert.deepEqual(await labels('svizera'), ['country:Switzerland']);
    assert.deepEqual(await labels('bavria'), ['region:Bayern']);
    assert.deepEqual(await labels('beginers'), ['category:Beginner']);
    assert.deepEqual(await labels('kinderr'), ['category:Kids club']);
    // The phrase beside the names with the corrected word, in suggestion order as `snowb` lists them.
    assert.deepEqual(await labels('snowbaord'), ['category:Snowboarding', 'category:Snowboard school', 'school:Zermatt Snowboard School']);
    assert.deepEqual(await labels('osterrich kitz'), [], 'the other words must still start the phrase');
    assert.deepEqual(await labels('ski osterrich'), ['country:Austria'], 'filler words left out, as in the typed tier');
  });

  it('merges what a source finds as typed and by other names group by group, each suggestion once even as a copy', async () => {
    const place = (type: Suggestion['type'], name: string, popularity: number): Suggestion => ({
      type, name, value: name.toLowerCase(), id: null, country: 'CH', categoryType: null, schoolCount: popularity, popularity, sortName: name.toLowerCase(),
    });
    const [resort, town, country] = [place('resort', 'Verbier', 40), place('town', 'Verbier', 30), place('country', 'Switzerland', 900)];
    const [school, otherSchool] = [{ ...place('school', 'Verbier Ski', 12), schoolCount: null }, { ...place('school', 'Swiss Snow', 20), schoolCount: null }];
    // Each list in suggestion order, as the port promises; a store may build a new object per query (MongoDB does).
    const source: SuggestionSource = {
      matching: async () => [resort, town, school],
      named: async () => [country, { ...town }, otherSchool],
      hasPrefix: async () => true,
      corrections: async () => [],
    };
    assert.deepEqual(await new Suggest(source).execute({ q: 'ver', limit: 10 }), [resort, town, country, school, otherSchool]);
    assert.deepEqual(await new Suggest(source).execute({ q: 'ver', limit: 3 }), [resort, town, country]);
  });

  it('lists the suggestions as typed before the corrected ones, within the limit', async () => {
    const typed: Suggestion = { type: 'country', name: 'Switzerland', value: 'CH', id: null, country: 'CH', categoryType: null, schoolCount: 4, popularity: 4, sortName: 'switzerland' };
    const corrected: Suggestion = { ...typed, type: 'resort', name: 'Zermatt', value: 'zermatt', id: 1, schoolCount: 90, popularity: 90, sortName: 'zermatt' };
    const asked: string[] = [];
    const source: SuggestionSource = {
      matching: async (groups) => {
        asked.push(JSON.stringify(groups));
        // The corrected reading also finds what the typed one did: it is listed once, in its first tier.
        return groups[0]?.[0]?.match === 'exact' ? [corrected, typed] : [typed];
      },
      named: async () => [],
      hasPrefix: async () => false,
      corrections: async () => ['zermatt'],
    };
    assert.deepEqual(await new Suggest(source).execute({ q: 'zermstt', limit: 5 }), [typed, corrected], 'more popular, but corrected');
    assert.deepEqual(asked, ['[[{"word":"zermstt","match":"prefix"}]]', '[[{"word":"zermatt","match":"exact"}]]']);
    assert.deepEqual(await new Suggest(source).execute({ q: 'zermstt', limit: 1 }), [typed]);
  });
});
