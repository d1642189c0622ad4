import type { Request, ResponseToolkit } from '@hapi/hapi';
import type { Page } from '../../../domain/page.js';
import { recordJson } from '../../presenters/record-json.js';
import { pagedBody } from '../envelope.js';
import { linkHeader } from '../link-header.js';

/** A list page: the envelope with `meta` (each record serialised once, see record-json.ts), and the Link header to its neighbours. */
export function pagedResponse<T, R>(request: Request, h: ResponseToolkit, page: Page<T>, present: (item: T) => R) {
  return h.response(pagedBody(page, recordJson(present))).header('Link', linkHeader(request.path, request.raw.req.url ?? '', page));
}
