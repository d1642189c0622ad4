/**
 * The closed set of failures the core can report. Each carries a stable
 * machine-readable `code` that clients branch on; the HTTP status is chosen
 * only at the edge (adapters/http/error-status.ts), never here.
 */
export type ErrorCode =
  | 'invalid_parameter'
  | 'not_found'
  | 'rate_limited'
  | 'backend_unavailable'
  | 'invalid_signature'
  | 'not_configured';

export abstract class DomainError extends Error {
  abstract readonly code: ErrorCode;
}

/**
 * A failure the client caused (a parameter broken, a record that does not
 * exist, a budget spent, a signature that does not verify): answered, never
 * investigated, so it is made without a stack trace. Capturing one walks
 * every frame of the request's call stack, a large part of what answering a
 * 404 or a 429 cost (issue 17; docs/performance.md), for a trace nothing
 * reads. Failures of the service itself (BackendUnavailableError,
 * NotConfiguredError) keep theirs for the log.
 */
export abstract class ClientFailure extends DomainError {
  protected constructor(message: string, options?: ErrorOptions) {
    const framesKept = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    try {
      super(message, options);
    } finally {
      Error.stackTraceLimit = framesKept;
    }
  }
}

/** A request parameter broke its rule; `parameter` names it so the client can fix it. */
export class InvalidParameterError extends ClientFailure {
  readonly code = 'invalid_parameter';
  readonly parameter: string;

  constructor(parameter: string, reason: string) {
    super(`Invalid parameter '${parameter}': ${reason}`);
    this.name = 'InvalidParameterError';
    this.parameter = parameter;
  }
}

/** A record looked up by id or slug does not exist, e.g. "School not found". */
export class NotFoundError extends ClientFailure {
  readonly code = 'not_found';
  readonly resource: string;

  constructor(resource: string, reference?: string | number) {
    super(reference === undefined ? `${resource} not found` : `${resource} not found: ${reference}`);
    this.name = 'NotFoundError';
    this.resource = resource;
  }

  /** `school_not_found`: a finer code than `not_found` that clients can branch on. */
  get specificCode(): string {
    return `${this.resource.toLowerCase().replace(/\s+/g, '_')}_not_found`;
  }
}

/** The caller spent its budget for a tier; it may try again after `retryAfterSeconds`. */
export class RateLimitedError extends ClientFailure {
  readonly code = 'rate_limited';
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number, tierName: string) {
    super(`Rate limit exceeded for ${tierName}. Retry after ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}.`);
    this.name = 'RateLimitedError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** A backend the request needs (database, shared counter store) does not answer right now. */
export class BackendUnavailableError extends DomainError {
  readonly code = 'backend_unavailable';

  constructor(message = 'The data backend is temporarily unavailable. Please retry shortly.', options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'BackendUnavailableError';
  }
}

/** An inbound callback (the payment provider's) failed its authenticity check; nothing was applied. */
export class InvalidSignatureError extends ClientFailure {
  readonly code = 'invalid_signature';

  constructor(message = 'Signature verification failed') {
    super(message);
    this.name = 'InvalidSignatureError';
  }
}

/**
 * A feature cannot work because the operator has not configured it: the
 * payment callback without STRIPE_WEBHOOK_SECRET (a 503, CONTRACT.md). Not a
 * BackendUnavailableError: retrying does not help until an operator acts.
 */
export class NotConfiguredError extends DomainError {
  readonly code = 'not_configured';

  constructor(message: string) {
    super(message);
    this.name = 'NotConfiguredError';
  }
}
