/**
 * The files /docs loads, all from this host: Swagger UI from the
 * swagger-ui-dist package, and the few lines that start it on this API's
 * document. Only these names are served, so nothing else in the package
 * (its demo page pointing at petstore.swagger.io, source maps) is reachable.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
/** Resolved through package.json: the package's main module would load the whole browser bundle into Node. */
const SWAGGER_UI_DIR = dirname(require.resolve('swagger-ui-dist/package.json'));

/**
 * validatorUrl: null keeps Swagger UI from sending the document to
 * validator.swagger.io; the document is linted in CI instead.
 */
const START_SCRIPT = `window.addEventListener('DOMContentLoaded', function () {
  window.ui = SwaggerUIBundle({
    url: '/api/v1/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    validatorUrl: null,
    queryConfigEnabled: false,
    displayRequestDuration: true,
    defaultModelsExpandDepth: 0,
    docExpansion: 'list',
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout'
  });
});
`;

export type DocsAsset = { type: string } & ({ file: string } | { text: string });

export const DOCS_ASSETS: Readonly<Record<string, DocsAsset>> = {
  'swagger-ui.css': { type: 'text/css; charset=utf-8', file: join(SWAGGER_UI_DIR, 'swagger-ui.css') },
  'swagger-ui-bundle.js': { type: 'text/javascript; charset=utf-8', file: join(SWAGGER_UI_DIR, 'swagger-ui-bundle.js') },
  'favicon-32x32.png': { type: 'image/png', file: join(SWAGGER_UI_DIR, 'favicon-32x32.png') },
  'start.js': { type: 'text/javascript; charset=utf-8', text: START_SCRIPT },
};
