import { pino, type Logger } from 'pino';
import type { LogLevel } from './config.js';
import { bufferedDestination, reportDroppedLines } from './log-destination.js';

/** Header and field paths that may carry credentials; never written to a log. */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["stripe-signature"]',
  'req.headers["x-service-signature"]',
  'headers.authorization',
  'headers.cookie',
  'headers["stripe-signature"]',
  'headers["x-service-signature"]',
  'signature',
  'secret',
  '*.secret',
  '*.signature',
];

/** Logs to `destination`, or to stdout in batches (log-destination.ts): call flushLog before the process exits. */
export function createLogger(level: LogLevel, destination?: pino.DestinationStream): Logger {
  const options = { level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' }, base: { service: 'ski-directory' } };
  if (destination) return pino(options, destination);
  const stdout = bufferedDestination();
  const logger = pino(options, stdout);
  reportDroppedLines(stdout, (droppedLines) => logger.warn({ droppedLines }, 'log lines dropped: stdout did not keep up'));
  return logger;
}

interface Flushable {
  flush?(callback: (error?: Error) => void): void;
  flushSync?(): void;
}

function destinationOf(logger: Logger): Flushable {
  return (logger as unknown as Record<symbol, Flushable>)[pino.symbols.streamSym] ?? {};
}

/** A stdout that takes longer than this to accept the log is stalled: the process exits rather than hang. */
const FLUSH_WAIT_MS = 5_000;

/**
 * Writes every line logged so far. The asynchronous flush waits for the write
 * in flight; what was logged meanwhile, below the batch size, is then written
 * synchronously, in order, since nothing is in flight any more.
 */
export async function flushLog(logger: Logger): Promise<void> {
  const destination = destinationOf(logger);
  let timer: NodeJS.Timeout | undefined;
  const flushed = await Promise.race([
    // A pipe cannot be fsync'ed: the error that says so comes after the data was written.
    new Promise<boolean>((resolve) => (destination.flush ? destination.flush(() => resolve(true)) : resolve(true))),
    new Promise<boolean>((resolve) => { timer = setTimeout(() => resolve(false), FLUSH_WAIT_MS); }),
  ]);
  clearTimeout(timer);
  if (flushed) destination.flushSync?.();
}

/** For a fatal error, when there is no event loop left to wait on: writes what is buffered, now. */
export function flushLogSync(logger: Logger): void {
  destinationOf(logger).flushSync?.();
}
