/**
 * Memory for the bytes of an answer made per request (a page of records' bytes joined, json-body.ts), handed
 * back once the answer has been written to the client and used again for a later one.
 *
 * Why: joined by Buffer.concat, every page took a new ArrayBuffer from malloc, freed only once a young
 * collection had found it, hundreds of pages later. malloc searched its bins for each, the page was copied
 * into memory that had left the processor's caches, and the kernel copied it from there again. Side by
 * side (`http.bench.js --against`, 100k schools), reusing the memory served two countries' 50 KB pages at
 * twice the rate, and twenty-school pages 7% faster (issue 17; docs/performance.md, session 59).
 *
 * The one who writes the bytes hands them back (direct-answer.ts, once Node has finished writing them);
 * bytes that go another way (through Hapi, or encoded first) are simply left to the collector, as before.
 * Memory handed back must be read by nobody after: the next page is written over it.
 */

/** Below this a page is joined by Buffer.concat, whose short copies come from Node's shared pool, cheaply. */
export const PAGE_MEMORY_MIN_BYTES = 4 * 1024;

/**
 * How many free blocks of one size are kept at most. A block is out only while its answer is being written,
 * and the service writes one answer at a time; a client slow to read holds its own until it has read it.
 */
const KEPT_PER_SIZE = 16;

/** Bytes in reused memory; its prototype inherits Buffer's, so it is a Buffer to everything else. */
class PageBytes extends Uint8Array {}
Object.setPrototypeOf(PageBytes.prototype, Buffer.prototype);

/** Free blocks by their size, a power of two: the last handed back, the first reused (still in the caches). */
const freeBlocks = new Map<number, ArrayBuffer[]>();

/** `parts` joined: in reused memory from PAGE_MEMORY_MIN_BYTES on, which whoever writes them hands back (handBack). */
export function joinedPage(parts: readonly Uint8Array[]): Buffer {
  let length = 0;
  for (const part of parts) length += part.length;
  if (length < PAGE_MEMORY_MIN_BYTES) return Buffer.concat(parts, length);
  const size = 2 ** Math.ceil(Math.log2(length));
  // Not zeroed: every byte of the view is written below, and nothing reads past it.
  const block = freeBlocks.get(size)?.pop() ?? Buffer.allocUnsafeSlow(size).buffer;
  const bytes = new PageBytes(block, 0, length);
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return bytes as Buffer;
}

/** Whether `bytes` are in reused memory: to be handed back once written, by the one writer that sends them. */
export function inReusedMemory(bytes: Uint8Array): boolean {
  return bytes instanceof PageBytes;
}

/** `bytes`' memory, which nothing will read again, kept for a later page (up to KEPT_PER_SIZE of a size). */
export function handBack(bytes: Uint8Array): void {
  const block = bytes.buffer as ArrayBuffer;
  const kept = freeBlocks.get(block.byteLength);
  if (kept === undefined) freeBlocks.set(block.byteLength, [block]);
  // Handed back twice, a block would be two pages' at once: the second time is ignored.
  else if (kept.length < KEPT_PER_SIZE && !kept.includes(block)) kept.push(block);
}
