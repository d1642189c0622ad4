/**
 * Bodies encoded in one call (browser/compression.ts): what each encoding
 * decodes to, which encodings are kept with the body they encode, Hapi's
 * brotli encoder giving the same bytes as an answer encoded here, and
 * brotli's quality by length (the long kept bodies at the better one).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import Hapi from '@hapi/hapi';
import { encodedNow, isContentEncoding, keptEncoding, registerBrotli } from '../../../../src/adapters/http/browser/compression.js';
import { DOCS_ASSETS } from '../../../../src/adapters/http/routes/docs-assets.js';
import { decodedBytes } from '../../../support/decoded.js';

const ENCODINGS = ['br', 'gzip', 'deflate'] as const;

const RESORTS = ['Zermatt', 'Verbier', 'Chamonix', 'St. Anton', 'Kitzbühel', "Val d'Isère", 'Courchevel', 'Davos'];

/**
 * JSON of about `length` bytes, repetitive as a page of records is, and varied as one is too: a body of one
 * record repeated can encode to the same bytes at two brotli qualities (4 and 5 did).
 */
function page(length: number): Buffer {
  const records: string[] = [];
  for (let id = 1, size = 2; size < length; id += 1) {
    const record = JSON.stringify({ id, name: `École de ski ${RESORTS[(id * 5) % RESORTS.length]} ${(id * 7919) % 1000}`, languages: ['de', 'en', 'fr'], rating: ((id * 37) % 50) / 10 });
    records.push(record);
    size += record.length + 1;
  }
  return Buffer.from(`[${records.join(',')}]`);
}

describe('bodies encoded in one call', () => {
  it('decode to the body, in each encoding Hapi may choose, and only those', () => {
    const body = page(20_000);
    for (const encoding of ENCODINGS) {
      assert.ok(isContentEncoding(encoding));
      const encoded = encodedNow(body, encoding);
      assert.ok(encoded.length < body.length / 5, `${encoding}: ${encoded.length} bytes`);
      assert.deepEqual(decodedBytes(encoded, encoding), body, encoding);
    }
    for (const other of ['identity', '', 'compress', 'toString', '__proto__']) assert.equal(isContentEncoding(other), false, other);
  });

  it('are made once for a long kept body, off this thread, and kept with it; a short one is made now each time', async () => {
    const long = { bytes: page(40_000) };
    for (const encoding of ENCODINGS) {
      const first = keptEncoding(long, encoding);
      assert.ok(first instanceof Promise, `${encoding}: made on libuv's threads`);
      assert.equal(keptEncoding(long, encoding), first, `${encoding}: asked again while it is made, the same promise`);
      const made = await first;
      assert.deepEqual(decodedBytes(made, encoding), long.bytes, encoding);
      assert.equal(keptEncoding(long, encoding), made, `${encoding}: then the bytes themselves, kept`);
    }
    const other = keptEncoding({ bytes: long.bytes }, 'br');
    assert.ok(other instanceof Promise, 'another body, its own encoding');
    await other;
    const short = { bytes: page(2_000) };
    const now = keptEncoding(short, 'gzip');
    assert.ok(Buffer.isBuffer(now));
    assert.notEqual(keptEncoding(short, 'gzip'), now, 'short: made anew');
  });

  it("give Swagger UI's bundle, kept once encoded, a brotli form smaller than its gzip: quality is spent where it is paid once", async () => {
    const asset = DOCS_ASSETS['swagger-ui-bundle.js'];
    assert.ok(asset !== undefined && 'file' in asset);
    const bundle = { bytes: readFileSync(asset.file) };
    const [br, gzip] = await Promise.all([keptEncoding(bundle, 'br'), keptEncoding(bundle, 'gzip')]);
    assert.ok(br.length < gzip.length * 0.97, `brotli ${br.length} bytes, gzip ${gzip.length}`);
  });

  // Brotli's quality changes with the length (compression.ts brotliQuality): each side of that length is asked.
  it("through Hapi's encoder registry, and kept, give brotli the bytes an answer encoded here has, short or long", async () => {
    const server = Hapi.server({ compression: { minBytes: 1024 } });
    registerBrotli(server);
    for (const length of [30_000, 200_000]) {
      const body = page(length);
      server.route({ method: 'GET', path: `/page/${length}`, handler: (_request, h) => h.response(Readable.from([body.subarray(0, 10_000), body.subarray(10_000)], { objectMode: false })).type('application/json') });
      const response = await server.inject({ url: `/page/${length}`, headers: { 'accept-encoding': 'br' } });
      assert.equal(response.headers['content-encoding'], 'br');
      const now = encodedNow(body, 'br');
      assert.deepEqual(response.rawPayload, now, `${length}: the same bytes, though Hapi streamed the body in two pieces`);
      assert.deepEqual(await keptEncoding({ bytes: body }, 'br'), now, `${length}: the same bytes kept`);
    }
  });
});
