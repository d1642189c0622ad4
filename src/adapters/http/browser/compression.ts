/**
 * Brotli beside Hapi's own gzip and deflate, through Hapi's encoder registry
 * and Node's zlib, so no plugin stands between the API and a Hapi upgrade.
 * Hapi puts a registered encoder first, so a client that accepts both gets
 * brotli at equal preference; it then sets `Vary: Accept-Encoding` and
 * suffixes the ETag itself (direct-answer.ts writes the same Vary and tag
 * suffix on the answers it writes).
 */
import { constants, createBrotliCompress } from 'node:zlib';
import type { Server } from '@hapi/hapi';

/**
 * Below this an answer goes out as is: a small error envelope or a single
 * record gains a few dozen bytes at most, not worth a compressor's setup.
 */
export const COMPRESSION_MIN_BYTES = 1024;

/**
 * Quality 5 of 11: for JSON pages of 10–100 KB it compresses about as well
 * as gzip's best at a fraction of brotli-11's CPU, which on a dynamic answer
 * costs more than the bytes it saves.
 */
const BROTLI_QUALITY = 5;

export function registerBrotli(server: Server): void {
  server.encoder('br', () => createBrotliCompress({
    params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
  }));
}
