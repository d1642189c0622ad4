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

export function mongoSearchVocabulary(db: Db, refreshMs = VOCABULARY_REFRESH_MS, now: () => number = Date.now): WordListVocabulary {
  const loaded = new Map<SearchTarget, { list: Promise<WordList>; at: number }>();
  const read = (target: SearchTarget): Promise<WordList> => guarded(async () => {
    const words = await db.collection(COLLECTIONS[target]).distinct('searchWords', {}, { maxTimeMS: QUERY_TIME_LIMIT_MS });
    return new WordList(words as string[]);
  });
  return new WordListVocabulary((target) => {
    const entry = loaded.get(target);
    if (entry !== undefined && now() - entry.at < refreshMs) return entry.list;
    const list = read(target);
    loaded.set(target, { list, at: now() });
    list.catch(() => {
      if (loaded.get(target)?.list === list) loaded.delete(target);
    });
    return list;
  });
}
