/**
 * Picks positions [from, to) of the ascending order of `keys` without sorting
 * all of them: a bounded heap for the first pages, a quickselect for deeper
 * ones, a full sort only when the page reaches far into the matches. Keys are
 * distinct (they encode a rank), so no tie handling is needed.
 *
 * `keys` is scratch space and gets reordered. The range returned is scratch
 * too, a view of `keys` or of the heap (scratch.ts): the caller reads it
 * before the next selection.
 */
import { float64Buffer } from './scratch.js';

const HEAP_LIMIT = 1024;
const HEAP = 0;

export function selectRange(keys: Float64Array, from: number, to: number): Float64Array {
  const end = Math.min(to, keys.length);
  if (from >= end) return keys.subarray(0, 0);
  if (end * 2 > keys.length) return keys.sort().subarray(from, end);
  if (end <= HEAP_LIMIT) return smallestSorted(keys, end).subarray(from);
  selectNth(keys, end - 1, 0, keys.length - 1);
  if (from > 0) selectNth(keys, from, 0, end - 1);
  return keys.subarray(from, end).sort();
}

/** The `count` smallest keys, ascending, through a max-heap of size `count`. */
function smallestSorted(keys: Float64Array, count: number): Float64Array {
  const heap = float64Buffer(HEAP, count);
  let size = 0;
  for (let index = 0; index < keys.length; index += 1) {
    const key = keys[index] as number;
    if (size < count) {
      let child = size++;
      while (child > 0) {
        const parent = (child - 1) >>> 1;
        if ((heap[parent] as number) >= key) break;
        heap[child] = heap[parent] as number;
        child = parent;
      }
      heap[child] = key;
    } else if (key < (heap[0] as number)) {
      siftDown(heap, key, size);
    }
  }
  return heap.sort();
}

function siftDown(heap: Float64Array, key: number, size: number): void {
  let parent = 0;
  for (;;) {
    let child = 2 * parent + 1;
    if (child >= size) break;
    if (child + 1 < size && (heap[child + 1] as number) > (heap[child] as number)) child += 1;
    if ((heap[child] as number) <= key) break;
    heap[parent] = heap[child] as number;
    parent = child;
  }
  heap[parent] = key;
}

/**
 * Rearranges keys[low..high] so that keys[nth] holds the value it would have
 * sorted, smaller values before it and larger after. Hoare partitioning with a
 * median-of-three pivot; if it stops converging, the range is sorted instead,
 * which bounds the worst case at n log n.
 */
function selectNth(keys: Float64Array, nth: number, low: number, high: number): void {
  let budget = 2 * Math.ceil(Math.log2(high - low + 2)) + 8;
  while (high > low) {
    if (budget-- === 0 || high - low < 16) {
      keys.subarray(low, high + 1).sort();
      return;
    }
    const middle = (low + high) >>> 1;
    const pivot = medianOfThree(keys[low] as number, keys[middle] as number, keys[high] as number);
    let i = low;
    let j = high;
    while (i <= j) {
      while ((keys[i] as number) < pivot) i += 1;
      while ((keys[j] as number) > pivot) j -= 1;
      if (i <= j) {
        const swap = keys[i] as number;
        keys[i] = keys[j] as number;
        keys[j] = swap;
        i += 1;
        j -= 1;
      }
    }
    if (nth <= j) high = j;
    else if (nth >= i) low = i;
    else return;
  }
}

function medianOfThree(a: number, b: number, c: number): number {
  return a < b ? (b < c ? b : a < c ? c : a) : a < c ? a : b < c ? c : b;
}
