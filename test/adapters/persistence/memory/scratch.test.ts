/**
 * The ranking's numbered working arrays: one memory per slot and type,
 * reused from search to search, never shared between two slots, and not
 * kept at all past KEPT_UP_TO values, so one huge ranking holds nothing
 * once it is done.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { float64Buffer, KEPT_UP_TO, uint16Buffer, uint32Buffer, uint8Buffer } from '../../../../src/adapters/persistence/memory/scratch.js';

describe('numbered working arrays', () => {
  it('reuse one memory per slot, of the length asked', () => {
    const first = uint32Buffer(0, 100);
    const again = uint32Buffer(0, 40);
    assert.equal(again.length, 40);
    assert.equal(again.buffer, first.buffer, 'the same memory, a shorter view');
    const grown = uint32Buffer(0, 5000);
    assert.equal(grown.length, 5000);
    assert.equal(uint32Buffer(0, 10).buffer, grown.buffer, 'a grown slot keeps its larger memory');
  });

  it('give each slot, and each element type, memory of its own', () => {
    const views = [uint8Buffer(0, 300), uint8Buffer(1, 300), uint16Buffer(0, 300), uint16Buffer(1, 300), uint32Buffer(0, 300), uint32Buffer(1, 300), float64Buffer(0, 300)];
    assert.equal(new Set(views.map((view) => view.buffer)).size, views.length);
  });

  it('make an array past KEPT_UP_TO values anew for each caller, and keep none', () => {
    const kept = uint16Buffer(2, KEPT_UP_TO);
    assert.equal(uint16Buffer(2, KEPT_UP_TO).buffer, kept.buffer);
    const large = uint16Buffer(2, KEPT_UP_TO + 1);
    assert.equal(large.length, KEPT_UP_TO + 1);
    assert.notEqual(uint16Buffer(2, KEPT_UP_TO + 1).buffer, large.buffer, 'not kept');
    assert.equal(uint16Buffer(2, 10).buffer, kept.buffer, 'the kept memory is still the one of at most KEPT_UP_TO values');
  });
});
