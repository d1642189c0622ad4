import type { Plugin } from '@hapi/hapi';
import type { CategoryType } from '../../../domain/taxonomy.js';
import type { DirectoryUseCases } from '../../../application/directory-use-cases.js';
import { CATEGORY_LIST, CATEGORY_SCHOOL_LIST, NO_PARAMETERS, REFERENCES } from '../../validation/endpoint-parameters.js';
import { toSchoolQuery } from '../../validation/to-queries.js';
import { presentCategory } from '../../presenters/record-presenters.js';
import { listBody, recordBody } from '../envelope.js';
import { schoolPageResponse } from './paged-response.js';
import { pathReference, readRoute } from './read-route.js';

/** The category list is short and returned whole, without paging or meta. */
export const categoryRoutesPlugin: Plugin<DirectoryUseCases> = {
  name: 'category-routes',
  register(server, useCases) {
    server.route([
      readRoute({
        path: '/api/v1/categories',
        query: CATEGORY_LIST,
        answer: async ({ query }) => ({ body: listBody(await useCases.listCategories.execute(query.type as CategoryType | undefined), presentCategory) }),
      }),
      readRoute({
        path: '/api/v1/categories/{idOrSlug}',
        query: NO_PARAMETERS,
        params: { idOrSlug: REFERENCES.category },
        answer: async (input) => ({ body: recordBody(await useCases.getCategory.execute(pathReference(input, 'idOrSlug')), presentCategory) }),
      }),
      readRoute({
        path: '/api/v1/categories/{idOrSlug}/schools',
        query: CATEGORY_SCHOOL_LIST,
        params: { idOrSlug: REFERENCES.category },
        answer: async (input, request) => {
          const page = await useCases.listCategorySchools.execute(pathReference(input, 'idOrSlug'), toSchoolQuery(input.query));
          return schoolPageResponse(request, page);
        },
      }),
    ]);
  },
};
