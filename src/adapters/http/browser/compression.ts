/**
 * Compressed answers: brotli beside Hapi's own gzip and deflate, through
 * Hapi's encoder registry and Node's zlib, so no plugin stands between the
 * API and a Hapi upgrade; and the same encodings made in one call for the
 * answers written directly (direct-answer.ts), which are most of them.
 * Hapi puts a registered encoder first, so a client that accepts both gets
 * brotli at equal preference; it then sets `Vary: Accept-Encoding` and
 * suffixes the ETag itself (direct-answer.ts writes the same Vary and tag
 * suffix on the answers it writes).
 *
 * Why in one call: Hapi encodes through a stream, which hands the body to
 * libuv's threads in pieces, and zlib then cannot know it has the whole
 * body. Brotli prepares its tables for a stream of any length and gzip
 * keeps its window; each stream's memory is taken and given back per
 * answer. Under `npm start`'s C-library settings (package.json, README
 * "Configuration") a stream cost a 20 KB search page 3–6 ms of CPU with
 * brotli and 0.5–0.7 ms with gzip; the same bytes encoded in one call,
 * 0.15 and 0.1 ms (docs/performance.md, session 45).
 */
import { brotliCompressSync, constants, createBrotliCompress, deflateSync, gzipSync, type BrotliOptions } from 'node:zlib';
import type { Request, ResponseObject, ResponseToolkit, Server } from '@hapi/hapi';

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
const BROTLI_PARAMS = { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } as const;

export function registerBrotli(server: Server): void {
  server.encoder('br', () => createBrotliCompress({ params: BROTLI_PARAMS }));
}

/**
 * For an answer encoded anew each time, a window of 64 KB rather than brotli's default 4 MB: a page of
 * records repeats itself within a record or two, so the encoded page is as small (3,115 against 3,119
 * bytes for a 20 KB search page, 7,586 against 7,607 for 52 KB), and at this window brotli hashes into
 * tables half the size, 512 KB against 1 MB, which it fills anew for every answer: under npm start's
 * malloc settings that memory is the system's each time, and faulting it in was most of what a brotli
 * answer cost (docs/performance.md, session 45). A kept encoding is made once, so it keeps the default
 * window: Swagger UI's bundle is 410 KB in it, 441 KB in 64 KB.
 */
const PER_ANSWER_WINDOW = { [constants.BROTLI_PARAM_LGWIN]: 16 } as const;

/** The encodings a client can be answered in, each with what makes it in one call: Hapi's encoders' settings. */
const ENCODE_ONCE = {
  br: (bytes: Buffer, kept: boolean) => brotliCompressSync(bytes, {
    params: { ...BROTLI_PARAMS, ...(kept ? {} : PER_ANSWER_WINDOW), [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  } satisfies BrotliOptions),
  gzip: (bytes: Buffer) => gzipSync(bytes),
  deflate: (bytes: Buffer) => deflateSync(bytes),
} as const;

export type ContentEncoding = keyof typeof ENCODE_ONCE;

/** Whether `name`, the encoding Hapi chose for a client (request.info.acceptEncoding), is one made here. */
export function isContentEncoding(name: string): name is ContentEncoding {
  return Object.hasOwn(ENCODE_ONCE, name);
}

/**
 * From this length a body sent unchanged for as long as it is kept has its encodings kept too: the OpenAPI
 * document (260 KB), the /docs pages (30 KB) and Swagger UI's files (to 1.7 MB) take from a millisecond to
 * 150 ms to encode. Not below: a school's lasting detail (2 KB) encodes in tens of microseconds, and a
 * client asking for every school would otherwise keep three copies of each.
 */
const KEPT_FROM_BYTES = 16 * 1024;

const keptEncodings = new WeakMap<object, Partial<Record<ContentEncoding, Buffer>>>();

/**
 * `bytes` in `encoding`, made in one call. `keptBy`, when given, is an object that lives exactly as long as
 * these bytes stay the answer (validated-answer.ts, a lasting body's answer): a long body's encoding is kept with it.
 */
export function encodedBody(bytes: Buffer, encoding: ContentEncoding, keptBy?: object): Buffer {
  if (keptBy === undefined || bytes.length < KEPT_FROM_BYTES) return ENCODE_ONCE[encoding](bytes, false);
  let encodings = keptEncodings.get(keptBy);
  if (encodings === undefined) keptEncodings.set(keptBy, (encodings = {}));
  return (encodings[encoding] ??= ENCODE_ONCE[encoding](bytes, true));
}

/**
 * A body that does not change while the process runs (a /docs page or file), as Hapi's response, with the
 * encoding Hapi chose for the client made here and kept with `keptBy` (encodedBody): Hapi would stream the
 * whole body through an encoder on every request, and Swagger UI's bundle cost 150 ms of CPU in brotli each
 * time, for a route no limit counts. Marked as encoded, Hapi tags it per encoding and answers revalidations
 * as it does for what it encodes itself; the Vary it would have added is added here. A type Hapi would not
 * compress (an image) goes out as it is.
 */
export function lastingBodyResponse(request: Request, h: ResponseToolkit, body: Buffer, type: string, keptBy: object): ResponseObject {
  const encoding = request.info.acceptEncoding;
  if (body.length < COMPRESSION_MIN_BYTES || !request.server.mime.type(type).compressible) return h.response(body).type(type);
  if (!isContentEncoding(encoding)) return h.response(body).type(type).vary('accept-encoding');
  return h.response(encodedBody(body, encoding, keptBy)).type(type).compressed(encoding).vary('accept-encoding');
}
