import type { Plugin } from '@hapi/hapi';
import { InvalidParameterError } from '../../../domain/errors.js';
import { parsePositiveId } from '../../../domain/queries.js';
import { INSTRUCTOR_LIST_PARAMETERS, NO_PARAMETERS } from '../../../application/parameters/endpoint-parameters.js';
import { toInstructorQuery } from '../../../application/parameters/to-queries.js';
import type { DirectoryUseCases } from '../../../application/directory-use-cases.js';
import { presentInstructor } from '../../presenters/record-presenters.js';
import { success } from '../envelope.js';
import { pagedResponse, pathParam, queryValidation, queryValues } from './list-route.js';

/** Instructors have no slug (their names are private), so the path takes an id only. */
function instructorId(raw: string): number {
  const id = parsePositiveId(raw.trim());
  if (id === null) throw new InvalidParameterError('id', `must be a positive integer instructor id (got '${raw}')`);
  return id;
}

export const instructorRoutesPlugin: Plugin<DirectoryUseCases> = {
  name: 'instructor-routes',
  register(server, useCases) {
    server.route([
      {
        method: 'GET',
        path: '/api/v1/instructors',
        options: queryValidation(INSTRUCTOR_LIST_PARAMETERS),
        handler: async (request, h) => {
          const page = await useCases.searchInstructors.execute(toInstructorQuery(queryValues(request)));
          return pagedResponse(request, h, page, presentInstructor);
        },
      },
      {
        method: 'GET',
        path: '/api/v1/instructors/{id}',
        options: queryValidation(NO_PARAMETERS),
        handler: async (request) => success(presentInstructor(await useCases.getInstructor.execute(instructorId(pathParam(request, 'id'))))),
      },
    ]);
  },
};
