/**
 * Request bodies, read by the route itself. Hapi's payload parser answers a
 * failure (too large, too slow) only after draining the rest of the body, so a
 * client trickling a byte every few seconds held its connection for minutes
 * and got no answer at all. Routes that take a body therefore declare
 * `payload: { output: 'stream', parse: 'gunzip' }` with their `maxBytes` and
 * `allow` (checked from the head by the request guards) and call readBody:
 * it stops at the size limit or at the route's payload timeout and throws,
 * so the 413 or 408 goes out at once and the connection closes behind it.
 */
import Boom from '@hapi/boom';
import type { Request } from '@hapi/hapi';
import type { Readable } from 'node:stream';

/** Whether the head announces a body: a length other than 0, or a transfer coding. */
export function announcesBody(request: Request): boolean {
  const length = request.headers['content-length'];
  return (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
}

export function readBody(request: Request): Promise<Buffer> {
  const source = request.payload as Readable;
  const { maxBytes = Number.POSITIVE_INFINITY, timeout } = request.route.settings.payload ?? {};
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const settle = (error: Error | null) => {
      clearTimeout(timer);
      source.off('data', onData).off('end', onEnd).off('error', onError);
      if (error === null) {
        resolve(Buffer.concat(chunks, size));
        return;
      }
      // Keep discarding what still arrives, so the connection ends with a FIN rather than a reset.
      source.on('error', () => {}).resume();
      reject(error);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) settle(Boom.entityTooLarge(`The request body is larger than ${maxBytes} bytes.`));
      else chunks.push(chunk);
    };
    const onEnd = () => settle(null);
    const onError = (error: Error) => settle(Boom.isBoom(error) ? error : Boom.badRequest('The request body could not be read.'));
    const timer = typeof timeout === 'number'
      ? setTimeout(() => settle(Boom.clientTimeout(`The request body did not arrive within ${timeout / 1000} s.`)), timeout)
      : undefined;
    source.on('data', onData).on('end', onEnd).on('error', onError);
  });
}

/** Half of a surrogate pair, alone. */
const LONE_SURROGATE = /\p{Cs}/u;
const LONE_SURROGATE_REFUSAL = new SyntaxError('The JSON body escapes a lone surrogate (\\ud800 to \\udfff outside a pair): text must be Unicode.');

/** Fatal: bytes that are not UTF-8 are refused rather than read as U+FFFD (a BOM is kept, for JSON.parse to refuse). */
const UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * The body as JSON, or undefined for an empty one, refusing nesting deeper
 * than `maxDepth` before parsing: depth is what turns a 10 KB body into a
 * stack overflow in whatever walks the value later. `__proto__` keys are
 * refused, as Hapi's parser refuses them, and so is text that is not UTF-8
 * (RFC 8259 8.1) or escapes a lone surrogate: read leniently, a `q` of broken
 * bytes became replacement characters, no letters, and so a search for
 * everything, where REST refuses the same bytes in a query string.
 */
export function parseJsonBody(body: Buffer, maxDepth: number): unknown {
  let text: string;
  try {
    text = UTF8.decode(body);
  } catch {
    throw Boom.badRequest('The body is not UTF-8: JSON must be sent as UTF-8 text.');
  }
  if (text.trim() === '') return undefined;
  if (nestingExceeds(text, maxDepth)) throw Boom.badRequest(`The JSON body is nested more than ${maxDepth} levels deep.`);
  try {
    return JSON.parse(text, (key, value: unknown) => {
      if (key === '__proto__') throw new SyntaxError('forbidden __proto__ key');
      // JSON's escapes can still write what UTF-8 cannot (`"\ud800"`): text that is no text, as a query string's percent-escapes may not be.
      if (LONE_SURROGATE.test(key) || (typeof value === 'string' && LONE_SURROGATE.test(value))) throw LONE_SURROGATE_REFUSAL;
      return value;
    });
  } catch (error) {
    if (error === LONE_SURROGATE_REFUSAL) throw Boom.badRequest(LONE_SURROGATE_REFUSAL.message);
    throw Boom.badRequest('Invalid request payload JSON format');
  }
}

/** Whether brackets outside strings nest deeper than `maxDepth`; one pass, no parsing. */
export function nestingExceeds(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c) i += 1; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x5b || char === 0x7b) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (char === 0x5d || char === 0x7d) {
      depth -= 1;
    }
  }
  return false;
}
