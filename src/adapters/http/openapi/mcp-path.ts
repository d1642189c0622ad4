/**
 * /mcp in the OpenAPI document: the Streamable HTTP endpoint of the MCP
 * server, what a POST may carry, the tools it offers (generated from the
 * same definitions the server registers) and every answer it can give:
 * the API's error envelope where Hapi refuses a request, a JSON-RPC error
 * where the protocol does.
 */
import { SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/server';
import { PREFLIGHT_MAX_AGE_SECONDS } from '../browser/cors-headers.js';
import { MCP_MAX_BODY_BYTES, MCP_MAX_JSON_DEPTH, MCP_PATH } from '../mcp/mcp-plugin.js';
import type { DirectoryTool } from '../../mcp/directory-tools.js';
import { RATE_LIMIT_TIERS } from '../../../domain/rate-limit.js';
import { describedError, errorBody, headersFor, headTooLargeResponse, type ResponseOptions } from './responses.js';

/** The oldest revision the SDK still negotiates, statelessly, as it does the 2025 ones: the document says what a client may send. */
const OLDEST_REVISION = [...SUPPORTED_PROTOCOL_VERSIONS].sort()[0];

type JsonSchema = Record<string, unknown>;

/** What the document needs of a tool: the catalogue, not the code that runs it. */
export type ToolSummary = Pick<DirectoryTool, 'name' | 'title' | 'description' | 'input' | 'output'>;

const LIMITED: ResponseOptions = { limited: true };
const MCP_TIER = RATE_LIMIT_TIERS.mcp;

function argumentsOf(tool: ToolSummary): JsonSchema {
  return tool.input['~standard'].jsonSchema.input({ target: 'draft-2020-12' }) as JsonSchema;
}

function argumentNames(tool: ToolSummary): string {
  const names = Object.keys((argumentsOf(tool).properties ?? {}) as JsonSchema);
  return names.length > 0 ? names.map((name) => `\`${name}\``).join(', ') : 'none';
}

/** `data` (+ `meta` on pages) of the REST envelope, said in a table cell. */
function returnsOf(tool: ToolSummary): string {
  const shape = tool.output.shape as Record<string, unknown>;
  return 'meta' in shape ? 'a page: `data` records and `meta`' : 'the REST `data`';
}

/** A Markdown table of the tools, for Swagger UI and the plain page alike. */
export function toolTable(tools: readonly ToolSummary[]): string {
  const rows = tools.map((tool) => `| \`${tool.name}\` | ${tool.title} | ${argumentNames(tool)} | ${returnsOf(tool)} |`);
  return ['| Tool | What it does | Arguments | Returns |', '|---|---|---|---|', ...rows].join('\n');
}

const REQUEST_ID: JsonSchema = { anyOf: [{ type: 'string' }, { type: 'integer' }] };

const JSON_RPC_ERROR: JsonSchema = {
  type: 'object',
  required: ['jsonrpc', 'error'],
  properties: {
    jsonrpc: { const: '2.0', description: 'JSON-RPC version' },
    id: { anyOf: [{ type: 'string' }, { type: 'integer' }, { type: 'null' }], description: 'The request id, or null when the request could not be read' },
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'integer', description: '-32600 invalid request (a batch, not JSON-RPC), -32000 transport refusal (Accept, protocol version)' },
        message: { type: 'string', description: 'What was refused and why' },
      },
    },
  },
  description: 'A JSON-RPC error: the protocol refused the message',
};

function toolCall(tool: ToolSummary): JsonSchema {
  return {
    title: tool.name,
    type: 'object',
    required: ['jsonrpc', 'id', 'method', 'params'],
    properties: {
      jsonrpc: { const: '2.0' },
      id: REQUEST_ID,
      method: { const: 'tools/call' },
      params: {
        type: 'object',
        required: ['name'],
        properties: { name: { const: tool.name }, arguments: argumentsOf(tool) },
      },
    },
    description: tool.description,
  };
}

function requestBody(tools: readonly ToolSummary[]): JsonSchema {
  const message = {
    title: 'Any JSON-RPC message',
    type: 'object',
    required: ['jsonrpc', 'method'],
    properties: {
      jsonrpc: { const: '2.0' },
      id: { ...REQUEST_ID, description: 'Absent on notifications' },
      method: { type: 'string', examples: ['initialize', 'notifications/initialized', 'tools/list', 'tools/call', 'ping'] },
      params: { type: 'object' },
    },
  };
  return {
    required: true,
    description: `One JSON-RPC message (no batches), at most ${MCP_MAX_BODY_BYTES / 1024} KiB of JSON nested at most ${MCP_MAX_JSON_DEPTH} levels. A tools/call names one of the tools below with arguments as in the REST endpoint it mirrors.`,
    content: {
      'application/json': {
        schema: { anyOf: [...tools.map(toolCall), message] },
        examples: {
          initialize: { value: { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'docs', version: '1.0' } } } },
          list: { value: { jsonrpc: '2.0', id: 2, method: 'tools/list' } },
          search: { value: { jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'search_schools', arguments: { q: 'zermatt', limit: 2 } } } },
        },
      },
    },
  };
}

const EVENT_EXAMPLE = 'event: message\ndata: {"result":{"content":[{"type":"text","text":"2 of 14 schools"}],"structuredContent":{"data":[],"meta":{"total":14,"page":1,"limit":2,"total_pages":7}}},"jsonrpc":"2.0","id":3}\n\n';

function answers(): JsonSchema {
  const envelope = (status: number, description: string) => describedError(status, description, LIMITED);
  const headers = headersFor(LIMITED);
  return {
    200: {
      description: 'The JSON-RPC answer, as a server-sent event stream of one message (or plain JSON). A tool that fails (bad argument, unknown record) answers here too, with isError: true and the REST message',
      headers,
      content: {
        'text/event-stream': { schema: { type: 'string' }, example: EVENT_EXAMPLE },
        'application/json': { schema: { type: 'object', required: ['jsonrpc'], properties: { jsonrpc: { const: '2.0' } } } },
      },
    },
    202: { description: 'A notification (no id) was accepted; no body', headers },
    400: {
      ...envelope(400, 'Not JSON, nested too deep, or a body on a bodyless request (error envelope, bad_request); a batch, a message that is not JSON-RPC or an unsupported MCP-Protocol-Version (JSON-RPC error)'),
      content: { 'application/json': { schema: { anyOf: [errorBody(400), JSON_RPC_ERROR] } } },
    },
    403: envelope(403, 'A browser Origin that may not call /mcp (forbidden): only loopback pages and MCP_ALLOWED_ORIGINS'),
    406: {
      description: 'The Accept header does not take both application/json and text/event-stream (JSON-RPC error)',
      headers,
      content: { 'application/json': { schema: JSON_RPC_ERROR } },
    },
    408: envelope(408, 'The body did not arrive within PAYLOAD_TIMEOUT_MS (request_timeout)'),
    413: envelope(413, `A body over ${MCP_MAX_BODY_BYTES / 1024} KiB (payload_too_large)`),
    415: envelope(415, 'A body that is not application/json (unsupported_media_type)'),
    429: { ...envelope(429, `Rate limit exceeded (${MCP_TIER.limit} requests per ${MCP_TIER.windowMs / 1000} s per client IP, its own budget); retry after Retry-After seconds`), headers: headersFor(LIMITED, 'Retry-After') },
    431: headTooLargeResponse(LIMITED),
    500: envelope(500, 'An internal fault: a generic message, the details are logged under the request id'),
  };
}

/** GET and DELETE: stateless serving has no event stream to open and no session to end. */
function refused(operationId: string, summary: string): JsonSchema {
  return {
    summary,
    operationId,
    tags: ['MCP'],
    responses: {
      // Not the shared MethodNotAllowed: /mcp echoes an allowed page's origin rather than answering any page with *.
      405: {
        ...describedError(405, 'Only POST and OPTIONS are answered (method_not_allowed)', LIMITED),
        headers: { ...headersFor(LIMITED), Allow: { description: 'The methods /mcp answers', required: true, schema: { type: 'string' } } },
      },
      429: { ...describedError(429, 'Rate limit exceeded (counted against the MCP tier)', LIMITED), headers: headersFor(LIMITED, 'Retry-After') },
      500: describedError(500, 'An internal fault', LIMITED),
    },
  };
}

/** The CORS preflight of an allowed page (204) or of any other origin (403); never counted. */
function preflight(): JsonSchema {
  const unlimited: ResponseOptions = { limited: false };
  const header = (description: string, schema: JsonSchema, required = true) => ({ description, required, schema });
  return {
    summary: 'CORS preflight of a browser page; not rate-limited',
    operationId: 'mcp_preflight',
    tags: ['MCP'],
    responses: {
      204: {
        description: 'The page may POST: it is a loopback page or in MCP_ALLOWED_ORIGINS (or sent no Origin)',
        headers: {
          ...headersFor(unlimited),
          Allow: header('The methods /mcp answers', { const: 'POST, OPTIONS' }),
          'Access-Control-Allow-Origin': header('The allowed page\'s origin, echoed (absent without Origin)', { type: 'string' }, false),
          'Access-Control-Allow-Methods': header('What the page may send', { const: 'POST' }),
          'Access-Control-Allow-Headers': header('The request headers asked for, when they are header names, else the MCP ones', { type: 'string', minLength: 1 }),
          'Access-Control-Max-Age': header('Seconds the browser may reuse this permission', { type: 'integer', const: PREFLIGHT_MAX_AGE_SECONDS }),
        },
      },
      403: describedError(403, 'An Origin that may not call /mcp (forbidden)', unlimited),
    },
  };
}

export function mcpPath(tools: readonly ToolSummary[]): Record<string, JsonSchema> {
  return {
    [MCP_PATH]: {
      post: {
        summary: 'MCP server (Streamable HTTP): read-only tools over the same directory',
        operationId: 'mcp',
        tags: ['MCP'],
        description: `The Model Context Protocol over Streamable HTTP, revisions ${OLDEST_REVISION} to 2026-07-28, stateless (no sessions). Send \`Accept: application/json, text/event-stream\` and, after initialize, \`MCP-Protocol-Version\`. Its own rate limit: ${MCP_TIER.limit} requests a minute per client IP, each HTTP request counted. Browsers: requests without Origin, loopback pages and MCP_ALLOWED_ORIGINS are allowed.\n\n${toolTable(tools)}`,
        parameters: [
          { name: 'MCP-Protocol-Version', in: 'header', required: false, description: 'The revision agreed at initialize; required by the protocol after it', schema: { type: 'string', examples: ['2025-06-18'] } },
          { name: 'Origin', in: 'header', required: false, description: 'Sent by browsers; checked against the allowed origins', schema: { type: 'string' } },
        ],
        requestBody: requestBody(tools),
        responses: answers(),
      },
      options: preflight(),
      get: refused('mcp_get', 'No event stream: the server is stateless (405 with Allow)'),
      delete: refused('mcp_delete', 'No session to end: the server is stateless (405 with Allow)'),
    },
  };
}
