/**
 * Shared shape of the list and detail routes: query validation compiled from
 * the ParameterSpecs, paged envelopes with `meta`, and an RFC 8288 Link header.
 */
import type { Request, ResponseToolkit, RouteOptions } from '@hapi/hapi';
import type { ValidationError } from 'joi';
import type { Page } from '../../../domain/page.js';
import type { ParameterSpecs, ParameterValues } from '../../../application/parameters/parameter-spec.js';
import { invalidParameterFrom, joiSchemaOf } from '../../validation/joi-parameters.js';
import { paged } from '../envelope.js';
import { linkHeader } from '../link-header.js';

/** Route options that validate the query string against `specs` and reject unknown parameters. */
export function queryValidation(specs: ParameterSpecs): RouteOptions {
  return {
    validate: {
      query: joiSchemaOf(specs),
      failAction: (_request, _h, error) => {
        throw invalidParameterFrom(error as ValidationError, specs);
      },
    },
  };
}

export function queryValues(request: Request): ParameterValues {
  return request.query as ParameterValues;
}

export function pagedResponse<T, R>(request: Request, h: ResponseToolkit, page: Page<T>, present: (item: T) => R) {
  return h.response(paged(page, present)).header('Link', linkHeader(request, page));
}

/** A path segment by name; Hapi has already matched it, so it is a non-empty string. */
export function pathParam(request: Request, name: string): string {
  return String(request.params[name]);
}
