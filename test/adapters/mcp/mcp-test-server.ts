/**
 * A real Hapi server on 127.0.0.1 with the directory routes and /mcp (and,
 * when asked, the rate limiter), plus the two SDK clients the tests drive it
 * with: the 2026 client pinned to 2026-07-28, and the v1 client that speaks
 * 2025-11-25. Both are wrapped in one small interface so a suite runs over each.
 */
import type { Server, ServerRegisterPluginObject } from '@hapi/hapi';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { Client as LegacyClient } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as LegacyTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { DirectoryUseCases } from '../../../src/application/directory-use-cases.js';
import { createServer } from '../../../src/adapters/http/server.js';
import { directoryRoutesPlugin } from '../../../src/adapters/http/routes/directory-routes.js';
import { rateLimitPlugin } from '../../../src/adapters/http/rate-limit-plugin.js';
import { clientResolver } from '../../../src/adapters/http/client-address.js';
import { InMemoryRateLimitStore } from '../../../src/adapters/rate-limit/memory/in-memory-rate-limit-store.js';
import { CheckRateLimit } from '../../../src/application/use-cases/check-rate-limit.js';
import { mcpPlugin } from '../../../src/adapters/mcp/mcp-plugin.js';
import { capturingLogger, type CapturedLogger } from '../../support/silent-logger.js';
import { ManualClock } from '../../support/manual-clock.js';
import { fakeDirectoryUseCases } from './fake-directory.js';

export const MODERN_REVISION = '2026-07-28';
export const LEGACY_REVISION = '2025-11-25';

export interface McpTestServer {
  server: Server;
  url: URL;
  captured: CapturedLogger;
  stop(): Promise<void>;
}

export interface McpTestServerOptions {
  rateLimited?: boolean;
  allowedOrigins?: string[];
  useCases?: DirectoryUseCases;
}

export async function startMcpTestServer(options: McpTestServerOptions = {}): Promise<McpTestServer> {
  const captured = capturingLogger();
  const useCases = options.useCases ?? fakeDirectoryUseCases();
  const plugins: ServerRegisterPluginObject<any>[] = [];
  if (options.rateLimited) {
    // The clock never moves, so the window cannot roll over mid-test.
    const checkRateLimit = new CheckRateLimit({ store: new InMemoryRateLimitStore(), clock: new ManualClock() });
    plugins.push({ plugin: rateLimitPlugin, options: { checkRateLimit, clientOf: clientResolver([]) } });
  }
  plugins.push(
    { plugin: directoryRoutesPlugin, options: useCases },
    {
      plugin: mcpPlugin,
      options: { useCases, allowedOrigins: options.allowedOrigins ?? [], service: { name: 'ski-directory-test', version: '0.0.0' }, logger: captured.logger },
    },
  );
  const server = await createServer({
    host: '127.0.0.1',
    port: 0,
    logger: captured.logger,
    service: { name: 'ski-directory-test', version: '0.0.0', apiVersion: '1.0' },
    readinessProbes: [],
    plugins,
  });
  await server.start();
  return { server, url: new URL(`http://127.0.0.1:${server.info.port}/mcp`), captured, stop: () => server.stop() };
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
