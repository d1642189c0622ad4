/**
 * Routes validate their query string and path segments with Hapi's own
 * `validate`, against the shared declarations (adapters/validation), and
 * refuse with the domain's InvalidParameterError naming the parameter.
 * Handlers then read values that are already checked and normalised.
 */
import type { Request, RouteOptions } from '@hapi/hapi';
import type { ObjectSchema, SchemaMap, ValidationError } from 'joi';
import type { RecordRef } from '../../../domain/queries.js';
import { parameters } from '../../validation/parameter-joi.js';
import { invalidParameterFrom } from '../../validation/invalid-parameter.js';
import { parametersShortcut } from '../../validation/shortcuts.js';
import { toRecordRef, type ParameterValues } from '../../validation/to-queries.js';

/**
 * The declaration as a validation function. Given a schema, Hapi passes joi a
 * fresh context per request, and joi then merges its preferences anew for
 * every parameter of every request (a tenth of a list request's CPU); called
 * without options, joi reuses the preferences it compiled once. Values in
 * their plainest form skip joi altogether (validation/shortcuts.ts). Same
 * values, same errors: the failAction below sees the joi error as before.
 */
function validatorOf(keys: SchemaMap) {
  const schema: ObjectSchema = parameters(keys);
  const shortcut = parametersShortcut(keys);
  return async (value: unknown) => {
    const plain = shortcut?.(value);
    if (plain !== undefined) return plain;
    const { value: validated, error } = schema.validate(value);
    if (error) throw error;
    return validated as unknown;
  };
}

/** Route options that accept exactly `query` (every parameter optional) and, when given, the path segments `path`. */
export function validation(query: SchemaMap, path?: SchemaMap): RouteOptions {
  return {
    validate: {
      query: validatorOf(query),
      ...(path ? { params: validatorOf(path) } : {}),
      failAction: (_request, _h, error) => {
        throw invalidParameterFrom(error as ValidationError);
      },
    },
  };
}

export function queryValues(request: Request): ParameterValues {
  return request.query as ParameterValues;
}

/** The record a validated path segment names. */
export function pathReference(request: Request, name: string): RecordRef {
  return toRecordRef(request.params[name]);
}
