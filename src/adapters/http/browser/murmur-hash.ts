/**
 * MurmurHash3, its x86 128-bit variant, bit for bit as Austin Appleby's
 * reference (smhasher's MurmurHash3_x86_128, public domain) computes it on a
 * little-endian machine, on any machine: the bytes are read as little-endian
 * words through a DataView, whatever the byte order and alignment of the
 * memory they are in. What it is for, and why not SHA-256:
 * validated-answer.ts entityTag.
 */

/** The reference's constants, as signed 32-bit numbers: V8 keeps those as small integers, not as doubles. */
const C1 = 0x239b961b;
const C2 = 0xab0e9789 | 0;
const C3 = 0x38b34ae5;
const C4 = 0xa1e38b93 | 0;
/** What the reference adds to h3 each block, signed likewise, so that the sum stays an integer. */
const H3_STEP = 0x96cd1c35 | 0;

/** The length of the digest, in bytes. */
export const MURMUR_DIGEST_BYTES = 16;

const rotl = (x: number, r: number): number => (x << r) | (x >>> (32 - r));

/** The finaliser that spreads every bit of a lane over all of it. */
function fmix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return h ^ (h >>> 16);
}

/** The four lanes' words mixed in, as the reference mixes a block's (or, zero-padded, the tail's). */
const mix1 = (k: number): number => Math.imul(rotl(Math.imul(k, C1), 15), C2);
const mix2 = (k: number): number => Math.imul(rotl(Math.imul(k, C2), 16), C3);
const mix3 = (k: number): number => Math.imul(rotl(Math.imul(k, C3), 17), C4);
const mix4 = (k: number): number => Math.imul(rotl(Math.imul(k, C4), 18), C1);

/** The 16-byte digest of `bytes` with `seed`: the reference's h1 to h4, each little-endian. */
export function murmurHash3x86128(bytes: Uint8Array, seed = 0): Buffer {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const length = bytes.byteLength;
  const blocksEnd = length - (length & 15);
  let h1 = seed | 0;
  let h2 = h1;
  let h3 = h1;
  let h4 = h1;
  // Each sum truncated at once, so that V8 keeps every value a 32-bit integer.
  for (let at = 0; at < blocksEnd; at += 16) {
    h1 ^= mix1(view.getInt32(at, true));
    h1 = Math.imul(rotl(h1, 19) + h2 | 0, 5) + 0x561ccd1b | 0;
    h2 ^= mix2(view.getInt32(at + 4, true));
    h2 = Math.imul(rotl(h2, 17) + h3 | 0, 5) + 0x0bcaa747 | 0;
    h3 ^= mix3(view.getInt32(at + 8, true));
    h3 = Math.imul(rotl(h3, 15) + h4 | 0, 5) + H3_STEP | 0;
    h4 ^= mix4(view.getInt32(at + 12, true));
    h4 = Math.imul(rotl(h4, 13) + h1 | 0, 5) + 0x32ac3b17 | 0;
  }
  // The tail: its bytes as the lanes' words, zero-padded; a lane it does not reach is left alone.
  const tail = length - blocksEnd;
  if (tail > 0) {
    const k = [0, 0, 0, 0];
    for (let at = tail - 1; at >= 0; at -= 1) k[at >>> 2] = ((k[at >>> 2] as number) << 8) | (bytes[blocksEnd + at] as number);
    if (tail > 12) h4 ^= mix4(k[3] as number);
    if (tail > 8) h3 ^= mix3(k[2] as number);
    if (tail > 4) h2 ^= mix2(k[1] as number);
    h1 ^= mix1(k[0] as number);
  }
  h1 ^= length;
  h2 ^= length;
  h3 ^= length;
  h4 ^= length;
  h1 = (h1 + h2 + h3 + h4) | 0;
  h2 = (h2 + h1) | 0;
  h3 = (h3 + h1) | 0;
  h4 = (h4 + h1) | 0;
  h1 = fmix(h1);
  h2 = fmix(h2);
  h3 = fmix(h3);
  h4 = fmix(h4);
  h1 = (h1 + h2 + h3 + h4) | 0;
  h2 = (h2 + h1) | 0;
  h3 = (h3 + h1) | 0;
  h4 = (h4 + h1) | 0;
  const digest = Buffer.allocUnsafe(MURMUR_DIGEST_BYTES);
  digest.writeInt32LE(h1, 0);
  digest.writeInt32LE(h2, 4);
  digest.writeInt32LE(h3, 8);
  digest.writeInt32LE(h4, 12);
  return digest;
}
