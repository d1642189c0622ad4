/**
 * A successful read Hapi would send as given is written by its handler
 * (browser/direct-answer.ts): the client cannot tell. On every read route,
 * the answer written directly has the status, bytes and headers of the same
 * answer sent through Hapi (a stale If-None-Match takes that way), a
 * revalidation naming the answer's own tag is the 304 Hapi sends, and the
 * access line says what was sent. So is a failure the client caused: a
 * parameter refused, a record missing, the rate limiter's refusal.
 */
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Request, ServerInjectResponse } from '@hapi/hapi';
import { COMPRESSION_MIN_BYTES } from '../../../../src/adapters/http/browser/compression.js';
import { directStatus, writeAnswer, wroteFailure } from '../../../../src/adapters/http/browser/direct-answer.js';
import { BackendUnavailableError, NotFoundError } from '../../../../src/domain/errors.js';
import { capturingLogger, type CapturedLogger } from '../../../support/capturing-logger.js';
import { decodedBytes } from '../../../support/decoded.js';
import { buildTestService } from '../../../support/build-test-service.js';
import { startTestService, type TestService } from '../../../support/test-service.js';

/** The headers that differ between any two answers: the request's id and date, and the client's counters. */
const PER_REQUEST = new Set(['x-request-id', 'date', 'x-ratelimit-remaining', 'ratelimit']);

/** The id the request was answered under. */
const idOf = (response: ServerInjectResponse) => String(response.headers['x-request-id']);

function lasting(response: ServerInjectResponse): Record<string, unknown> {
  return Object.fromEntries(Object.entries(response.headers).filter(([name]) => !PER_REQUEST.has(name)));
}

/** The header names as they go on the wire, in their order and case (Node has this since 15.13; @types/node lacks it). */
function namesAsSent(response: ServerInjectResponse): string[] {
  return (response.raw.res as typeof response.raw.res & { getRawHeaderNames(): string[] }).getRawHeaderNames();
}

/** The headers that say how a body is framed: its length when written directly, chunks when Hapi streams it encoded. */
const FRAMING = new Set(['content-length', 'transfer-encoding']);

function unframed(names: readonly string[]): string[] {
  return names.filter((name) => !FRAMING.has(name.toLowerCase()));
}

/** lasting()'s headers, less the framing. */
function unframedHeaders(response: ServerInjectResponse): Record<string, unknown> {
  return Object.fromEntries(Object.entries(lasting(response)).filter(([name]) => !FRAMING.has(name)));
}

/** A client whose rate-limit budget is a single request. */
const SPENDING_CLIENT = '10.77.0.1';

describe('answers written directly', () => {
  let service: TestService;
  let log: CapturedLogger;
  /** How each request's answer left, by its request id: directly (Hapi's response abandoned) or through Hapi. */
  const ways = new Map<string, 'direct' | 'hapi'>();
  before(async () => {
    log = capturingLogger();
    // The client that spends its budget below has a budget of one request.
    service = await startTestService({ logger: log.logger, env: { RATE_LIMIT_OVERRIDES: `${SPENDING_CLIENT}:0.001` } });
    service.service.server.events.on('response', (request: Request) => {
      ways.set(request.app.requestId, typeof request.response === 'symbol' ? 'direct' : 'hapi');
    });
  });
  after(() => service.stop());

  const wayOf = (response: ServerInjectResponse) => ways.get(String(response.headers['x-request-id']));
  /** Requests of one client address of their own, whose rate-limit budget no other test spends. */
  const clientAt = (remoteAddress: string, url: string) => (headers: Record<string, string> = {}) =>
    service.service.server.inject({ url, remoteAddress, headers });

  it('are, on every read route, what Hapi sends for the same answer', async () => {
    const reads = service.service.server.table().filter((route) => route.method === 'get' && route.path.startsWith('/api/v1'));
    assert.ok(reads.length >= 14, `${reads.length} read routes`);
    const urls = reads.map(({ path }) => `${path.replace(/\{[^}]+\}/g, '1')}${path === '/api/v1/suggest' ? '?q=zer' : ''}`);
    // A page with a Link header, one near a point, one with facets, and a detail under the compression threshold.
    urls.push('/api/v1/schools?limit=5&page=2', '/api/v1/schools?near=zermatt&limit=3', '/api/v1/schools?q=ski&facets=country,activity&limit=2', '/api/v1/categories/snowboard');
    let small = 0;
    for (const url of urls) {
      const direct = await service.inject(url);
      const throughHapi = await service.inject({ url, headers: { 'if-none-match': '"stale"' } });
      assert.equal(direct.statusCode, 200, `${url}: ${direct.payload.slice(0, 200)}`);
      assert.equal(wayOf(direct), 'direct', url);
      assert.equal(wayOf(throughHapi), 'hapi', url);
      assert.equal(throughHapi.statusCode, 200, url);
      assert.deepEqual(direct.rawPayload, throughHapi.rawPayload, `${url}: the same bytes`);
      assert.deepEqual(lasting(direct), lasting(throughHapi), `${url}: the same headers`);
      assert.deepEqual(namesAsSent(direct), namesAsSent(throughHapi), `${url}: named alike, in the same order`);
      // Revalidated: its own tag alone gets a 304 written directly; in a list, Hapi compares and answers the same.
      const tag = String(direct.headers.etag);
      const unchanged = await service.inject({ url, headers: { 'if-none-match': tag } });
      const unchangedThroughHapi = await service.inject({ url, headers: { 'if-none-match': `"stale", ${tag}` } });
      assert.equal(unchanged.statusCode, 304, url);
      assert.equal(wayOf(unchanged), 'direct', url);
      assert.equal(wayOf(unchangedThroughHapi), 'hapi', url);
      assert.equal(unchangedThroughHapi.statusCode, 304, url);
      assert.equal(unchanged.rawPayload.length, 0, url);
      assert.equal(unchanged.statusMessage, unchangedThroughHapi.statusMessage, url);
      assert.deepEqual(lasting(unchanged), lasting(unchangedThroughHapi), `${url}: a 304's headers`);
      assert.deepEqual(namesAsSent(unchanged), namesAsSent(unchangedThroughHapi), `${url}: a 304's names and order`);
      // To a client that takes an encoding, Hapi's 304 names it in its tag, whatever the body's size.
      const gzip = { 'accept-encoding': 'gzip' };
      const unchangedGzip = await service.inject({ url, headers: { 'if-none-match': tag, ...gzip } });
      const unchangedGzipThroughHapi = await service.inject({ url, headers: { 'if-none-match': `"stale", ${tag}`, ...gzip } });
      assert.equal(wayOf(unchangedGzip), 'direct', url);
      assert.equal(unchangedGzip.statusCode, 304, url);
      assert.equal(unchangedGzip.headers.etag, `${tag.slice(0, -1)}-gzip"`, url);
      assert.deepEqual(lasting(unchangedGzip), lasting(unchangedGzipThroughHapi), `${url}: a 304's headers, gzip accepted`);
      if (direct.rawPayload.length < COMPRESSION_MIN_BYTES) small += 1;
      else for (const encoding of ['br', 'gzip', 'deflate'] as const) {
        // Encoded in one call, with its length, where Hapi streams it in chunks: the same bytes, the same headers.
        const headers = { 'accept-encoding': encoding };
        const encoded = await service.inject({ url, headers });
        const encodedThroughHapi = await service.inject({ url, headers: { ...headers, 'if-none-match': '"stale"' } });
        assert.equal(wayOf(encoded), 'direct', `${url} ${encoding}`);
        assert.equal(wayOf(encodedThroughHapi), 'hapi', `${url} ${encoding}`);
        assert.equal(encoded.headers['content-encoding'], encoding, url);
        assert.deepEqual(decodedBytes(encoded.rawPayload, encoding), direct.rawPayload, `${url} ${encoding}: the same bytes decoded`);
        // One tag names one body: Hapi's encoders give the same bytes (its brotli is compression.ts's one-call encoder).
        assert.deepEqual(encodedThroughHapi.rawPayload, encoded.rawPayload, `${url} ${encoding}: the same bytes encoded`);
        assert.equal(Number(encoded.headers['content-length']), encoded.rawPayload.length, url);
        assert.equal(encoded.headers.etag, encodedThroughHapi.headers.etag, `${url} ${encoding}: the encoding's tag`);
        assert.deepEqual(unframedHeaders(encoded), unframedHeaders(encodedThroughHapi), `${url} ${encoding}: the same headers`);
        assert.deepEqual(unframed(namesAsSent(encoded)), unframed(namesAsSent(encodedThroughHapi)), `${url} ${encoding}: named alike, in the same order`);
      }
    }
    assert.ok(small > 0 && small < urls.length, 'bodies on both sides of the compression threshold');
  });

  it('include clients that refuse any encoding or take one, and leave the rest to Hapi: weak or encoded revalidation, no encoding at all', async () => {
    const url = '/api/v1/schools?limit=20';
    const identity = await service.inject({ url, headers: { 'accept-encoding': 'identity' } });
    assert.equal(wayOf(identity), 'direct');
    assert.equal(identity.headers.vary, 'accept-encoding');
    const gzip = await service.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    assert.equal(wayOf(gzip), 'direct');
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    // A client that refuses every encoding, identity too: what Hapi answers it is Hapi's to say.
    const none = await service.inject({ url, headers: { 'accept-encoding': 'identity;q=0' } });
    assert.equal(wayOf(none), 'hapi');
    // HEAD is its GET's head, in whichever encoding the client takes: the encoded body's tag, length and coding.
    for (const accepted of ['identity', 'gzip', 'br']) {
      const get = await service.inject({ url, headers: { 'accept-encoding': accepted } });
      const head = await service.inject({ method: 'HEAD', url, headers: { 'accept-encoding': accepted } });
      assert.equal(wayOf(head), 'direct', accepted);
      assert.equal(head.payload, '');
      assert.deepEqual(lasting(head), lasting(get), accepted);
      assert.deepEqual(namesAsSent(head), namesAsSent(get), accepted);
      // And where Hapi answers both (a stale tag is Hapi's to judge): the same tag and coding, the GET streamed, the HEAD measured.
      const stale = { 'accept-encoding': accepted, 'if-none-match': '"stale"' };
      const getThroughHapi = await service.inject({ url, headers: stale });
      const headThroughHapi = await service.inject({ method: 'HEAD', url, headers: stale });
      assert.equal(wayOf(headThroughHapi), 'hapi', accepted);
      assert.equal(headThroughHapi.payload, '');
      assert.deepEqual(unframedHeaders(headThroughHapi), unframedHeaders(getThroughHapi), accepted);
      if (accepted !== 'identity') assert.equal(Number(headThroughHapi.headers['content-length']), getThroughHapi.rawPayload.length, `${accepted}: the encoded length`);
    }
    // The encoded answer's tag, sent back by a client that takes that encoding, gets its 304 directly, as
    // Hapi would give it; for every encoding Hapi may pick.
    const tag = String(identity.headers.etag);
    for (const accepted of ['gzip', 'br', 'deflate', '*', 'gzip;q=0.5, br;q=0.9']) {
      const sent = await service.inject({ url, headers: { 'accept-encoding': accepted } });
      assert.notEqual(sent.headers.etag, tag, accepted);
      const revalidate = (ifNoneMatch: string) => service.inject({ url, headers: { 'if-none-match': ifNoneMatch, 'accept-encoding': accepted } });
      const unchanged = await revalidate(String(sent.headers.etag));
      const unchangedThroughHapi = await revalidate(`"stale", ${String(sent.headers.etag)}`);
      assert.equal(wayOf(unchanged), 'direct', accepted);
      assert.equal(wayOf(unchangedThroughHapi), 'hapi', accepted);
      assert.equal(unchanged.statusCode, 304, accepted);
      assert.equal(unchanged.headers.etag, sent.headers.etag, accepted);
      assert.deepEqual(lasting(unchanged), lasting(unchangedThroughHapi), `${accepted}: a 304's headers`);
      assert.deepEqual(namesAsSent(unchanged), namesAsSent(unchangedThroughHapi), `${accepted}: a 304's names and order`);
    }
    // A revalidation Hapi's rules must judge: a weak tag, or another encoding's.
    const weak = await service.inject({ url, headers: { 'if-none-match': `W/${tag}` } });
    assert.equal(wayOf(weak), 'hapi');
    assert.equal(weak.statusCode, 304);
    const otherEncoding = await service.inject({ url, headers: { 'if-none-match': `${tag.slice(0, -1)}-gzip"`, 'accept-encoding': 'br' } });
    assert.equal(wayOf(otherEncoding), 'hapi');
    assert.equal(otherEncoding.statusCode, 304);
    // A small body is never encoded, so it leaves directly whatever the client accepts.
    const small = await service.inject({ url: '/api/v1/categories/snowboard', headers: { 'accept-encoding': 'br, gzip' } });
    assert.equal(wayOf(small), 'direct');
    assert.equal(small.headers['content-encoding'], undefined);
  });

  it("are, for a failure the client caused, what Hapi sends for the same failure, and logged with its status", async () => {
    const failures = [
      '/api/v1/schools/999999', '/api/v1/schools/no-such-school', '/api/v1/resorts/999999', '/api/v1/instructors/999999',
      '/api/v1/categories/no-such-category', '/api/v1/schools?certified=maybe', '/api/v1/schools?near=no-such-resort', '/api/v1/schools?radius=5',
    ];
    for (const url of failures) {
      const direct = await service.inject(url);
      const throughHapi = await service.inject({ url, headers: { 'if-none-match': '"stale"' } });
      assert.ok([400, 404].includes(direct.statusCode), `${url}: ${direct.statusCode}`);
      assert.equal(wayOf(direct), 'direct', url);
      assert.equal(wayOf(throughHapi), 'hapi', url);
      assert.equal(throughHapi.statusCode, direct.statusCode, url);
      assert.equal(direct.statusMessage, throughHapi.statusMessage, url);
      // The same envelope, each with its own request's id.
      assert.equal(JSON.parse(direct.payload).error.requestId, idOf(direct));
      assert.equal(direct.payload.replace(idOf(direct), 'id'), throughHapi.payload.replace(idOf(throughHapi), 'id'), `${url}: the same envelope`);
      assert.deepEqual(lasting(direct), lasting(throughHapi), `${url}: the same headers`);
      assert.deepEqual(namesAsSent(direct), namesAsSent(throughHapi), `${url}: named alike, in the same order`);
      const line = log.lines().find((entry) => entry.requestId === idOf(direct));
      assert.equal(line?.status, direct.statusCode, url);
    }
    // Not the client's doing, or not to be sent as given: a path with no route, and an envelope quoting a value
    // long enough to take it past the compression threshold, where Hapi adds Vary.
    assert.equal(wayOf(await service.inject('/api/v1/no-such-list')), 'hapi');
    const long = await service.inject(`/api/v1/schools?country=${'x'.repeat(900)}`);
    assert.equal(long.statusCode, 400);
    assert.ok(long.rawPayload.length >= COMPRESSION_MIN_BYTES, `${long.rawPayload.length} bytes`);
    assert.equal(wayOf(long), 'hapi');
    assert.equal(long.headers.vary, 'accept-encoding');
    // A HEAD's failure is its GET's head, without the envelope.
    const head = await service.inject({ method: 'HEAD', url: '/api/v1/schools/999999' });
    const get = await service.inject('/api/v1/schools/999999');
    assert.equal(wayOf(head), 'direct');
    assert.equal(head.statusCode, 404);
    assert.equal(head.payload, '');
    assert.deepEqual(lasting(head), lasting(get));
  });

  it('include a refusal of the rate limiter, with its Retry-After, as Hapi sends it', async () => {
    // One client of its own spends its budget of one; the refusals then come at once, before routing.
    const asClient = clientAt(SPENDING_CLIENT, '/api/v1/schools/1');
    assert.equal((await asClient()).statusCode, 200);
    const direct = await asClient();
    const throughHapi = await asClient({ 'if-none-match': '"stale"' });
    assert.equal(direct.statusCode, 429);
    assert.equal(throughHapi.statusCode, 429);
    assert.equal(wayOf(direct), 'direct');
    assert.equal(wayOf(throughHapi), 'hapi');
    assert.ok(Number(direct.headers['retry-after']) > 0);
    assert.equal(direct.statusMessage, throughHapi.statusMessage);
    assert.deepEqual(log.lines().filter((entry) => entry.requestId === idOf(direct)).map((entry) => entry.status), [429], 'one access line');
    assert.equal(direct.payload.replace(idOf(direct), 'id'), throughHapi.payload.replace(idOf(throughHapi), 'id'));
    // The counters' reset and Retry-After may tick between the two: the names, their order and the rest are the same.
    const steady = (response: ServerInjectResponse) => Object.fromEntries(Object.entries(lasting(response)).filter(([name]) => !['x-ratelimit-reset', 'retry-after'].includes(name)));
    assert.deepEqual(steady(direct), steady(throughHapi));
    assert.deepEqual(namesAsSent(direct), namesAsSent(throughHapi));
  });

  it('are logged with the status they were sent with', async () => {
    const response = await service.inject('/api/v1/schools/1');
    assert.equal(wayOf(response), 'direct');
    const line = log.lines().find((entry) => entry.requestId === response.headers['x-request-id']);
    assert.equal(line?.status, 200);
    assert.equal(line?.path, '/api/v1/schools/1');
    const unchanged = await service.inject({ url: '/api/v1/schools/1', headers: { 'if-none-match': String(response.headers.etag) } });
    assert.equal(wayOf(unchanged), 'direct');
    assert.equal(log.lines().find((entry) => entry.requestId === idOf(unchanged))?.status, 304);
  });

  it('count a 304 against the rate limit like any answer', async () => {
    const asClient = clientAt('10.78.0.1', '/api/v1/schools/2');
    const first = await asClient();
    const tag = String(first.headers.etag);
    const [once, twice] = [await asClient({ 'if-none-match': tag }), await asClient({ 'if-none-match': tag })];
    assert.deepEqual([once.statusCode, twice.statusCode], [304, 304]);
    assert.deepEqual([wayOf(once), wayOf(twice)], ['direct', 'direct']);
    const remaining = [first, once, twice].map((response) => Number(response.headers['x-ratelimit-remaining']));
    assert.deepEqual(remaining, [remaining[0], (remaining[0] as number) - 1, (remaining[0] as number) - 2]);
  });
});

describe('failures and 304s written directly, over a real socket', () => {
  it('reach the client as an envelope with every header, on a connection kept for the next request, as does a 304', async () => {
    // A budget of four requests a minute for this client (100 times 0.04).
    const service = await buildTestService({ env: { RATE_LIMIT_OVERRIDES: '127.0.0.1:0.04' } });
    await service.start();
    try {
      const base = `http://127.0.0.1:${service.server.info.port}`;
      // fetch asks for gzip unless told otherwise: this client takes the answers as they are.
      const identity = { 'accept-encoding': 'identity' };
      const answer = await fetch(`${base}/api/v1/schools/1`, { headers: identity });
      const tag = String(answer.headers.get('etag'));
      await answer.arrayBuffer();
      const unchanged = await fetch(`${base}/api/v1/schools/1`, { headers: { 'if-none-match': tag, ...identity } });
      assert.equal(unchanged.status, 304);
      assert.equal(unchanged.headers.get('etag'), tag);
      assert.equal(unchanged.headers.get('content-length'), null);
      assert.equal(unchanged.headers.get('transfer-encoding'), null);
      assert.equal(unchanged.headers.get('connection'), 'keep-alive');
      assert.equal((await unchanged.arrayBuffer()).byteLength, 0);
      const missing = await fetch(`${base}/api/v1/schools/999999`);
      const refusedParameter = await fetch(`${base}/api/v1/schools?certified=maybe`);
      const refused = await fetch(`${base}/api/v1/schools/1`);
      const answers = [[missing, 404, 'school_not_found'], [refusedParameter, 400, 'invalid_parameter'], [refused, 429, 'rate_limited']] as const;
      for (const [response, status, code] of answers) {
        assert.equal(response.status, status);
        assert.equal(response.headers.get('content-type'), 'application/json; charset=utf-8');
        assert.equal(response.headers.get('cache-control'), 'no-cache');
        assert.equal(response.headers.get('access-control-allow-origin'), '*');
        assert.equal(response.headers.get('connection'), 'keep-alive');
        const body = await response.json() as { success: boolean; error: { status: number; code: string; requestId: string } };
        assert.deepEqual([body.success, body.error.status, body.error.code], [false, status, code]);
        assert.equal(body.error.requestId, response.headers.get('x-request-id'));
      }
      assert.equal(refused.headers.get('x-ratelimit-remaining'), '0');
      assert.ok(Number(refused.headers.get('retry-after')) > 0);
    } finally {
      await service.stop();
    }
  });
});

describe('writing an answer directly', () => {
  /** A request as directStatus and writeAnswer read it, on a raw response of its own that keeps the head it is given. */
  const requestOf = (fields: { started?: number; isInjected?: boolean; acceptEncoding?: string } = {}) => {
    const res = new ServerResponse(new IncomingMessage(new Socket()));
    const written: { head?: (string | number)[] } = {};
    res.writeHead = function keptHead(this: ServerResponse, status: number, head?: (string | number)[]) {
      written.head = head;
      return ServerResponse.prototype.writeHead.call(this, status, head);
    } as typeof res.writeHead;
    const request = {
      method: 'get', headers: {}, isInjected: fields.isInjected ?? false,
      server: { info: { started: fields.started ?? Date.now() } }, info: { acceptEncoding: fields.acceptEncoding ?? 'identity' },
      raw: { res }, app: { responseHeaders: ['X-Request-Id', 'r-1'] },
    } as unknown as Request;
    return { request, written };
  };
  const answer = { bytes: Buffer.alloc(COMPRESSION_MIN_BYTES, 0x20), tag: 'tag', lasting: false };
  /** How a 200 of `length` bytes would leave, without an If-None-Match: written directly (200), or left to Hapi (null). */
  const leaves = (request: Request, length: number) => directStatus(request, { bytes: Buffer.alloc(length, 0x20), tag: 'tag', lasting: false });

  it('is left to Hapi before the server has started, when Hapi closes each connection after its answer', () => {
    assert.equal(leaves(requestOf().request, 10), 200);
    assert.equal(leaves(requestOf({ started: 0 }).request, 10), null);
    assert.equal(leaves(requestOf({ started: 0, isInjected: true }).request, 10), 200);
    assert.equal(leaves(requestOf({ acceptEncoding: 'gzip' }).request, COMPRESSION_MIN_BYTES), 200);
    assert.equal(leaves(requestOf({ acceptEncoding: '' }).request, COMPRESSION_MIN_BYTES), null);
    assert.equal(leaves(requestOf({ acceptEncoding: '' }).request, COMPRESSION_MIN_BYTES - 1), 200);
  });

  it('is left to Hapi for a request with a body, and for a response told to close its connection', () => {
    const withBody = requestOf().request;
    withBody.headers['content-length'] = '5';
    assert.equal(leaves(withBody, 10), null);
    const chunked = requestOf().request;
    chunked.headers['transfer-encoding'] = 'chunked';
    assert.equal(leaves(chunked, 10), null);
    const draining = requestOf().request;
    draining.raw.res.setHeader('Connection', 'close');
    assert.equal(leaves(draining, 10), null);
  });

  it('writes the headers every answer carries, then its own, adding the encoding to a Vary of the route\'s own in that header\'s place, as Hapi does', () => {
    const { request, written } = requestOf();
    writeAnswer(request, answer, 'private, max-age=60', { Vary: 'origin', Link: '</a>; rel="next"' });
    const head = written.head ?? [];
    const names = head.filter((_, at) => at % 2 === 0);
    assert.deepEqual(names, ['X-Request-Id', 'content-type', 'etag', 'cache-control', 'vary', 'link', 'content-length']);
    assert.equal(head[head.indexOf('vary') + 1], 'origin,accept-encoding');
    assert.equal(request.raw.res.headersSent, true);
    // Written: a header added after the answer goes straight onto the raw response, and is not kept for another head.
    assert.equal(request.app.responseHeaders, null);
  });

  it('encodes the body in the encoding Hapi chose, with its length, its name after the Vary and the tag suffixed', () => {
    for (const encoding of ['br', 'gzip', 'deflate'] as const) {
      const { request, written } = requestOf({ acceptEncoding: encoding });
      const sent: Buffer[] = [];
      request.raw.res.end = function keptBody(this: ServerResponse, body?: Buffer) {
        if (body !== undefined) sent.push(body);
        return this;
      } as typeof request.raw.res.end;
      writeAnswer(request, answer, 'private, max-age=60', { Link: '</a>; rel="next"' });
      const head = written.head ?? [];
      assert.deepEqual(head.filter((_, at) => at % 2 === 0), ['X-Request-Id', 'content-type', 'etag', 'cache-control', 'link', 'content-length', 'vary', 'content-encoding']);
      assert.equal(head[head.indexOf('etag') + 1], `"tag-${encoding}"`);
      assert.equal(head[head.indexOf('content-encoding') + 1], encoding);
      const [body] = sent;
      assert.ok(body !== undefined && body.length < answer.bytes.length, encoding);
      assert.equal(head[head.indexOf('content-length') + 1], body.length);
      assert.deepEqual(decodedBytes(body, encoding), answer.bytes, encoding);
    }
  });

  it('writes nothing when Node refuses a header, and leaves the headers every answer carries to the error answer', () => {
    const { request } = requestOf();
    assert.throws(() => writeAnswer(request, answer, 'private, max-age=60', { Link: 'bad\r\nvalue' }), { code: 'ERR_INVALID_CHAR' });
    assert.equal(request.raw.res.headersSent, false);
    // The error answer gets its own reason phrase, not the refused answer's "OK".
    assert.equal(request.raw.res.statusMessage, undefined);
    assert.deepEqual(request.raw.res.getHeaderNames(), []);
    assert.deepEqual(request.app.responseHeaders, ['X-Request-Id', 'r-1']);
  });

  it('writes a failure only when the client caused it, and writes nothing when Node refuses a header', () => {
    const { request } = requestOf();
    assert.equal(wroteFailure(request, new Error('a fault of the service')), false);
    assert.equal(wroteFailure(request, new BackendUnavailableError()), false);
    assert.equal(request.raw.res.headersSent, false);
    const refused = requestOf().request;
    refused.app.responseHeaders = ['X-Request-Id', 'bad\r\nvalue'];
    assert.equal(wroteFailure(refused, new NotFoundError('School', 1)), false);
    assert.equal(refused.raw.res.headersSent, false);
    assert.equal(refused.raw.res.statusMessage, undefined);
    assert.deepEqual(refused.raw.res.getHeaderNames(), []);
    const { request: found, written } = requestOf();
    assert.equal(wroteFailure(found, new NotFoundError('School', 1)), true);
    assert.deepEqual(written.head?.filter((_, at) => at % 2 === 0), ['X-Request-Id', 'content-type', 'cache-control', 'content-length']);
    assert.equal(found.raw.res.statusCode, 404);
    assert.equal(found.app.responseHeaders, null);
    // An answer already on its way is never followed by another.
    assert.equal(wroteFailure(found, new NotFoundError('School', 2)), false);
  });

  it('takes its own headers off again from a response that had headers set on it when Node refuses one', () => {
    const { request } = requestOf();
    // A response told to close its connection (graceful-drain.ts) has a header already: Node sets the rest one by one.
    request.raw.res.setHeader('Connection', 'close');
    assert.throws(() => writeAnswer(request, answer, 'private, max-age=60', { Link: 'bad\r\nvalue' }), { code: 'ERR_INVALID_CHAR' });
    assert.deepEqual(request.raw.res.getHeaderNames(), ['connection', 'x-request-id']);
    assert.equal(request.raw.res.headersSent, false);
    assert.equal(request.raw.res.statusMessage, undefined);
  });
});
