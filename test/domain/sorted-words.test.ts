/**
 * The sorted words' searches (sorted-words.ts) agree with reading every
 * word, on words and keys built from few units, so that they share heads and
 * prefixes, of every length around the three units a head holds, NUL and
 * the highest unit included, where the packing could go wrong.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { SortedWords } from '../../src/domain/sorted-words.js';
import { propertyRuns } from '../support/property-runs.js';

const UNITS = ['\u0000', '\u0001', 'a', 'b', 'é', '\uffff'];
const text = (maxLength: number) => fc.array(fc.constantFrom(...UNITS), { maxLength }).map((units) => units.join(''));

function firstAtOrAfterByReading(words: readonly string[], key: string): number {
  const at = words.findIndex((word) => !(word < key));
  return at < 0 ? words.length : at;
}

function prefixRangeByReading(words: readonly string[], prefix: string): [number, number] {
  const from = firstAtOrAfterByReading(words, prefix);
  let to = from;
  while (to < words.length && (words[to] as string).startsWith(prefix)) to += 1;
  return [from, to];
}

describe('SortedWords', () => {
  it('finds the first word at or after a key, and the words a prefix starts, as reading every word does', () => {
    // size 'max': fast-check would otherwise keep the lists to ten or so, too few for prefixes longer than a head to share one.
    fc.assert(fc.property(fc.array(text(6), { maxLength: 60, size: 'max' }), fc.array(text(6), { minLength: 1, maxLength: 20 }), (listed, keys) => {
      const sorted = SortedWords.of(listed);
      // Array.prototype.sort's default order is the code units'.
      const words = [...new Set(listed)].sort();
      assert.deepEqual(sorted.words, words);
      // Every prefix of every word (the ranges longer than a head reach into), and each word followed by NUL.
      const probes = words.flatMap((word) => [...Array.from({ length: word.length }, (_, end) => word.slice(0, end)), word, `${word}\u0000`]);
      for (const key of [...keys, ...probes]) {
        assert.equal(sorted.firstAtOrAfter(key), firstAtOrAfterByReading(words, key), `first at or after ${JSON.stringify(key)}`);
        assert.equal(sorted.indexOf(key), words.indexOf(key), `position of ${JSON.stringify(key)}`);
        assert.deepEqual(sorted.prefixRange(key), prefixRangeByReading(words, key), `prefix ${JSON.stringify(key)}`);
      }
    }), { numRuns: propertyRuns(300) });
  });

  it('reads the examples a vocabulary holds', () => {
    const sorted = SortedWords.of(['sarah', 'sara', 'sar', 'sa', 'saint', 'sankt', 'zermatt', 'sarah', 'sarajevo']);
    assert.deepEqual(sorted.words, ['sa', 'saint', 'sankt', 'sar', 'sara', 'sarah', 'sarajevo', 'zermatt']);
    assert.deepEqual(sorted.prefixRange('sar'), [3, 7]);
    assert.deepEqual(sorted.prefixRange('sara'), [4, 7]);
    assert.deepEqual(sorted.prefixRange('saraj'), [6, 7]);
    assert.deepEqual(sorted.prefixRange('s'), [0, 7]);
    assert.deepEqual(sorted.prefixRange(''), [0, 8]);
    assert.deepEqual(sorted.prefixRange('sb'), [7, 7]);
    assert.equal(sorted.firstAtOrAfter('sarai'), 6);
    assert.equal(sorted.firstAtOrAfter('zz'), 8);
  });
});
