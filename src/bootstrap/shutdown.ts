/**
 * Graceful shutdown: on SIGTERM or SIGINT stop accepting connections, let
 * in-flight requests finish (up to the configured timeout), close adapters,
 * write out the buffered log, then exit 0. A second signal while draining
 * exits at once with 1, writing what the log holds synchronously.
 */
import type { Logger } from 'pino';
import { flushLog, flushLogSync } from './logger.js';

export interface Stoppable {
  stop(): Promise<void>;
}

export function installShutdownHandlers(
  service: Stoppable,
  logger: Logger,
  exit: (code: number) => void = (code) => process.exit(code),
): void {
  let stopping = false;
  const exitAfterLog = (code: number) => flushLog(logger).then(() => exit(code), () => exit(code));
  const onSignal = (signal: NodeJS.Signals): void => {
    if (stopping) {
      logger.warn({ signal }, 'second signal while draining: exiting now');
      flushLogSync(logger);
      exit(1);
      return;
    }
    stopping = true;
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
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
