/**
 * The shape of every list query: one aggregation, one round trip, returning
 * the exact total and the requested page together ($facet).
 *
 * Why the total costs what it costs: an exact `total` must visit every match,
 * so a list request is O(matches) whatever the page; the page itself is
 * produced on the way (skip + limit over the ordered stream), which is why
 * deep pages cost no more than the count already does.
 */
import type { Collection, Document } from 'mongodb';
import { pageOffset, type Page, type PageRequest } from '../../../domain/page.js';
import { QUERY_TIME_LIMIT_MS } from './mongo-client.js';

export type SortSpec = Readonly<Record<string, 1 | -1>>;

/**
 * For orders stored on the documents: $match and $sort come before $facet,
 * where MongoDB can answer them from a compound index (no in-memory sort)
 * and apply the projection before documents enter the pipeline.
 */
export function sortedPagePipeline(filter: Document, sort: SortSpec, projection: Document, request: PageRequest): Document[] {
  return sortedPageOf([{ $match: filter }], sort, projection, request);
}

/** sortedPagePipeline after any selecting stages (the first must be a $match for an index to serve it). */
export function sortedPageOf(selection: readonly Document[], sort: SortSpec, projection: Document, request: PageRequest): Document[] {
  return [
    ...selection,
    { $sort: { ...sort } },
    { $project: { ...projection } },
    { $facet: { total: [{ $count: 'n' }], items: [{ $skip: pageOffset(request) }, { $limit: request.limit }] } },
  ];
}

/**
 * For orders on a per-query score (relevance): the score exists only inside
 * the pipeline, so the sort runs in the items branch, where MongoDB fuses
 * $sort + $skip + $limit into a top-k sort holding at most skip + limit
 * documents instead of sorting every match. `scoring` adds the fields the
 * sort reads; `extra` adds facets beside total and items.
 */
export function rankedPageOf(
  selection: readonly Document[], scoring: readonly Document[], sort: SortSpec, projection: Document, request: PageRequest, extra: Document = {},
): Document[] {
  return [
    ...selection,
    {
      $facet: {
        ...extra,
        total: [{ $count: 'n' }],
        items: [
          ...scoring,
          { $sort: { ...sort } },
          { $skip: pageOffset(request) },
          { $limit: request.limit },
          { $project: { ...projection } },
        ],
      },
    },
  ];
}

/** Reads the single $facet document; MongoDB's $count emits nothing for no input, hence the 0. */
export function readPage<D, T>(result: Document | undefined, map: (doc: D) => T, request: PageRequest): Page<T> {
  const total = (result?.total as Array<{ n: number }> | undefined)?.[0]?.n ?? 0;
  const items = ((result?.items as D[] | undefined) ?? []).map(map);
  const groups = (result?.groups as Array<{ n: number }> | undefined)?.[0]?.n;
  return { items, total, page: request.page, limit: request.limit, ...(groups === undefined ? {} : { groupsMatched: groups }) };
}

/** Sends a page pipeline; allowDiskUse lets an unindexed order over many matches spill instead of failing. */
export async function aggregatePage<C extends Document, D, T>(collection: Collection<C>, pipeline: Document[], map: (doc: D) => T, request: PageRequest): Promise<Page<T>> {
  const [result] = await collection.aggregate(pipeline, { allowDiskUse: true, maxTimeMS: QUERY_TIME_LIMIT_MS }).toArray();
  return readPage(result, map, request);
}
