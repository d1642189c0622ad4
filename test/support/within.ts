/**
 * A wait with a bound: what a test awaits (a promise, or a condition it
 * polls), or a failure naming it once the bound has passed, so that a test
 * fails rather than hangs.
 */

export interface WithinOptions {
  /**
   * Whether the bound's timer keeps the process alive (default true). True when
   * nothing else may: a report due from an unref'd timer. False for a probe
   * that must not hold up a process that is otherwise done.
   */
  holdsProcess?: boolean;
}

/** `promise`'s outcome, or an error "`what` did not come within `ms` ms". */
export async function within<T>(promise: Promise<T>, ms: number, what: string, { holdsProcess = true }: WithinOptions = {}): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not come within ${ms} ms`)), ms);
    if (!holdsProcess) timer.unref();
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Resolves once `condition()` holds, checked every 20 ms, or fails naming `what` once `ms` have passed. */
export async function until(condition: () => boolean, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() >= deadline) throw new Error(`${what} did not come within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
