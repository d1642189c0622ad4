import type { Plugin } from '@hapi/hapi';
import type { CategoryType } from '../../../domain/taxonomy.js';
import { CATEGORY_LIST_PARAMETERS, NO_PARAMETERS, SCHOOL_LIST_PARAMETERS } from '../../../application/parameters/endpoint-parameters.js';
import { toSchoolQuery } from '../../../application/parameters/to-queries.js';
import type { DirectoryUseCases } from '../../../application/directory-use-cases.js';
import { presentCategory, presentSchool } from '../../presenters/record-presenters.js';
import { success } from '../envelope.js';
import { pagedResponse, pathParam, queryValidation, queryValues } from './list-route.js';

/** The category list is short and returned whole, without paging or meta. */
export const categoryRoutesPlugin: Plugin<DirectoryUseCases> = {
  name: 'category-routes',
  register(server, useCases) {
    server.route([
      {
        method: 'GET',
        path: '/api/v1/categories',
        options: queryValidation(CATEGORY_LIST_PARAMETERS),
        handler: async (request) => {
          const type = queryValues(request).type as CategoryType | undefined;
          return success((await useCases.listCategories.execute(type)).map(presentCategory));
        },
      },
      {
        method: 'GET',
        path: '/api/v1/categories/{slug}',
        options: queryValidation(NO_PARAMETERS),
        handler: async (request) => success(presentCategory(await useCases.getCategory.execute(pathParam(request, 'slug')))),
      },
      {
        method: 'GET',
        path: '/api/v1/categories/{slug}/schools',
        options: queryValidation(SCHOOL_LIST_PARAMETERS),
        handler: async (request, h) => {
          const page = await useCases.listCategorySchools.execute(pathParam(request, 'slug'), toSchoolQuery(queryValues(request)));
          return pagedResponse(request, h, page, presentSchool);
        },
      },
    ]);
  },
};
