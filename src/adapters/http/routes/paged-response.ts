import type { Request } from '@hapi/hapi';
import type { SchoolPage, WithoutDistances } from '../../../application/ports/school-repository.js';
import type { Page } from '../../../domain/page.js';
import { listedSchoolJson } from '../../presenters/listed-school-json.js';
import { recordJson, type ItemJson } from '../../presenters/record-json.js';
import { pagedBody } from '../envelope.js';
import { linkHeader } from '../link-header.js';
import type { ReadAnswer } from './read-route.js';

function listPage<T>(request: Request, page: Page<T>, itemJson: (item: T, at: number) => ItemJson): ReadAnswer {
  return { body: pagedBody(page, itemJson), headers: { Link: linkHeader(request.path, request.raw.req.url ?? '', page) } };
}

/** A list page: the envelope with `meta` (each record serialised once, see record-json.ts), and the Link header to its neighbours. */
export function pagedResponse<T, R>(request: Request, page: Page<T> & WithoutDistances, present: (item: T) => R): ReadAnswer {
  return listPage(request, page, recordJson(present));
}

/** A page of schools, as pagedResponse, each with its distance when the search was near a point. */
export function schoolPageResponse(request: Request, page: SchoolPage): ReadAnswer {
  return listPage(request, page, listedSchoolJson(page));
}
