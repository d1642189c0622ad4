/**
 * The free-text side of one record kind: a prefix index over all search
 * words (what decides a match) and one per "where" level (name, place,
 * region, country: what relevance ranks on), built from the domain's
 * searchable text (domain/search-text.ts); and the unions of text groups of
 * several alternatives, kept (unitedGroup).
 */
import { WHERE_LEVELS, wordScore, type WordAlternative } from '../../../domain/text-query.js';
import type { SortedWords } from '../../../domain/sorted-words.js';
import { LevelledPostingsBuilder, type LevelledPostings } from './levelled-postings.js';
import { TermTable } from './postings-builder.js';
import { PrefixIndex, type PrefixDocs } from './prefix-index.js';
import { UnionCache, type KeptBitmap } from './union-cache.js';

/**
 * Documents and the score (domain/text-query.ts matchScore) they earn for a
 * group. A prefix's documents are the union of its words' lists, made when
 * first read: a ranking reads a group's lists best score first and stops
 * when its page is full or every candidate has its best score, so typing
 * "ale" need not unite the words of every biography that start with it.
 * A class, not a literal with a getter, which V8 keeps as a dictionary
 * (circle.ts LazyCircle).
 */
export class ScoredList {
  static of(docs: Uint32Array, score: number): ScoredList {
    return new ScoredList({ atMost: docs.length, docs: () => docs }, score);
  }

  readonly score: number;
  /** No fewer than the documents, known before they are listed (prefix-index.ts PrefixDocs). */
  readonly atMost: number;
  readonly #list: () => Uint32Array;
  #docs: Uint32Array | null = null;

  constructor({ atMost, docs }: PrefixDocs, score: number) {
    this.score = score;
    this.atMost = atMost;
    this.#list = docs;
  }

  /** Ascending. */
  get docs(): Uint32Array {
    return (this.#docs ??= this.#list());
  }
}

/** Collects a text index's (document, term, level) pairs; text-fields.ts feeds it each distinct text's terms. */
export class TextIndexBuilder {
  readonly #table = new TermTable();
  readonly #pairs: LevelledPostingsBuilder;

  constructor() {
    this.#pairs = new LevelledPostingsBuilder(WHERE_LEVELS, this.#table);
  }

  /** Term numbers of the search words of `text`: the caller keeps them for every record with that text. */
  termsOf(text: string): Uint32Array {
    return this.#table.termsOf(text);
  }

  /** Documents in ascending order. `level`: where the terms were found (domain/search-text.ts WHERE_OF_ROLE of their field's role). */
  addTerms(doc: number, level: number, terms: Uint32Array): void {
    for (let index = 0; index < terms.length; index += 1) this.#pairs.add(doc, terms[index] as number, level);
  }

  /** What TextIndex.of makes the index of: plain maps and typed arrays, which a worker thread can hand over (text-index-thread.ts). */
  postings(): LevelledPostings {
    return this.#pairs.build();
  }
}

/**
 * The groups' unions kept, in ids' worth: a million (4 MB), or the documents. Groups of several
 * alternatives are few (aliases, synonyms, intent words), and a dense one is kept as a bitmap.
 */
const MIN_GROUP_BUDGET_IDS = 1_000_000;

/** How a search takes a dense union as its clause: as a bitmap, or listed (a search that lists its match anyway). */
export type DenseAs = 'bitmaps' | 'lists';

export class TextIndex {
  /** `universe`: the number of documents; ids in postings are below it. */
  static of({ all, levels }: LevelledPostings, universe: number): TextIndex {
    return new TextIndex(new PrefixIndex(all, universe), levels.map((level) => new PrefixIndex(level, universe)), new UnionCache(universe, Math.max(MIN_GROUP_BUDGET_IDS, universe)));
  }

  readonly #all: PrefixIndex;
  readonly #levels: readonly PrefixIndex[];
  readonly #groups: UnionCache;

  constructor(all: PrefixIndex, levels: readonly PrefixIndex[], groups: UnionCache) {
    this.#all = all;
    this.#levels = levels;
    this.#groups = groups;
  }

  /** Every search word, in code-unit order: the vocabulary corrections come from. */
  get vocabulary(): SortedWords {
    return this.#all.words;
  }

  /** The documents a word alternative matches. */
  matching(alternative: WordAlternative): Uint32Array {
    switch (alternative.match) {
      case 'prefix': return this.#all.matching(alternative.word);
      case 'exact':
      case 'corrected': return this.#all.exact(alternative.word);
      case 'name': return (this.#levels[0] as PrefixIndex).matching(alternative.word);
    }
  }

  /** matching(alternative) as a search's clause takes it: a dense prefix as a bitmap (prefix-index.ts matchingClause). */
  matchingClause(alternative: WordAlternative): Uint32Array | KeptBitmap {
    return alternative.match === 'prefix' ? this.#all.matchingClause(alternative.word) : this.matching(alternative);
  }

  /**
   * The documents of any of a text group's alternatives, whose lists `lists` gives (asked for only when the
   * union is not kept), kept under `key`, which names the alternatives (text-search.ts groupKey): a group of
   * several ('st': st*, saint, sankt, san; 'svizzera': the word and country=CH) was united again on every
   * search, half the time of 'st a' at 100k schools. As a search's clause (`dense` bitmaps), a dense union
   * is a bitmap, as a prefix's is. Kept as long as the cache allows, so the lists must not change while
   * this index lives: the words' lists do not, nor the fields a text names (text-search.ts
   * TextTarget.fieldDocs; a school's `featured`, which does change, is no text field).
   */
  unitedGroup(key: string, lists: () => readonly Uint32Array[], dense: DenseAs): Uint32Array | KeptBitmap {
    return dense === 'bitmaps' ? this.#groups.clause(key, lists) : this.#groups.listed(key, lists);
  }

  /** The same documents split by the score each earns (domain/text-query.ts wordScore), prefixes not yet united; a new array on every call, which group-scores.ts groupLists sorts. */
  scored(alternative: WordAlternative): ScoredList[] {
    const lists: ScoredList[] = [];
    const add = (list: ScoredList): void => {
      if (list.atMost > 0) lists.push(list);
    };
    for (let where = 0; where < this.#levels.length; where += 1) {
      const level = this.#levels[where] as PrefixIndex;
      const equal = wordScore(alternative, where, true);
      const longer = wordScore(alternative, where, false);
      const equalScored = equal !== null && equal !== longer;
      if (equalScored && longer !== null) {
        const { exact, prefixed } = level.exactAndPrefixed(alternative.word);
        add(ScoredList.of(exact, equal));
        add(new ScoredList(prefixed, longer));
      } else if (equalScored) add(ScoredList.of(level.exact(alternative.word), equal));
      else if (longer !== null) add(new ScoredList(level.prefixed(alternative.word), longer));
    }
    return lists;
  }

  /** Documents whose name has a word starting with `word`: an optional word's hit. */
  nameMatching(word: string): Uint32Array {
    return (this.#levels[0] as PrefixIndex).matching(word);
  }
}
