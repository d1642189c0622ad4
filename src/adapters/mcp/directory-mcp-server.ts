/**
 * One McpServer with the directory tools. The SDK's stateless handler asks
 * for a fresh instance per HTTP request; the tool definitions themselves are
 * built once (directoryTools) and only registered here.
 */
import { McpServer, type CallToolResult, type ToolAnnotations } from '@modelcontextprotocol/server';
import type { Logger } from 'pino';
import { ClientFailure, DomainError } from '../../domain/errors.js';
import type { ParameterValues } from '../validation/to-queries.js';
import type { DirectoryTool } from './directory-tools.js';
import { toolError } from './tool-results.js';

export interface McpServiceInfo {
  name: string;
  version: string;
}

const READ_ONLY: ToolAnnotations = { readOnlyHint: true, openWorldHint: false, idempotentHint: true };
const GENERIC_FAILURE = 'An internal error occurred. It has been logged; please retry later.';
/** The tool list changes only with a deploy; 2026-era clients may reuse it for this long. */
const TOOL_LIST_TTL_MS = 10 * 60 * 1000;

const INSTRUCTIONS = [
  'Read-only directory of ski schools, resorts, instructors and categories.',
  'Start with search_schools (filters: q, country, resort, activity, level, language, school_type, certified, featured, sort)',
  'and use list_categories for the allowed activity, level and school_type values;',
  'suggest turns a partial or misspelt name into resorts, places, categories and schools to search by.',
  'Lists are paged with page and limit (at most 100); meta.total counts every match.',
].join(' ');

/**
 * What the agent sees when a call fails. Domain errors (bad argument, unknown
 * record, backend away) are the caller's to act on and are worded for that,
 * as in the REST envelope; anything else is a fault whose text stays in the log.
 */
async function runTool(tool: DirectoryTool, args: ParameterValues, logger: Logger): Promise<CallToolResult> {
  try {
    return await tool.run(args);
  } catch (error) {
    if (error instanceof DomainError) {
      if (!(error instanceof ClientFailure)) logger.error({ err: error, tool: tool.name }, 'MCP tool failed');
      return toolError(error.message);
    }
    logger.error({ err: error, tool: tool.name }, 'MCP tool failed');
    return toolError(GENERIC_FAILURE);
  }
}

export function createDirectoryMcpServer(tools: readonly DirectoryTool[], service: McpServiceInfo, logger: Logger): McpServer {
  const server = new McpServer(
    { name: service.name, version: service.version, title: 'Ski school directory' },
    {
      // The tools never change while the process runs. Saying so also makes a
      // 2026 `subscriptions/listen` end at once instead of holding a request open.
      capabilities: { tools: { listChanged: false } },
      instructions: INSTRUCTIONS,
      cacheHints: {
        'tools/list': { ttlMs: TOOL_LIST_TTL_MS, cacheScope: 'public' },
        'server/discover': { ttlMs: TOOL_LIST_TTL_MS, cacheScope: 'public' },
      },
    },
  );
  for (const tool of tools) {
    server.registerTool(tool.name, {
      title: tool.title,
      description: tool.description,
      inputSchema: tool.input,
      outputSchema: tool.output,
      annotations: READ_ONLY,
    }, (args) => runTool(tool, args, logger));
  }
  return server;
}
