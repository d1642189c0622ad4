import type { Plugin } from '@hapi/hapi';
import type { DirectoryUseCases } from '../../../application/directory-use-cases.js';
import { presentCountry } from '../../presenters/record-presenters.js';
import { listBody } from '../envelope.js';
import { NO_PARAMETERS } from '../../validation/endpoint-parameters.js';
import { readRoute } from './read-route.js';

/** Countries that have schools: a short list returned whole, without paging or meta. */
export const countryRoutesPlugin: Plugin<DirectoryUseCases> = {
  name: 'country-routes',
  register(server, useCases) {
    server.route(readRoute({
      path: '/api/v1/countries',
      query: NO_PARAMETERS,
      answer: async () => ({ body: listBody(await useCases.listCountries.execute(), presentCountry) }),
    }));
  },
};
