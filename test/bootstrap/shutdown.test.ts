/**
 * What a shutdown signal does: drain once; a second signal while draining
 * exits at once, but not the first signal passed on again by npm.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { REPEAT_WINDOW_MS, shutdownOnSignal } from '../../src/bootstrap/shutdown.js';
import { capturingLogger } from '../support/capturing-logger.js';

/** A service whose stop waits for the test, a clock the test moves, and the exit codes asked for. */
function draining() {
  let finishStop: () => void = () => {};
  let stops = 0;
  const service = { stop: () => { stops += 1; return new Promise<void>((resolve) => { finishStop = resolve; }); } };
  const exits: number[] = [];
  let clock = 1_000_000;
  const log = capturingLogger();
  const onSignal = shutdownOnSignal(service, log.logger, (code) => exits.push(code), () => clock);
  return {
    onSignal, exits, log,
    stops: () => stops,
    later: (ms: number) => { clock += ms; },
    finishStop: () => finishStop(),
  };
}

/** Lets the stop's continuation and the log's flush run. */
const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('a shutdown signal', () => {
  it('drains once and exits 0, taking the same signal again within the window as the first one passed on', async () => {
    const shutdown = draining();
    shutdown.onSignal('SIGTERM');
    shutdown.later(REPEAT_WINDOW_MS - 1);
    shutdown.onSignal('SIGTERM');
    assert.equal(shutdown.stops(), 1);
    assert.deepEqual(shutdown.exits, []);
    shutdown.finishStop();
    await settled();
    await settled();
    assert.deepEqual(shutdown.exits, [0]);
    assert.deepEqual(shutdown.log.lines().map((line) => line.msg), ['shutting down: draining in-flight requests', 'shutdown complete']);
  });

  it('exits 1 at once on the same signal once the window has passed', () => {
    const shutdown = draining();
    shutdown.onSignal('SIGINT');
    shutdown.later(REPEAT_WINDOW_MS);
    shutdown.onSignal('SIGINT');
    assert.deepEqual(shutdown.exits, [1]);
    assert.equal(shutdown.log.lines().at(-1)?.msg, 'second signal while draining: exiting now');
  });

  it('exits 1 at once on another signal, however soon', () => {
    const shutdown = draining();
    shutdown.onSignal('SIGTERM');
    shutdown.onSignal('SIGINT');
    assert.deepEqual(shutdown.exits, [1]);
    assert.equal(shutdown.stops(), 1);
  });
});
