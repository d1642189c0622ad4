/**
 * Readiness pings the database on every check: no verdict is cached, so
 * /ready turns green again as soon as MongoDB answers. The detail is a fixed
 * phrase, because /ready is public and driver messages carry host names.
 */
import type { Db } from 'mongodb';
import type { Logger } from 'pino';
import type { ReadinessProbe } from '../../../application/ports/readiness-probe.js';
import { isUnavailable } from './mongo-errors.js';

export interface MongoReadinessProbeOptions {
  /** Bound on one ping, below the usual load-balancer probe timeout. */
  timeoutMs?: number;
  logger?: Pick<Logger, 'warn' | 'info'>;
}

export class MongoReadinessProbe implements ReadinessProbe {
  readonly name = 'mongodb';
  #db: Db;
  #timeoutMs: number;
  #logger: Pick<Logger, 'warn' | 'info'> | undefined;
  /** Only to log changes rather than every failed poll; never consulted for the verdict. */
  #lastOk: boolean | undefined;

  constructor(db: Db, options: MongoReadinessProbeOptions = {}) {
    this.#db = db;
    this.#timeoutMs = options.timeoutMs ?? 2_000;
    this.#logger = options.logger;
  }

  async check(): Promise<{ ok: boolean; detail?: string }> {
    try {
      await this.#db.command({ ping: 1 }, { signal: AbortSignal.timeout(this.#timeoutMs) });
      this.#transition(true);
      return { ok: true };
    } catch (error) {
      this.#transition(false, error);
      return { ok: false, detail: describe(error) };
    }
  }

  #transition(ok: boolean, error?: unknown): void {
    if (this.#lastOk === ok) return;
    this.#lastOk = ok;
    if (ok) this.#logger?.info('MongoDB answers again');
    else this.#logger?.warn({ err: error }, 'MongoDB does not answer');
  }
}

function describe(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return 'ping timed out';
  return isUnavailable(error) ? 'database unreachable' : 'ping failed';
}
