/**
 * What every read under /api/v1 shares in the document: the CORS headers on
 * every answer, the ETag and Cache-Control of its 200 (with the policy of
 * cache-policy.ts), the 304 that revalidation gets, the 431 of an oversize
 * head, and the preflight (OPTIONS) on every path. Also the reference pages
 * under /docs, which are no part of the read API.
 */
import { cachePolicyOf } from '../browser/cache-policy.js';
import { PREFLIGHT_MAX_AGE_SECONDS } from '../browser/cors-headers.js';
import { READ_API_METHODS, READ_API_PREFIX } from '../browser/read-api-cors-plugin.js';
import { DOCS_ASSETS } from '../routes/docs-assets.js';
import { SERVICE_EXAMPLES } from './examples.js';
import {
  describedError, headersFor, headTooLargeResponse, htmlResponse, notModifiedPageResponse, notModifiedResponse, preflightOperation, type OkOptions, type ResponseOptions,
} from './responses.js';

type JsonSchema = Record<string, unknown>;

const READ_API: ResponseOptions = { limited: true, readApi: true };

/** The response options of a read at `path`: limited, CORS, and its cache policy. */
export function readApiOptions(path: string): OkOptions {
  return { ...READ_API, cache: cachePolicyOf(path) };
}

/** The 412 of an If-Match naming none of the current tags (validated-answer.ts failsIfMatch), on a read or a /docs page alike. */
function staleCopyResponse(options: ResponseOptions): JsonSchema {
  return describedError(412, 'If-Match names none of the answer\'s current tags: the client\'s copy is stale (precondition_failed)', options);
}

/** An operation's answers: its 200 and errors, plus the 304, 412 and 431 every read can give. */
export function readApiAnswers(path: string, ok: JsonSchema, errors: JsonSchema): JsonSchema {
  return {
    200: ok,
    304: notModifiedResponse(cachePolicyOf(path), READ_API),
    ...errors,
    412: staleCopyResponse(READ_API),
    431: headTooLargeResponse(READ_API),
  };
}

/** Adds the preflight to every path item under /api/v1. */
export function withReadApiPreflights<T extends { paths: Record<string, JsonSchema> }>(document: T): T {
  const paths = Object.fromEntries(Object.entries(document.paths).map(([path, item]) => {
    if (path !== READ_API_PREFIX && !path.startsWith(`${READ_API_PREFIX}/`)) return [path, item];
    const get = (item.get ?? {}) as JsonSchema;
    const pathParameters = ((get.parameters ?? []) as JsonSchema[]).filter((parameter) => parameter.in === 'path');
    const preflight = preflightOperation(`preflight_${String(get.operationId ?? path)}`, READ_API_METHODS, PREFLIGHT_MAX_AGE_SECONDS);
    return [path, { ...item, options: pathParameters.length > 0 ? { ...preflight, parameters: pathParameters } : preflight }];
  }));
  return { ...document, paths };
}

const UNLIMITED: ResponseOptions = { limited: false };
const ASSET_EXAMPLES: Record<string, string> = { 'text/css': '.swagger-ui{…}', 'text/javascript': 'window.addEventListener(\'DOMContentLoaded\', …)' };

export function docsPaths(): Record<string, JsonSchema> {
  const get = (summary: string, operationId: string, responses: JsonSchema) => ({ get: { summary, operationId, tags: ['Service'], responses } });
  const asset = {
    description: 'A file of the reference page: Swagger UI from the swagger-ui-dist package, or the page\'s own script',
    headers: headersFor(UNLIMITED),
    content: Object.fromEntries([...new Set(Object.values(DOCS_ASSETS).map(({ type }) => type.split(';')[0]!))]
      .map((type) => [type, { schema: { type: 'string' }, ...(ASSET_EXAMPLES[type] ? { example: ASSET_EXAMPLES[type] } : {}) }])),
  };
  return {
    '/docs': get('Interactive reference (Swagger UI, served from this host): every endpoint, its parameters and examples, "try it"; the plain reference is inside for clients without JavaScript. Never rate-limited', 'docs', {
      200: htmlResponse('An HTML page', { ...UNLIMITED, example: SERVICE_EXAMPLES.docs }),
      304: notModifiedPageResponse(UNLIMITED),
      412: staleCopyResponse(UNLIMITED),
      500: describedError(500, 'An internal fault', UNLIMITED),
    }),
    '/docs/reference': get('The same reference as plain HTML, no JavaScript needed; never rate-limited', 'docs_reference', {
      200: htmlResponse('An HTML page, self-contained', { ...UNLIMITED, example: SERVICE_EXAMPLES.docs }),
      304: notModifiedPageResponse(UNLIMITED),
      412: staleCopyResponse(UNLIMITED),
      500: describedError(500, 'An internal fault', UNLIMITED),
    }),
    '/docs/ui/{asset}': {
      get: {
        summary: 'The files /docs loads; never rate-limited',
        operationId: 'docs_asset',
        tags: ['Service'],
        parameters: [{ name: 'asset', in: 'path', required: true, description: 'A file name', schema: { enum: Object.keys(DOCS_ASSETS) } }],
        responses: {
          200: asset, 304: notModifiedPageResponse(UNLIMITED), 404: describedError(404, 'No such file (route_not_found)', UNLIMITED), 412: staleCopyResponse(UNLIMITED), 500: describedError(500, 'An internal fault', UNLIMITED),
        },
      },
    },
  };
}
