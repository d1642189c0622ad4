/**
 * Which driver failures mean "the database cannot answer right now" (the
 * caller gets BackendUnavailableError, a 503 at the edge, and may retry)
 * as opposed to a fault in our own query (rethrown as is: a 500 and a log).
 * Nothing here remembers a failure: each call is judged on its own, so the
 * first call after MongoDB returns succeeds again.
 */
import {
  MongoClientClosedError,
  MongoError,
  MongoErrorLabel,
  MongoNetworkError,
  MongoNotConnectedError,
  MongoOperationTimeoutError,
  MongoServerClosedError,
  MongoServerError,
  MongoServerSelectionError,
  MongoTopologyClosedError,
} from 'mongodb';
import { BackendUnavailableError } from '../../../domain/errors.js';

/** Server codes for a node that is unreachable, shutting down, stepping down, or out of time. */
const TRANSIENT_SERVER_CODES = new Set([
  6, // HostUnreachable
  7, // HostNotFound
  50, // MaxTimeMSExpired: our per-query budget ran out; the server is overloaded
  89, // NetworkTimeout
  91, // ShutdownInProgress
  189, // PrimarySteppedDown
  262, // ExceededTimeLimit
  9001, // SocketException
  10107, // NotWritablePrimary
  11600, // InterruptedAtShutdown
  11602, // InterruptedDueToReplStateChange
  13435, // NotPrimaryNoSecondaryOk
  13436, // NotPrimaryOrSecondary
]);

export function isUnavailable(error: unknown): boolean {
  if (error instanceof MongoNetworkError) return true; // includes timeouts and cleared pools
  if (error instanceof MongoServerSelectionError) return true;
  if (error instanceof MongoTopologyClosedError || error instanceof MongoClientClosedError) return true;
  if (error instanceof MongoNotConnectedError || error instanceof MongoServerClosedError) return true;
  if (error instanceof MongoOperationTimeoutError) return true;
  if (error instanceof MongoServerError && typeof error.code === 'number' && TRANSIENT_SERVER_CODES.has(error.code)) return true;
  if (error instanceof MongoError) {
    return error.hasErrorLabel(MongoErrorLabel.SystemOverloadedError) || error.hasErrorLabel(MongoErrorLabel.ResetPool);
  }
  return false;
}

/** Runs one repository operation, translating unavailability into the domain's error. */
export async function guarded<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    if (isUnavailable(error)) throw new BackendUnavailableError(undefined, { cause: error });
    throw error;
  }
}
