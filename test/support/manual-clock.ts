import type { Clock } from '../../src/application/ports/clock.js';

/** A clock that moves only when told, so window edges are tested to the millisecond. */
export class ManualClock implements Clock {
  #now: number;

  constructor(start = Date.UTC(2030, 0, 1)) {
    this.#now = start;
  }

  now(): number {
    return this.#now;
  }

  advance(ms: number): void {
    this.#now += ms;
  }

  set(ms: number): void {
    this.#now = ms;
  }
}
