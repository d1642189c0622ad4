import type { Request, ResponseToolkit } from '@hapi/hapi';
import type { Page } from '../../../domain/page.js';
import { paged } from '../envelope.js';
import { linkHeader } from '../link-header.js';

/** A list page: the envelope with `meta`, and the Link header to its neighbours. */
export function pagedResponse<T, R>(request: Request, h: ResponseToolkit, page: Page<T>, present: (item: T) => R) {
  return h.response(paged(page, present)).header('Link', linkHeader(request, page));
}
