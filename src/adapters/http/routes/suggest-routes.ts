import type { Plugin } from '@hapi/hapi';
import type { DirectoryUseCases } from '../../../application/directory-use-cases.js';
import { SUGGEST } from '../../validation/endpoint-parameters.js';
import { toSuggestRequest } from '../../validation/to-suggest-request.js';
import { presentSuggestion } from '../../presenters/suggestion-presenter.js';
import { listBody } from '../envelope.js';
import { readRoute } from './read-route.js';

/**
 * Suggestions for a search box: a short list returned whole, without paging or meta. Each suggestion is
 * its remembered bytes when its source hands out lasting frozen objects (the embedded index does), so a
 * keystroke's answer is copied together and tagged, not presented and stringified anew.
 */
export const suggestRoutesPlugin: Plugin<DirectoryUseCases> = {
  name: 'suggest-routes',
  register(server, useCases) {
    server.route(readRoute({
      path: '/api/v1/suggest',
      query: SUGGEST,
      answer: async ({ query }) => ({ body: listBody(await useCases.suggest.execute(toSuggestRequest(query)), presentSuggestion) }),
    }));
  },
};
