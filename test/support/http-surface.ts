/**
 * The HTTP surface as the service itself describes it: every operation of
 * the OpenAPI document it serves, with its path parameters, query parameters
 * and whether it takes a body. Read from the running service rather than
 * listed by hand, so that a route or parameter added later is fuzzed too.
 */
type Json = Record<string, unknown>;

export interface SurfaceParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  /** Values the document itself offers (enum, examples, defaults): they reach past validation into the engine. */
  samples: string[];
  array: boolean;
}

export interface SurfaceOperation {
  method: string;
  /** The path template, e.g. /api/v1/schools/{idOrSlug}. */
  template: string;
  parameters: SurfaceParameter[];
  takesBody: boolean;
}

function resolve(document: Json, node: unknown): Json {
  let current = node as Json;
  while (typeof current?.$ref === 'string') {
    const pointer = current.$ref.replace(/^#\//, '').split('/');
    current = pointer.reduce<unknown>((at, part) => (at as Json)[part], document) as Json;
  }
  return current;
}

/** Every enum value and example anywhere in the schema (anyOf branches and array items included). */
function samplesOf(schema: unknown): string[] {
  if (schema === null || typeof schema !== 'object') return [];
  const node = schema as Json;
  const own = [
    ...(Array.isArray(node.enum) ? node.enum : []),
    ...(Array.isArray(node.examples) ? node.examples : []),
    ...(node.default === undefined ? [] : [node.default]),
    ...(typeof node.minimum === 'number' ? [node.minimum] : []),
    ...(typeof node.maximum === 'number' ? [node.maximum, node.maximum + 1] : []),
  ].map(String);
  const nested = [node.items, ...(Array.isArray(node.anyOf) ? node.anyOf : []), ...(Array.isArray(node.oneOf) ? node.oneOf : [])];
  return [...new Set([...own, ...nested.flatMap(samplesOf)])];
}

export function surfaceOf(document: Json): SurfaceOperation[] {
  const operations: SurfaceOperation[] = [];
  for (const [template, rawItem] of Object.entries(document.paths as Json)) {
    const item = resolve(document, rawItem);
    const shared = (item.parameters as unknown[] | undefined) ?? [];
    for (const [method, rawOperation] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete', 'options', 'head'].includes(method)) continue;
      const operation = rawOperation as Json;
      const parameters = [...shared, ...((operation.parameters as unknown[] | undefined) ?? [])].map((raw) => {
        const parameter = resolve(document, raw);
        const schema = resolve(document, parameter.schema ?? {});
        return {
          name: String(parameter.name),
          in: parameter.in as SurfaceParameter['in'],
          samples: [...samplesOf(schema), ...(parameter.example === undefined ? [] : [String(parameter.example)])],
          array: schema.type === 'array',
        };
      }).filter((parameter) => parameter.in !== ('cookie' as string));
      operations.push({ method: method.toUpperCase(), template, parameters, takesBody: operation.requestBody !== undefined });
    }
  }
  return operations;
}
