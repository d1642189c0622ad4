/**
 * The RFC 8288 Link header of a list page: first, prev, next and last,
 * relative to this host and keeping the request's other parameters.
 * No relation points past `total_pages` (nor past the page cap the
 * parameter rules enforce), so with no matches there is no `last` (there is
 * no last page) and no `prev`: only `first`, page 1, which is always valid.
 */
import { lastReachablePage, type Page } from '../../domain/page.js';

/** The query of a request target (origin or absolute form): after the first `?` before any fragment, as Hapi reads it. */
function querySection(target: string): string {
  const fragment = target.indexOf('#');
  const beforeFragment = fragment === -1 ? target : target.slice(0, fragment);
  const start = beforeFragment.indexOf('?');
  return start === -1 ? '' : beforeFragment.slice(start + 1);
}

/**
 * `path` is the request's (normalised) path, `target` the request target as received. Each relation's
 * query is what URLSearchParams.set('page', n) would serialise (page where the request put it, else last;
 * the other parameters re-encoded as a URL's search writes them), built from one parse of the target.
 */
export function linkHeader(path: string, target: string, page: Page<unknown>): string {
  const last = lastReachablePage(page.total, page.limit);
  const parameters = new URLSearchParams(querySection(target));
  parameters.set('page', '');
  const entries = [...parameters];
  const at = entries.findIndex(([name]) => name === 'page');
  const before = new URLSearchParams(entries.slice(0, at)).toString();
  const after = new URLSearchParams(entries.slice(at + 1)).toString();
  const prefix = `<${path}?${before === '' ? '' : `${before}&`}page=`;
  const suffix = after === '' ? '>' : `&${after}>`;
  const linkTo = (number: number) => `${prefix}${number}${suffix}`;
  const links = [`${linkTo(1)}; rel="first"`];
  if (page.page > 1 && last > 0) links.push(`${linkTo(Math.min(page.page - 1, last))}; rel="prev"`);
  if (page.page < last) links.push(`${linkTo(page.page + 1)}; rel="next"`);
  if (last > 0) links.push(`${linkTo(last)}; rel="last"`);
  return links.join(', ');
}
