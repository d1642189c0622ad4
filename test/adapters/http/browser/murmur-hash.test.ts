/**
 * The ETag's hash is MurmurHash3 x86 128 bit for bit, over bytes wherever they lie in memory.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { MURMUR_DIGEST_BYTES, murmurHash3x86128 } from '../../../../src/adapters/http/browser/murmur-hash.js';

describe('MurmurHash3 x86 128', () => {
  it('passes smhasher\'s verification of the reference: 0xB3ECE62A', () => {
    // Keys of 0 to 255 bytes, key[i] = i, each hashed with the seed 256 - its length; their digests, in
    // order, hashed with the seed 0; the first four bytes of that, little-endian. Every block, every tail
    // length, the seed and the finaliser take part, so a slip anywhere changes the figure.
    const key = Uint8Array.from({ length: 256 }, (_, at) => at);
    const digests = Buffer.alloc(256 * MURMUR_DIGEST_BYTES);
    for (let length = 0; length < 256; length += 1) {
      murmurHash3x86128(key.subarray(0, length), 256 - length).copy(digests, length * MURMUR_DIGEST_BYTES);
    }
    assert.equal(murmurHash3x86128(digests, 0).readUInt32LE(0), 0xb3ece62a);
  });

  it('hashes bytes the same at any offset in their memory, in a Buffer or not', () => {
    const text = Buffer.from('{"success":true,"data":[{"name":"Zürs am Arlberg"}]}');
    const expected = murmurHash3x86128(text);
    for (let offset = 0; offset < 8; offset += 1) {
      const memory = new Uint8Array(offset + text.length + 3);
      memory.set(text, offset);
      assert.deepEqual(murmurHash3x86128(memory.subarray(offset, offset + text.length)), expected, `at offset ${offset}`);
    }
  });

  it('tells apart bytes that differ in one bit, in a block or in any length of tail', () => {
    const bytes = Uint8Array.from({ length: 47 }, (_, at) => (at * 37) & 0xff);
    for (let length = 0; length < bytes.length; length += 1) {
      const key = bytes.slice(0, length);
      const digest = murmurHash3x86128(key);
      assert.notDeepEqual(murmurHash3x86128(bytes.slice(0, length + 1)), digest, `${length} bytes against one more`);
      for (let at = 0; at < length; at += 1) {
        const flipped = key.slice();
        flipped[at] = (flipped[at] as number) ^ 0x80;
        assert.notDeepEqual(murmurHash3x86128(flipped), digest, `${length} bytes, the top bit of byte ${at}`);
      }
    }
  });
});
