/**
 * Holds responses to the OpenAPI document the service serves. The status must
 * be one the document lists for the request's path and method, the body must
 * match that response's schema (JSON Schema 2020-12, with formats), and every
 * header it names must be present, when required, and well-formed. A request
 * the paths do not describe must get the document's MalformedPath (a path
 * that cannot be decoded), RouteNotFound (unknown path) or MethodNotAllowed
 * (known path, other method) answer. HEAD is held to
 * the GET operation, with an empty body.
 */
import assert from 'node:assert/strict';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsPlugin from 'ajv-formats';

type Json = Record<string, unknown>;

export interface CheckedRequest {
  method?: string;
  url: string;
}

export interface CheckedResponse {
  statusCode: number;
  headers: Record<string, unknown>;
  payload: string;
}

/** Component references are rebased onto this made-up base so that each component compiles on its own. */
const BASE = 'https://openapi.invalid/';
const COMPONENT_SCHEMA_REF = '#/components/schemas/';
// ajv-formats is CommonJS: under NodeNext its default import is the module, which carries the plugin as `default`.
const addFormats = addFormatsPlugin.default;

function rebased(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(rebased);
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [
    key,
    key === '$ref' && typeof value === 'string' && value.startsWith(COMPONENT_SCHEMA_REF)
      ? `${BASE}components/schemas/${value.slice(COMPONENT_SCHEMA_REF.length)}`
      : rebased(value),
  ]));
}

function isJson(mediaType: string): boolean {
  return mediaType === 'application/json' || mediaType.endsWith('+json');
}

/** Express-style matching of a path template: each `{name}` is one non-empty segment. */
function matches(template: string, path: string): boolean {
  const expected = template.split('/');
  const actual = path.split('/');
  return expected.length === actual.length
    && expected.every((segment, index) => segment === actual[index] || (/^\{[^}]+\}$/.test(segment) && actual[index] !== ''));
}

export class OpenApiResponseCheck {
  readonly #document: Json;
  readonly #ajv = new Ajv2020({ allErrors: true, strict: true });
  readonly #validators = new WeakMap<object, ValidateFunction>();

  constructor(document: Json) {
    this.#document = document;
    addFormats(this.#ajv);
    const schemas = (document.components as Json | undefined)?.schemas as Record<string, Json> | undefined;
    for (const [name, schema] of Object.entries(schemas ?? {})) {
      this.#ajv.addSchema(rebased(schema) as Json, `${BASE}components/schemas/${name}`);
    }
  }

  /** Throws an AssertionError that says what the document expected and what the response was. */
  check(request: CheckedRequest, response: CheckedResponse): void {
    const method = (request.method ?? 'GET').toUpperCase();
    // The guards judge the path as sent; the router sees it parsed, dot segments resolved.
    const raw = request.url.replace(/^[a-z]+:\/\/[^/]*/i, '').replace(/[?#][\s\S]*$/, '') || '/';
    const path = new URL(request.url, 'http://request.invalid').pathname;
    const label = `${method} ${request.url} answered ${response.statusCode}`;
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1).replace(/#[\s\S]*$/, '') : '';
    const described = this.#describedResponse(method, path, response.statusCode, label, decodable(raw) && query.split(/[&=]/).every(decodable));
    this.#checkHeaders(described, response, label);
    this.#checkBody(described, response, method === 'HEAD', label);
  }

  #describedResponse(method: string, path: string, status: number, label: string, targetDecodable: boolean): Json {
    // A CORS preflight under /api/v1 is answered before the path is looked at: the browser's real request gets the refusal.
    if (method === 'OPTIONS' && status === 204 && (path === '/api/v1' || path.startsWith('/api/v1/'))) {
      const item = this.#resolve((this.#document.paths as Json)[this.#templateFor(path) ?? '/api/v1']) as Json;
      return this.#resolve(((item.options as Json).responses as Json)['204']) as Json;
    }
    // An oversize head is refused before anything else is read of it.
    if (status === 431) return this.#component('responses', 'HeadTooLarge');
    // The guards refuse a malformed escape before routing, so a malformed query is a 400 whatever the path and method.
    if (!decodable(path) || (!targetDecodable && status === 400)) {
      assert.equal(status, 400, `${label}, but ${path} cannot be decoded: it must be the MalformedPath 400`);
      return this.#component('responses', 'MalformedPath');
    }
    const template = this.#templateFor(path);
    if (template === undefined) {
      assert.equal(status, 404, `${label}, but no documented path matches ${path}: it must be the RouteNotFound 404`);
      return this.#component('responses', 'RouteNotFound');
    }
    const item = this.#resolve((this.#document.paths as Json)[template]) as Json;
    const operation = (item[method.toLowerCase()] ?? (method === 'HEAD' ? item.get : undefined)) as Json | undefined;
    if (operation === undefined) {
      assert.equal(status, 405, `${label}, but the document lists no ${method} on ${template}: it must be the MethodNotAllowed 405`);
      return this.#component('responses', 'MethodNotAllowed');
    }
    const responses = operation.responses as Json;
    const described = responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
    assert.ok(described, `${label}, a status the document does not list for ${method} ${template} (it lists ${Object.keys(responses).join(', ')})`);
    return this.#resolve(described) as Json;
  }

  #templateFor(rawPath: string): string | undefined {
    // The router strips a trailing slash before matching; so does this.
    const path = rawPath.length > 1 && rawPath.endsWith('/') ? rawPath.slice(0, -1) : rawPath;
    const templates = Object.keys(this.#document.paths as Json);
    return templates.find((template) => template === path) ?? templates.find((template) => matches(template, path) && this.#withinEnums(template, path));
  }

  /** A path parameter the document closes with an enum (the docs assets) matches only those values: each is its own route. */
  #withinEnums(template: string, path: string): boolean {
    const item = this.#resolve((this.#document.paths as Json)[template]) as Json;
    const parameters = Object.values(item).flatMap((operation) => ((operation as Json)?.parameters as Json[] | undefined) ?? []).map((parameter) => this.#resolve(parameter) as Json);
    const actual = path.split('/');
    return template.split('/').every((segment, index) => {
      const name = /^\{(\w+)\}$/.exec(segment)?.[1];
      const values = ((parameters.find((parameter) => parameter.in === 'path' && parameter.name === name)?.schema as Json | undefined)?.enum) as unknown[] | undefined;
      // The router hands a parameter its percent-decoded value (`%73wagger-ui.css` is the stylesheet).
      const given = actual[index] ?? '';
      return values === undefined || values.includes(decodable(given) ? decodeURIComponent(given) : given);
    });
  }

  #checkHeaders(described: Json, response: CheckedResponse, label: string): void {
    for (const [name, declared] of Object.entries((described.headers ?? {}) as Json)) {
      const header = this.#resolve(declared) as { required?: boolean; schema: Json };
      const value = response.headers[name.toLowerCase()];
      if (value === undefined) {
        assert.ok(!header.required, `${label} without the header ${name}, which the document requires`);
        continue;
      }
      const text = String(value);
      const numeric = ['integer', 'number'].includes(String(header.schema.type)) && /^-?\d+(\.\d+)?$/.test(text);
      const validate = this.#validatorOf(header.schema);
      assert.ok(validate(numeric ? Number(text) : text), `${label} with ${name}: ${text}, which breaks the document: ${this.#errorsOf(validate, name)}`);
    }
  }

  #checkBody(described: Json, response: CheckedResponse, head: boolean, label: string): void {
    const content = described.content as Record<string, { schema?: Json }> | undefined;
    if (head || content === undefined) {
      assert.equal(response.payload, '', `${label} with a body, where the document describes none`);
      if (head) return;
    }
    if (content === undefined) return;
    const mediaType = String(response.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    const entry = content[mediaType];
    assert.ok(entry, `${label} with Content-Type ${mediaType || '(none)'}; the document describes ${Object.keys(content).join(', ')}`);
    if (!isJson(mediaType) || entry.schema === undefined) return;
    let body: unknown;
    try {
      body = JSON.parse(response.payload);
    } catch {
      assert.fail(`${label} with a body that is not JSON: ${response.payload.slice(0, 200)}`);
    }
    const validate = this.#validatorOf(entry.schema);
    assert.ok(validate(body), `${label} with a body that breaks the document: ${this.#errorsOf(validate, 'body')}\n${response.payload.slice(0, 500)}`);
  }

  /** Why `value` breaks `schema` (a schema of the document, references and all), or null when it does not. */
  violations(schema: Json, value: unknown): string | null {
    const validate = this.#validatorOf(schema);
    return validate(value) ? null : this.#errorsOf(validate, 'value');
  }

  /** The first few violations are enough to see what broke; a page of records can repeat one a hundred times. */
  #errorsOf(validate: ValidateFunction, dataVar: string): string {
    const errors = validate.errors ?? [];
    const more = errors.length > 5 ? ` (and ${errors.length - 5} more)` : '';
    return `${this.#ajv.errorsText(errors.slice(0, 5), { dataVar })}${more}`;
  }

  #validatorOf(schema: Json): ValidateFunction {
    let validate = this.#validators.get(schema);
    if (!validate) {
      validate = this.#ajv.compile(rebased(schema) as Json);
      this.#validators.set(schema, validate);
    }
    return validate;
  }

  #component(kind: string, name: string): Json {
    const found = ((this.#document.components as Json)[kind] as Json | undefined)?.[name];
    assert.ok(found, `the document has no components.${kind}.${name}`);
    return this.#resolve(found) as Json;
  }

  /** Follows local references (`#/components/...`) to what they name. */
  #resolve(node: unknown): unknown {
    let current = node;
    while (current !== null && typeof current === 'object' && typeof (current as Json).$ref === 'string') {
      const ref = (current as Json).$ref as string;
      const pointer = ref.replace(/^#\//, '').split('/').map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
      current = pointer.reduce<unknown>((at, part) => (at as Json | undefined)?.[part], this.#document);
      assert.ok(current !== undefined, `the document's reference ${ref} leads nowhere`);
    }
    return current;
  }
}

function decodable(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}
