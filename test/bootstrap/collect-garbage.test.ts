/**
 * The service collects its start-up's garbage before it listens (service.ts
 * start): what nothing holds is freed then, not when the collector next
 * happens to run, and gc() is not left where any module could call it.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { collectGarbage } from '../../src/bootstrap/collect-garbage.js';

describe('collecting the garbage of a start-up', () => {
  it('frees what nothing holds any more, buffers outside the heap included', async () => {
    const dropped = new WeakRef(new Uint8Array(1_000_000).fill(1));
    // A WeakRef keeps its target to the end of the turn that made it: a collection frees it only after.
    await nextTurn();
    collectGarbage();
    assert.equal(dropped.deref(), undefined);
  });

  it('leaves gc() where it was: not on the global object of a process started without it', () => {
    const exposed = typeof (globalThis as { gc?: unknown }).gc;
    collectGarbage();
    assert.equal(typeof (globalThis as { gc?: unknown }).gc, exposed);
  });
});
