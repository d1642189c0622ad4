import type { Plugin } from '@hapi/hapi';
import { parseRecordRef } from '../../../domain/queries.js';
import { SCHOOL_LIST_PARAMETERS, NO_PARAMETERS } from '../../../application/parameters/endpoint-parameters.js';
import { toSchoolQuery } from '../../../application/parameters/to-queries.js';
import type { DirectoryUseCases } from '../../../application/directory-use-cases.js';
import { presentSchool, presentSchoolDetail } from '../../presenters/record-presenters.js';
import { success } from '../envelope.js';
import { pagedResponse, pathParam, queryValidation, queryValues } from './list-route.js';

export const schoolRoutesPlugin: Plugin<DirectoryUseCases> = {
  name: 'school-routes',
  register(server, useCases) {
    server.route([
      {
        method: 'GET',
        path: '/api/v1/schools',
        options: queryValidation(SCHOOL_LIST_PARAMETERS),
        handler: async (request, h) => {
          const page = await useCases.searchSchools.execute(toSchoolQuery(queryValues(request)));
          return pagedResponse(request, h, page, presentSchool);
        },
      },
      {
        method: 'GET',
        path: '/api/v1/schools/{ref}',
        options: queryValidation(NO_PARAMETERS),
        handler: async (request) => {
          const detail = await useCases.getSchool.execute(parseRecordRef(pathParam(request, 'ref')));
          return success(presentSchoolDetail(detail));
        },
      },
    ]);
  },
};
