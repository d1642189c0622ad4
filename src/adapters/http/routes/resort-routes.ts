import type { Plugin } from '@hapi/hapi';
import type { DirectoryUseCases } from '../../../application/directory-use-cases.js';
import { NO_PARAMETERS, REFERENCES, RESORT_LIST, RESORT_SCHOOL_LIST } from '../../validation/endpoint-parameters.js';
import { toResortQuery, toSchoolQuery } from '../../validation/to-queries.js';
import { presentResort } from '../../presenters/record-presenters.js';
import { success } from '../envelope.js';
import { pagedResponse, schoolPageResponse } from './paged-response.js';
import { pathReference, queryValues, validation } from './route-validation.js';

export const resortRoutesPlugin: Plugin<DirectoryUseCases> = {
  name: 'resort-routes',
  register(server, useCases) {
    server.route([
      {
        method: 'GET',
        path: '/api/v1/resorts',
        options: validation(RESORT_LIST),
        handler: async (request, h) => {
          const page = await useCases.searchResorts.execute(toResortQuery(queryValues(request)));
          return pagedResponse(request, h, page, presentResort);
        },
      },
      {
        method: 'GET',
        path: '/api/v1/resorts/{idOrSlug}',
        options: validation(NO_PARAMETERS, { idOrSlug: REFERENCES.resort }),
        handler: async (request) => success(presentResort(await useCases.getResort.execute(pathReference(request, 'idOrSlug')))),
      },
      {
        method: 'GET',
        path: '/api/v1/resorts/{idOrSlug}/schools',
        options: validation(RESORT_SCHOOL_LIST, { idOrSlug: REFERENCES.resort }),
        handler: async (request, h) => {
          const page = await useCases.listResortSchools.execute(pathReference(request, 'idOrSlug'), toSchoolQuery(queryValues(request)));
          return schoolPageResponse(request, h, page);
        },
      },
    ]);
  },
};
