/**
 * SuggestionSource semantics (src/application/ports/suggestion-source.ts),
 * for any adapter: hand-written expectations on the small directory, then
 * every answer held to a naive reference that filters the domain's entries
 * (domain/suggestions.ts) word by word, so both backends suggest alike.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { WordList } from '../../src/adapters/persistence/vocabulary/word-list.js';
import { freezeDataset } from '../../src/adapters/persistence/memory/freeze-dataset.js';
import { countryName } from '../../src/domain/countries.js';
import { CATEGORY_DEFINITIONS } from '../../src/domain/taxonomy.js';
import {
  matchesGroups, suggestionEntries, type Suggestion, type SuggestionEntry, type SuggestionGroup,
} from '../../src/domain/suggestions.js';
import { smallDirectory } from '../fixtures/small-directory.js';
import { backendUnderTest, type ContractOptions, type MakeDirectory } from './directory-ports.js';

/** The entries of a dataset, counted from the records by hand rather than by any adapter. */
function referenceEntries(): SuggestionEntry[] {
  const { resorts, schools } = freezeDataset(smallDirectory());
  const codes = [...new Set(schools.map((school) => school.country))].sort();
  return suggestionEntries({
    resorts,
    schools,
    categories: CATEGORY_DEFINITIONS.map((category) => ({
      ...category,
      schoolCount: schools.filter((school) => [...school.activities, ...school.levels, school.schoolType].includes(category.slug)).length,
    })),
    countries: codes.map((code) => ({ code, name: countryName(code), schoolCount: schools.filter((school) => school.country === code).length })),
  });
}

const withoutWords = ({ words: _words, ...suggestion }: SuggestionEntry): Suggestion => suggestion;
const labels = (suggestions: readonly Suggestion[]): string[] => suggestions.map((suggestion) => `${suggestion.type}:${suggestion.name}`);
const prefix = (...words: string[]): SuggestionGroup[] => words.map((word) => [{ word, match: 'prefix' }]);

export function suggestionSourceContract(name: string, make: MakeDirectory, options: ContractOptions = {}): void {
  describe(`SuggestionSource contract: ${name}`, { skip: options.skip ?? false }, () => {
    const ports = backendUnderTest(make, smallDirectory());
    const reference = referenceEntries();

    it('suggests what starts with a prefix: places and categories first, the most schools first, then schools by reviews', async () => {
      assert.deepEqual(labels(await ports().suggestions.matching(prefix('zer'), 10)), [
        'resort:Zermatt', 'town:Zermatt', 'school:Skischule Zermatt Alpin', 'school:Zermatt Snowboard School',
        'school:Alpin Skischule Zermatt Matterhorn',
      ]);
      assert.deepEqual(labels(await ports().suggestions.matching(prefix('mer'), 2)), ['resort:Méribel', 'school:École du Ski Français Méribel']);
    });

    it('requires every group, a group by any of its words, a corrected word as a whole word', async () => {
      // Equally reviewed schools go by folded name.
      assert.deepEqual(labels(await ports().suggestions.matching(prefix('val', 'ise'), 10)), [
        "resort:Val d'Isère", "town:Val-d'Isère", "school:Oxygène Val d'Isère", "school:Val d'Isère Snowsports",
      ]);
      const either: SuggestionGroup[] = [[{ word: 'verbier', match: 'exact' }, { word: 'hafjell', match: 'exact' }]];
      assert.deepEqual(labels(await ports().suggestions.matching(either, 10)), ['resort:Hafjell', 'resort:Verbier', 'school:Trollklubben Hafjell']);
      assert.deepEqual(await ports().suggestions.matching([[{ word: 'verb', match: 'exact' }]], 10), []);
      assert.deepEqual(await ports().suggestions.matching([], 10), []);
    });

    it('finds suggestions by the type and value a phrase names, in suggestion order', async () => {
      const named = await ports().suggestions.named([
        { type: 'country', value: 'CH' }, { type: 'resort', value: 'kitzbuhel' }, { type: 'region', value: 'Savoie' },
        { type: 'category', value: 'kids-club' }, { type: 'resort', value: 'atlantis' },
      ], 10);
      assert.deepEqual(labels(named), ['region:Savoie', 'country:Switzerland', 'category:Kids club', 'resort:Kitzbühel']);
      assert.deepEqual(await ports().suggestions.named([{ type: 'country', value: 'CH' }, { type: 'region', value: 'Savoie' }], 1), named.slice(0, 1));
      assert.deepEqual(named[1], {
        type: 'country', name: 'Switzerland', value: 'CH', id: null, country: 'CH', categoryType: null, schoolCount: 4, popularity: 4, sortName: 'switzerland',
      });
    });

    it('answers prefixes and corrections over the words suggestions are found by', async () => {
      const { suggestions } = ports();
      assert.equal(await suggestions.hasPrefix('kitz'), true);
      assert.equal(await suggestions.hasPrefix('kitzbuehel'), true, 'the transliterated form is a word too');
      assert.equal(await suggestions.hasPrefix('qq'), false);
      assert.deepEqual(await suggestions.corrections('verbeir', 1, 4), ['verbier']);
      assert.deepEqual(await suggestions.corrections('zermat', 0, 4), []);
    });

    it('agrees with the reference on every prefix of every name word, and on pairs of them', async () => {
      const words = WordList.of(reference.flatMap((entry) => entry.words));
      const queries: SuggestionGroup[][] = [];
      for (const entry of reference) {
        for (const word of entry.words) queries.push(prefix(word.slice(0, 1)), prefix(word.slice(0, 3)), [[{ word, match: 'exact' }]]);
        const [first, second] = entry.words;
        if (first !== undefined && second !== undefined) queries.push(prefix(first, second.slice(0, 2)));
      }
      const distinct = [...new Map(queries.map((groups) => [JSON.stringify(groups), groups])).values()];
      assert.ok(words.size > 50 && distinct.length > 100);
      for (const groups of distinct) {
        for (const limit of [1, 3, 10]) {
          const expected = reference.filter((entry) => matchesGroups(entry.words, groups)).slice(0, limit).map(withoutWords);
          assert.deepEqual(await ports().suggestions.matching(groups, limit), expected, JSON.stringify({ groups, limit }));
        }
      }
    });
  });
}
