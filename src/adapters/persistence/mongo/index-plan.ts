/**
 * One index the loader creates, with the query it serves (indexes.ts
 * INDEX_PLANS). Its own file, so that the payment and webhook collections
 * can declare their plans without importing the list that gathers them.
 */
import type { CreateIndexesOptions, IndexSpecification } from 'mongodb';

export interface IndexPlan {
  collection: string;
  key: IndexSpecification;
  options: CreateIndexesOptions & { name: string };
  serves: string;
}
