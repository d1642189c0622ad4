import type { Plugin } from '@hapi/hapi';
import { NO_PARAMETERS } from '../../../application/parameters/endpoint-parameters.js';
import type { DirectoryUseCases } from '../../../application/directory-use-cases.js';
import { presentCountry } from '../../presenters/record-presenters.js';
import { success } from '../envelope.js';
import { queryValidation } from './list-route.js';

/** Countries that have schools: a short list returned whole, without paging or meta. */
export const countryRoutesPlugin: Plugin<DirectoryUseCases> = {
  name: 'country-routes',
  register(server, useCases) {
    server.route({
      method: 'GET',
      path: '/api/v1/countries',
      options: queryValidation(NO_PARAMETERS),
      handler: async () => success((await useCases.listCountries.execute()).map(presentCountry)),
    });
  },
};
