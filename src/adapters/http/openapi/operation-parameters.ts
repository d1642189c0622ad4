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

type Location = 'query' | 'path';

/**
 * Generation is most of the cost of building the document and the reference
 * pages, and every service instance builds them (a test run builds hundreds);
 * declarations are constants, so each is generated once per process and each
 * caller gets its own copy.
 */
const generated = new WeakMap<SchemaMap, Map<Location, JsonSchema[]>>();

export function operationParameters(location: Location, keys: SchemaMap): JsonSchema[] {
  const byLocation = generated.get(keys) ?? new Map<Location, JsonSchema[]>();
  generated.set(keys, byLocation);
  const known = byLocation.get(location) ?? generate(location, keys);
  byLocation.set(location, known);
  return structuredClone(known);
}

function generate(location: Location, keys: SchemaMap): JsonSchema[] {
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
