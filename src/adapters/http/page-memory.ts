/**
 * Memory for the bytes of an answer made per request (a page of records' bytes joined, json-body.ts), handed
 * back once the answer has been written to the client and used again for a later one.
 *
 * Why: joined by Buffer.concat, every page took a new ArrayBuffer from malloc, freed only once a young
 * collection had found it, hundreds of pages later. malloc searched its bins for each, the page was copied
 * into memory that had left the processor's caches, and the kernel copied it from there again. Side by
 * side (`http.bench.js --against`, 100k schools), reusing the memory served two countries' 50 KB pages
 * about 1.5 times as fast (2.0 in one run); twenty-school pages gained less than the runs' spread (issue 17;
 * docs/performance.md, session 59).
 *
 * Only a page sent as it is, unencoded, is joined here (browser/validated-answer.ts says why), and the one
 * who writes it hands it back: direct-answer.ts, once its response has finished (a 304's too, which sends
 * none of it). Bytes that leave another way (through Hapi) are left to the collector. Memory handed back
 * must be read by nobody after: the next page is written over it, so nothing may keep a page's bytes.
 */

/** Below this a page's memory is a slice of Node's shared pool, as Buffer.concat's short copies are: cheap already. */
export const PAGE_MEMORY_MIN_BYTES = 4 * 1024;

/**
 * How many free blocks of one size are kept at most. Most answers are written at once, and their block comes
 * back before the next page is joined; a client slow to read holds its own until it has read it, and blocks
 * handed back past this many are left to the collector.
 */
export const KEPT_PER_SIZE = 16;

/**
 * Bytes in reused memory, told apart by their class as records' bytes are (presenters/record-json.ts): its
 * prototype inherits Buffer's, so Node and Hapi take it for a Buffer, though `assert.deepStrictEqual` tells
 * it from a Buffer of the same bytes and Uint8Array's own methods make copies of its class.
 */
class PageBytes extends Uint8Array {}
Object.setPrototypeOf(PageBytes.prototype, Buffer.prototype);

/** Free blocks by their size, a power of two: the last handed back, the first reused (still in the caches). */
const freeBlocks = new Map<number, ArrayBuffer[]>();

/** Whether `length` is a block's: a power of two from PAGE_MEMORY_MIN_BYTES on. */
function isBlockSize(length: number): boolean {
  return length >= PAGE_MEMORY_MIN_BYTES && (length & (length - 1)) === 0;
}

/**
 * Memory for a page of `length` bytes, not zeroed, for the caller to write whole: from PAGE_MEMORY_MIN_BYTES
 * on, reused memory, which whoever writes the page hands back (handBack).
 */
export function pageMemory(length: number): Buffer {
  if (length < PAGE_MEMORY_MIN_BYTES) return Buffer.allocUnsafe(length);
  const size = 2 ** Math.ceil(Math.log2(length));
  const block = freeBlocks.get(size)?.pop() ?? Buffer.allocUnsafeSlow(size).buffer;
  return new PageBytes(block, 0, length) as Buffer;
}

/** Whether `bytes` are in reused memory: to be handed back once written, by the one writer that sends them. */
export function inReusedMemory(bytes: Uint8Array): boolean {
  return bytes instanceof PageBytes;
}

/**
 * `bytes`' memory, which nothing will read again, kept for a later page (up to KEPT_PER_SIZE of a size); any
 * memory but a whole block pageMemory gave out is left alone.
 */
export function handBack(bytes: Uint8Array): void {
  const block = bytes.buffer as ArrayBuffer;
  // A copy made by Uint8Array's own methods is of this class too, in memory of its own length.
  if (!(bytes instanceof PageBytes) || bytes.byteOffset !== 0 || !isBlockSize(block.byteLength)) return;
  const kept = freeBlocks.get(block.byteLength);
  if (kept === undefined) freeBlocks.set(block.byteLength, [block]);
  // A block handed back again while it is free would be two pages' at once: that is ignored.
  else if (kept.length < KEPT_PER_SIZE && !kept.includes(block)) kept.push(block);
}

/** How many free blocks are kept, of every size: what tests read to see that blocks came back. */
export function keptBlockCount(): number {
  let count = 0;
  for (const kept of freeBlocks.values()) count += kept.length;
  return count;
}
