/**
 * One of each error the core can report, by whose doing it is: for tests that hold a rule over all of them.
 * Keyed by code, so that a code added to the core's closed set does not compile here until it has its error.
 */
import {
  BackendUnavailableError, ClientFailure, InvalidParameterError, InvalidSignatureError, NotConfiguredError, NotFoundError, RateLimitedError,
  type DomainError, type ErrorCode,
} from '../../src/domain/errors.js';

const ONE_OF_EACH: { readonly [code in ErrorCode]: () => DomainError } = {
  invalid_parameter: () => new InvalidParameterError('limit', 'must be at most 100'),
  not_found: () => new NotFoundError('School', 'no-such-school'),
  rate_limited: () => new RateLimitedError(30, 'Public API'),
  backend_unavailable: () => new BackendUnavailableError(),
  invalid_signature: () => new InvalidSignatureError(),
  not_configured: () => new NotConfiguredError('STRIPE_WEBHOOK_SECRET is not set'),
};

function allErrors(): DomainError[] {
  return Object.values(ONE_OF_EACH).map((make) => make());
}

/** What a client did wrong (domain/errors.ts ClientFailure): a parameter broken, a record missing, a budget spent, a signature that does not verify. */
export function clientFailures(): ClientFailure[] {
  return allErrors().filter((error): error is ClientFailure => error instanceof ClientFailure);
}

/** What went wrong on the service's side. */
export function serviceFailures(): DomainError[] {
  return allErrors().filter((error) => !(error instanceof ClientFailure));
}
