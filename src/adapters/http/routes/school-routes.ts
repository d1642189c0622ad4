import type { Plugin } from '@hapi/hapi';
import type { DirectoryUseCases } from '../../../application/directory-use-cases.js';
import { NO_PARAMETERS, REFERENCES, SCHOOL_LIST } from '../../validation/endpoint-parameters.js';
import { toSchoolQuery } from '../../validation/to-queries.js';
import { schoolDetailJson } from '../../presenters/record-json.js';
import { successBody } from '../envelope.js';
import { schoolPageResponse } from './paged-response.js';
import { pathReference, queryValues, validation } from './route-validation.js';

export const schoolRoutesPlugin: Plugin<DirectoryUseCases> = {
  name: 'school-routes',
  register(server, useCases) {
    server.route([
      {
        method: 'GET',
        path: '/api/v1/schools',
        options: validation(SCHOOL_LIST),
        handler: async (request, h) => {
          const page = await useCases.searchSchools.execute(toSchoolQuery(queryValues(request)));
          return schoolPageResponse(request, h, page);
        },
      },
      {
        method: 'GET',
        path: '/api/v1/schools/{idOrSlug}',
        options: validation(NO_PARAMETERS, { idOrSlug: REFERENCES.school }),
        handler: async (request) => {
          const detail = await useCases.getSchool.execute(pathReference(request, 'idOrSlug'));
          return successBody(schoolDetailJson(detail));
        },
      },
    ]);
  },
};
