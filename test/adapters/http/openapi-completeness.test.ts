/**
 * The document as a reader and a validator meet it: every field described,
 * every operation with an example that its own schema accepts, /mcp held to
 * what it answers, and an independent linter (Redocly) satisfied.
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { OpenApiResponseCheck } from '../../support/openapi-response-check.js';
import { startTestService, type TestService } from '../../support/test-service.js';

type Json = Record<string, any>;

/** Every property, anywhere in `node`, that has no description of its own or through its reference. */
function undescribed(node: unknown, at: string): string[] {
  if (Array.isArray(node)) return node.flatMap((item, index) => undescribed(item, `${at}[${index}]`));
  if (node === null || typeof node !== 'object') return [];
  const own = Object.entries((node as Json).properties ?? {})
    .filter(([, property]) => (property as Json).description === undefined && (property as Json).$ref === undefined)
    .map(([name]) => `${at}.${name}`);
  return [...own, ...Object.entries(node).flatMap(([key, value]) => undescribed(value, `${at}/${key}`))];
}

const MCP_HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
const INITIALIZE = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'test', version: '1' } } };

describe('the OpenAPI document, complete', () => {
  let service: TestService;
  let document: Json;
  before(async () => {
    service = await startTestService();
    document = JSON.parse((await service.inject('/api/v1/openapi.json')).payload);
  });
  after(() => service.stop());

  it('describes every field of every record and envelope', () => {
    assert.deepEqual(undescribed(document.components.schemas, 'components.schemas'), []);
  });

  it('gives every operation a success example that its schema accepts', () => {
    const check = new OpenApiResponseCheck(document);
    for (const [path, item] of Object.entries(document.paths as Json)) {
      for (const [method, operation] of Object.entries(item as Json)) {
        const [status, success] = Object.entries(operation.responses as Json).find(([code]) => code.startsWith('2')) ?? [];
        if (success === undefined || status === '204' || status === '202') continue;
        const media = Object.values(success.content ?? {}) as Json[];
        const examples = media.filter((entry) => entry.example !== undefined);
        assert.ok(examples.length > 0, `${method.toUpperCase()} ${path} has an example of its ${status}`);
        const json = success.content['application/json'];
        if (json?.example !== undefined) {
          assert.equal(check.violations(json.schema, json.example), null, `${method.toUpperCase()} ${path}: its example fits its schema`);
        }
      }
    }
  });

  it('lists the MCP tools and the planned webhooks', () => {
    const mcp = document.paths['/mcp'].post;
    for (const tool of ['search_schools', 'get_school', 'list_countries']) assert.match(mcp.description, new RegExp(`\`${tool}\``));
    const calls = mcp.requestBody.content['application/json'].schema.anyOf as Json[];
    const search = calls.find((call) => call.properties?.params?.properties?.name?.const === 'search_schools');
    assert.ok(search?.properties.params.properties.arguments.properties.q, 'the tool\'s arguments are its REST parameters');
    assert.deepEqual(Object.keys(document.webhooks), ['booking.created', 'booking.confirmed', 'booking.cancelled', 'review.created', 'school.updated', 'instructor.added']);
  });

  it('holds /mcp to what it answers', async () => {
    const post = (payload: unknown, headers: Record<string, string> = MCP_HEADERS) => service.inject({ method: 'POST', url: '/mcp', headers, payload: payload as object });
    assert.equal((await post(INITIALIZE)).statusCode, 200);
    assert.equal((await post({ jsonrpc: '2.0', method: 'notifications/initialized' }, { ...MCP_HEADERS, 'mcp-protocol-version': '2025-06-18' })).statusCode, 202);
    assert.equal((await post([INITIALIZE])).statusCode, 400);
    assert.equal((await post({ not: 'json-rpc' })).statusCode, 400);
    assert.equal((await post(INITIALIZE, { 'content-type': 'application/json', accept: 'text/html' })).statusCode, 406);
    assert.equal((await post(INITIALIZE, { ...MCP_HEADERS, origin: 'https://elsewhere.example' })).statusCode, 403);
    assert.equal((await post(INITIALIZE, { ...MCP_HEADERS, 'content-type': 'text/plain' })).statusCode, 415);
    assert.equal((await service.inject({ method: 'GET', url: '/mcp' })).statusCode, 405);
    assert.equal((await service.inject({ method: 'DELETE', url: '/mcp' })).statusCode, 405);
    assert.equal((await service.inject({ method: 'OPTIONS', url: '/mcp', headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' } })).statusCode, 204);
  });

  it('holds the oversize head and the reference files to the document', async () => {
    assert.equal((await service.inject({ url: '/api/v1/schools', headers: { 'x-padding': 'x'.repeat(17 * 1024) } })).statusCode, 431);
    assert.equal((await service.inject('/docs/ui/swagger-ui-bundle.js')).statusCode, 200);
    assert.equal((await service.inject('/docs/ui/swagger-initializer.js')).statusCode, 404, 'only the files the page needs are served');
  });

  it('satisfies an independent linter (Redocly, recommended rules)', { timeout: 120_000 }, async () => {
    const dir = await mkdtemp(join(tmpdir(), 'openapi-lint-'));
    try {
      const file = join(dir, 'openapi.json');
      await writeFile(file, JSON.stringify(document));
      const cli = join(process.cwd(), 'node_modules', '@redocly', 'cli', 'bin', 'cli.js');
      const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
      const { stdout, stderr } = await promisify(execFile)(process.execPath, [cli, 'lint', file, '--config', join(process.cwd(), 'redocly.yaml'), '--format', 'summary'], { env })
        .catch((error: { stdout: string; stderr: string }) => assert.fail(`redocly lint refused the document:\n${error.stdout}\n${error.stderr}`));
      assert.doesNotMatch(`${stdout}${stderr}`, /^\s*(warning|error)\s/m, `${stdout}${stderr}`);
      assert.match(`${stdout}${stderr}`, /valid/, 'the linter ran');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
