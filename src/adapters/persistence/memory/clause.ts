/**
 * What a query is made of for the embedded engine: clauses, each one filter
 * or one search term, which a document satisfies when any of the clause's
 * lists holds it (or, for a clause held as a bitmap, its bitmap does).
 * clauses.ts evaluates their AND; narrowing.ts narrows candidates by them.
 */
import { presentLists } from './list-union.js';

/**
 * A clause held as a bitmap over all documents with its size (the circle of
 * `near`, geo-index.ts): its documents are listed only when it is the
 * smallest clause; otherwise the smaller ones' documents are tested against it.
 */
export interface BitmapClause {
  readonly size: number;
  readonly bits: Int32Array;
  /** Ascending. */
  readonly docs: Uint32Array;
  /** The documents written to `out` (room for every one), for a clause that would list them anew on each read of `docs`. */
  listInto?(out: Uint32Array): Uint32Array;
}

export type Clause = readonly Uint32Array[] | BitmapClause;

export const isBitmap = (clause: Clause): clause is BitmapClause => !Array.isArray(clause);

export interface SizedClause {
  readonly clause: Clause;
  /** Its lists that hold any document. */
  readonly lists: readonly Uint32Array[];
  readonly size: number;
}

/** The clauses with their sizes, smallest first. */
export function sizedClauses(clauses: readonly Clause[]): SizedClause[] {
  return clauses
    .map((clause) => {
      if (isBitmap(clause)) return { clause, lists: [], size: clause.size };
      const { present, total } = presentLists(clause);
      return { clause, lists: present, size: total };
    })
    .sort((a, b) => a.size - b.size);
}
