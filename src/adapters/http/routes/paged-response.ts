import type { Request, ResponseToolkit } from '@hapi/hapi';
import type { SchoolPage, WithoutDistances } from '../../../application/ports/school-repository.js';
import type { Page } from '../../../domain/page.js';
import { listedSchoolJson, recordJson, type ItemJson } from '../../presenters/record-json.js';
import { pagedBody } from '../envelope.js';
import { linkHeader } from '../link-header.js';

function listPage<T>(request: Request, h: ResponseToolkit, page: Page<T>, itemJson: (item: T, at: number) => ItemJson) {
  return h.response(pagedBody(page, itemJson)).header('Link', linkHeader(request.path, request.raw.req.url ?? '', page));
}

/** A list page: the envelope with `meta` (each record serialised once, see record-json.ts), and the Link header to its neighbours. */
export function pagedResponse<T, R>(request: Request, h: ResponseToolkit, page: Page<T> & WithoutDistances, present: (item: T) => R) {
  return listPage(request, h, page, recordJson(present));
}

/** A page of schools, as pagedResponse, each with its distance when the search was near a point. */
export function schoolPageResponse(request: Request, h: ResponseToolkit, page: SchoolPage) {
  return listPage(request, h, page, listedSchoolJson(page));
}
