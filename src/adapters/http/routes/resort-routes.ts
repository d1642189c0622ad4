import type { Plugin } from '@hapi/hapi';
import { parseRecordRef } from '../../../domain/queries.js';
import { NO_PARAMETERS, RESORT_LIST_PARAMETERS, RESORT_SCHOOL_PARAMETERS } from '../../../application/parameters/endpoint-parameters.js';
import { toResortQuery, toSchoolQuery } from '../../../application/parameters/to-queries.js';
import type { DirectoryUseCases } from '../../../application/directory-use-cases.js';
import { presentResort, presentSchool } from '../../presenters/record-presenters.js';
import { success } from '../envelope.js';
import { pagedResponse, pathParam, queryValidation, queryValues } from './list-route.js';

export const resortRoutesPlugin: Plugin<DirectoryUseCases> = {
  name: 'resort-routes',
  register(server, useCases) {
    server.route([
      {
        method: 'GET',
        path: '/api/v1/resorts',
        options: queryValidation(RESORT_LIST_PARAMETERS),
        handler: async (request, h) => {
          const page = await useCases.searchResorts.execute(toResortQuery(queryValues(request)));
          return pagedResponse(request, h, page, presentResort);
        },
      },
      {
        method: 'GET',
        path: '/api/v1/resorts/{ref}',
        options: queryValidation(NO_PARAMETERS),
        handler: async (request) => success(presentResort(await useCases.getResort.execute(parseRecordRef(pathParam(request, 'ref'))))),
      },
      {
        method: 'GET',
        path: '/api/v1/resorts/{ref}/schools',
        options: queryValidation(RESORT_SCHOOL_PARAMETERS),
        handler: async (request, h) => {
          const ref = parseRecordRef(pathParam(request, 'ref'));
          const page = await useCases.listResortSchools.execute(ref, toSchoolQuery(queryValues(request)));
          return pagedResponse(request, h, page, presentSchool);
        },
      },
    ]);
  },
};
