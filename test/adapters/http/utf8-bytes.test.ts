/**
 * utf8Bytes gives exactly Buffer.from's bytes, whatever the text: accents,
 * astral characters, lone surrogates (replaced as Buffer.from replaces them),
 * texts that outgrow the scratch buffer and texts past its limit.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { utf8Bytes } from '../../../src/adapters/http/utf8-bytes.js';
import { anyCodePoint } from '../../support/hostile-input.js';
import { propertyRuns } from '../../support/property-runs.js';

describe('utf8Bytes', () => {
  it('encodes any text as Buffer.from does', () => {
    fc.assert(fc.property(fc.string({ unit: anyCodePoint, maxLength: 300 }), fc.integer({ min: 1, max: 2_000 }), (text, repeat) => {
      const long = text.repeat(repeat);
      assert.deepEqual(utf8Bytes(long), Buffer.from(long));
    }), { numRuns: propertyRuns(50) });
  });

  it('keeps earlier answers intact when it encodes the next one', () => {
    const first = utf8Bytes('École de Ski 🎿');
    utf8Bytes('x'.repeat(50_000));
    assert.equal(first.toString(), 'École de Ski 🎿');
  });

  it('handles the empty text, lone surrogates and a text past the scratch limit', () => {
    assert.deepEqual(utf8Bytes(''), Buffer.alloc(0));
    assert.deepEqual(utf8Bytes('a\uD800b\uDC00'), Buffer.from('a\uD800b\uDC00'));
    const huge = 'é'.repeat(200_000);
    assert.deepEqual(utf8Bytes(huge), Buffer.from(huge));
  });
});
