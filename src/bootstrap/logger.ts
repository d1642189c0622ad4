import { pino, type Logger } from 'pino';
import type { LogLevel } from './config.js';

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

export function createLogger(level: LogLevel, destination?: pino.DestinationStream): Logger {
  const options = { level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' }, base: { service: 'ski-directory' } };
  return destination ? pino(options, destination) : pino(options);
}
