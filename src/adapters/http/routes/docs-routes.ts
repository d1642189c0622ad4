import type { Plugin } from '@hapi/hapi';
import { NO_PARAMETERS } from '../../validation/endpoint-parameters.js';
import { docsPage } from '../openapi/docs-page.js';
import { openApiDocument } from '../openapi/openapi-document.js';
import type { ServiceInfo } from './system-routes.js';
import { validation } from './route-validation.js';

/** The OpenAPI document and the human reference; both are built once, they never change at run time. */
export const docsRoutesPlugin: Plugin<{ service: ServiceInfo }> = {
  name: 'docs-routes',
  register(server, { service }) {
    const document = openApiDocument(service);
    const page = docsPage();
    server.route([
      { method: 'GET', path: '/api/v1/openapi.json', options: validation(NO_PARAMETERS), handler: () => document },
      { method: 'GET', path: '/docs', handler: (_request, h) => h.response(page).type('text/html; charset=utf-8') },
    ]);
  },
};
