/**
 * One clause after another: candidates, the smallest clause's documents,
 * narrowed to those each other clause holds (clauses.ts matchAll's listed
 * way); or, where only their number may be read, counted.
 */
import { isBitmap, type BitmapClause, type SizedClause } from './clause.js';
import { countInBitmap, keepInBitmaps } from './doc-bitmaps.js';
import { union } from './list-union.js';
import { restrict } from './restrict.js';

/** The smallest clause's documents, the candidates the others narrow: a bitmap clause's listed, a clause of lists' union. */
export function firstListed(smallest: SizedClause, universe: number, into: Uint32Array | undefined): Uint32Array {
  return isBitmap(smallest.clause) ? listedBitmap(smallest.clause, into) : union(smallest.lists, universe, into);
}

/**
 * A bitmap clause's documents: listed into `into` when the clause lists them anew on each read and there is
 * an `into`, as a union of lists is (a dense prefix: up to 230 KB a search at 620,000 instructors otherwise).
 */
function listedBitmap(clause: BitmapClause, into: Uint32Array | undefined): Uint32Array {
  return into !== undefined && clause.listInto !== undefined ? clause.listInto(into) : clause.docs;
}

/** The candidates every one of `rest` holds, clause by clause; written to `into` when given (the candidates may lie there already). */
export function narrowed(candidates: Uint32Array, rest: readonly SizedClause[], universe: number, into: Uint32Array | undefined): Uint32Array {
  let result = candidates;
  for (const { clause, lists, size } of rest) {
    if (result.length === 0) break;
    result = isBitmap(clause) ? keepInBitmaps(result, [clause.bits], into) : restrict(result, lists, size, universe, into);
  }
  return result;
}

/**
 * A match of candidates that every other clause's bitmap must hold, counted without being listed, and listed
 * (into matchAll's `into`, where the candidates may lie) only when list() is first called. A relevance page
 * found in the best bucket (best-bucket.ts) reads only how many match: "chloe n" over 620,000 instructors at
 * 100k schools is 18,866 Chloes tested against the n-words' bitmap, 5,380 of them, and listing them took
 * most of that search. The smaller bitmaps narrow the candidates first, as listing would; only the last,
 * the largest, which leaves the most of them, is counted against. A match of a few hundred or fewer is
 * listed after its count all the same (relevance-page.ts scores every one below BUCKETS_FROM): its last
 * step then costs the count more than before (docs/performance.md, session 65).
 * The bitmaps must outlive the search (kept unions, union-cache.ts KeptBitmap), as the listing reads them later.
 */
export class CountedMatch {
  readonly size: number;
  readonly #candidates: Uint32Array;
  readonly #last: Int32Array;
  readonly #into: Uint32Array | undefined;
  #listed: Uint32Array | null = null;

  /** `rest`: bitmap clauses only, at least one, smallest first. */
  constructor(candidates: Uint32Array, rest: readonly SizedClause[], universe: number, into: Uint32Array | undefined) {
    const last = rest[rest.length - 1]?.clause as BitmapClause;
    this.#candidates = narrowed(candidates, rest.slice(0, -1), universe, into);
    this.#last = last.bits;
    this.#into = into;
    this.size = countInBitmap(this.#candidates, this.#last);
  }

  /**
   * The match, ascending, listed on the first call and the same array after: candidates lying in `into` are
   * overwritten as they are listed. To be called before anything else writes to `into`.
   */
  list(): Uint32Array {
    return (this.#listed ??= keepInBitmaps(this.#candidates, [this.#last], this.#into));
  }
}
