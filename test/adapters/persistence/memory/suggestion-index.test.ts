/**
 * The embedded suggestions (suggestion-index.ts) against a filter of the
 * entries, on names whose words share long prefixes: dozens of words
 * start with `snowb`, so that prefixes of every length up to nine letters
 * start more words than WIDE_PREFIX, and are answered from the index's
 * table of first entries, alone or beside other words, where the walk of
 * the union answers the rest.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { SuggestionIndex, WIDE_PREFIX } from '../../../../src/adapters/persistence/memory/suggestions/suggestion-index.js';
import { MAX_SUGGESTIONS, matchesGroups, suggestionOf, type SuggestionEntry, type SuggestionGroup } from '../../../../src/domain/suggestions.js';
import { propertyRuns } from '../../../support/property-runs.js';

/** Word stems of the names, the first drawn the most: some with many words after them, some with few, one word a stem of others. */
const STEMS = ['snowboard', 'snowboard', 'snowboard', 'snowshoe', 'snow', 'alpine', 'alp', 'zermatt', 'val'];
const SUFFIXES = ['', ...'abcdefghijklmnopqrstuvwxyz'.split('').flatMap((letter) => [letter, `${letter}x`])];

function entryOf(rank: number, words: string[]): SuggestionEntry {
  const name = words.join(' ');
  return { type: 'school', name, value: `school-${rank}`, id: rank, country: 'CH', categoryType: null, schoolCount: null, popularity: 0, sortName: name, words };
}

/** Entries in suggestion order, each with one to three words drawn by the property. */
const entries = fc
  .array(fc.array(fc.tuple(fc.constantFrom(...STEMS), fc.constantFrom(...SUFFIXES)), { minLength: 1, maxLength: 3 }), { minLength: 150, maxLength: 400 })
  .map((names) => names.map((parts, rank) => entryOf(rank, [...new Set(parts.map(([stem, suffix]) => `${stem}${suffix}`))])));

const prefixOf = (word: string): SuggestionGroup => [{ word, match: 'prefix' }];

/** Every prefix of every word, none included: alone; beside an exact word or another prefix; before a second group. */
function queriesOf(all: readonly SuggestionEntry[]): SuggestionGroup[][] {
  const prefixes = [...new Set(all.flatMap(({ words }) => words.flatMap((word) => Array.from({ length: word.length }, (_, end) => word.slice(0, end + 1)))))];
  return [
    ...prefixes.map((prefix) => [prefixOf(prefix)]),
    ...prefixes.map((prefix) => [[...prefixOf(prefix), { word: 'zermatt', match: 'exact' }] as SuggestionGroup]),
    ...prefixes.map((prefix) => [prefixOf(prefix), prefixOf('alp')]),
    ...prefixes.map((prefix) => [[...prefixOf(prefix), ...prefixOf('alp')]]),
    [prefixOf('qq')],
    [prefixOf('')],
  ];
}

describe('SuggestionIndex', () => {
  it('finds the first entries of every query, in order, whether its prefixes are tabulated or walked', () => {
    fc.assert(
      fc.property(entries, (all) => {
        // The draw makes this all but certain; a case without it proves nothing and is drawn again.
        fc.pre(new Set(all.flatMap(({ words }) => words).filter((word) => word.startsWith('snowb'))).size > WIDE_PREFIX);
        const index = new SuggestionIndex(all);
        for (const groups of queriesOf(all)) {
          for (const limit of [1, 8, MAX_SUGGESTIONS, MAX_SUGGESTIONS + 1]) {
            const expected = all.filter((entry) => matchesGroups(entry.words, groups)).slice(0, limit).map(suggestionOf);
            assert.deepEqual(index.matching(groups, limit), expected, JSON.stringify({ groups, limit }));
          }
        }
      }),
      { numRuns: propertyRuns(4) },
    );
  });
});
