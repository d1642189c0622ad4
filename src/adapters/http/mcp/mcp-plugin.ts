/**
 * The MCP server at /mcp: the SDK's Streamable HTTP handler mounted on Hapi.
 * It serves the 2026-07-28 revision and, statelessly, clients of the earlier
 * ones the SDK negotiates (2025-11-25 back to 2024-10-07), from one set of tools.
 *
 * Hapi answers what the SPEC envelope must carry: a foreign Origin (403), a
 * body that is not JSON (415, 400), too large (413), too slow (408) or
 * nested too deep (400). It reads the body itself (readBody) and hands the
 * parsed message to the SDK, which owns the protocol from there (revision
 * headers, Accept, JSON-RPC errors) and writes to the raw response itself.
 * Only POST is routed: stateless serving has no GET stream and no session to
 * DELETE, so the envelope plugin answers other methods 405 with Allow
 * (OPTIONS answers CORS preflights of allowed browser origins).
 *
 * JSON that is no message at all (`null`, `42`) is refused with a JSON-RPC
 * error before the SDK sees it, as the SDK refuses `{}` (it would take a
 * null body for one not yet read). So are JSON-RPC batches: only the
 * 2025-03-26 revision had them (2025-06-18 removed them), and
 * one POST of a hundred tool calls counted once against the MCP tier while
 * it built a 21 MB answer and held the event loop for most of a second. One
 * message per request keeps every tool call counted, and bounds an answer by
 * the largest single result (search_schools with limit=100, about 220 KB).
 */
import Boom from '@hapi/boom';
import type { Plugin, Request, ResponseToolkit } from '@hapi/hapi';
import { createMcpHandler } from '@modelcontextprotocol/server';
import { toNodeHandler } from '@modelcontextprotocol/node';
import type { Logger } from 'pino';
import type { DirectoryUseCases } from '../../../application/directory-use-cases.js';
import { createDirectoryMcpServer, type McpServiceInfo } from '../../mcp/directory-mcp-server.js';
import { directoryTools } from '../../mcp/directory-tools.js';
import { closeAfter } from '../connection-tracker.js';
import { parseJsonBody, readBody } from '../request-body.js';
import { setResponseHeaders } from '../request-state.js';
import { addRequestStep } from '../request-steps.js';
import { preflightRoute, queueCorsHeaders } from './mcp-cors.js';
import { originPolicy, refusedOriginMessage, type OriginCheck } from './origin-policy.js';

export const MCP_PATH = '/mcp';

/** A tool call is a few hundred bytes; this leaves ample room without inviting abuse. */
export const MCP_MAX_BODY_BYTES = 64 * 1024;
/** A JSON-RPC message nests about five levels; past this a body is an attack on whatever walks it. */
export const MCP_MAX_JSON_DEPTH = 32;
/** JSON-RPC "Invalid Request". */
const INVALID_REQUEST = -32600;

export interface McpPluginOptions {
  useCases: DirectoryUseCases;
  /** Browser origins allowed besides loopback ones (the service's own public origins among them): full origins or bare host names. */
  allowedOrigins: readonly string[];
  service: McpServiceInfo;
  logger: Logger;
  maxBodyBytes?: number;
}

/** Runs before the body is read, so a refused caller costs no parsing. */
function guard(isAllowed: OriginCheck) {
  return (request: Request, h: ResponseToolkit) => {
    const { origin } = request.headers as Record<string, string | undefined>;
    if (!isAllowed(origin)) throw Boom.forbidden(refusedOriginMessage(String(origin), MCP_PATH));
    // Hapi would otherwise read a body without Content-Type as JSON; the transport requires it.
    if (request.headers['content-type'] === undefined) throw Boom.unsupportedMediaType('Content-Type must be application/json');
    return h.continue;
  };
}

/** A JSON-RPC "Invalid Request", answered before the SDK sees the body. */
function invalidRequest(h: ResponseToolkit, message: string) {
  return h.response({ jsonrpc: '2.0', id: null, error: { code: INVALID_REQUEST, message } }).code(400);
}

const BATCH_REFUSED = 'JSON-RPC batches are not supported: send one message per HTTP request (MCP 2025-06-18 removed batching).';
// In the SDK's words for JSON that is no message, such as {}: a null, number, string or boolean must not reach it,
// which takes null for a body not yet read.
const NOT_A_MESSAGE = 'Bad Request: the request body is not a valid JSON-RPC message';

export const mcpPlugin: Plugin<McpPluginOptions> = {
  name: 'mcp',
  dependencies: ['request-logging', 'error-envelope'],
  register(server, options) {
    const { logger, service } = options;
    const tools = directoryTools(options.useCases);
    const handler = createMcpHandler(
      (context) => createDirectoryMcpServer(tools, service, logger.child({ requestId: context.requestInfo?.headers.get('x-request-id') })),
      // Refusals are the client's mistake and anyone can send them: keep them out of the warning stream.
      { onerror: (error) => logger.debug({ reason: error.message }, 'MCP request refused') },
    );
    const serve = toNodeHandler(handler, { onerror: (error) => logger.error({ err: error }, 'MCP request failed') });
    const isAllowed = originPolicy(options.allowedOrigins);
    server.ext('onPostStop', () => handler.close());
    addRequestStep(server, 'cors', queueCorsHeaders(isAllowed, MCP_PATH));

    server.route(preflightRoute(isAllowed, MCP_PATH));
    server.route({
      method: 'POST',
      path: MCP_PATH,
      options: {
        // Read by readBody, which answers a slow or oversize body at once instead of draining it first.
        payload: { parse: 'gunzip', output: 'stream', allow: 'application/json', maxBytes: options.maxBodyBytes ?? MCP_MAX_BODY_BYTES },
        ext: { onPreAuth: { method: guard(isAllowed) } },
      },
      handler: async (request, h) => {
        const message = parseJsonBody(await readBody(request), MCP_MAX_JSON_DEPTH);
        // An empty body is HTTP's to refuse; JSON that is not one message is JSON-RPC's "Invalid Request", as the SDK answers {}.
        if (message === undefined) throw Boom.badRequest('The body must be a JSON-RPC message');
        if (Array.isArray(message)) return invalidRequest(h, BATCH_REFUSED);
        if (typeof message !== 'object' || message === null) return invalidRequest(h, NOT_A_MESSAGE);
        // The SDK sees the raw request; this lets the tools' log lines carry the id the access log uses.
        request.raw.req.headers['x-request-id'] = request.app.requestId;
        // The SDK writes the answer to the raw response, where Hapi's onPreResponse never runs.
        setResponseHeaders(request);
        // The SDK names its event streams keep-alive, which Node would take over a client's own Connection: close.
        if (!request.raw.res.shouldKeepAlive) closeAfter(request.raw.res);
        try {
          await serve(request.raw.req, request.raw.res, message);
        } catch (error) {
          if (!request.raw.res.headersSent) throw error;
          logger.warn({ err: error, requestId: request.app.requestId }, 'MCP response interrupted');
        }
        return h.abandon;
      },
    });
  },
};
