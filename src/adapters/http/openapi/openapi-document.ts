/**
 * The OpenAPI 3.1 document of /api/v1, generated from the same parameter
 * declarations and record schemas the service uses.
 */
import type { SchemaMap } from 'joi';
import { SUGGESTION_ORDER } from '../../../domain/suggestions.js';
import {
  CATEGORY_LIST, CATEGORY_SCHOOL_LIST, INSTRUCTOR_LIST, NO_PARAMETERS, REFERENCES, RESORT_LIST, RESORT_SCHOOL_LIST, SCHOOL_LIST, SUGGEST,
} from '../../validation/endpoint-parameters.js';
import { operationParameters } from './operation-parameters.js';
import { componentSchemas, envelopeName, type RecordName, type ResultShape } from './component-schemas.js';
import { paymentCallbackPath } from './payment-callback-path.js';
import { webhookBodySchemas, webhooksSection } from './webhooks-section.js';
import { errorResponses, headerComponents, okResponse, schemaRef, unmatchedRequestResponses } from './responses.js';
import { recordExample, SERVICE_EXAMPLES } from './examples.js';
import { mcpPath, type ToolSummary } from './mcp-path.js';
import { docsPaths, readApiAnswers, readApiOptions, withReadApiPreflights } from './read-api-paths.js';

type JsonSchema = Record<string, unknown>;

interface Endpoint {
  path: string;
  summary: string;
  parameters: SchemaMap;
  pathParameters?: SchemaMap;
  record: RecordName;
  shape: ResultShape;
  notFound?: string;
}

const school = { idOrSlug: REFERENCES.school };
const resort = { idOrSlug: REFERENCES.resort };
const category = { idOrSlug: REFERENCES.category };

export const ENDPOINTS: readonly Endpoint[] = [
  { path: '/api/v1/schools', summary: 'Search schools', parameters: SCHOOL_LIST, record: 'School', shape: 'page' },
  { path: '/api/v1/schools/{idOrSlug}', summary: 'One school with its resorts, categories and instructors', parameters: NO_PARAMETERS, pathParameters: school, record: 'SchoolDetail', shape: 'one', notFound: 'School not found' },
  { path: '/api/v1/resorts', summary: 'Search resorts', parameters: RESORT_LIST, record: 'Resort', shape: 'page' },
  { path: '/api/v1/resorts/{idOrSlug}', summary: 'One resort with its school count', parameters: NO_PARAMETERS, pathParameters: resort, record: 'Resort', shape: 'one', notFound: 'Resort not found' },
  { path: '/api/v1/resorts/{idOrSlug}/schools', summary: 'Schools at one resort', parameters: RESORT_SCHOOL_LIST, pathParameters: resort, record: 'School', shape: 'page', notFound: 'Resort not found' },
  { path: '/api/v1/instructors', summary: 'Search instructors', parameters: INSTRUCTOR_LIST, record: 'Instructor', shape: 'page' },
  { path: '/api/v1/instructors/{id}', summary: 'One instructor', parameters: NO_PARAMETERS, pathParameters: { id: REFERENCES.instructor }, record: 'Instructor', shape: 'one', notFound: 'Instructor not found' },
  { path: '/api/v1/categories', summary: 'The taxonomy behind the filters, with school counts', parameters: CATEGORY_LIST, record: 'Category', shape: 'list' },
  { path: '/api/v1/categories/{idOrSlug}', summary: 'One category', parameters: NO_PARAMETERS, pathParameters: category, record: 'Category', shape: 'one', notFound: 'Category not found' },
  { path: '/api/v1/categories/{idOrSlug}/schools', summary: 'Schools in one category', parameters: CATEGORY_SCHOOL_LIST, pathParameters: category, record: 'School', shape: 'page', notFound: 'Category not found' },
  { path: '/api/v1/countries', summary: 'Countries that have schools', parameters: NO_PARAMETERS, record: 'Country', shape: 'list' },
  { path: '/api/v1/suggest', summary: 'Suggestions for a search box: resorts, places, categories and schools whose names start with (or, misspelt, closely match) what was typed. Ranked: ' + SUGGESTION_ORDER, parameters: SUGGEST, record: 'Suggestion', shape: 'list' },
];

const UNLIMITED = { limited: false };

/** The group an endpoint belongs to, as Swagger UI sections it: Schools, Resorts, ... */
function tagOf(path: string): string {
  const group = path.split('/')[3] ?? '';
  return group.charAt(0).toUpperCase() + group.slice(1);
}

function operation(endpoint: Endpoint): JsonSchema {
  const ok = okResponse('OK', schemaRef(envelopeName(endpoint.record, endpoint.shape)), {
    ...readApiOptions(endpoint.path), paged: endpoint.shape === 'page', example: recordExample(endpoint.record, endpoint.shape),
  });
  const errors = errorResponses(endpoint.notFound ? [400, 404, 429, 500, 503] : [400, 429, 500, 503], { ...readApiOptions(endpoint.path), notFound: endpoint.notFound });
  const responses = readApiAnswers(endpoint.path, ok, errors);
  return {
    summary: endpoint.summary,
    tags: [tagOf(endpoint.path)],
    operationId: endpoint.path.replace(/^\/api\/v1\//, '').replace(/\{(\w+)\}/g, 'by_$1').replace(/\//g, '_'),
    parameters: [...operationParameters('path', endpoint.pathParameters ?? {}), ...operationParameters('query', endpoint.parameters)],
    responses,
  };
}

/** The service's own paths: not directory records, so described directly. */
function servicePaths(): JsonSchema {
  const get = (summary: string, operationId: string, responses: JsonSchema) => ({ get: { summary, operationId, tags: ['Service'], responses } });
  return {
    '/api/v1': get('Service index: name, version and links to every group', 'index', readApiAnswers('/api/v1',
      okResponse('The index', schemaRef('ServiceIndex'), { ...readApiOptions('/api/v1'), example: SERVICE_EXAMPLES.index }),
      errorResponses([400, 429, 500], readApiOptions('/api/v1')),
    )),
    '/api/v1/openapi.json': get('This document (bare, not in the envelope, so tools can read it)', 'openapi', readApiAnswers('/api/v1/openapi.json',
      okResponse('OpenAPI 3.1', {
        type: 'object', required: ['openapi', 'info', 'paths'],
        properties: { openapi: { type: 'string', pattern: '^3\\.1\\.\\d+$' }, info: { type: 'object' }, paths: { type: 'object' } },
      }, { ...readApiOptions('/api/v1/openapi.json'), example: SERVICE_EXAMPLES.openapi }),
      errorResponses([400, 429, 500], readApiOptions('/api/v1/openapi.json')),
    )),
    ...docsPaths(),
    '/health': get('Liveness; never rate-limited', 'health', {
      200: okResponse('The process answers', schemaRef('Health'), { ...UNLIMITED, example: SERVICE_EXAMPLES.health }),
      ...errorResponses([500], UNLIMITED),
    }),
    '/ready': get('Readiness: asks every backend; never rate-limited', 'ready', {
      200: okResponse('Every backend answers', schemaRef('Readiness'), { ...UNLIMITED, example: SERVICE_EXAMPLES.ready }),
      ...errorResponses([500, 503], UNLIMITED),
    }),
  };
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/**
 * The request guards refuse a malformed percent-escape (400) and an oversize
 * head (431) before routing, so any operation may answer them; where an
 * operation describes its own, that one stands.
 */
function withRefusalsBeforeRouting(paths: Record<string, JsonSchema>): Record<string, JsonSchema> {
  return Object.fromEntries(Object.entries(paths).map(([path, item]) => [path, Object.fromEntries(Object.entries(item).map(([method, operation]) => {
    const responses = (operation as JsonSchema).responses as JsonSchema | undefined;
    if (!HTTP_METHODS.has(method) || responses === undefined) return [method, operation];
    const refusals = { 400: { $ref: '#/components/responses/MalformedPath' }, 431: { $ref: '#/components/responses/HeadTooLarge' } };
    return [method, { ...(operation as JsonSchema), responses: { ...refusals, ...responses } }];
  }))]));
}

/** /mcp, whose description lists the tools, the preflight on every read path, and the refusal every path may give. */
function completed(document: JsonSchema, tools: readonly ToolSummary[]): JsonSchema {
  const withPreflights = withReadApiPreflights({ ...document, paths: { ...(document.paths as Record<string, JsonSchema>), ...mcpPath(tools) } });
  return { ...withPreflights, paths: withRefusalsBeforeRouting(withPreflights.paths) };
}

/** Swagger UI sections, in reading order. */
const TAGS = [
  { name: 'Schools', description: 'Search ski schools (with facet counts, and near a point or resort with distances) and read one, with its resorts, categories and instructors' },
  { name: 'Resorts', description: 'Ski resorts and the schools teaching there' },
  { name: 'Instructors', description: 'Instructors, named by first name and initial only' },
  { name: 'Categories', description: 'The activity, level and school-type values the filters take' },
  { name: 'Countries', description: 'The countries that have schools' },
  { name: 'Suggest', description: 'Suggestions while a search box is being typed in' },
  { name: 'Service', description: 'The index, this document, the reference pages and health checks' },
  { name: 'MCP', description: 'The same directory as read-only tools for AI agents' },
  { name: 'Browsers', description: 'CORS preflights: any web page may read /api/v1' },
  { name: 'Planned webhooks', description: 'Events the service will send to API clients; none is emitted yet' },
];

export function openApiDocument(service: { name: string; version: string }, tools: readonly ToolSummary[]): JsonSchema {
  return completed({
    openapi: '3.1.0',
    info: {
      title: 'Ski School Directory API',
      version: '1.0',
      description: `Public, read-only directory of ski schools, resorts, instructors and categories (${service.name} ${service.version}). No authentication. Every response uses the envelope { success, data, meta? } or { success: false, error: { message, status, code, requestId } }. A path not listed here answers 404 (components.responses.RouteNotFound); a method a path does not list answers 405 with Allow (components.responses.MethodNotAllowed); HEAD is answered like GET, without a body. Any web page may read /api/v1 (CORS, Access-Control-Allow-Origin: *); every successful read carries a strong ETag (send it back in If-None-Match for a 304 without a body) and a private Cache-Control; answers over 1 KiB are compressed with brotli or gzip as Accept-Encoding asks.`,
    },
    servers: [{ url: '/' }],
    paths: { ...servicePaths(), ...Object.fromEntries(ENDPOINTS.map((endpoint) => [endpoint.path, { get: operation(endpoint) }])), ...paymentCallbackPath() },
    components: { schemas: { ...componentSchemas(ENDPOINTS), ...webhookBodySchemas() }, responses: unmatchedRequestResponses(), headers: headerComponents() },
    webhooks: webhooksSection(),
    // Nothing under /api/v1 asks for credentials; saying so is what tells tools it is not an omission.
    security: [],
    tags: TAGS,
  }, tools);
}
