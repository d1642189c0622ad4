/**
 * /docs: a self-contained, human-readable reference rendered from the same
 * endpoint list and parameter declarations as the OpenAPI document (no
 * external assets, so it works offline and behind strict CSPs).
 */
import { ENDPOINTS } from './openapi-document.js';
import { operationParameters } from './operation-parameters.js';

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A one-line summary of a generated parameter schema, for readers rather than tools. */
function typeOf(schema: Record<string, unknown>): string {
  if (schema.type === 'array') return 'comma list';
  if (Array.isArray(schema.enum)) return schema.enum.join(' | ');
  if (schema.type === 'integer') return `integer ${String(schema.minimum)}–${String(schema.maximum)}, default ${String(schema.default)}`;
  if (schema.type === 'string' && typeof schema.maxLength === 'number') return `text, max ${schema.maxLength}`;
  return String(schema.type);
}

function endpointSection(endpoint: (typeof ENDPOINTS)[number]): string {
  const rows = operationParameters('query', endpoint.parameters).map(({ name, description, schema }) =>
    `<tr><td><code>${escape(String(name))}</code></td><td>${escape(typeOf(schema as Record<string, unknown>))}</td><td>${escape(String(description))}</td></tr>`).join('');
  const table = rows ? `<table><tr><th>Parameter</th><th>Type</th><th>Meaning</th></tr>${rows}</table>` : '<p>No query parameters.</p>';
  const notFound = endpoint.notFound ? `<p>Unknown reference: 404, “${escape(endpoint.notFound)}”.</p>` : '';
  return `<section><h3><code>GET ${escape(endpoint.path)}</code></h3><p>${escape(endpoint.summary)}.</p>${table}${notFound}</section>`;
}

const ENVELOPES = `{ "success": true, "data": [ ... ], "meta": { "total": 134, "page": 1, "limit": 20, "total_pages": 7 } }
{ "success": false, "error": { "message": "School not found: nope", "status": 404, "code": "school_not_found", "requestId": "..." } }`;

export function docsPage(): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Ski School Directory API v1</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1b1f23}
code,pre{font-family:ui-monospace,monospace;background:#f3f4f6;border-radius:4px}pre{padding:.75rem;overflow:auto}
table{border-collapse:collapse;width:100%;margin:.5rem 0}td,th{border:1px solid #d0d7de;padding:.3rem .5rem;text-align:left;vertical-align:top}
section{margin:1.5rem 0}</style></head><body>
<h1>Ski School Directory API <small>v1.0</small></h1>
<p>A public, read-only JSON API. No authentication. Machine-readable description: <a href="/api/v1/openapi.json">/api/v1/openapi.json</a>.</p>
<h2>Envelope</h2><pre>${escape(ENVELOPES)}</pre>
<h2>Rate limits</h2>
<p>100 requests per minute per client IP on <code>/api/v1</code>, 60 on <code>/mcp</code>, in a sliding window. Every response carries
<code>X-RateLimit-Limit</code>, <code>X-RateLimit-Remaining</code> and <code>X-RateLimit-Reset</code>; a 429 adds <code>Retry-After</code>. Retry with exponential backoff.</p>
<h2>Errors</h2><p>Every error uses the error envelope with <code>error.status</code> equal to the HTTP status and a stable <code>error.code</code>:
<code>invalid_parameter</code> (400, names the parameter), <code>school_not_found</code> and friends (404), <code>route_not_found</code> (404),
<code>method_not_allowed</code> (405), <code>rate_limited</code> (429), <code>backend_unavailable</code> (503), <code>internal_error</code> (500).</p>
<h2>Endpoints</h2>
${ENDPOINTS.map(endpointSection).join('\n')}
</body></html>`;
}
