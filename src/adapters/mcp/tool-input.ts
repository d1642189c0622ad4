/**
 * A tool's arguments: the parameters of the REST endpoint it mirrors (plus,
 * for detail and nested tools, the record reference REST takes from the
 * path), declared once in adapters/validation. The SDK takes them as a
 * Standard Schema: it validates every call with the same joi rules as REST,
 * so a tool refuses exactly what REST refuses, with the same "Invalid
 * parameter 'x': ..." reason, and it advertises the JSON Schema generated
 * from those rules.
 */
import type { StandardSchemaWithJSON } from '@modelcontextprotocol/server';
import type { SchemaMap } from 'joi';
import { isJsonSchemaDialect, jsonSchemaOf, type JsonSchema, type JsonSchemaDialect } from '../validation/json-schema.js';
import { parameters } from '../validation/parameter-joi.js';
import { invalidParameterFrom } from '../validation/invalid-parameter.js';
import type { ParameterValues } from '../validation/to-queries.js';

export type ToolInput = StandardSchemaWithJSON<Record<string, unknown>, ParameterValues>;

export function toolInput(keys: SchemaMap): ToolInput {
  const schema = parameters(keys);
  // tools/list asks on every request, for a fresh server each time; the declaration never changes.
  const generated = new Map<JsonSchemaDialect, JsonSchema>();
  const jsonSchema = ({ target }: { target: string }): JsonSchema => {
    if (!isJsonSchemaDialect(target)) throw new Error(`No JSON Schema for target ${target}`);
    const cached = generated.get(target) ?? jsonSchemaOf(schema, target);
    generated.set(target, cached);
    return cached;
  };
  return {
    '~standard': {
      version: 1,
      vendor: 'joi',
      validate(value) {
        const { value: accepted, error } = schema.validate(value);
        // The reason names the parameter itself, so the issue needs no path.
        return error ? { issues: [{ message: invalidParameterFrom(error).message }] } : { value: accepted as ParameterValues };
      },
      jsonSchema: { input: jsonSchema, output: jsonSchema },
    },
  };
}
