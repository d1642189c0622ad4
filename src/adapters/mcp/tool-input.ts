/**
 * A tool's arguments: the query parameters of the REST endpoint it mirrors,
 * plus, for detail and nested tools, the record reference REST takes from the
 * path. validateParameters checks them, so a tool refuses exactly what REST
 * refuses, with the same "Invalid parameter 'x': ..." message.
 */
import { z } from 'zod';
import type { StandardSchemaWithJSON } from '@modelcontextprotocol/server';
import { InvalidParameterError } from '../../domain/errors.js';
import type { ParameterSpecs, ParameterValues } from '../../application/parameters/parameter-spec.js';
import { validateParameters } from '../validation/joi-parameters.js';
import { zodObjectOf } from './zod-parameters.js';
import { parsePositiveId } from '../../domain/queries.js';

/** What REST accepts in the path: `{ref}` (id or slug), `{slug}`, or a numeric `{id}`. */
export type ReferenceKind = 'id-or-slug' | 'slug' | 'id';

export interface ToolReference {
  /** Argument name, e.g. `school`. */
  name: string;
  kind: ReferenceKind;
  /** e.g. "school", for descriptions and messages. */
  noun: string;
}

export interface ToolInput {
  values: ParameterValues;
  /** The reference as given (trimmed), when the tool takes one. */
  reference?: string;
}

const MAX_REFERENCE_LENGTH = 200;

function describeReference({ kind, noun }: ToolReference): string {
  if (kind === 'id') return `The ${noun}'s numeric id, as in the \`id\` field of search results.`;
  if (kind === 'slug') return `The ${noun}'s slug, as in the \`slug\` field of list results (e.g. \`ski\`).`;
  return `The ${noun}'s numeric id or its slug, as in the \`id\` and \`slug\` fields of search results.`;
}

function referenceSchema(reference: ToolReference): z.ZodType {
  const text = z.string().min(1).max(MAX_REFERENCE_LENGTH);
  const schema = reference.kind === 'id' ? z.number().int().min(1)
    : reference.kind === 'slug' ? text : z.union([z.number().int().min(1), text]);
  return schema.describe(describeReference(reference));
}

/**
 * Input is only described to the SDK, never checked by it: its own check
 * would answer in zod's words, not REST's. Tools call `read` instead.
 */
function describedOnly(schema: z.ZodObject): StandardSchemaWithJSON<Record<string, unknown>> {
  return {
    '~standard': {
      version: 1,
      vendor: 'ski-directory',
      validate: (value) => ({ value: (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown> }),
      jsonSchema: schema['~standard'].jsonSchema,
    },
  };
}

export interface ToolArguments {
  schema: StandardSchemaWithJSON<Record<string, unknown>>;
  read(args: Record<string, unknown>): ToolInput;
}

export function toolArguments(parameters: ParameterSpecs, reference?: ToolReference): ToolArguments {
  const referenceSpecs: ParameterSpecs = reference
    ? { [reference.name]: { type: 'text', maxLength: MAX_REFERENCE_LENGTH, description: describeReference(reference) } }
    : {};
  // Built once: joi schemas are compiled and cached per specs object.
  const specs: ParameterSpecs = { ...referenceSpecs, ...parameters };
  const required = reference ? { [reference.name]: referenceSchema(reference) } : {};
  return {
    schema: describedOnly(zodObjectOf(parameters, required)),
    read(args) {
      const raw = { ...args };
      // JSON ids arrive as numbers; REST sees every path segment as text.
      if (reference && typeof raw[reference.name] === 'number') raw[reference.name] = String(raw[reference.name]);
      const validated = validateParameters(specs, raw);
      if (!reference) return { values: validated };
      const { [reference.name]: given, ...values } = validated;
      if (typeof given !== 'string') throw new InvalidParameterError(reference.name, `is required: ${describeReference(reference)}`);
      if (reference.kind === 'id' && parsePositiveId(given) === null) {
        throw new InvalidParameterError(reference.name, `must be a positive integer ${reference.noun} id (got '${given}')`);
      }
      return { values, reference: given };
    },
  };
}
