/**
 * The OpenAPI document and the reference pages; each is built once, when
 * first asked for: they never change at run time, and turning every
 * parameter, record and tool schema into JSON Schema for them takes about a
 * fifth of a second in a fresh process, which start-up (and each service a
 * test builds) need not pay. /docs is Swagger UI with the plain reference inside
 * <noscript>; /docs/reference is that plain reference alone. Both, and the
 * files they load, may be cached by anyone (a CDN included): they are the
 * same for every client and carry no rate-limit counters.
 */
import { readFileSync, statSync } from 'node:fs';
import type { Plugin, Request, ResponseToolkit, RouteOptions } from '@hapi/hapi';
import { entityTag, failsIfMatch, staleCopy, withOwnRevalidation, type Validated } from '../browser/validated-answer.js';
import { lastingBodyResponse } from './lasting-body-response.js';
import { NO_PARAMETERS } from '../../validation/endpoint-parameters.js';
import { interactiveDocsPage, plainDocsPage } from '../openapi/docs-page.js';
import type { ToolSummary } from '../openapi/mcp-path.js';
import { openApiDocument } from '../openapi/openapi-document.js';
import { DOCS_ASSETS, type DocsAsset } from './docs-assets.js';
import type { ServiceInfo } from './system-routes.js';
import { JsonBody } from '../json-body.js';
import { readRoute } from './read-route.js';

export interface DocsRoutesOptions {
  service: ServiceInfo;
  /** The MCP tools, listed in the document and on the pages. */
  tools: readonly ToolSummary[];
}

const HTML = 'text/html; charset=utf-8';
const PUBLIC_HOUR: RouteOptions['cache'] = { expiresIn: 3600 * 1000, privacy: 'public' };
/**
 * Everything the pages load comes from this host, and the only scripts are
 * files: a page injected into this origin could not run inline code or send
 * the document elsewhere. Swagger UI styles elements inline, hence that one allowance.
 */
const CONTENT_SECURITY_POLICY = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'";

/**
 * A /docs page or file in memory, made or read once, as it stays for the life of the process: its bytes
 * (the key its encodings are kept under), their tag, and for a file the time it was written (read with it:
 * a file replaced under a running service is served as it was until a restart, as is everything else here).
 */
interface LoadedBody extends Pick<Validated, 'bytes' | 'tag'> {
  readonly modified?: string;
}

function loadedAsset(asset: DocsAsset): LoadedBody {
  if (!('file' in asset)) return loadedText(asset.text);
  const bytes = readFileSync(asset.file);
  return { bytes, tag: entityTag(bytes), modified: statSync(asset.file).mtime.toUTCString() };
}

function loadedText(text: string): LoadedBody {
  const bytes = Buffer.from(text);
  return { bytes, tag: entityTag(bytes) };
}

export const docsRoutesPlugin: Plugin<DocsRoutesOptions> = {
  name: 'docs-routes',
  register(server, { service, tools }) {
    // Serialised and tagged once, like the pages: the document changes only with a deployment, so no request stringifies or hashes it again.
    let document: JsonBody | undefined;
    const documentBody = (): JsonBody => (document ??= JsonBody.ofLasting(openApiDocument(service, tools)));
    const lasting = (type: string, load: () => LoadedBody, headers: Readonly<Record<string, string>> = {}): RouteOptions => {
      let body: LoadedBody | undefined;
      return {
        cache: PUBLIC_HOUR,
        handler: async (request: Request, h: ResponseToolkit) => {
          body ??= load();
          // The same precondition as the API's reads: the pages change with a deployment, and a client may hold an older one.
          if (failsIfMatch(request, body.tag)) throw staleCopy(body.tag);
          // What Hapi's comparison of If-None-Match misses, answered as for the API's reads.
          const response = withOwnRevalidation(request, (await lastingBodyResponse(request, h, body, type)).etag(body.tag), body.tag);
          if (body.modified !== undefined) response.header('Last-Modified', body.modified);
          for (const [name, value] of Object.entries(headers)) response.header(name, value);
          return response;
        },
      };
    };
    const page = (build: (tools: readonly ToolSummary[]) => string): RouteOptions =>
      lasting(HTML, () => loadedText(build(tools)), { 'Content-Security-Policy': CONTENT_SECURITY_POLICY });
    server.route([
      readRoute({ path: '/api/v1/openapi.json', query: NO_PARAMETERS, answer: async () => ({ body: documentBody() }) }),
      { method: 'GET', path: '/docs', options: page(interactiveDocsPage) },
      { method: 'GET', path: '/docs/reference', options: page(plainDocsPage) },
      // One route per file: any other name under /docs/ui is an unknown route, a 404.
      ...Object.entries(DOCS_ASSETS).map(([name, asset]) => ({
        method: 'GET' as const, path: `/docs/ui/${name}`, options: lasting(asset.type, () => loadedAsset(asset)),
      })),
    ]);
  },
};
