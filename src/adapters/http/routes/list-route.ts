/**
 * Shared shape of the list and detail routes: query validation compiled from
 * the ParameterSpecs, paged envelopes with `meta`, and an RFC 8288 Link header.
 */
import type { Request, ResponseToolkit, RouteOptions } from '@hapi/hapi';
import type { ValidationError } from 'joi';
import type { Page } from '../../../domain/page.js';
import { lastReachablePage } from '../../../domain/page.js';
import { MAX_PAGE } from '../../../application/parameters/common-parameters.js';
import type { ParameterSpecs, ParameterValues } from '../../../application/parameters/parameter-spec.js';
import { invalidParameterFrom, joiSchemaOf } from '../../validation/joi-parameters.js';
import { paged } from '../envelope.js';

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

function linkTo(request: Request, page: number): string {
  const url = new URL(request.url.pathname + request.url.search, 'http://link.invalid');
  url.searchParams.set('page', String(page));
  return `<${url.pathname}${url.search}>`;
}

/** first, prev, next and last relations, relative to this host; never a page the rules would refuse. */
export function linkHeader(request: Request, page: Page<unknown>): string {
  const last = lastReachablePage(page.total, page.limit, MAX_PAGE);
  const links = [`${linkTo(request, 1)}; rel="first"`];
  if (page.page > 1) links.push(`${linkTo(request, Math.min(page.page - 1, last))}; rel="prev"`);
  if (page.page < last) links.push(`${linkTo(request, page.page + 1)}; rel="next"`);
  links.push(`${linkTo(request, last)}; rel="last"`);
  return links.join(', ');
}

export function pagedResponse<T, R>(request: Request, h: ResponseToolkit, page: Page<T>, present: (item: T) => R) {
  return h.response(paged(page, present)).header('Link', linkHeader(request, page));
}

/** A path segment by name; Hapi has already matched it, so it is a non-empty string. */
export function pathParam(request: Request, name: string): string {
  return String(request.params[name]);
}
