import type { Money } from '../../domain/records.js';

/**
 * Canonical copies of the small values that recur across millions of
 * generated records (the same language list, the same bio, the same price).
 * Sharing them keeps a large dataset a fraction of its naive size, and strings
 * that are shared get hashed once when the indexes are built instead of once
 * per record.
 */

interface TrieNode<K, T> {
  next: Map<K, TrieNode<K, T>> | null;
  list: T[] | null;
}

/**
 * Shared, frozen lists found by the keys they are made from (strings by
 * value, objects by identity): a walk of one lookup a key, and each list made
 * the first time its keys are asked for. Kept as long as the trie is, so a
 * trie of records' values belongs to one dataset (or one block of it).
 */
export class ListTrie<K, T> {
  readonly #root: TrieNode<K, T> = { next: null, list: null };

  get(keys: readonly K[], make: () => T[]): T[] {
    let node = this.#root;
    for (const key of keys) {
      node.next ??= new Map();
      let child = node.next.get(key);
      if (child === undefined) node.next.set(key, (child = { next: null, list: null }));
      node = child;
    }
    return (node.list ??= Object.freeze(make()) as T[]);
  }
}

/** The lists of literal strings, shared by every dataset: a few dozen strings make them all. */
const stringLists = new ListTrie<string, string>();

/**
 * A shared, frozen array equal to `items`. The lists are short and made of a
 * few dozen literal strings, so a trie walk costs a handful of lookups on
 * strings whose hashes V8 already knows, and the trie stays small.
 */
export function internList(items: readonly string[]): string[] {
  return stringLists.get(items, () => [...items]);
}

const subsetsOf = new WeakMap<readonly string[], (string[] | undefined)[]>();
/** Bits of a number a subset's mask may use. */
const MASK_BITS = 31;

/**
 * internList of the items of `list` whose bit is set in `kept` (bit i for
 * list[i]), without building that list to look it up. `list` should itself be
 * shared (internList), so that its subsets, remembered per list, are found
 * again: 100k schools share about 4,200 lists among them.
 */
export function internSubset(list: readonly string[], kept: number): string[] {
  if (list.length > MASK_BITS) throw new RangeError(`a subset mask covers at most ${MASK_BITS} items, not ${list.length}`);
  let byMask = subsetsOf.get(list);
  if (byMask === undefined) {
    byMask = [];
    subsetsOf.set(list, byMask);
  }
  return (byMask[kept] ??= internList(list.filter((_, index) => (kept & (1 << index)) !== 0)));
}

/**
 * Strings built from a few choices, made once per combination: a row per
 * (language, first name), both literal strings, and `slot` numbering the
 * remaining choices. No key string is ever built, so a lookup allocates nothing.
 */
export class StringTable {
  readonly #rows = new Map<string, Map<string, (string | undefined)[]>>();
  readonly #slots: number;

  constructor(slots: number) {
    this.#slots = slots;
  }

  /** `slot` in [0, slots); `make` runs the first time a combination is asked for. */
  get(language: string, first: string, slot: number, make: () => string): string {
    let byFirst = this.#rows.get(language);
    if (byFirst === undefined) {
      byFirst = new Map();
      this.#rows.set(language, byFirst);
    }
    let row = byFirst.get(first);
    if (row === undefined) {
      row = new Array<string | undefined>(this.#slots);
      byFirst.set(first, row);
    }
    return (row[slot] ??= make());
  }
}

const moneyByCurrency = new Map<string, Map<number, Money>>();

/** A shared, frozen price: 100k schools ask about 1,400 different ones. */
export function internMoney(amount: number, currency: string): Money {
  let byAmount = moneyByCurrency.get(currency);
  if (byAmount === undefined) {
    byAmount = new Map();
    moneyByCurrency.set(currency, byAmount);
  }
  let money = byAmount.get(amount);
  if (money === undefined) {
    money = Object.freeze({ amount, currency });
    byAmount.set(amount, money);
  }
  return money;
}
