/**
 * The connect step of the composition root. tsyringe resolves synchronously,
 * so whatever must connect (MongoDB, Redis) is opened here first; the
 * container then binds the result with useValue, by name.
 */
import type { Logger } from 'pino';
import { systemClock, type Clock } from '../application/ports/clock.js';
import type { EventPublisher } from '../application/ports/event-publisher.js';
import type { RateLimitStore } from '../application/ports/rate-limit-store.js';
import type { ReadinessProbe } from '../application/ports/readiness-probe.js';
import type { Config } from './config.js';
import type { DirectoryBackend } from './directory-backend.js';
import { openDirectory } from './open-directory.js';
import { openPayments, type PaymentAdapters } from './open-payments.js';
import { openWebhooks } from './open-webhooks.js';
import { openRateLimitStore, rateLimitSettings, type RateLimitSettings, type RedisTuning } from './open-rate-limiting.js';

/**
 * Every driven adapter, connected and configured: what the container is
 * given. The payment receiver's stores come with the data backend (same
 * database); its verifier from open-payments.ts; the event publisher from
 * open-webhooks.ts (with the backend's delivery record when it has one).
 */
export interface Adapters extends Omit<DirectoryBackend, 'readiness' | 'close' | 'webhookDeliveries'>, RateLimitSettings, PaymentAdapters {
  clock: Clock;
  eventPublisher: EventPublisher;
  rateLimitStore: RateLimitStore;
}

export interface OpenedAdapters {
  adapters: Adapters;
  readinessProbes: ReadinessProbe[];
  /** Names the data backend in the start-up log line. */
  backendName: string;
  /** Closes what was opened, last opened first; call after the server has stopped. */
  close(): Promise<void>;
}

/** Replacements for tests and tools; the configuration decides everything else. */
export interface AdapterOverrides {
  directory?: DirectoryBackend;
  clock?: Clock;
  redis?: RedisTuning;
  /** Replaces what WEBHOOK_DELIVERY chooses, e.g. to read what was published. */
  eventPublisher?: EventPublisher;
  /** Replaces the counter store REDIS_URL chooses, e.g. to measure the limiter without its store. */
  rateLimitStore?: RateLimitStore;
}

export async function openAdapters(config: Config, logger: Logger, overrides: AdapterOverrides = {}): Promise<OpenedAdapters> {
  const clock = overrides.clock ?? systemClock;
  // Settings that need no I/O first: a bad TRUSTED_PROXIES must not wait for MongoDB's start-up retries.
  const settings = rateLimitSettings(config);
  const opened: Array<() => Promise<void>> = [];
  const close = async () => {
    while (opened.length > 0) await opened.pop()?.();
  };
  try {
    const directory = overrides.directory ?? await openDirectory(config, logger);
    opened.push(() => directory.close());
    const counting = overrides.rateLimitStore === undefined
      ? await openRateLimitStore(config, { logger, clock, tuning: overrides.redis })
      : { rateLimitStore: overrides.rateLimitStore, readinessProbes: [], close: async () => {} };
    opened.push(() => counting.close());
    const payments = openPayments(config, logger);
    const { schools, resorts, instructors, categories, countries, vocabulary, suggestions, featuredSchools, payments: paymentStore, webhookDeliveries } = directory;
    // Opened after the directory, so closed before it: in-flight deliveries are recorded while its store is still open.
    const webhooks = await openWebhooks(config, logger, { clock, deliveries: webhookDeliveries, eventPublisher: overrides.eventPublisher });
    opened.push(() => webhooks.close());
    return {
      adapters: {
        schools, resorts, instructors, categories, countries, vocabulary, suggestions, featuredSchools, payments: paymentStore,
        ...settings, ...payments, eventPublisher: webhooks.eventPublisher, clock, rateLimitStore: counting.rateLimitStore,
      },
      readinessProbes: [directory.readiness, ...counting.readinessProbes],
      backendName: directory.readiness.name,
      close,
    };
  } catch (error) {
    // Whatever connected before the failure must not keep the process alive.
    await close();
    throw error;
  }
}
