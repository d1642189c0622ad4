/**
 * The whole service as main.ts builds it (buildService: the container, the
 * use cases, the REST routes, /mcp and the rate limiter), on the in-memory
 * directory over the seeded test dataset, really listening on 127.0.0.1; plus
 * the two SDK clients the tests drive it with: the 2026 client pinned to
 * 2026-07-28, and the v1 client that speaks 2025-11-25. Both are wrapped in
 * one small interface so a suite runs over each.
 */
import type { Server } from '@hapi/hapi';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { Client as LegacyClient } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as LegacyTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Dataset } from '../../../src/adapters/dataset-generator/dataset.js';
import type { DirectoryBackend } from '../../../src/bootstrap/directory-backend.js';
import { buildTestService } from '../../support/build-test-service.js';
import { capturingLogger, type CapturedLogger } from '../../support/capturing-logger.js';
import { ManualClock } from '../../support/manual-clock.js';

export const MODERN_REVISION = '2026-07-28';
export const LEGACY_REVISION = '2025-11-25';

export interface McpTestServer {
  server: Server;
  url: URL;
  captured: CapturedLogger;
  stop(): Promise<void>;
}

export interface McpTestServerOptions {
  /** Count loopback callers as production counts anyone; otherwise they get a budget no suite exhausts. */
  rateLimited?: boolean;
  allowedOrigins?: string[];
  /** The dataset to serve; the default test dataset unless given. */
  dataset?: Dataset;
  /** Wraps the in-memory directory (see mcp-failures.test.ts). */
  wrapDirectory?: (directory: DirectoryBackend) => DirectoryBackend;
  /** More environment, e.g. STRIPE_WEBHOOK_SECRET to post payment events. */
  env?: NodeJS.ProcessEnv;
}

/** The test service (buildTestService), really listening on 127.0.0.1. */
export async function startMcpTestServer(options: McpTestServerOptions = {}): Promise<McpTestServer> {
  const captured = capturingLogger();
  const service = await buildTestService({
    ...(options.dataset ? { dataset: options.dataset } : {}),
    ...(options.wrapDirectory ? { wrapDirectory: options.wrapDirectory } : {}),
    logger: captured.logger,
    // The clock never moves, so a rate-limit window cannot roll over mid-test.
    clock: new ManualClock(),
    env: {
      MCP_ALLOWED_ORIGINS: (options.allowedOrigins ?? []).join(','),
      RATE_LIMIT_OVERRIDES: options.rateLimited ? '' : '127.0.0.1:1000',
      ...options.env,
    },
  });
  await service.start();
  return { server: service.server, url: new URL(`http://127.0.0.1:${service.server.info.port}/mcp`), captured, stop: () => service.stop() };
}

export interface ToolCallResult {
  content: Array<{ type: string; text?: string }>;
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
}

export interface ListedTool {
  name: string;
  description?: string;
  inputSchema: { type: string; properties?: Record<string, unknown>; required?: string[]; additionalProperties?: unknown };
  outputSchema?: { type: string; properties?: Record<string, unknown> };
  annotations?: Record<string, unknown>;
}

/** What the suites need from either SDK client. */
export interface ToolClient {
  revision: string | undefined;
  listTools(): Promise<ListedTool[]>;
  callTool(name: string, args: Record<string, unknown>): Promise<ToolCallResult>;
  close(): Promise<void>;
}

export async function connectModernClient(url: URL): Promise<ToolClient> {
  const client = new Client({ name: 'mcp-test-2026', version: '0.0.0' }, { versionNegotiation: { mode: { pin: MODERN_REVISION } } });
  await client.connect(new StreamableHTTPClientTransport(url));
  return {
    revision: client.getNegotiatedProtocolVersion(),
    listTools: async () => (await client.listTools()).tools as ListedTool[],
    callTool: async (name, args) => await client.callTool({ name, arguments: args }) as ToolCallResult,
    close: () => client.close(),
  };
}

export async function connectLegacyClient(url: URL): Promise<ToolClient> {
  const client = new LegacyClient({ name: 'mcp-test-2025', version: '0.0.0' });
  const transport = new LegacyTransport(url);
  await client.connect(transport);
  return {
    revision: transport.protocolVersion,
    listTools: async () => (await client.listTools()).tools as ListedTool[],
    callTool: async (name, args) => await client.callTool({ name, arguments: args }) as ToolCallResult,
    close: () => client.close(),
  };
}
