/**
 * The responses of the OpenAPI document: every status an operation can
 * answer, with its body schema and the headers the service really sends.
 * A test checks every response of the HTTP suite against them, so a status,
 * header or body that is not described here fails that test.
 */
import { RATE_LIMIT_TIERS } from '../../../domain/rate-limit.js';
import { cacheControlOf, type CachePolicy } from '../browser/cache-policy.js';
import { EXPOSED_HEADERS } from '../browser/cors-headers.js';

type JsonSchema = Record<string, unknown>;

export const schemaRef = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

const PUBLIC_API = RATE_LIMIT_TIERS['public-api'];

const integer = (minimum: number): JsonSchema => ({ type: 'integer', minimum });

/** Every header the document names, described once; responses refer to components.headers. */
const HEADERS = {
  'X-Request-Id': {
    description: "The caller's X-Request-Id when it is a sane token, else a fresh UUID; errors repeat it as error.requestId",
    schema: { type: 'string', minLength: 1 },
  },
  'X-RateLimit-Limit': { description: 'Requests allowed in the window', schema: integer(1) },
  'X-RateLimit-Remaining': { description: 'Requests left in the current window', schema: integer(0) },
  'X-RateLimit-Reset': { description: 'Seconds until the next request slot frees up (0 when nothing is counted)', schema: integer(0) },
  'RateLimit-Policy': {
    description: 'The same policy in the IETF draft form: "<tier>";q=<limit>;w=<window seconds>',
    schema: { type: 'string', pattern: '^"[a-z-]+";q=\\d+;w=\\d+$' },
  },
  RateLimit: {
    description: 'The same state in the IETF draft form: "<tier>";r=<remaining>;t=<reset seconds>',
    schema: { type: 'string', pattern: '^"[a-z-]+";r=\\d+;t=\\d+$' },
  },
  'Retry-After': { description: 'Seconds to wait before retrying (at least 1)', schema: integer(1) },
  Link: {
    description: 'RFC 8288 links to the first, previous, next and last pages, relative to this host; never past total_pages (with no matches, only first)',
    schema: { type: 'string', pattern: '^<[^>]+>; rel="first"(, <[^>]+>; rel="(prev|next|last)")*$' },
  },
  Allow: { description: 'The methods the path answers, e.g. "GET, HEAD"', schema: { type: 'string', minLength: 1 } },
  ETag: {
    description: 'Strong validator: a hash of the body bytes, the same on every instance and backend, with -br or -gzip appended when compressed. Send it back in If-None-Match to get a 304, whose tag names the encoding the client accepts (weak, W/"…", when the client sent a weak tag)',
    schema: { type: 'string', pattern: '^(W/)?"[A-Za-z0-9_-]+"$' },
  },
  'Access-Control-Allow-Origin': { description: 'Any web page may read the read API (no credentials are involved)', schema: { const: '*' } },
  'Access-Control-Expose-Headers': {
    description: 'The headers a cross-origin script may read',
    schema: { const: EXPOSED_HEADERS.join(', ') },
  },
} satisfies Record<string, { description: string; schema: JsonSchema }>;

type HeaderName = keyof typeof HEADERS;

const RATE_LIMIT_HEADERS: readonly HeaderName[] = ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'RateLimit-Policy', 'RateLimit'];

/** components.headers: each header as the operations that name it always send it. */
export function headerComponents(): Record<string, JsonSchema> {
  return Object.fromEntries(Object.entries(HEADERS).map(([name, described]) => [name, { ...described, required: true }]));
}

function headerRefs(names: readonly HeaderName[]): Record<string, JsonSchema> {
  return Object.fromEntries(names.map((name) => [name, { $ref: `#/components/headers/${name}` }]));
}

export interface ResponseOptions {
  /** Whether the path is rate-limited, so that every answer carries the X-RateLimit-* headers. */
  limited: boolean;
  /** Whether the path is under /api/v1, whose every answer any origin may read (CORS). */
  readApi?: boolean;
}

const CORS_HEADERS: readonly HeaderName[] = ['Access-Control-Allow-Origin', 'Access-Control-Expose-Headers'];

export function headersFor({ limited, readApi = false }: ResponseOptions, ...extra: HeaderName[]): Record<string, JsonSchema> {
  return headerRefs(['X-Request-Id', ...(limited ? RATE_LIMIT_HEADERS : []), ...(readApi ? CORS_HEADERS : []), ...extra]);
}

/** What a successful read says about reuse: its validator and how long it stays fresh (browser-side only). */
function validatorHeaders(cache: CachePolicy): Record<string, JsonSchema> {
  return {
    ...headerRefs(['ETag']),
    'Cache-Control': {
      description: `Fresh for ${cache.maxAgeSeconds} s in the client's own cache; private because the answer carries that client's rate-limit counters`,
      required: true,
      schema: { const: cacheControlOf(cache) },
    },
    Vary: { description: 'Accept-Encoding: the body may be compressed', required: false, schema: { type: 'string' } },
  };
}

function json(schema: JsonSchema): Record<string, JsonSchema> {
  return { 'application/json': { schema } };
}

export interface OkOptions extends ResponseOptions {
  paged?: boolean;
  /** The answer's freshness, for reads that carry an ETag. */
  cache?: CachePolicy;
  example?: unknown;
}

export function okResponse(description: string, schema: JsonSchema, options: OkOptions): JsonSchema {
  const headers = { ...headersFor(options, ...(options.paged ? ['Link' as const] : [])), ...(options.cache ? validatorHeaders(options.cache) : {}) };
  const content = json(schema);
  if (options.example !== undefined) content['application/json']!.example = options.example;
  return { description, headers, content };
}

/** The answer to If-None-Match naming the current ETag: no body, the same validator and freshness, still counted. */
export function notModifiedResponse(cache: CachePolicy, options: ResponseOptions): JsonSchema {
  return {
    description: `${NOT_MODIFIED}. Counted against the rate limit like any request`,
    headers: { ...headersFor(options), ...validatorHeaders(cache) },
  };
}

const NOT_MODIFIED = 'Not modified: the ETag sent in If-None-Match is still current, or If-None-Match is *; no body';

/** The 304 of a page or file under /docs, which no limit counts and anyone may keep (its Cache-Control is public). */
export function notModifiedPageResponse(options: ResponseOptions): JsonSchema {
  return { description: NOT_MODIFIED, headers: { ...headersFor(options), ...headerRefs(['ETag']) } };
}

export function htmlResponse(description: string, options: ResponseOptions & { example?: string }): JsonSchema {
  const html: JsonSchema = { schema: { type: 'string' }, ...(options.example === undefined ? {} : { example: options.example }) };
  return { description, headers: headersFor(options), content: { 'text/html': html } };
}

/** The error envelope, pinned to the status it answers with. */
export function errorBody(status: number): JsonSchema {
  return { allOf: [schemaRef('Error'), { type: 'object', properties: { error: { type: 'object', properties: { status: { const: status } } } } }] };
}

function errorResponse(status: number, description: string, headers: Record<string, JsonSchema>): JsonSchema {
  return { description, headers, content: json(errorBody(status)) };
}

/** One error answer described in an operation's own words (e.g. the payment callback's). */
export function describedError(status: number, description: string, options: ResponseOptions): JsonSchema {
  return errorResponse(status, description, headersFor(options));
}

export type ErrorStatus = 400 | 404 | 429 | 500 | 503;

const ERROR_DESCRIPTIONS: Record<Exclude<ErrorStatus, 404>, string> = {
  400: 'A query parameter is invalid or unknown (error.parameter names it), or the request cannot be decoded (bad_request)',
  429: `Rate limit exceeded (${PUBLIC_API.limit} requests per ${PUBLIC_API.windowMs / 1000} s per client IP, sliding window); retry after Retry-After seconds`,
  500: 'An internal fault: a generic message, the details are logged under the request id',
  503: 'The data backend does not answer right now (backend_unavailable); retry shortly',
};

/** Error responses of one operation; `notFound` describes its 404 (an unknown record), when it has one. */
export function errorResponses(statuses: readonly ErrorStatus[], options: ResponseOptions & { notFound?: string }): JsonSchema {
  return Object.fromEntries(statuses.map((status) => {
    if (status === 404) return [404, errorResponse(404, `${options.notFound ?? 'Not found'}: the message names the reference`, headersFor(options))];
    return [status, errorResponse(status, ERROR_DESCRIPTIONS[status], headersFor(options, ...(status === 429 ? ['Retry-After' as const] : [])))];
  }));
}

/**
 * What a request the paths do not describe gets: a path holding a malformed
 * percent-escape is a 400 whatever the method (it names no resource), an
 * unknown path is a 404, a method a path does not offer is a 405 listing the
 * ones it does. Under /api/v1 and /mcp these carry the rate-limit headers too.
 */
export function unmatchedRequestResponses(): JsonSchema {
  // Under /api/v1 they carry the CORS headers and, on limited paths, the counters; elsewhere neither.
  const optional = Object.fromEntries([...RATE_LIMIT_HEADERS, ...CORS_HEADERS].map((name) => [name, { ...HEADERS[name], required: false }]));
  const headers = {
    ...headerRefs(['X-Request-Id']),
    ...optional,
    'Access-Control-Allow-Origin': { description: '* under /api/v1; under /mcp, an allowed page\'s origin echoed', required: false, schema: { type: 'string' } },
  };
  return {
    MalformedPath: errorResponse(400, 'The path, or a query parameter name, holds a malformed percent-escape (bad_request); the message quotes it', headers),
    RouteNotFound: errorResponse(404, 'No such path (route_not_found); /api/v1 lists the endpoints', headers),
    MethodNotAllowed: errorResponse(405, 'The path does not answer this method (method_not_allowed)', { ...headers, ...headerRefs(['Allow']) }),
    // Judged before the path: a head over 16 KiB is this answer whatever it asks for.
    HeadTooLarge: errorResponse(431, 'The URL and headers together exceed 16 KiB (headers_too_large)', headers),
  };
}

/**
 * URL plus headers over 16 KiB: refused before routing, counted like any
 * refusal where the path is limited. (Past 64 KiB Node's parser refuses the
 * head before its path is known: the same 431, without rate-limit headers.)
 */
export function headTooLargeResponse(options: ResponseOptions): JsonSchema {
  return errorResponse(431, 'The URL and headers together exceed 16 KiB (headers_too_large)', headersFor(options));
}

/** A header only the answer to a CORS preflight carries. */
function preflightHeader(description: string, schema: JsonSchema): JsonSchema {
  return { description, required: true, schema };
}

/**
 * OPTIONS on a read path: the browser's CORS preflight (or a plain question
 * about the methods), answered 204 without counting it or sending
 * rate-limit headers.
 */
export function preflightOperation(operationId: string, methods: string, maxAgeSeconds: number): JsonSchema {
  return {
    summary: 'CORS preflight: any origin may GET this path; not rate-limited',
    operationId,
    tags: ['Browsers'],
    responses: {
      204: {
        description: 'Allowed; the browser may now send the GET. Not counted against the rate limit and without rate-limit headers',
        headers: {
          ...headerRefs(['X-Request-Id', 'Access-Control-Allow-Origin']),
          Allow: preflightHeader('The methods the path answers', { const: methods }),
          'Access-Control-Allow-Methods': preflightHeader('The methods any origin may use', { const: methods }),
          'Access-Control-Allow-Headers': preflightHeader(
            'The request headers asked for in Access-Control-Request-Headers (when they are a list of header names), else the usual ones',
            { type: 'string', minLength: 1 },
          ),
          'Access-Control-Max-Age': preflightHeader('Seconds the browser may reuse this permission', { type: 'integer', const: maxAgeSeconds }),
        },
      },
    },
  };
}
