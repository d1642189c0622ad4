/**
 * Tool results carry what the REST envelope carries: `structuredContent` is
 * its `data` (+ `meta` for pages), built by the same presenters and the same
 * pageMeta. The text content repeats it as JSON, after a one-line summary,
 * for clients that read only text.
 */
import type { CallToolResult } from '@modelcontextprotocol/server';
import type { WithoutDistances } from '../../application/ports/school-repository.js';
import type { Page } from '../../domain/page.js';
import { pageMeta } from '../presenters/page-meta.js';
import { lastReachablePage } from '../../domain/page.js';

export interface Noun {
  one: string;
  many: string;
}

function result(summary: string, structured: Record<string, unknown>): CallToolResult {
  return {
    content: [
      { type: 'text', text: summary },
      { type: 'text', text: JSON.stringify(structured) },
    ],
    structuredContent: structured,
  };
}

function count(n: number, noun: Noun): string {
  return `${n} ${n === 1 ? noun.one : noun.many}`;
}

/** A page whose items are presented one by one (a school page goes through pageResultOf with its distances). */
export function pageResult<T, R>(noun: Noun, page: Page<T> & WithoutDistances, present: (item: T) => R): CallToolResult {
  return pageResultOf(noun, page, page.items.map((item) => present(item)));
}

/** A page's result from its items already presented. */
export function pageResultOf(noun: Noun, page: Page<unknown>, data: readonly unknown[]): CallToolResult {
  const meta = pageMeta(page);
  let summary = meta.total === 0
    ? `No ${noun.many} match.`
    : `${count(meta.total, noun)} match; page ${meta.page} of ${meta.total_pages} holds ${data.length}.`;
  if (meta.page < lastReachablePage(meta.total, meta.limit)) summary += ` Ask for page ${meta.page + 1} for more.`;
  return result(summary, { data, meta });
}

/** Short lists returned whole (categories, countries): no paging, no meta, as in REST. */
export function listResult<T, R>(noun: Noun, items: readonly T[], present: (item: T) => R): CallToolResult {
  return result(`${count(items.length, noun)}.`, { data: items.map(present) });
}

export function itemResult<R extends { name?: string; displayName?: string; id: number }>(noun: Noun, record: R): CallToolResult {
  const label = record.name ?? record.displayName ?? '';
  const slug = 'slug' in record ? `, slug ${String(record.slug)}` : '';
  return result(`${noun.one[0]?.toUpperCase()}${noun.one.slice(1)} ${label} (id ${record.id}${slug}).`, { data: record });
}

/** A refusal the agent can act on (bad argument, unknown id): a tool error, not a protocol error. */
export function toolError(message: string): CallToolResult {
  return { content: [{ type: 'text', text: message }], isError: true };
}
