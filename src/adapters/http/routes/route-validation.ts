/**
 * Routes validate their query string and path segments with Hapi's own
 * `validate`, against the shared declarations (adapters/validation), and
 * refuse with the domain's InvalidParameterError naming the parameter.
 * Handlers then read values that are already checked and normalised.
 */
import type { Request, RouteOptions } from '@hapi/hapi';
import type { SchemaMap, ValidationError } from 'joi';
import type { RecordRef } from '../../../domain/queries.js';
import { parameters } from '../../validation/parameter-joi.js';
import { invalidParameterFrom } from '../../validation/invalid-parameter.js';
import { toRecordRef, type ParameterValues } from '../../validation/to-queries.js';

/** Route options that accept exactly `query` (every parameter optional) and, when given, the path segments `path`. */
export function validation(query: SchemaMap, path?: SchemaMap): RouteOptions {
  return {
    validate: {
      query: parameters(query),
      ...(path ? { params: parameters(path) } : {}),
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
