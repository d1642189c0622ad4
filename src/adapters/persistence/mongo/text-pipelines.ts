/**
 * The list pipelines of a search with text, as the embedded engine answers
 * it (domain/text-query.ts): first the records matching every group; only
 * when there are none, a second pipeline keeping the records that match
 * the most groups. Sent by text-search.ts; built here, pure, so that the
 * differential test evaluates exactly these.
 */
import type { Collection, Document } from 'mongodb';
import type { Page, PageRequest } from '../../../domain/page.js';
import { hasText, type TextQuery } from '../../../domain/text-query.js';
import { allOf } from './filter-clauses.js';
import { aggregatePage, rankedPageOf, sortedPageOf, type SortSpec } from './page-pipeline.js';
import { anyGroupFilter, groupFilters, groupsMatchedStage, RELEVANCE_SORT, relevanceStages, type TextFieldPaths } from './text-match.js';

export interface TextSearchPlan {
  text: TextQuery;
  fields: TextFieldPaths;
  /** The query's other filters, AND-ed with the text. */
  filters: readonly Document[];
  /** The stored order, or `relevance` with the order that breaks its ties. */
  order: { sort: SortSpec } | { relevance: SortSpec };
  projection: Document;
  /** Fields computed per query right after the first match (e.g. a distance), for the order and the projection to read. */
  computed?: Document;
}

export interface TextPipelines {
  all: Document[];
  /** Null when a partial answer cannot differ (fewer than two groups). */
  partial: Document[] | null;
}

function page(plan: TextSearchPlan, selection: Document[], request: PageRequest, partial: boolean): Document[] {
  const projection = partial ? { ...plan.projection, _matched: 1 } : plan.projection;
  const groups = partial ? { groups: [{ $limit: 1 }, { $project: { _id: 0, n: '$_matched' } }] } : {};
  if ('relevance' in plan.order && hasText(plan.text)) {
    return rankedPageOf(selection, relevanceStages(plan.text, plan.fields), { ...RELEVANCE_SORT, ...plan.order.relevance }, projection, request, groups);
  }
  const sort = 'sort' in plan.order ? plan.order.sort : plan.order.relevance;
  const sorted = sortedPageOf(selection, sort, projection, request);
  if (partial) (sorted[sorted.length - 1] as { $facet: Document }).$facet.groups = groups.groups;
  return sorted;
}

/** The stages selecting the matches, without order or page: every group, and (null below two groups) the most groups. */
export function textSelections(plan: Omit<TextSearchPlan, 'order' | 'projection'>): { all: Document[]; partial: Document[] | null } {
  const computed = plan.computed === undefined ? [] : [{ $addFields: plan.computed }];
  const all = [{ $match: allOf([...groupFilters(plan.text, plan.fields), ...plan.filters]) }, ...computed];
  if (plan.text.groups.length < 2) return { all, partial: null };
  return {
    all,
    partial: [
      { $match: allOf([anyGroupFilter(plan.text, plan.fields), ...plan.filters]) },
      ...computed,
      groupsMatchedStage(plan.text, plan.fields),
      { $setWindowFields: { output: { _most: { $max: '$_matched' } } } },
      { $match: { $expr: { $eq: ['$_matched', '$_most'] } } },
    ],
  };
}

export function textPipelines(plan: TextSearchPlan, request: PageRequest): TextPipelines {
  const selections = textSelections(plan);
  const all = page(plan, selections.all, request, false);
  return { all, partial: selections.partial === null ? null : page(plan, selections.partial, request, true) };
}

/** Sends the pipelines: the partial one only when nothing matches every group. */
export async function searchText<C extends Document, D, T>(
  collection: Collection<C>, pipelines: TextPipelines, map: (doc: D) => T, request: PageRequest, text: TextQuery,
): Promise<Page<T>> {
  const found = await aggregatePage(collection, pipelines.all, map, request);
  if (!hasText(text)) return found;
  if (found.total > 0 || pipelines.partial === null) return { ...found, groupsMatched: found.total > 0 ? text.groups.length : 0 };
  const partial = await aggregatePage(collection, pipelines.partial, map, request);
  return { ...partial, groupsMatched: partial.groupsMatched ?? 0 };
}
