/**
 * A text's UTF-8 bytes in one pass over it. Buffer.from(text) takes two: it
 * measures the encoded length, then encodes; on a search page of tens of KB
 * the measuring pass alone was a few per cent of the request (issue 17).
 * Here the text is encoded into a scratch buffer large enough for any text
 * of its length (three bytes per UTF-16 unit at most), then copied out.
 */

/** Texts longer than this (the OpenAPI document, say) take Buffer.from's two passes rather than grow the scratch. */
const MAX_SCRATCH_UNITS = 128 * 1024;
const MAX_BYTES_PER_UNIT = 3;

let scratch = Buffer.allocUnsafeSlow(0);

export function utf8Bytes(text: string): Buffer {
  if (text.length > MAX_SCRATCH_UNITS) return Buffer.from(text);
  const room = text.length * MAX_BYTES_PER_UNIT;
  if (scratch.length < room) scratch = Buffer.allocUnsafeSlow(Math.max(room, 64 * 1024));
  const length = scratch.write(text);
  const bytes = Buffer.allocUnsafe(length);
  scratch.copy(bytes, 0, 0, length);
  return bytes;
}
