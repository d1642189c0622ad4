/**
 * Read routes: a GET whose query string and path segments are checked
 * against the shared declarations (adapters/validation) before its answer
 * is built, refusing with the domain's InvalidParameterError naming the
 * parameter, and whose answer leaves with its validators
 * (browser/validated-answer.ts), through Hapi or, when Hapi would send it as
 * given, written directly (browser/direct-answer.ts), as is a failure the
 * client caused.
 *
 * The check runs in the handler, not as Hapi's `validate` steps: each of
 * those is a lifecycle step of its own that builds a validation context per
 * request (a few per cent of a lookup's CPU, issue 17), for a validator that
 * reads none of it. Path segments are checked first, then the query, as
 * Hapi would; the errors are the same.
 */
import type { Request, ServerRoute } from '@hapi/hapi';
import type { ObjectSchema, SchemaMap, ValidationError } from 'joi';
import type { RecordRef } from '../../../domain/queries.js';
import { parameters } from '../../validation/parameter-joi.js';
import { invalidParameterFrom } from '../../validation/invalid-parameter.js';
import { parametersShortcut } from '../../validation/shortcuts.js';
import { toRecordRef, type ParameterValues } from '../../validation/to-queries.js';
import { directStatus, writeAnswer, wroteFailure } from '../browser/direct-answer.js';
import { cacheControlOfRoute, failsIfMatch, staleCopy, validated, validatedAnswer } from '../browser/validated-answer.js';
import { takesNoEncoding } from '../browser/compression.js';
import type { JsonBody } from '../json-body.js';

/**
 * The declaration as a validation function. Called without options, joi
 * reuses the preferences it compiled once (given a per-request context it
 * merges them anew for every parameter). Values in their plainest form skip
 * joi altogether (validation/shortcuts.ts).
 */
function validatorOf(keys: SchemaMap): (value: unknown) => ParameterValues {
  const schema: ObjectSchema = parameters(keys);
  const shortcut = parametersShortcut(keys);
  return (value) => {
    const plain = shortcut?.(value);
    if (plain !== undefined) return plain as ParameterValues;
    const { value: validated, error } = schema.validate(value);
    if (error) throw invalidParameterFrom(error as ValidationError);
    return validated as ParameterValues;
  };
}

/** A read route's checked input: its query parameters and its path segments, each as its declaration gives it. */
export interface ReadInput {
  readonly query: ParameterValues;
  readonly params: ParameterValues;
}

/** What a read route answers: the body, as JSON bytes in parts or as a JSON value, and any headers of its own. */
export interface ReadAnswer {
  readonly body: JsonBody | object;
  readonly headers?: Readonly<Record<string, string>>;
}

export interface ReadRoute {
  readonly path: string;
  /** The query parameters it accepts (every one optional). */
  readonly query: SchemaMap;
  /** Its path segments, when it has any. */
  readonly params?: SchemaMap;
  readonly answer: (input: ReadInput, request: Request) => Promise<ReadAnswer>;
}

const NO_PATH_SEGMENTS: ParameterValues = Object.freeze({});

/** A GET route that accepts exactly `query` and `params`, and answers 200 with `answer`'s body and validators. */
export function readRoute({ path, query, params, answer }: ReadRoute): ServerRoute {
  const checkQuery = validatorOf(query);
  const checkParams = params === undefined ? null : validatorOf(params);
  const cacheControl = cacheControlOfRoute(path);
  return {
    method: 'GET',
    path,
    handler: async (request, h) => {
      try {
        const input = { params: checkParams === null ? NO_PATH_SEGMENTS : checkParams(request.params), query: checkQuery(request.query) };
        const { body, headers } = await answer(input, request);
        const answered = validated(body, takesNoEncoding(request));
        if (failsIfMatch(request, answered.tag)) throw staleCopy(answered.tag);
        const status = directStatus(request, answered);
        if (status === null) return validatedAnswer(h, answered, cacheControl, headers);
        // A long lasting answer's encoding, made once, may still be on its way: the first time, it is awaited.
        const written = writeAnswer(request, answered, cacheControl, headers, status);
        if (written !== undefined) await written;
        return h.abandon;
      } catch (error) {
        // A parameter refused or a record missing, answered directly where it can be; anything else is Hapi's to answer.
        if (wroteFailure(request, error)) return h.abandon;
        throw error;
      }
    },
  };
}

/** The record a checked path segment names. */
export function pathReference(input: ReadInput, name: string): RecordRef {
  return toRecordRef(input.params[name]);
}
