import type { Plugin } from '@hapi/hapi';
import type { CategoryType } from '../../../domain/taxonomy.js';
import type { DirectoryUseCases } from '../../../application/directory-use-cases.js';
import { CATEGORY_LIST, CATEGORY_SCHOOL_LIST, NO_PARAMETERS, REFERENCES } from '../../validation/endpoint-parameters.js';
import { toSchoolQuery } from '../../validation/to-queries.js';
import { presentCategory } from '../../presenters/record-presenters.js';
import { success } from '../envelope.js';
import { schoolPageResponse } from './paged-response.js';
import { pathReference, queryValues, validation } from './route-validation.js';

/** The category list is short and returned whole, without paging or meta. */
export const categoryRoutesPlugin: Plugin<DirectoryUseCases> = {
  name: 'category-routes',
  register(server, useCases) {
    server.route([
      {
        method: 'GET',
        path: '/api/v1/categories',
        options: validation(CATEGORY_LIST),
        handler: async (request) => {
          const type = queryValues(request).type as CategoryType | undefined;
          return success((await useCases.listCategories.execute(type)).map(presentCategory));
        },
      },
      {
        method: 'GET',
        path: '/api/v1/categories/{idOrSlug}',
        options: validation(NO_PARAMETERS, { idOrSlug: REFERENCES.category }),
        handler: async (request) => success(presentCategory(await useCases.getCategory.execute(pathReference(request, 'idOrSlug')))),
      },
      {
        method: 'GET',
        path: '/api/v1/categories/{idOrSlug}/schools',
        options: validation(CATEGORY_SCHOOL_LIST, { idOrSlug: REFERENCES.category }),
        handler: async (request, h) => {
          const page = await useCases.listCategorySchools.execute(pathReference(request, 'idOrSlug'), toSchoolQuery(queryValues(request)));
          return schoolPageResponse(request, h, page);
        },
      },
    ]);
  },
};
