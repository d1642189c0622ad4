/**
 * Binary search over words sorted by UTF-16 code units (the order `<` and
 * `startsWith` agree on), shared by the prefix index and the vocabulary.
 */

/** Index of the first word not less than `key`; words.length when there is none. */
export function firstAtOrAfter(words: readonly string[], key: string): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((words[middle] as string) < key) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Positions [from, to) of the words that start with `prefix`: they follow one another from the first not less than it. */
export function prefixRange(words: readonly string[], prefix: string): [number, number] {
  const from = firstAtOrAfter(words, prefix);
  let low = from;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((words[middle] as string).startsWith(prefix)) low = middle + 1;
    else high = middle;
  }
  return [from, low];
}
