/**
 * The single place where the core's stable error codes become HTTP statuses.
 */
import { DomainError, NotFoundError, InvalidParameterError, type ErrorCode } from '../../domain/errors.js';

const STATUS_BY_CODE: Record<ErrorCode, number> = {
  invalid_parameter: 400,
  invalid_signature: 400,
  not_found: 404,
  rate_limited: 429,
  backend_unavailable: 503,
  not_configured: 503,
};

export interface HttpFailure {
  status: number;
  code: string;
  message: string;
  parameter?: string;
}

export function httpFailureOf(error: DomainError): HttpFailure {
  const failure: HttpFailure = { status: STATUS_BY_CODE[error.code], code: error.code, message: error.message };
  if (error instanceof NotFoundError) failure.code = error.specificCode;
  if (error instanceof InvalidParameterError) failure.parameter = error.parameter;
  return failure;
}

/**
 * Codes for statuses that Hapi itself produces (routing, payload parsing,
 * timeouts, load shedding). Where the core already names the same meaning
 * (a refusal to count, a service that cannot answer now), its code is reused,
 * so that a client never sees two codes for one situation.
 */
const CODE_BY_STATUS: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'route_not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  408: 'request_timeout',
  412: 'precondition_failed',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  429: 'rate_limited' satisfies ErrorCode,
  431: 'headers_too_large',
  500: 'internal_error',
  501: 'not_implemented',
  503: 'backend_unavailable' satisfies ErrorCode,
};

export function codeForStatus(status: number): string {
  return CODE_BY_STATUS[status] ?? (status >= 500 ? 'internal_error' : 'bad_request');
}
