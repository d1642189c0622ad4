import type { Plugin } from '@hapi/hapi';
import type { DirectoryUseCases } from '../../../application/directory-use-cases.js';
import { NO_PARAMETERS, REFERENCES, RESORT_LIST, RESORT_SCHOOL_LIST } from '../../validation/endpoint-parameters.js';
import { toResortQuery, toSchoolQuery } from '../../validation/to-queries.js';
import { presentResort } from '../../presenters/record-presenters.js';
import { recordBody } from '../envelope.js';
import { pagedResponse, schoolPageResponse } from './paged-response.js';
import { pathReference, readRoute } from './read-route.js';

export const resortRoutesPlugin: Plugin<DirectoryUseCases> = {
  name: 'resort-routes',
  register(server, useCases) {
    server.route([
      readRoute({
        path: '/api/v1/resorts',
        query: RESORT_LIST,
        answer: async ({ query }, request) => pagedResponse(request, await useCases.searchResorts.execute(toResortQuery(query)), presentResort),
      }),
      readRoute({
        path: '/api/v1/resorts/{idOrSlug}',
        query: NO_PARAMETERS,
        params: { idOrSlug: REFERENCES.resort },
        answer: async (input) => ({ body: recordBody(await useCases.getResort.execute(pathReference(input, 'idOrSlug')), presentResort) }),
      }),
      readRoute({
        path: '/api/v1/resorts/{idOrSlug}/schools',
        query: RESORT_SCHOOL_LIST,
        params: { idOrSlug: REFERENCES.resort },
        answer: async (input, request) => {
          const page = await useCases.listResortSchools.execute(pathReference(input, 'idOrSlug'), toSchoolQuery(input.query));
          return schoolPageResponse(request, page);
        },
      }),
    ]);
  },
};
