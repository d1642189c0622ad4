/**
 * What handling one provider event did, as the receiver reports and records
 * it: applied; a duplicate or stale event acknowledged without change; an
 * event that names nothing this service knows (unmatched); or a type the
 * receiver does not act on (ignored).
 */
export const OUTCOMES = ['applied', 'duplicate', 'stale', 'unmatched', 'ignored'] as const;
export type Outcome = (typeof OUTCOMES)[number];

export interface ChangeOutcome {
  outcome: Outcome;
  /** Why an event was unmatched or ignored, for the log. */
  reason?: string;
}

/** Compare-and-set retries before giving up with a 500 (the provider then retries later). */
export const MAX_WRITE_ATTEMPTS = 3;
