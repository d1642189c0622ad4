import { Writable } from 'node:stream';
import { pino, type Logger } from 'pino';

export interface CapturedLogger {
  logger: Logger;
  lines: () => Array<Record<string, unknown>>;
}

/** A pino logger that writes into memory, so tests can assert on log lines without noise. */
export function capturingLogger(level: pino.LevelWithSilent = 'info'): CapturedLogger {
  const chunks: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  const logger = pino({ level }, sink);
  const lines = () => chunks.join('').split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>);
  return { logger, lines };
}
