import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { NotFoundError } from '../../src/domain/errors.js';
import { clientFailures, serviceFailures } from '../support/domain-errors.js';

/** Whether an error's stack names any frame: V8 writes each as a line starting `at`. */
const hasFrames = (error: Error) => /\n\s+at /.test(error.stack ?? '');

describe('domain errors', () => {
  it('made for what a client did wrong carry no stack trace: their name and message only', () => {
    assert.equal(clientFailures().length, 4);
    for (const failure of clientFailures()) {
      assert.equal(hasFrames(failure), false, failure.name);
      assert.equal(failure.stack, `${failure.name}: ${failure.message}`);
    }
  });

  it("made for the service's own failures keep their stack trace, for the log", () => {
    assert.equal(serviceFailures().length, 2);
    for (const failure of serviceFailures()) assert.ok(hasFrames(failure), failure.name);
  });

  it('leave the stack trace limit as they found it, for every other error', () => {
    const before = Error.stackTraceLimit;
    void new NotFoundError('Resort', 7);
    assert.equal(Error.stackTraceLimit, before);
    assert.ok(hasFrames(new Error('any other error')));
  });
});
