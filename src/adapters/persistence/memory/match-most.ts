/**
 * The answer to a `q` no record matches in full: the documents that match
 * the most of its groups, counted over all documents at once.
 */
import type { Clause } from './clause.js';
import { clauseBitmap, clausesInto } from './clauses.js';
import { docsOf } from './doc-bitmaps.js';
import { bitmapBuffer, clearedBitmap } from './scratch.js';
import { addBits, slicedCounter } from './sliced-counter.js';
import { NO_DOCS } from './sorted-ids.js';

/** Scratch bitmaps (scratch.ts) of matchMost, free again once it returns. */
const MOST_SLOTS = { group: 0, filter: 1, mask: 2, counterFrom: 3 } as const;

/**
 * The documents matching the most of `groups` (each an any-of clause, as in
 * matchAll) and every filter, ascending, and how many groups that is (0, and
 * no documents, when none matches any): the answer to a `q` no record
 * matches in full. Counted over all documents at once rather than document
 * by document: each group's documents as a bitmap (a long list's own, see
 * list-bitmaps.ts bitmapOf) are added into a sliced counter
 * (sliced-counter.ts); the most is then read off its slices from the
 * highest digit down. "bansko private l" at 100k schools: 'l' alone names
 * 90,000 of them, each once marked per group (1.7 ms); now a few passes
 * over 3,000 words per group. With `into`, as matchAll.
 */
export function matchMost(groups: readonly Clause[], filters: readonly Clause[], universe: number, into?: Uint32Array): { matched: Uint32Array; most: number } {
  const counter = slicedCounter(groups.length, universe, MOST_SLOTS.counterFrom);
  for (const group of groups) addBits(counter, clauseBitmap(group, universe, () => clearedBitmap(MOST_SLOTS.group, universe)));
  // The documents every filter holds; then, digit by digit from the highest, those whose count has the most's digit.
  const mask = clausesInto(bitmapBuffer(MOST_SLOTS.mask, universe), filters, universe, bitmapBuffer(MOST_SLOTS.filter, universe));
  let most = 0;
  for (let digit = counter.length - 1; digit >= 0; digit -= 1) {
    const slice = counter[digit] as Int32Array;
    let any = 0;
    for (let word = 0; word < mask.length && any === 0; word += 1) any = (mask[word] as number) & (slice[word] as number);
    if (any === 0) continue;
    most |= 1 << digit;
    for (let word = 0; word < mask.length; word += 1) mask[word] = (mask[word] as number) & (slice[word] as number);
  }
  return { matched: most === 0 ? NO_DOCS : docsOf(mask, into), most };
}
