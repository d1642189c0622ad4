import type { Plugin } from '@hapi/hapi';
import type { DirectoryUseCases } from '../../../application/directory-use-cases.js';
import { INSTRUCTOR_LIST, NO_PARAMETERS, REFERENCES } from '../../validation/endpoint-parameters.js';
import { toInstructorQuery } from '../../validation/to-queries.js';
import { presentInstructor } from '../../presenters/record-presenters.js';
import { success } from '../envelope.js';
import { pagedResponse } from './paged-response.js';
import { pathReference, queryValues, validation } from './route-validation.js';

/** Instructors have no slug (their names are private), so the path names an id. */
export const instructorRoutesPlugin: Plugin<DirectoryUseCases> = {
  name: 'instructor-routes',
  register(server, useCases) {
    server.route([
      {
        method: 'GET',
        path: '/api/v1/instructors',
        options: validation(INSTRUCTOR_LIST),
        handler: async (request, h) => {
          const page = await useCases.searchInstructors.execute(toInstructorQuery(queryValues(request)));
          return pagedResponse(request, h, page, presentInstructor);
        },
      },
      {
        method: 'GET',
        path: '/api/v1/instructors/{id}',
        options: validation(NO_PARAMETERS, { id: REFERENCES.instructor }),
        handler: async (request) => success(presentInstructor(await useCases.getInstructor.execute(pathReference(request, 'id')))),
      },
    ]);
  },
};
