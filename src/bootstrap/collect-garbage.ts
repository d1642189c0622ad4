/**
 * One full garbage collection, for the moment a start-up has built what it
 * serves from (service.ts start). The builders' dropped buffers (typed
 * arrays outside the heap) and temporary objects are otherwise held until
 * the collector next runs on its own, which an idle service gives it no
 * reason to do: at 100k schools the process reported ready holding about
 * 48 MB of dead buffers and 25 MB of dead objects, at 501–549 MB of RSS
 * against 482–502 MB once collected. Or young collections, for the
 * benchmark's sampler of what outlives them (bench/http/heap-survivors.ts).
 *
 * V8's gc() is reached through its flag when asked for, in a context of
 * its own, and the flag is cleared again: started with `node --expose-gc`,
 * the service would hand every module a way to stall it.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

type Gc = (options?: { type: 'minor' }) => void;

function reachGc(): Gc | undefined {
  setFlagsFromString('--expose-gc');
  // A Node whose new contexts no longer get gc() from the flag starts all the same, only without the collection.
  const gc = runInNewContext('typeof gc === "function" ? gc : undefined') as Gc | undefined;
  setFlagsFromString('--no-expose-gc');
  return gc;
}

export function collectGarbage(): void {
  reachGc()?.();
}

/**
 * A young collection to run later, reached now: reaching gc() makes a context, which a caller counting what
 * is allocated (the benchmark's sampler) would otherwise count.
 */
export function youngCollector(): () => void {
  const gc = reachGc();
  return () => gc?.({ type: 'minor' });
}
