/**
 * Walks the union of ascending id lists in ascending order, each id once,
 * without building it: a binary heap of cursors, so that taking the first k
 * ids of the union costs O(lists + k log lists) however long the lists are.
 * Suggestions need only the first few of a union that may hold most of the
 * directory, and a page in document order only as many as reach it
 * (first-matches.ts).
 */

/** Calls `visit` with each id of the union, ascending, until it returns false. */
export function forEachInUnion(lists: readonly Uint32Array[], visit: (id: number) => boolean): void {
  const live = lists.filter((list) => list.length > 0);
  if (live.length === 1) {
    for (const id of live[0] as Uint32Array) if (!visit(id)) return;
    return;
  }
  // Parallel arrays: the heap holds list numbers ordered by the id at each list's cursor.
  const cursor = new Uint32Array(live.length);
  const heap = Array.from(live.keys());
  const head = (slot: number): number => (live[heap[slot] as number] as Uint32Array)[cursor[heap[slot] as number] as number] as number;
  const siftDown = (from: number): void => {
    let at = from;
    for (;;) {
      const left = 2 * at + 1;
      if (left >= heap.length) return;
      const right = left + 1;
      const smaller = right < heap.length && head(right) < head(left) ? right : left;
      if (head(at) <= head(smaller)) return;
      [heap[at], heap[smaller]] = [heap[smaller] as number, heap[at] as number];
      at = smaller;
    }
  };
  for (let slot = (heap.length >>> 1) - 1; slot >= 0; slot -= 1) siftDown(slot);
  let previous = -1;
  while (heap.length > 0) {
    const id = head(0);
    if (id !== previous) {
      if (!visit(id)) return;
      previous = id;
    }
    const list = heap[0] as number;
    cursor[list] = (cursor[list] as number) + 1;
    if ((cursor[list] as number) >= (live[list] as Uint32Array).length) {
      heap[0] = heap[heap.length - 1] as number;
      heap.pop();
    }
    if (heap.length > 0) siftDown(0);
  }
}
