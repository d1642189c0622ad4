/**
 * The RFC 8288 Link header of a list page: first, prev, next and last,
 * relative to this host and keeping the request's other parameters.
 * No relation points past `total_pages` (nor past the page cap the
 * parameter rules enforce), so with no matches there is no `last` (there is
 * no last page) and no `prev`: only `first`, page 1, which is always valid.
 */
import type { Request } from '@hapi/hapi';
import { lastReachablePage, type Page } from '../../domain/page.js';

export function linkHeader(request: Request, page: Page<unknown>): string {
  const last = lastReachablePage(page.total, page.limit);
  // One URL for every relation: each sets `page` in the same place, as a fresh copy of the request's would.
  const url = new URL(request.url.pathname + request.url.search, 'http://link.invalid');
  const linkTo = (number: number) => {
    url.searchParams.set('page', String(number));
    return `<${url.pathname}${url.search}>`;
  };
  const links = [`${linkTo(1)}; rel="first"`];
  if (page.page > 1 && last > 0) links.push(`${linkTo(Math.min(page.page - 1, last))}; rel="prev"`);
  if (page.page < last) links.push(`${linkTo(page.page + 1)}; rel="next"`);
  if (last > 0) links.push(`${linkTo(last)}; rel="last"`);
  return links.join(', ');
}
