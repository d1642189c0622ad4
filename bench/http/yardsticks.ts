/**
 * What the bare route answers with (bare-process.ts), in a module of its
 * own: bare-process.ts starts a server when loaded, so the benchmark that
 * forks it must not import it.
 */
export type BareYardstick = 'value' | 'bytes' | 'contract';
export const BARE_YARDSTICKS: readonly BareYardstick[] = ['value', 'bytes', 'contract'];
