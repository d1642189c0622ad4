/**
 * The benchmarks start the service with what `npm start` sets before it:
 * the assignments that begin package.json's start script, read from there.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { leadingAssignments, startScriptEnvironment } from '../../bench/start-environment.js';

describe('the environment npm start gives the service', () => {
  it('is the assignments before the command, in order, and nothing after it', () => {
    assert.deepEqual(leadingAssignments('A=1 B_2=two node main.js C=3'), { A: '1', B_2: 'two' });
    assert.deepEqual(leadingAssignments('node main.js X=1'), {});
    assert.deepEqual(leadingAssignments(''), {});
  });

  it("is read from package.json's start script, which fixes glibc's mmap threshold", () => {
    assert.deepEqual(startScriptEnvironment(), { MALLOC_MMAP_THRESHOLD_: '131072' });
  });
});
