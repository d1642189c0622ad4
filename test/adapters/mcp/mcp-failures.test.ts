/**
 * A tool whose use case fails (here: a repository behind it throws) answers
 * with a tool error, never a crashed request: domain errors in their own words (as REST does), anything else
 * with a generic text while the detail goes to the log with the request id.
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { BackendUnavailableError } from '../../../src/domain/errors.js';
import type { DirectoryBackend } from '../../../src/bootstrap/directory-backend.js';
import { connectModernClient, startMcpTestServer, type McpTestServer, type ToolClient } from './mcp-test-server.js';

/** The in-memory directory, except that school search breaks unexpectedly and countries report an outage. */
function failing(directory: DirectoryBackend): DirectoryBackend {
  const { schools } = directory;
  return {
    ...directory,
    schools: {
      search: async () => { throw new Error('connect ECONNREFUSED mongodb://admin:hunter2@db'); },
      findById: (id) => schools.findById(id),
      findBySlug: (slug) => schools.findBySlug(slug),
    },
    countries: { list: async () => { throw new BackendUnavailableError(); } },
    // A class's methods are not own properties: spreading would drop close.
    close: () => directory.close(),
  };
}

describe('MCP tools over a failing backend', () => {
  let harness: McpTestServer;
  let client: ToolClient;

  before(async () => {
    harness = await startMcpTestServer({ wrapDirectory: failing });
    client = await connectModernClient(harness.url);
  });
  after(async () => {
    await client.close();
    await harness.stop();
  });

  it('hides an unexpected fault behind a generic tool error and logs it with the request id', async () => {
    const result = await client.callTool('search_schools', { q: 'zerm' });
    assert.equal(result.isError, true);
    assert.match(result.content[0]?.text ?? '', /internal error occurred/);
    assert.doesNotMatch(JSON.stringify(result), /hunter2|ECONNREFUSED/);
    const failure = harness.captured.lines().find((line) => line.msg === 'MCP tool failed');
    assert.equal(failure?.tool, 'search_schools');
    assert.match(String((failure?.err as { message?: string } | undefined)?.message), /ECONNREFUSED/);
    const accessLine = harness.captured.lines().find((line) => line.msg === 'request' && line.requestId === failure?.requestId);
    assert.ok(accessLine, 'the failure carries the access log request id');
  });

  it('passes a backend outage on in its own words, as REST does', async () => {
    const result = await client.callTool('list_countries', {});
    assert.equal(result.isError, true);
    assert.equal(result.content[0]?.text, new BackendUnavailableError().message);
  });

  it('keeps serving other tools', async () => {
    const result = await client.callTool('get_resort', { resort: 'zermatt' });
    assert.notEqual(result.isError, true);
  });
});
