/**
 * Compressed answers: brotli beside Hapi's own gzip and deflate, in the
 * encoding Hapi chooses for each client (a registered encoder comes first,
 * so a client that accepts both gets brotli at equal preference). Answers
 * written directly (direct-answer.ts, most of them) are encoded here in
 * one call, with their length; those Hapi still sends (a revalidation it
 * judges stale, a long error envelope) go through its encoders: its own
 * gzip and deflate streams, which give the same bytes as one call, and
 * for brotli this module's, which gathers the body and encodes it in one
 * call, so that one tag names one body. Hapi then sets `Vary:
 * Accept-Encoding` and suffixes the ETag itself.
 *
 * Why in one call: a stream hands the body to zlib in pieces on libuv's
 * threads, and zlib cannot know it has the whole body. Brotli then sets up
 * tables for a stream of any length and gzip keeps its window; each
 * stream's memory is taken and given back per answer. Under `npm start`'s
 * C-library settings (package.json, README "Configuration") a stream cost a
 * 20 KB search page 3–6 ms of CPU in brotli and 0.5–0.7 ms in gzip; the same
 * bytes in one call about 0.2 and 0.1 ms (docs/performance.md, session 45).
 */
import { Transform, type TransformCallback } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, deflate, deflateSync, gzip, gzipSync, type BrotliOptions } from 'node:zlib';
import type { Request, ResponseObject, Server } from '@hapi/hapi';

/**
 * Below this an answer goes out as is: a small error envelope or a single
 * record gains a few dozen bytes at most, not worth a compressor's setup.
 */
export const COMPRESSION_MIN_BYTES = 1024;

/**
 * Brotli's quality by the body's length, the one thing that decides it, so that a body has one brotli form
 * whichever way it leaves (written directly, kept, or through Hapi's encoder): one tag, one body.
 *
 * Below LONG_FROM_BYTES, quality 3: the answers made per request (a search page of 20 schools is 20 KB),
 * whose encoding is CPU on the service's one thread every time. For these JSON pages quality 3 costs what
 * gzip's default does or less (0.70–1.00 of it) for a body 4–8% longer; quality 4 was no smaller than gzip's
 * and cost 1.1–1.8 times as much, and quality 5, 6–7% smaller than gzip's (less than a packet on a 20 KB
 * page), 1.8–2.3 times as much. A 20 KB search page: 3,360 bytes in about 200 µs, gzip's 3,206 in 240–250,
 * quality 4's 3,263 in 345 and quality 5's 2,983 in 490–510; at 50 KB 8,472 bytes in 475 µs, gzip's 7,830
 * in 665–690 and quality 5's 7,349 in 1,195–1,220 (medians of 31 rounds, one core, npm start's malloc
 * settings, docs/performance.md session 46).
 * From LONG_FROM_BYTES, quality 5: longer than any page a read makes of the generated directory (a hundred
 * schools: about 105 KB with facets), such bodies are the OpenAPI document and Swagger UI's stylesheet and
 * bundle, each kept once encoded (keptEncoding), where brotli's longer matches pay (the 1.7 MB bundle:
 * 441 KB at quality 5, 477 KB at 3, 462 KB in gzip). A page longer still (records with long descriptions
 * from another backend) is encoded at 5 on each request: costlier, and still one form.
 */
const LONG_FROM_BYTES = 128 * 1024;

function brotliQuality(length: number): number {
  return length < LONG_FROM_BYTES ? 3 : 5;
}

/**
 * A window of 64 KB rather than brotli's default 4 MB: a page of records repeats itself within a record or
 * two, so the encoded page is as small (session 45's 20 KB search page at quality 5, the quality then used
 * for every answer: 3,115 against 3,119 bytes; 7,586 against 7,607 for 52 KB), and at this window brotli
 * hashes into tables half the size, 512 KB against 1 MB, which it fills anew for every answer: under npm
 * start's malloc settings that memory is the system's each time, and faulting it in was most of what a
 * quality 5 answer cost (session 45; at quality 3 not measured again).
 */
function brotliOptions(bytes: Buffer): BrotliOptions {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: brotliQuality(bytes.length),
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_LGWIN]: 16,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  };
}

/** Each encoding a client can be answered in, made in one call on this thread: Hapi's gzip and deflate settings (zlib's defaults). */
const ENCODE_NOW = {
  br: (bytes: Buffer) => brotliCompressSync(bytes, brotliOptions(bytes)),
  gzip: (bytes: Buffer) => gzipSync(bytes),
  deflate: (bytes: Buffer) => deflateSync(bytes),
} as const;

export type ContentEncoding = keyof typeof ENCODE_NOW;

/** The same, on libuv's threads: a kept encoding of a long body takes up to 150 ms, which no other request should wait for. */
const ENCODE_LATER: Readonly<Record<ContentEncoding, (bytes: Buffer) => Promise<Buffer>>> = {
  br: (bytes) => promisify(brotliCompress)(bytes, brotliOptions(bytes)),
  gzip: (bytes) => promisify(gzip)(bytes),
  deflate: (bytes) => promisify(deflate)(bytes),
};

/** Whether `name`, the encoding Hapi chose for a client (request.info.acceptEncoding), is one made here. */
export function isContentEncoding(name: string): name is ContentEncoding {
  return Object.hasOwn(ENCODE_NOW, name);
}

/** Whether this client takes no encoding: Hapi's choice among those it accepts (none asked for, or none of ours) is identity. */
export function takesNoEncoding(request: Request): boolean {
  return request.info.acceptEncoding === 'identity';
}

/**
 * How Hapi sends `length` bytes of a compressible body to this client: as they are (null: too few to
 * encode, or a client that takes no encoding), or in the encoding it chose for it; undefined for a choice
 * it could not name (the empty one: a client refusing every encoding, identity too), which is Hapi's to answer.
 */
export function chosenEncoding(request: Request, length: number): ContentEncoding | null | undefined {
  if (length < COMPRESSION_MIN_BYTES || takesNoEncoding(request)) return null;
  const chosen = request.info.acceptEncoding;
  return isContentEncoding(chosen) ? chosen : undefined;
}

/** `bytes` in `encoding`, for one answer. */
export function encodedNow(bytes: Buffer, encoding: ContentEncoding): Buffer {
  return ENCODE_NOW[encoding](bytes);
}

/**
 * `response`, whose bytes are in `encoding` already, marked so: Hapi then encodes them no further, names the
 * coding, measures what is sent, tags it per encoding and revalidates it as what it encodes itself, and the
 * Vary it would add is added. How a kept body goes to Hapi (lasting-body-response.ts), and a HEAD's answer:
 * Hapi encodes no HEAD, yet tags it as encoded and measures the unencoded body, a head its GET does not have.
 */
export function markedEncoded(response: ResponseObject, encoding: ContentEncoding): ResponseObject {
  return response.compressed(encoding).vary('accept-encoding');
}

/** The encoding a HEAD's answer of `length` bytes goes to Hapi in (markedEncoded), as its GET's would; null for a GET, or one sent as it is. */
export function headEncoding(request: Request, length: number): ContentEncoding | null {
  return request.method === 'head' ? chosenEncoding(request, length) ?? null : null;
}

/**
 * Brotli for Hapi's encoder registry: the whole body gathered, then encoded in one call with the settings
 * of an answer written directly (encodedNow), so that the two ways give the same bytes under the same tag.
 * On libuv's threads: the OpenAPI document (260 KB) comes this way on a stale revalidation. It sends
 * nothing until the body has ended, which suits the answers Hapi sends, each a whole body.
 */
class BrotliInOneCall extends Transform {
  readonly #chunks: Buffer[] = [];

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.#chunks.push(chunk);
    done();
  }

  override _flush(done: TransformCallback): void {
    const [only] = this.#chunks;
    const body = this.#chunks.length === 1 && only !== undefined ? only : Buffer.concat(this.#chunks);
    ENCODE_LATER.br(body).then((encoded) => done(null, encoded), (error: unknown) => done(error as Error));
  }
}

export function registerBrotli(server: Server): void {
  server.encoder('br', () => new BrotliInOneCall());
}

/**
 * A body that stays the answer for as long as this object lives (validated-answer.ts, a lasting body's
 * answer; a /docs page or file): what is made of its bytes may be kept with it.
 */
export interface KeptBody {
  readonly bytes: Buffer;
}

/**
 * From this length a kept body's encodings are kept too: the OpenAPI document (260 KB), the /docs pages
 * (30 KB) and Swagger UI's files (to 1.7 MB) take from a millisecond to 150 ms to encode. Not below: a
 * school's lasting detail (2 KB) encodes in tens of microseconds, and a client asking for every school
 * would otherwise keep three copies of each.
 */
const KEPT_FROM_BYTES = 16 * 1024;

type Encodings = Partial<Record<ContentEncoding, Buffer | Promise<Buffer>>>;

const keptEncodings = new WeakMap<KeptBody, Encodings>();

/**
 * `body`'s bytes in `encoding`: a long body's made once, on libuv's threads (a promise until then), and kept
 * with it; a short one's made now. A failed encoding is not kept: the next answer tries again.
 */
export function keptEncoding(body: KeptBody, encoding: ContentEncoding): Buffer | Promise<Buffer> {
  if (body.bytes.length < KEPT_FROM_BYTES) return encodedNow(body.bytes, encoding);
  let encodings = keptEncodings.get(body);
  if (encodings === undefined) keptEncodings.set(body, (encodings = {}));
  return encodings[encoding] ?? keepMaking(encodings, encoding, body.bytes);
}

/** The encoding made on libuv's threads, its promise in `encodings` until it is made, then the bytes. */
function keepMaking(encodings: Encodings, encoding: ContentEncoding, bytes: Buffer): Promise<Buffer> {
  const made = ENCODE_LATER[encoding](bytes).then((encoded) => {
    encodings[encoding] = encoded;
    return encoded;
  }, (error: unknown) => {
    delete encodings[encoding];
    throw error;
  });
  encodings[encoding] = made;
  return made;
}
