import type { Plugin } from '@hapi/hapi';
import type { DirectoryUseCases } from '../../../application/directory-use-cases.js';
import { NO_PARAMETERS, REFERENCES, SCHOOL_LIST } from '../../validation/endpoint-parameters.js';
import { toSchoolQuery } from '../../validation/to-queries.js';
import { schoolDetailJson } from '../../presenters/record-json.js';
import { successBody } from '../envelope.js';
import { schoolPageResponse } from './paged-response.js';
import { pathReference, readRoute } from './read-route.js';

export const schoolRoutesPlugin: Plugin<DirectoryUseCases> = {
  name: 'school-routes',
  register(server, useCases) {
    server.route([
      readRoute({
        path: '/api/v1/schools',
        query: SCHOOL_LIST,
        answer: async ({ query }, request) => schoolPageResponse(request, await useCases.searchSchools.execute(toSchoolQuery(query))),
      }),
      readRoute({
        path: '/api/v1/schools/{idOrSlug}',
        query: NO_PARAMETERS,
        params: { idOrSlug: REFERENCES.school },
        answer: async (input) => ({ body: successBody(schoolDetailJson(await useCases.getSchool.execute(pathReference(input, 'idOrSlug')))) }),
      }),
    ]);
  },
};
