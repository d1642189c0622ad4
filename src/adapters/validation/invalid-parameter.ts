/**
 * A joi refusal as the domain's InvalidParameterError: the parameter is the
 * first segment of the failing path (a list item fails as its list), the
 * reason is the declared message, so REST and MCP word it the same.
 */
import type { ValidationError } from 'joi';
import { InvalidParameterError } from '../../domain/errors.js';

export function invalidParameterFrom(error: ValidationError): InvalidParameterError {
  const detail = error.details[0];
  return new InvalidParameterError(String(detail?.path[0] ?? 'query'), detail?.message ?? 'is invalid');
}
