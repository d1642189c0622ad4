/**
 * The typo rule of `q`: how far a word may be from an indexed word to be
 * read as it. Damerau-Levenshtein in its optimal-string-alignment form, so
 * that swapping two neighbouring letters (`verbeir`) is one edit, like a
 * missing, extra or wrong letter.
 */

/** Edits allowed for a word of this many letters: none below 5, one up to 8, two from 9. */
export function maxEditsFor(word: string): number {
  const length = [...word].length;
  return length < 5 ? 0 : length < 9 ? 1 : 2;
}

/**
 * Distance between `a` and `b` when it is at most `max`, else `max + 1`:
 * the bound lets a scan over a whole vocabulary give up on a word early.
 */
export function boundedEditDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  const width = b.length + 1;
  let beforePrevious = new Array<number>(width).fill(0);
  let previous = Array.from({ length: width }, (_, j) => j);
  let current = new Array<number>(width).fill(0);
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, (previous[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, (beforePrevious[j - 2] as number) + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [beforePrevious, previous, current] = [previous, current, beforePrevious];
  }
  return Math.min(previous[b.length] as number, max + 1);
}
