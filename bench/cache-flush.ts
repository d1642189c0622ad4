/**
 * Leaving the processor's caches cold, as a service's are between requests: the records and indexes a
 * request reads have left them while other requests, the collector and the kernel ran. A loop that repeats
 * one call reads everything from the caches and can rank two ways to do the same work the wrong way round
 * (docs/performance.md, session 50); writing megabytes through the caches before each call ranks them as the
 * service over HTTP does. How many: more than the caches a core reaches hold to empty them all (`lscpu`
 * names their sizes where the machine tells them), fewer to leave what a service under load keeps warm; the
 * journal's runs used 8 and 16 MB. The lines written are left dirty, so the call timed after pays for
 * writing some of them back: the same for both sides of a comparison, though it adds to each one's time.
 */

/** Bytes a cache line holds, on the processors this runs on. */
const CACHE_LINE_BYTES = 64;

/** A function that writes `megabytes` through the caches, a store to every cache line, each time it is called. */
export function cacheFlusher(megabytes: number): () => void {
  const memory = new Int32Array((megabytes * 1_048_576) / Int32Array.BYTES_PER_ELEMENT);
  const step = CACHE_LINE_BYTES / Int32Array.BYTES_PER_ELEMENT;
  return () => {
    for (let at = 0; at < memory.length; at += step) memory[at] = (memory[at] as number) + 1;
  };
}
