/**
 * Graceful shutdown: on SIGTERM or SIGINT stop accepting connections, let
 * in-flight requests finish (up to the configured timeout), close adapters,
 * write out the buffered log, then exit 0. A second signal while draining
 * exits at once with 1, writing what the log holds synchronously; but not a
 * copy of the first (the same signal within REPEAT_WINDOW_MS): under
 * `npm start`, whose script execs node, a signal sent to the process group
 * (Ctrl-C in a terminal, a supervisor stopping the group) reaches the
 * service twice, from its sender and passed on by npm.
 */
import type { Logger } from 'pino';
import { flushLog, flushLogSync } from './logger.js';

export interface Stoppable {
  stop(): Promise<void>;
}

/** How soon the same signal again is taken as the first one passed on, not as a second. npm passes it on at once. */
export const REPEAT_WINDOW_MS = 1_000;

/** What a shutdown signal does: drain, or, on a second one while draining, exit at once. */
export function shutdownOnSignal(
  service: Stoppable,
  logger: Logger,
  exit: (code: number) => void = (code) => process.exit(code),
  now: () => number = Date.now,
): (signal: NodeJS.Signals) => void {
  let first: { signal: NodeJS.Signals; at: number } | undefined;
  const exitAfterLog = (code: number) => flushLog(logger).then(() => exit(code), () => exit(code));
  return (signal) => {
    if (first !== undefined) {
      if (signal === first.signal && now() - first.at < REPEAT_WINDOW_MS) return;
      logger.warn({ signal }, 'second signal while draining: exiting now');
      flushLogSync(logger);
      exit(1);
      return;
    }
    first = { signal, at: now() };
    logger.info({ signal }, 'shutting down: draining in-flight requests');
    service.stop().then(
      () => {
        logger.info('shutdown complete');
        return exitAfterLog(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        return exitAfterLog(1);
      },
    );
  };
}

export function installShutdownHandlers(service: Stoppable, logger: Logger): void {
  const onSignal = shutdownOnSignal(service, logger);
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
