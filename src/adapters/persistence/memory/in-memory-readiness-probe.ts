import type { ReadinessProbe } from '../../../application/ports/readiness-probe.js';

/** The embedded directory lives in the process: if the process answers, so does the data. */
export class InMemoryReadinessProbe implements ReadinessProbe {
  readonly name = 'in-memory directory';

  async check(): Promise<{ ok: boolean; detail?: string }> {
    return { ok: true };
  }
}
