/**
 * joi schemas compiled from the shared ParameterSpecs. REST routes use them as
 * Hapi `validate.query`; the MCP tools run the same `validateParameters`, so a
 * value is accepted or refused with the same message on both surfaces.
 */
import Joi from 'joi';
import { InvalidParameterError } from '../../domain/errors.js';
import type { ParameterSpecs, ParameterValues } from '../../application/parameters/parameter-spec.js';
import { readParameter, RuleViolation } from './parameter-rules.js';

const compiled = new WeakMap<ParameterSpecs, Joi.ObjectSchema>();

export function joiSchemaOf(specs: ParameterSpecs): Joi.ObjectSchema {
  const cached = compiled.get(specs);
  if (cached) return cached;
  const keys = Object.fromEntries(Object.entries(specs).map(([name, spec]) => {
    let rule = Joi.any().custom((value: unknown) => readParameter(spec, value));
    if ('default' in spec && spec.default !== undefined) rule = rule.default(spec.default);
    return [name, rule];
  }));
  const schema = Joi.object(keys).unknown(false).prefs({ abortEarly: true, errors: { wrap: { label: false } } });
  compiled.set(specs, schema);
  return schema;
}

/** The InvalidParameterError for a joi failure of a schema built by joiSchemaOf. */
export function invalidParameterFrom(error: Joi.ValidationError, specs: ParameterSpecs): InvalidParameterError {
  const detail = error.details[0];
  const name = String(detail?.path[0] ?? 'query');
  if (detail?.type === 'object.unknown') {
    const known = Object.keys(specs);
    const hint = known.length > 0 ? `accepted parameters: ${known.join(', ')}` : 'this endpoint takes no parameters';
    return new InvalidParameterError(name, `is not a known parameter; ${hint}`);
  }
  const cause = detail?.context?.error;
  const reason = cause instanceof RuleViolation ? cause.message : detail?.message ?? 'is invalid';
  return new InvalidParameterError(name, reason);
}

/** Validates raw input against specs; throws InvalidParameterError naming the first bad parameter. */
export function validateParameters(specs: ParameterSpecs, raw: Record<string, unknown>): ParameterValues {
  const defined = Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== undefined && value !== null));
  const { value, error } = joiSchemaOf(specs).validate(defined);
  if (error) throw invalidParameterFrom(error, specs);
  return value as ParameterValues;
}
