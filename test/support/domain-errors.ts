/** One of each error the core can report, by whose doing it is: for tests that hold a rule over all of them. */
import {
  BackendUnavailableError, InvalidParameterError, InvalidSignatureError, NotConfiguredError, NotFoundError, RateLimitedError,
  type ClientFailure, type DomainError,
} from '../../src/domain/errors.js';

/** What a client did wrong: a parameter broken, a record missing, a budget spent, a signature that does not verify. */
export function clientFailures(): ClientFailure[] {
  return [
    new InvalidParameterError('limit', 'must be at most 100'),
    new NotFoundError('School', 'no-such-school'),
    new RateLimitedError(30, 'Public API'),
    new InvalidSignatureError(),
  ];
}

/** What went wrong on the service's side. */
export function serviceFailures(): DomainError[] {
  return [new BackendUnavailableError(), new NotConfiguredError('STRIPE_WEBHOOK_SECRET is not set')];
}
