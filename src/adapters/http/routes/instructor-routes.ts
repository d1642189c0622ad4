import type { Plugin } from '@hapi/hapi';
import type { DirectoryUseCases } from '../../../application/directory-use-cases.js';
import { INSTRUCTOR_LIST, NO_PARAMETERS, REFERENCES } from '../../validation/endpoint-parameters.js';
import { toInstructorQuery } from '../../validation/to-queries.js';
import { presentInstructor } from '../../presenters/record-presenters.js';
import { recordBody } from '../envelope.js';
import { pagedResponse } from './paged-response.js';
import { pathReference, readRoute } from './read-route.js';

/** Instructors have no slug (their names are private), so the path names an id. */
export const instructorRoutesPlugin: Plugin<DirectoryUseCases> = {
  name: 'instructor-routes',
  register(server, useCases) {
    server.route([
      readRoute({
        path: '/api/v1/instructors',
        query: INSTRUCTOR_LIST,
        answer: async ({ query }, request) => pagedResponse(request, await useCases.searchInstructors.execute(toInstructorQuery(query)), presentInstructor),
      }),
      readRoute({
        path: '/api/v1/instructors/{id}',
        query: NO_PARAMETERS,
        params: { id: REFERENCES.instructor },
        answer: async (input) => ({ body: recordBody(await useCases.getInstructor.execute(pathReference(input, 'id')), presentInstructor) }),
      }),
    ]);
  },
};
