/**
 * ParameterSpecs as OpenAPI 3.1 query parameters: the document is generated
 * from the same rules the routes validate with, so it cannot drift.
 */
import type { ParameterSpec, ParameterSpecs } from '../../../application/parameters/parameter-spec.js';

type JsonSchema = Record<string, unknown>;

function schemaOf(spec: ParameterSpec): JsonSchema {
  switch (spec.type) {
    case 'text': return { type: 'string', maxLength: spec.maxLength };
    case 'integer': return { type: 'integer', minimum: spec.min, maximum: spec.max, default: spec.default };
    case 'boolean': return { type: 'string', enum: ['true', 'false', '1', '0'] };
    case 'enum': return { type: 'string', enum: [...spec.values], ...(spec.default ? { default: spec.default } : {}) };
    case 'list': {
      const item = spec.item.kind === 'enum'
        ? { type: 'string', enum: [...spec.item.values] }
        : { type: 'string', pattern: spec.item.pattern.source, examples: [spec.item.example] };
      return { type: 'array', items: item };
    }
  }
}

export function queryParameters(specs: ParameterSpecs): JsonSchema[] {
  return Object.entries(specs).map(([name, spec]) => ({
    name,
    in: 'query',
    required: false,
    description: spec.description,
    schema: schemaOf(spec),
    // Lists are comma-separated (`country=CH,FR`); repeating the parameter means the same.
    ...(spec.type === 'list' ? { style: 'form', explode: false } : {}),
  }));
}

export function pathParameter(name: string, description: string, example: string): JsonSchema {
  return { name, in: 'path', required: true, description, schema: { type: 'string' }, example };
}
