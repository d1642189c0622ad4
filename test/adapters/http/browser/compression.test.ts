/**
 * Bodies encoded in one call (browser/compression.ts): what each encoding
 * decodes to, and which encodings are kept with the answer they encode.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { encodedBody, isContentEncoding } from '../../../../src/adapters/http/browser/compression.js';

const DECODE = { br: brotliDecompressSync, gzip: gunzipSync, deflate: inflateSync } as const;

/** JSON of about `length` bytes, repetitive as a page of records is. */
function page(length: number): Buffer {
  const record = '{"id":1,"name":"École de ski Zermatt","languages":["de","en","fr"]},';
  return Buffer.from(`[${record.repeat(Math.ceil(length / record.length))}]`);
}

describe('bodies encoded in one call', () => {
  it('decode to the body, in each encoding Hapi may choose, and only those', () => {
    const body = page(20_000);
    for (const encoding of ['br', 'gzip', 'deflate'] as const) {
      assert.ok(isContentEncoding(encoding));
      const encoded = encodedBody(body, encoding);
      assert.ok(encoded.length < body.length / 5, `${encoding}: ${encoded.length} bytes`);
      assert.deepEqual(DECODE[encoding](encoded), body, encoding);
    }
    for (const other of ['identity', '', 'compress', 'toString', '__proto__']) assert.equal(isContentEncoding(other), false, other);
  });

  it('are kept with a lasting answer when the body is long, and made anew when it is short or not lasting', () => {
    const long = page(40_000);
    const answer = {};
    const first = encodedBody(long, 'br', answer);
    assert.equal(encodedBody(long, 'br', answer), first, 'kept');
    assert.notEqual(encodedBody(long, 'gzip', answer), first, 'each encoding its own');
    assert.notEqual(encodedBody(long, 'br', {}), first, 'another answer, another copy');
    assert.notEqual(encodedBody(long, 'br'), encodedBody(long, 'br'), 'not lasting');
    const short = page(2_000);
    assert.notEqual(encodedBody(short, 'br', answer), encodedBody(short, 'br', answer), 'short: made anew');
  });
});
