import type { Plugin } from '@hapi/hapi';
import type { DirectoryUseCases } from '../../../application/directory-use-cases.js';
import { SUGGEST } from '../../validation/endpoint-parameters.js';
import { toSuggestRequest } from '../../validation/to-suggest-request.js';
import { presentSuggestion } from '../../presenters/suggestion-presenter.js';
import { success } from '../envelope.js';
import { queryValues, validation } from './route-validation.js';

/** Suggestions for a search box: a short list returned whole, without paging or meta. */
export const suggestRoutesPlugin: Plugin<DirectoryUseCases> = {
  name: 'suggest-routes',
  register(server, useCases) {
    server.route({
      method: 'GET',
      path: '/api/v1/suggest',
      options: validation(SUGGEST),
      handler: async (request) => success((await useCases.suggest.execute(toSuggestRequest(queryValues(request)))).map(presentSuggestion)),
    });
  },
};
