/**
 * Validators and freshness on the read API: a strong ETag from the body
 * bytes, 304 on If-None-Match (counted, with the counters), Cache-Control
 * per endpoint; and brotli/gzip above the size threshold.
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { MURMUR_DIGEST_BYTES, murmurHash3x86128 } from '../../../../src/adapters/http/browser/murmur-hash.js';
import { COMPRESSION_MIN_BYTES } from '../../../../src/adapters/http/browser/compression.js';
import { startTestService, type TestService } from '../../../support/test-service.js';
import { decodedBytes } from '../../../support/decoded.js';

/** A strong tag as the service writes it: the hash's digest in base64url, quoted. */
const STRONG_TAG = new RegExp(`^"[A-Za-z0-9_-]{${Buffer.alloc(MURMUR_DIGEST_BYTES).toString('base64url').length}}"$`);

describe('conditional requests', () => {
  let service: TestService;
  let other: TestService;
  before(async () => { [service, other] = await Promise.all([startTestService(), startTestService()]); });
  after(() => Promise.all([service.stop(), other.stop()]));

  it('tags every successful read with a strong ETag of its body, the same on every instance', async () => {
    const urls = [
      '/api/v1', '/api/v1/schools?limit=3', '/api/v1/schools/1', '/api/v1/schools?near=zermatt&limit=3', '/api/v1/resorts/zermatt', '/api/v1/instructors/1',
      '/api/v1/countries', '/api/v1/categories', '/api/v1/categories/snowboard', '/api/v1/suggest?q=zer', '/api/v1/openapi.json',
      // Long pages, joined in memory used again (http/page-memory.ts) and tagged there before they are sent.
      '/api/v1/schools?limit=100', '/api/v1/schools?near=zermatt&radius=500&limit=100', '/api/v1/instructors?limit=100',
    ];
    for (const url of urls) {
      const [first, second] = await Promise.all([service.inject(url), other.inject(url)]);
      const etag = String(first.headers.etag);
      assert.match(etag, /^"[A-Za-z0-9_-]+"$/, `${url} has a strong ETag`);
      assert.equal(etag, `"${murmurHash3x86128(first.rawPayload).toString('base64url')}"`, `${url}: a hash of the bytes sent`);
      assert.equal(second.headers.etag, etag, `${url}: same bytes, same tag on another instance`);
      assert.equal((await service.inject(url)).headers.etag, etag, `${url}: the same tag once its records are remembered`);
    }
    const page1 = await service.inject('/api/v1/schools?limit=3');
    const page2 = await service.inject('/api/v1/schools?limit=3&page=2');
    assert.notEqual(page1.headers.etag, page2.headers.etag);
  });

  it('tags the answer of every read route there is, not only the ones named here', async () => {
    const reads = service.service.server.table().filter((route) => route.method === 'get' && route.path.startsWith('/api/v1'));
    assert.ok(reads.length >= 14, `${reads.length} read routes`);
    for (const { path } of reads) {
      const url = `${path.replace(/\{[^}]+\}/g, '1')}${path === '/api/v1/suggest' ? '?q=zer' : ''}`;
      const response = await service.inject(url);
      assert.equal(response.statusCode, 200, url);
      assert.match(String(response.headers.etag), STRONG_TAG, `${url} has a strong ETag`);
      assert.match(String(response.headers['cache-control']), /^private, max-age=\d+$/, `${url} says how long it keeps`);
    }
  });

  it('answers If-None-Match with the current tag 304, without a body, counted and with the counters', async () => {
    const remoteAddress = '10.6.1.1';
    const url = '/api/v1/schools?limit=5';
    const first = await service.inject({ url, remoteAddress });
    const etag = String(first.headers.etag);
    const revalidated = await service.inject({ url, remoteAddress, headers: { 'if-none-match': etag } });
    assert.equal(revalidated.statusCode, 304);
    assert.equal(revalidated.payload, '');
    assert.equal(revalidated.headers.etag, etag);
    assert.equal(revalidated.headers['cache-control'], first.headers['cache-control']);
    assert.equal(Number(revalidated.headers['x-ratelimit-remaining']), Number(first.headers['x-ratelimit-remaining']) - 1, 'a 304 is counted');
    assert.equal((await service.inject({ method: 'HEAD', url, remoteAddress, headers: { 'if-none-match': etag } })).statusCode, 304);
    const listed = await service.inject({ url, remoteAddress, headers: { 'if-none-match': `"stale", ${etag}` } });
    assert.equal(listed.statusCode, 304, 'any tag of the list may match');
    const changed = await service.inject({ url, remoteAddress, headers: { 'if-none-match': '"stale"' } });
    assert.equal(changed.statusCode, 200);
    assert.equal(changed.payload, first.payload);
    // RFC 9110 13.1.2: `*` holds for any current representation, which every successful read is.
    for (const method of ['GET', 'HEAD'] as const) {
      const any = await service.inject({ method, url, remoteAddress, headers: { 'if-none-match': ' * ' } });
      assert.equal(any.statusCode, 304, method);
      assert.equal(any.payload, '');
      assert.equal(any.headers['cache-control'], first.headers['cache-control']);
      assert.ok(String(any.headers.etag).startsWith(etag.slice(0, -1)), `${method}: the answer's tag`);
    }
    const missing = await service.inject({ url: '/api/v1/schools/no-such-school', remoteAddress, headers: { 'if-none-match': '*' } });
    assert.equal(missing.statusCode, 404, 'nothing there, nothing to match');
  });

  it('revalidates the weak tag a weak revalidation was given back, the encoding appended, on the API and the reference pages', async () => {
    for (const url of ['/api/v1/schools?limit=5', '/api/v1/schools/1', '/docs']) {
      for (const encoding of ['br', 'gzip']) {
        const headers = { 'accept-encoding': encoding };
        const first = await service.service.server.inject({ url, headers, remoteAddress: '10.6.1.4' });
        const bare = String(first.headers.etag).replace(`-${encoding}"`, '"');
        const weak = await service.service.server.inject({ url, headers: { ...headers, 'if-none-match': `W/${bare}` }, remoteAddress: '10.6.1.4' });
        assert.equal(weak.statusCode, 304, `${url} ${encoding}`);
        const given = String(weak.headers.etag);
        assert.equal(given, `W/${bare.slice(0, -1)}-${encoding}"`, `${url} ${encoding}: the weak tag, the encoding appended`);
        // Sent back as it was given, it revalidates again: Hapi's own comparison missed it, and the whole answer came back.
        const again = await service.service.server.inject({ url, headers: { ...headers, 'if-none-match': given }, remoteAddress: '10.6.1.4' });
        assert.equal(again.statusCode, 304, `${url} ${encoding}: ${given}`);
        assert.equal(again.headers.etag, given);
      }
    }
  });

  it('answers If-Match naming none of the current tags 412 (RFC 9110 13.1.1), and any that names one as usual', async () => {
    const remoteAddress = '10.6.1.3';
    const url = '/api/v1/schools?limit=5';
    const first = await service.inject({ url, remoteAddress });
    const etag = String(first.headers.etag);
    const encoded = `${etag.slice(0, -1)}-br"`;
    for (const ifMatch of [etag, encoded, '*', `"stale", ${etag}`]) {
      const response = await service.inject({ url, remoteAddress, headers: { 'if-match': ifMatch } });
      assert.equal(response.statusCode, 200, ifMatch);
      assert.equal(response.payload, first.payload);
    }
    for (const ifMatch of ['"stale"', `W/${etag}`, `${etag.slice(0, -1)}-zip"`]) {
      const refused = await service.inject({ url, remoteAddress, headers: { 'if-match': ifMatch } });
      assert.equal(refused.statusCode, 412, ifMatch);
      const { error } = JSON.parse(refused.payload);
      assert.equal(error.code, 'precondition_failed');
      assert.ok(error.message.includes(etag), 'it names the current tag');
    }
    // A record that is not there is its 404, whatever the precondition (RFC 9110 13.2.1).
    assert.equal((await service.inject({ url: '/api/v1/schools/no-such-school', remoteAddress, headers: { 'if-match': '"stale"' } })).statusCode, 404);
  });

  it('says per endpoint how long a client may reuse an answer, privately: it carries that client\'s counters', async () => {
    const expected: Record<string, string> = {
      '/api/v1/schools?limit=1': 'private, max-age=60',
      '/api/v1/resorts/1': 'private, max-age=60',
      '/api/v1/categories': 'private, max-age=300',
      '/api/v1/countries': 'private, max-age=300',
      '/api/v1': 'private, max-age=3600',
      '/api/v1/openapi.json': 'private, max-age=3600',
    };
    for (const [url, cacheControl] of Object.entries(expected)) assert.equal((await service.inject(url)).headers['cache-control'], cacheControl, url);
    const notFound = await service.inject('/api/v1/schools/no-such-school');
    assert.equal(notFound.headers.etag, undefined, 'errors carry no validator');
    assert.equal(notFound.headers['cache-control'], 'no-cache');
  });

  it('lets anyone, a CDN included, keep the reference pages', async () => {
    for (const url of ['/docs', '/docs/reference', '/docs/ui/swagger-ui.css']) {
      assert.match(String((await service.inject(url)).headers['cache-control']), /public/, url);
    }
  });

  it('answers If-None-Match: * on the reference pages 304, as on the API, encoded or not', async () => {
    for (const url of ['/docs', '/docs/reference', '/docs/ui/swagger-ui.css']) {
      for (const encoding of ['identity', 'br']) {
        const any = await service.service.server.inject({ url, headers: { 'if-none-match': '*', 'accept-encoding': encoding } });
        assert.equal(any.statusCode, 304, `${url} ${encoding}`);
        assert.equal(any.rawPayload.length, 0);
        assert.ok(any.headers.etag !== undefined, `${url} ${encoding}: with its tag`);
      }
    }
  });

  it('answers If-Match on the reference pages as on the API: 412 for none of the current tags', async () => {
    for (const url of ['/docs', '/docs/reference', '/docs/ui/swagger-ui.css']) {
      const first = await service.service.server.inject({ url, headers: { 'accept-encoding': 'br' } });
      const encoded = String(first.headers.etag);
      for (const ifMatch of [encoded, `${encoded.slice(0, -'-br"'.length)}"`, '*']) {
        const response = await service.service.server.inject({ url, headers: { 'if-match': ifMatch } });
        assert.equal(response.statusCode, 200, `${url} ${ifMatch}`);
      }
      const refused = await service.service.server.inject({ url, headers: { 'if-match': '"an-older-page"' } });
      assert.equal(refused.statusCode, 412, url);
      const { error } = JSON.parse(refused.payload);
      assert.equal(error.code, 'precondition_failed');
      assert.ok(error.message.includes(encoded.slice(1, -'-br"'.length)), `${url}: it names the current tag`);
    }
  });
});

// Compressed bodies are bytes, not the JSON the document check reads: these go to the server itself.
describe('compression', () => {
  let service: TestService;
  before(async () => { service = await startTestService(); });
  after(() => service.stop());

  const get = (url: string, encoding: string, headers: Record<string, string> = {}, method = 'GET') =>
    service.service.server.inject({ method, url, headers: { 'accept-encoding': encoding, ...headers }, remoteAddress: '10.6.2.1' });

  it('answers brotli when accepted, preferring it to gzip, with the encoding in the ETag', async () => {
    const plain = await get('/api/v1/schools?limit=20', 'identity');
    for (const encoding of ['br', 'gzip, br', 'gzip;q=0.5, br;q=0.5']) {
      const response = await get('/api/v1/schools?limit=20', encoding);
      assert.equal(response.headers['content-encoding'], 'br', encoding);
      assert.equal(decodedBytes(response.rawPayload, 'br').toString(), plain.payload);
      assert.equal(response.headers.etag, `${String(plain.headers.etag).slice(0, -1)}-br"`);
      assert.match(String(response.headers.vary), /accept-encoding/i);
      assert.ok(response.rawPayload.length < plain.rawPayload.length / 3, 'JSON compresses well');
    }
    const revalidated = await service.service.server.inject({
      url: '/api/v1/schools?limit=20', headers: { 'accept-encoding': 'br', 'if-none-match': String((await get('/api/v1/schools?limit=20', 'br')).headers.etag) },
    });
    assert.equal(revalidated.statusCode, 304, 'the compressed form revalidates');
  });

  it('answers gzip to gzip-only clients', async () => {
    const response = await get('/api/v1/schools?limit=20', 'gzip');
    assert.equal(response.headers['content-encoding'], 'gzip');
    assert.equal(decodedBytes(response.rawPayload, 'gzip').toString(), (await get('/api/v1/schools?limit=20', 'identity')).payload);
  });

  it('sends the /docs pages and files encoded as Hapi would, each tagged per encoding, revalidated, and the same bytes decoded', async () => {
    for (const url of ['/docs', '/docs/reference', '/docs/ui/swagger-ui.css', '/docs/ui/swagger-ui-bundle.js']) {
      const plain = await get(url, 'identity');
      assert.equal(plain.statusCode, 200, url);
      assert.match(String(plain.headers.vary), /accept-encoding/, url);
      for (const encoding of ['br', 'gzip'] as const) {
        const first = await get(url, encoding);
        const again = await get(url, encoding);
        assert.equal(first.headers['content-encoding'], encoding, url);
        assert.deepEqual(decodedBytes(first.rawPayload, encoding), plain.rawPayload, `${url} ${encoding}`);
        assert.deepEqual(again.rawPayload, first.rawPayload, `${url} ${encoding}: the same bytes each time`);
        // Encoded beforehand, so sent with its length; Hapi's encoder would stream it in chunks.
        assert.equal(Number(first.headers['content-length']), first.rawPayload.length, `${url} ${encoding}`);
        assert.equal(first.headers['cache-control'], plain.headers['cache-control'], url);
        assert.equal(first.headers['content-type'], plain.headers['content-type'], url);
        assert.equal(first.headers['content-security-policy'], plain.headers['content-security-policy'], url);
        assert.match(String(first.headers.vary), /accept-encoding/, url);
        // Tagged (and a file dated), the tag suffixed with the encoding; the encoded form revalidates.
        assert.equal(first.headers.etag, `${String(plain.headers.etag).slice(0, -1)}-${encoding}"`, url);
        assert.equal(first.headers['last-modified'], plain.headers['last-modified'], url);
        const revalidated = await get(url, encoding, { 'if-none-match': String(first.headers.etag) });
        assert.equal(revalidated.statusCode, 304, `${url} ${encoding}`);
      }
    }
    // A file revalidates by its date too; HEAD gets the encoded answer's headers and no body.
    const css = '/docs/ui/swagger-ui.css';
    const dated = await get(css, 'identity', { 'if-modified-since': String((await get(css, 'identity')).headers['last-modified']) });
    assert.equal(dated.statusCode, 304);
    const head = await get(css, 'br', {}, 'HEAD');
    const got = await get(css, 'br');
    assert.equal(head.statusCode, 200);
    assert.equal(head.headers['content-length'], got.headers['content-length']);
    assert.equal(head.headers.etag, got.headers.etag);
    // A file under the threshold goes out as it is, tagged, with nothing to vary on.
    const start = await get('/docs/ui/start.js', 'br, gzip');
    assert.equal(start.headers['content-encoding'], undefined);
    assert.equal(start.headers.vary, undefined);
    assert.match(String(start.headers.etag), /^"[\w-]+"$/);
    // An image is no text to compress: it goes out as it is, whatever the client accepts.
    const icon = await get('/docs/ui/favicon-32x32.png', 'br, gzip');
    assert.equal(icon.headers['content-encoding'], undefined);
    assert.equal(icon.headers['content-type'], 'image/png');
  });

  it('sends small answers as they are', async () => {
    const small = await get('/api/v1/schools/no-such-school', 'br, gzip');
    assert.ok(small.rawPayload.length < COMPRESSION_MIN_BYTES);
    assert.equal(small.headers['content-encoding'], undefined);
  });
});
