/**
 * The OpenAPI 3.1 document of /api/v1, generated from the same parameter
 * declarations and record schemas the service uses.
 */
import type { SchemaMap } from 'joi';
import {
  CATEGORY_LIST, CATEGORY_SCHOOL_LIST, INSTRUCTOR_LIST, NO_PARAMETERS, REFERENCES, RESORT_LIST, RESORT_SCHOOL_LIST, SCHOOL_LIST,
} from '../../validation/endpoint-parameters.js';
import { operationParameters } from './operation-parameters.js';
import { RECORD_SCHEMAS, successOf } from './record-schemas.js';

type JsonSchema = Record<string, unknown>;

interface Endpoint {
  path: string;
  summary: string;
  parameters: SchemaMap;
  pathParameters?: SchemaMap;
  record: string;
  shape: 'page' | 'list' | 'one';
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
];

const RATE_LIMIT_HEADERS = {
  'X-RateLimit-Limit': { description: 'Requests allowed in the window', schema: { type: 'integer' } },
  'X-RateLimit-Remaining': { description: 'Requests left in the current window', schema: { type: 'integer' } },
  'X-RateLimit-Reset': { description: 'Seconds until the next request slot frees up (0 when nothing is counted)', schema: { type: 'integer' } },
};

function errorResponse(description: string, extraHeaders: JsonSchema = {}): JsonSchema {
  return {
    description,
    headers: { ...RATE_LIMIT_HEADERS, ...extraHeaders },
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  };
}

function operation(endpoint: Endpoint): JsonSchema {
  const record = { $ref: `#/components/schemas/${endpoint.record}` };
  const data = endpoint.shape === 'one' ? record : { type: 'array', items: record };
  const headers: JsonSchema = { ...RATE_LIMIT_HEADERS };
  if (endpoint.shape === 'page') headers.Link = { description: 'RFC 8288 links: first, prev, next, last, never past total_pages (with no matches, only first)', schema: { type: 'string' } };
  const responses: JsonSchema = {
    200: { description: 'OK', headers, content: { 'application/json': { schema: successOf(data, endpoint.shape === 'page') } } },
    400: errorResponse(endpoint.pathParameters
      ? 'A parameter is invalid or unknown, or the path segment cannot be a reference; the message names it'
      : 'A parameter is invalid or unknown; the message names it'),
    429: errorResponse('Rate limit exceeded (100 requests per minute per IP, sliding window)', {
      'Retry-After': { description: 'Seconds to wait before retrying (at least 1)', schema: { type: 'integer', minimum: 1 } },
    }),
    503: errorResponse('The data backend is temporarily unavailable'),
  };
  if (endpoint.notFound) responses[404] = errorResponse(endpoint.notFound);
  return {
    summary: endpoint.summary,
    operationId: endpoint.path.replace(/^\/api\/v1\//, '').replace(/\{(\w+)\}/g, 'by_$1').replace(/\//g, '_'),
    parameters: [...operationParameters('path', endpoint.pathParameters ?? {}), ...operationParameters('query', endpoint.parameters)],
    responses,
  };
}

/** The service's own paths: not directory records, so described directly. */
function servicePaths(): JsonSchema {
  const ok = (description: string, schema: JsonSchema) => ({ 200: { description, content: { 'application/json': { schema } } } });
  const statusData = successOf({ type: 'object', properties: { status: { type: 'string' } }, required: ['status'] }, false);
  return {
    '/api/v1': { get: { summary: 'Service index: name, version and links to every group', operationId: 'index', responses: {
      ...ok('The index', successOf({ type: 'object', required: ['name', 'version', 'links'], properties: {
        name: { type: 'string' }, version: { type: 'string', const: '1.0' }, description: { type: 'string' },
        links: { type: 'object', additionalProperties: { type: 'string' } },
      } }, false)),
      429: errorResponse('Rate limit exceeded'),
    } } },
    '/api/v1/openapi.json': { get: { summary: 'This document (bare, not in the envelope, so tools can read it)', operationId: 'openapi', responses: ok('OpenAPI 3.1', { type: 'object' }) } },
    '/health': { get: { summary: 'Liveness; never rate-limited', operationId: 'health', responses: ok('The process answers', statusData) } },
    '/ready': { get: { summary: 'Readiness: asks every backend; never rate-limited', operationId: 'ready', responses: {
      ...ok('Every backend answers', statusData),
      503: { description: 'A backend does not answer', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
    } } },
  };
}

export function openApiDocument(service: { name: string; version: string }): JsonSchema {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Ski School Directory API',
      version: '1.0',
      description: `Public, read-only directory of ski schools, resorts, instructors and categories (${service.name} ${service.version}). No authentication. Every response uses the envelope { success, data, meta? } or { success: false, error: { message, status, code, requestId } }.`,
    },
    servers: [{ url: '/' }],
    paths: { ...servicePaths(), ...Object.fromEntries(ENDPOINTS.map((endpoint) => [endpoint.path, { get: operation(endpoint) }])) },
    components: { schemas: RECORD_SCHEMAS },
  };
}
