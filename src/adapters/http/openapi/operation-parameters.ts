/**
 * OpenAPI parameter objects of an operation, around the JSON Schema that
 * joi-to-json generates from the same declaration the route validates with.
 * Only the wrapping is written here: where a parameter goes, and how a list
 * is serialised in a query string.
 */
import type { SchemaMap } from 'joi';
import { jsonSchemaOf, type JsonSchema } from '../../validation/json-schema.js';
import { parameters } from '../../validation/parameter-joi.js';

interface ObjectSchema {
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

export function operationParameters(location: 'query' | 'path', keys: SchemaMap): JsonSchema[] {
  const { properties = {}, required = [] } = jsonSchemaOf(parameters(keys), 'openapi-3.1') as ObjectSchema;
  return Object.entries(properties).map(([name, { description, ...schema }]) => ({
    name,
    in: location,
    // A path segment is always there; a query parameter left out means its default or no filter, unless its declaration requires it.
    required: location === 'path' || required.includes(name),
    description,
    schema,
    // Lists are comma-separated (`country=CH,FR`); repeating the parameter means the same.
    ...(schema.type === 'array' ? { style: 'form', explode: false } : {}),
  }));
}
