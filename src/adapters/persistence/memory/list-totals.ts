/**
 * Running totals of the lengths of lists laid out in order (a sorted
 * vocabulary's posting lists, one a word): how many entries the lists at
 * positions [from, to) hold, in two reads. Summing the lists' own lengths
 * reads every list object, each somewhere else in the heap: a prefix's
 * range may cover thousands of words. prefix-index.ts bounds a prefix's
 * union by it before the union is made; suggestions/suggestion-index.ts
 * chooses the group to walk by it ("aspen s" read the lengths of 1,718
 * s-words' lists: 250 µs a keystroke at 100k schools, against 11).
 */
export class ListTotals {
  /** [i]: the lengths of the lists before the i-th, summed; a double, as a million lists may hold more than 2³² entries. */
  readonly #before: Float64Array;

  constructor(lists: readonly { readonly length: number }[]) {
    this.#before = new Float64Array(lists.length + 1);
    lists.forEach((list, at) => (this.#before[at + 1] = (this.#before[at] as number) + list.length));
  }

  /** The lengths of the lists at positions [from, to), summed. */
  within(from: number, to: number): number {
    return (this.#before[to] as number) - (this.#before[from] as number);
  }
}
