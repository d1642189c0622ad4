/** A compressed body as the client reads it, in each encoding the service answers in (browser/compression.ts). */
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { ContentEncoding } from '../../src/adapters/http/browser/compression.js';

const DECOMPRESS: Readonly<Record<ContentEncoding, (raw: Buffer) => Buffer>> = { br: brotliDecompressSync, gzip: gunzipSync, deflate: inflateSync };

export function decodedBytes(raw: Buffer, encoding: ContentEncoding): Buffer {
  return DECOMPRESS[encoding](raw);
}
