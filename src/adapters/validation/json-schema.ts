/**
 * JSON Schema generated from the parameter declarations by joi-to-json, for
 * the OpenAPI document and the MCP tool input schemas: what they advertise
 * is what joi checks, and no rule is translated by hand.
 */
import joiToJson from 'joi-to-json';
import type { Schema } from 'joi';

export type JsonSchema = Record<string, unknown>;

/** The package is CommonJS exporting the function itself, while its types declare an ES default export. */
const parse = joiToJson as unknown as typeof joiToJson.default;

/**
 * joi-to-json writes no draft 2020-12 of its own; its 2019-09 output is
 * the same document for what parameters use (types, bounds, enums,
 * patterns, single-schema `items`, `anyOf`, defaults, examples).
 */
const MODES = {
  'openapi-3.1': 'open-api-3.1',
  'draft-2020-12': 'json-draft-2019-09',
  'draft-07': 'json',
  'openapi-3.0': 'open-api',
} as const;

export type JsonSchemaDialect = keyof typeof MODES;

export function isJsonSchemaDialect(target: string): target is JsonSchemaDialect {
  return Object.hasOwn(MODES, target);
}

export function jsonSchemaOf(schema: Schema, dialect: JsonSchemaDialect): JsonSchema {
  return parse(schema, MODES[dialect]) as JsonSchema;
}
