/**
 * SearchVocabulary over MongoDB: the distinct `searchWords` of each
 * collection (answered from the multikey word index), read on first use
 * and again once they are older than the refresh interval, so that a
 * re-load shows up without a restart. A failed read is not remembered:
 * the next question asks the database again.
 */
import type { Db } from 'mongodb';
import type { SearchTarget } from '../../../application/ports/search-vocabulary.js';
import { WordList } from '../vocabulary/word-list.js';
import { WordListVocabulary } from '../vocabulary/word-list-vocabulary.js';
import { COLLECTIONS } from './collections.js';
import { QUERY_TIME_LIMIT_MS } from './mongo-client.js';
import { guarded } from './mongo-errors.js';

export const VOCABULARY_REFRESH_MS = 5 * 60_000;

/** The distinct values of a word-array field as a WordList, read when first asked and again once older than `refreshMs`. */
export function refreshingWordList(db: Db, collection: string, field: string, refreshMs: number, now: () => number): () => Promise<WordList> {
  let loaded: { list: Promise<WordList>; at: number } | undefined;
  const read = (): Promise<WordList> => guarded(async () => {
    const words = await db.collection(collection).distinct(field, {}, { maxTimeMS: QUERY_TIME_LIMIT_MS });
    return WordList.of(words as string[]);
  });
  return () => {
    if (loaded !== undefined && now() - loaded.at < refreshMs) return loaded.list;
    const list = read();
    const entry = { list, at: now() };
    loaded = entry;
    list.catch(() => {
      if (loaded === entry) loaded = undefined;
    });
    return list;
  };
}

export function mongoSearchVocabulary(db: Db, refreshMs = VOCABULARY_REFRESH_MS, now: () => number = Date.now): WordListVocabulary {
  const lists: Record<SearchTarget, () => Promise<WordList>> = {
    schools: refreshingWordList(db, COLLECTIONS.schools, 'searchWords', refreshMs, now),
    resorts: refreshingWordList(db, COLLECTIONS.resorts, 'searchWords', refreshMs, now),
    instructors: refreshingWordList(db, COLLECTIONS.instructors, 'searchWords', refreshMs, now),
  };
  return new WordListVocabulary((target) => lists[target]());
}
