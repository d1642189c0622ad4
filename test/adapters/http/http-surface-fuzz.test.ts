/**
 * The whole HTTP surface under random input, derived from the OpenAPI
 * document the service serves and its route table (so routes and parameters
 * added later are fuzzed without touching this file): random methods, paths
 * and query strings in odd encodings, random headers and bodies, JSON-RPC to
 * /mcp, Stripe-shaped payloads signed well and badly. Every answer: never a
 * 5xx, the envelope with its status equal to the HTTP status (or JSON-RPC
 * where /mcp speaks it), no internal detail, and true to the document (the
 * test service checks each one). Afterwards, nothing changed but what
 * correctly signed payment events define.
 *
 * A fixed seed and a bounded number of cases in CI; `FUZZ_RUNS=20000 npm run
 * fuzz` runs longer (`FUZZ_SEED` picks another seed).
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import type { ServerInjectResponse } from '@hapi/hapi';
import { startTestService, type TestService } from '../../support/test-service.js';
import { surfaceOf, type SurfaceOperation } from '../../support/http-surface.js';
import { hostileText, parameterName, randomBody, randomHeaders, urlEncoding } from '../../support/hostile-input.js';
import {
  checkoutSubscriptionCompleted, signed, subscriptionDeleted, subscriptionUpdated, T0, TEST_WEBHOOK_SECRET,
} from '../../fixtures/stripe-events.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const PARAMETERS = { numRuns: RUNS, seed: SEED, endOnFailure: true, includeErrorInReport: true };

interface Request {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

type Json = Record<string, any>;

/** What must never reach a client: stack frames, source paths, module names. */
const INTERNAL_DETAIL = [/\n\s*at [^\n]*:\d+:\d+/, /file:\/\//, /\/dist\/(src|test)\//, /\/node_modules\//, /\.(ts|js):\d+/];

function assertNoInternalDetail(text: string, label: string): void {
  for (const pattern of INTERNAL_DETAIL) assert.doesNotMatch(text, pattern, `${label}: internal detail in the answer`);
}

/** The server-sent events of an MCP answer, each a JSON-RPC message. */
function eventMessages(payload: string): Json[] {
  return payload.split('\n').filter((line) => line.startsWith('data:')).map((line) => JSON.parse(line.slice(5)) as Json);
}

function assertJsonRpc(message: Json, label: string): void {
  assert.equal(message.jsonrpc, '2.0', label);
  if (message.error !== undefined) {
    assert.ok(Number.isInteger(message.error.code), `${label}: a JSON-RPC error has an integer code`);
    assert.equal(typeof message.error.message, 'string', label);
  } else {
    assert.ok('result' in message, `${label}: a JSON-RPC answer holds a result or an error`);
  }
}

function assertWellFormed(request: Request, response: ServerInjectResponse): void {
  const label = `${request.method} ${request.url.slice(0, 300)} -> ${response.statusCode}`;
  assert.ok(response.statusCode < 500, `${label}: ${response.payload.slice(0, 300)}`);
  // 202: an MCP notification or response, which JSON-RPC answers with nothing.
  if (request.method === 'HEAD' || [202, 204, 304].includes(response.statusCode)) {
    assert.equal(response.payload, '', label);
    return;
  }
  const type = String(response.headers['content-type'] ?? '');
  // Swagger UI's own script is full of what looks like stack frames; every answer of the API's own is checked.
  if (!request.url.startsWith('/docs/ui/')) assertNoInternalDetail(response.payload, label);
  if (type.startsWith('text/event-stream')) {
    assert.ok(request.url.startsWith('/mcp'), label);
    const messages = eventMessages(response.payload);
    assert.ok(messages.length > 0, label);
    for (const message of messages) assertJsonRpc(message, label);
    return;
  }
  if (!type.startsWith('application/json')) {
    // Only the documentation pages and their assets are not JSON, and only when they are served.
    assert.ok(response.statusCode < 400 && request.url.startsWith('/docs'), `${label} as ${type}`);
    return;
  }
  const body = JSON.parse(response.payload) as Json;
  // The document itself is served bare, so that tools can read it (and is held to its own description).
  if (response.statusCode === 200 && /^\/api\/v1\/openapi\.json\/?(\?|$)/.test(request.url)) return;
  if (body.jsonrpc !== undefined) {
    assert.ok(request.url.startsWith('/mcp'), label);
    assertJsonRpc(body, label);
    return;
  }
  assert.equal(typeof body.success, 'boolean', label);
  if (body.success) {
    assert.ok(response.statusCode < 300, label);
    return;
  }
  assert.equal(body.error.status, response.statusCode, `${label}: the status in the body is the HTTP status`);
  assert.ok(response.statusCode >= 400, label);
  assert.equal(typeof body.error.code, 'string', label);
  assert.equal(typeof body.error.message, 'string', label);
  assert.equal(body.error.requestId, response.headers['x-request-id'], label);
}

/** A path for the operation's template: documented samples, hostile text in any encoding, or a mangled form of it. */
function pathFor(operation: SurfaceOperation): fc.Arbitrary<string> {
  const segments = operation.template.split('/').map((segment) => {
    const name = /^\{(\w+)\*?\}$/.exec(segment)?.[1];
    if (name === undefined) return fc.constant(segment);
    const samples = operation.parameters.find((parameter) => parameter.name === name)?.samples ?? [];
    return fc.tuple(hostileText([...samples, '1', '0', '999999', 'zermatt']), urlEncoding).map(([text, encode]) => encode(text));
  });
  const path = fc.tuple(...segments).map((parts) => parts.join('/'));
  return fc.oneof(
    { arbitrary: path, weight: 8 },
    { arbitrary: path.map((text) => `${text}/`), weight: 1 },
    { arbitrary: path.map((text) => text.replace(/^\//, '//')), weight: 1 },
    { arbitrary: path.map((text) => text.toUpperCase()), weight: 1 },
    { arbitrary: fc.tuple(path, hostileText(), urlEncoding).map(([text, extra, encode]) => `${text}/${encode(extra)}`), weight: 1 },
    { arbitrary: path.map((text) => `${text}/../../etc/passwd`), weight: 1 },
  );
}

/** A query string: known names (array forms, operator suffixes, prototype keys, repeats) with hostile values in any encoding. */
function queryFor(operation: SurfaceOperation, allNames: readonly string[]): fc.Arbitrary<string> {
  const own = operation.parameters.filter((parameter) => parameter.in === 'query');
  const names = [...new Set([...own.map((parameter) => parameter.name), ...allNames.slice(0, 4)])];
  const samples = own.flatMap((parameter) => parameter.samples);
  const pair = fc.tuple(parameterName(names.length > 0 ? names : ['q']), hostileText(samples), urlEncoding, urlEncoding)
    .map(([name, value, encodeName, encodeValue]) => `${encodeName(name)}=${encodeValue(value)}`);
  return fc.oneof(
    { arbitrary: fc.array(pair, { maxLength: 6 }).map((pairs) => pairs.join('&')), weight: 8 },
    { arbitrary: fc.tuple(pair, fc.integer({ min: 2, max: 50 })).map(([text, times]) => Array(times).fill(text).join('&')), weight: 1 },
    { arbitrary: fc.constantFrom('&&&', '=', '==&=', 'a=1=2', '%', '?', '#frag', ';a=1'), weight: 1 },
  );
}

const OTHER_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND'];

function requestFor(operations: SurfaceOperation[], allNames: readonly string[]): fc.Arbitrary<Request> {
  return fc.constantFrom(...operations).chain((operation) => fc.record({
    method: fc.oneof({ arbitrary: fc.constant(operation.method), weight: 4 }, { arbitrary: fc.constantFrom(...OTHER_METHODS), weight: 1 }),
    path: pathFor(operation),
    query: fc.option(queryFor(operation, allNames), { nil: undefined, freq: 3 }),
    headers: randomHeaders,
    body: fc.option(randomBody, { nil: undefined, freq: operation.takesBody ? 5 : 2 }),
  })).map(({ method, path, query, headers, body }) => {
    const withBody = body !== undefined && !['GET', 'HEAD', 'OPTIONS'].includes(method);
    // A body on GET is refused from its head on real sockets (slow-clients.test.ts); inject cannot send one.
    const { 'content-encoding': encoding, ...rest } = headers;
    return {
      method,
      url: query === undefined ? path : `${path}?${query}`,
      headers: withBody && encoding !== undefined ? headers : rest,
      ...(withBody ? { payload: body } : {}),
    };
  });
}

/** JSON-RPC to /mcp: real methods and tools with hostile arguments, wrong versions and ids, batches, notifications. */
function mcpRequest(tools: Array<{ name: string; arguments: string[] }>): fc.Arbitrary<Request> {
  const toolNames = tools.map((tool) => tool.name);
  const argumentNames = [...new Set(tools.flatMap((tool) => tool.arguments))];
  const hostileArguments = fc.dictionary(parameterName(argumentNames), fc.oneof(hostileText(), fc.jsonValue({ maxDepth: 2 }), fc.array(hostileText(), { maxLength: 3 })), { maxKeys: 4 });
  const message = fc.record({
    jsonrpc: fc.oneof({ arbitrary: fc.constant('2.0'), weight: 6 }, { arbitrary: fc.constantFrom('1.0', 2, null), weight: 1 }),
    id: fc.oneof(fc.nat(), fc.string({ maxLength: 8 }), fc.constant(null), fc.constant({ nested: 1 })),
    method: fc.oneof(
      { arbitrary: fc.constant('tools/call'), weight: 6 },
      { arbitrary: fc.constantFrom('tools/list', 'initialize', 'ping', 'resources/list', 'prompts/list', 'notifications/initialized', '__proto__', 'rpc.discover'), weight: 2 },
      { arbitrary: hostileText(), weight: 1 },
    ),
    params: fc.oneof(
      { arbitrary: fc.record({ name: fc.oneof(fc.constantFrom(...toolNames), hostileText()), arguments: hostileArguments }), weight: 6 },
      { arbitrary: fc.jsonValue({ maxDepth: 2 }), weight: 1 },
    ),
  }, { requiredKeys: ['jsonrpc', 'method'] });
  const body = fc.oneof(
    { arbitrary: message.map((value) => JSON.stringify(value)), weight: 8 },
    { arbitrary: fc.array(message, { minLength: 1, maxLength: 3 }).map((value) => JSON.stringify(value)), weight: 1 },
    { arbitrary: randomBody, weight: 1 },
  );
  return fc.record({ body, headers: randomHeaders, accept: fc.boolean() }).map(({ body: payload, headers, accept }) => ({
    method: 'POST',
    url: '/mcp',
    headers: { ...headers, 'content-type': 'application/json', ...(accept ? { accept: 'application/json, text/event-stream' } : {}) },
    payload,
  }));
}

/** Schools a correctly signed event may name: the only records whose `featured` may change. */
const TOUCHABLE = [3, 4, 5];

/** Stripe-shaped callbacks: well signed with hostile metadata, signed with the wrong secret, stale, tampered or unsigned. */
const stripeRequest: fc.Arbitrary<Request> = fc.record({
  build: fc.constantFrom(checkoutSubscriptionCompleted, subscriptionUpdated, subscriptionDeleted),
  schoolId: fc.oneof(fc.constantFrom(...TOUCHABLE), hostileText()),
  plan: fc.oneof(fc.constantFrom('featured', 'basic'), hostileText()),
  subscription: fc.oneof(fc.constantFrom('sub_Fuzz1', 'sub_Fuzz2'), hostileText()),
  created: fc.integer({ min: T0 - 10, max: T0 + 10 }),
  signing: fc.constantFrom('good', 'good', 'good', 'wrong-secret', 'expired', 'tampered', 'none'),
  type: fc.option(hostileText(), { nil: undefined, freq: 5 }),
}).map(({ build, schoolId, plan, subscription, created, signing, type }) => {
  const event = build({ schoolId: schoolId as number, plan, subscription, created });
  // A metadata value is a string at Stripe; hostile text goes in as it is.
  (event.data.object.metadata as Record<string, string>).schoolId = String(schoolId);
  if (type !== undefined) event.type = type;
  const secret = signing === 'wrong-secret' ? 'whsec_not_the_one' : TEST_WEBHOOK_SECRET;
  const { payload, headers } = signed(event, { secret, ...(signing === 'expired' ? { timestamp: Math.floor(Date.now() / 1000) - 3_600 } : {}) });
  const body = signing === 'tampered' ? payload.replace('"livemode": false', '"livemode": true') : payload;
  const { 'stripe-signature': signature, ...unsigned } = headers;
  return { method: 'POST', url: '/api/stripe/webhook', headers: signing === 'none' ? unsigned : { ...unsigned, 'stripe-signature': signature! }, payload: body };
});

/** Everything a later client can see of the directory, keyed by record. */
async function observable(service: TestService): Promise<Map<string, Json>> {
  const records = new Map<string, Json>();
  const read = async (url: string) => {
    const response = await service.service.server.inject({ url, remoteAddress: '10.77.0.1' });
    assert.equal(response.statusCode, 200, `${url}: ${response.payload.slice(0, 200)}`);
    return JSON.parse(response.payload) as Json;
  };
  for (const list of ['schools', 'resorts', 'instructors']) {
    for (let page = 1; page <= 200; page += 1) {
      const body = await read(`/api/v1/${list}?limit=100&page=${page}${list === 'schools' ? '&sort=name' : ''}`);
      for (const record of body.data as Json[]) records.set(`${list}/${record.id}`, record);
      if (page >= body.meta.total_pages) break;
    }
  }
  for (const list of ['countries', 'categories']) records.set(list, await read(`/api/v1/${list}`));
  return records;
}

describe(`the HTTP surface under random input (${RUNS} runs per property, seed ${SEED})`, { timeout: 600_000 }, () => {
  let service: TestService;
  let operations: SurfaceOperation[];
  let allNames: string[];
  let tools: Array<{ name: string; arguments: string[] }>;
  let before_: Map<string, Json>;

  before(async () => {
    service = await startTestService({ env: { STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET } });
    const documentResponse = await service.service.server.inject({ url: '/api/v1/openapi.json', remoteAddress: '10.77.0.2' });
    const documented = surfaceOf(JSON.parse(documentResponse.payload));
    // Routes the document does not name (none today) are fuzzed too, as bare templates.
    const undocumented = service.service.server.table()
      .filter((route) => !documented.some((operation) => operation.template === route.path && operation.method === route.method.toUpperCase()))
      .map((route) => ({ method: route.method.toUpperCase(), template: route.path, parameters: [], takesBody: route.method !== 'get' }));
    operations = [...documented, ...undocumented];
    allNames = [...new Set(operations.flatMap((operation) => operation.parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name)))];
    const listed = await service.service.server.inject({
      method: 'POST', url: '/mcp', remoteAddress: '10.77.0.3',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      payload: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    const [answer] = eventMessages(listed.payload);
    tools = (answer?.result.tools as Json[]).map((tool) => ({ name: String(tool.name), arguments: Object.keys(tool.inputSchema.properties ?? {}) }));
    before_ = await observable(service);
  });
  after(() => service.stop());

  it('derives the surface from the document: every route, its query parameters and the MCP tools', () => {
    const table = service.service.server.table().map((route) => `${route.method.toUpperCase()} ${route.path}`);
    for (const route of table) assert.ok(operations.some((operation) => `${operation.method} ${operation.template}` === route), route);
    assert.ok(allNames.includes('q') && allNames.includes('country'));
    assert.ok(tools.some((tool) => tool.name === 'search_schools' && tool.arguments.includes('q')));
  });

  it('answers any request to any route with a well-formed, documented non-5xx', async () => {
    await fc.assert(fc.asyncProperty(requestFor(operations, allNames), async (request) => {
      assertWellFormed(request, await service.inject(request));
    }), PARAMETERS);
  });

  it('answers any JSON-RPC body to /mcp with a JSON-RPC message or the envelope, never a 5xx', async () => {
    await fc.assert(fc.asyncProperty(mcpRequest(tools), async (request) => {
      assertWellFormed(request, await service.inject(request));
    }), PARAMETERS);
  });

  it('answers Stripe-shaped payloads 200 only when correctly signed, 400 otherwise, never a 5xx', async () => {
    await fc.assert(fc.asyncProperty(stripeRequest, async (request) => {
      const response = await service.inject(request);
      assertWellFormed(request, response);
      const signedWell = request.headers['stripe-signature'] !== undefined && !request.payload!.toString().includes('"livemode": true');
      if (!signedWell) assert.equal(response.statusCode, 400, response.payload);
    }), { ...PARAMETERS, numRuns: Math.max(50, Math.floor(RUNS / 3)) });
  });

  it('leaves every record as it was, but for the featured flag of schools a signed event named, and pollutes no prototype', async () => {
    const after_ = await observable(service);
    assert.deepEqual([...after_.keys()].sort(), [...before_.keys()].sort());
    for (const [key, record] of after_) {
      const previous = before_.get(key)!;
      if (TOUCHABLE.some((id) => key === `schools/${id}`)) {
        const { featured: _now, updatedAt: _changed, ...rest } = record;
        const { featured: _then, updatedAt: _was, ...restBefore } = previous;
        assert.deepEqual(rest, restBefore, key);
      } else {
        assert.deepEqual(record, previous, key);
      }
    }
    assert.equal(({} as Json).polluted, undefined);
    assert.equal((await service.service.server.inject({ url: '/health', remoteAddress: '10.77.0.4' })).statusCode, 200);
  });
});
