/**
 * The RFC 8288 Link header of a list page: first, prev, next and last,
 * relative to this host and keeping the request's other parameters.
 * No relation points past `total_pages` (nor past the page cap the
 * parameter rules enforce), so with no matches there is no `last` (there is
 * no last page) and no `prev`: only `first`, page 1, which is always valid.
 */
import type { Request } from '@hapi/hapi';
import { lastReachablePage, type Page } from '../../domain/page.js';

function linkTo(request: Request, page: number): string {
  const url = new URL(request.url.pathname + request.url.search, 'http://link.invalid');
  url.searchParams.set('page', String(page));
  return `<${url.pathname}${url.search}>`;
}

export function linkHeader(request: Request, page: Page<unknown>): string {
  const last = lastReachablePage(page.total, page.limit);
  const links = [`${linkTo(request, 1)}; rel="first"`];
  if (page.page > 1 && last > 0) links.push(`${linkTo(request, Math.min(page.page - 1, last))}; rel="prev"`);
  if (page.page < last) links.push(`${linkTo(request, page.page + 1)}; rel="next"`);
  if (last > 0) links.push(`${linkTo(request, last)}; rel="last"`);
  return links.join(', ');
}
