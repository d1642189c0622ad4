/**
 * The reference pages. /docs is Swagger UI over the OpenAPI document, served
 * from this host; inside its <noscript> is the plain reference, which
 * /docs/reference also serves alone: readable without JavaScript, rendered
 * from the same endpoint list, parameter declarations, tool definitions and
 * planned webhooks as the document.
 */
import { ENDPOINTS } from './openapi-document.js';
import { operationParameters } from './operation-parameters.js';
import { WEBHOOK_EVENTS } from '../../../domain/webhook-events.js';
import type { ToolSummary } from './mcp-path.js';

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Escaped text with the Markdown code spans the descriptions use (`q`, `sort=price`) set as <code>. */
export function inline(text: string): string {
  return escape(text).replace(/`([^`]+)`/g, '<code>$1</code>');
}

/** A one-line summary of a generated parameter schema, for readers rather than tools. */
function typeOf(schema: Record<string, unknown>): string {
  // A reference also taken as a JSON number (by the MCP tools) is written first as the text a query string carries.
  if (Array.isArray(schema.anyOf) && schema.anyOf.length > 0) return typeOf(schema.anyOf[0] as Record<string, unknown>);
  if (schema.type === 'array') return 'comma list';
  if (Array.isArray(schema.enum)) return schema.enum.join(' | ');
  if (schema.type === 'integer') return `integer ${String(schema.minimum)}–${String(schema.maximum)}, default ${String(schema.default)}`;
  if (schema.type === 'string' && typeof schema.maxLength === 'number') return `text, max ${schema.maxLength}`;
  return String(schema.type);
}

function endpointSection(endpoint: (typeof ENDPOINTS)[number]): string {
  const rows = operationParameters('query', endpoint.parameters).map(({ name, description, schema }) =>
    `<tr><td><code>${escape(String(name))}</code></td><td>${escape(typeOf(schema as Record<string, unknown>))}</td><td>${inline(String(description))}</td></tr>`).join('');
  const table = rows ? `<table><tr><th>Parameter</th><th>Type</th><th>Meaning</th></tr>${rows}</table>` : '<p>No query parameters.</p>';
  const notFound = endpoint.notFound ? `<p>Unknown reference: 404, “${escape(endpoint.notFound)}”.</p>` : '';
  return `<section><h3><code>GET ${escape(endpoint.path)}</code></h3><p>${inline(endpoint.summary)}.</p>${table}${notFound}</section>`;
}

function toolRow(tool: ToolSummary): string {
  const properties = (tool.input['~standard'].jsonSchema.input({ target: 'draft-2020-12' }).properties ?? {}) as Record<string, unknown>;
  const names = Object.keys(properties).map((name) => `<code>${escape(name)}</code>`).join(', ') || 'none';
  const returns = 'meta' in tool.output.shape ? 'a page: <code>data</code> and <code>meta</code>' : 'the REST <code>data</code>';
  return `<tr><td><code>${escape(tool.name)}</code></td><td>${inline(tool.description)}</td><td>${names}</td><td>${returns}</td></tr>`;
}

const ENVELOPES = `{ "success": true, "data": [ ... ], "meta": { "total": 134, "page": 1, "limit": 20, "total_pages": 7 } }
{ "success": false, "error": { "message": "School not found: nope", "status": 404, "code": "school_not_found", "requestId": "..." } }`;

const BROWSER_EXAMPLE = `const response = await fetch('https://ski.example.com/api/v1/schools?q=zermatt');
response.headers.get('X-RateLimit-Remaining'); // readable from any origin
response.headers.get('ETag');                  // send it back as If-None-Match for a 304`;

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1b1f23}
code,pre{font-family:ui-monospace,monospace;background:#f3f4f6;border-radius:4px}pre{padding:.75rem;overflow:auto}
table{border-collapse:collapse;width:100%;margin:.5rem 0}td,th{border:1px solid #d0d7de;padding:.3rem .5rem;text-align:left;vertical-align:top}
section{margin:1.5rem 0}`;

/** The plain reference, as the body of a page. */
function reference(tools: readonly ToolSummary[]): string {
  return `<h1>Ski School Directory API <small>v1.0</small></h1>
<p>A public, read-only JSON API. No authentication. Machine-readable description: <a href="/api/v1/openapi.json">/api/v1/openapi.json</a>; interactive reference: <a href="/docs">/docs</a>.</p>
<h2>Envelope</h2><pre>${escape(ENVELOPES)}</pre>
<h2>Rate limits</h2>
<p>100 requests per minute per client IP on <code>/api/v1</code>, 60 on <code>/mcp</code>, in a sliding window. Every response carries
<code>X-RateLimit-Limit</code>, <code>X-RateLimit-Remaining</code> and <code>X-RateLimit-Reset</code>; a 429 adds <code>Retry-After</code>. Retry with exponential backoff.</p>
<h2>From a browser, and caching</h2>
<p>Any web page may call <code>/api/v1</code> (<code>Access-Control-Allow-Origin: *</code>) and read the rate-limit headers, <code>X-Request-Id</code>, <code>ETag</code> and <code>Link</code>. Preflights are answered 204 and not counted.
Every successful read carries a strong <code>ETag</code>: send it back in <code>If-None-Match</code> and an unchanged answer is a 304 without a body (still counted).
<code>Cache-Control</code> is <code>private</code> with a <code>max-age</code> per endpoint. Answers over 1 KiB are compressed with brotli or gzip.</p>
<pre>${escape(BROWSER_EXAMPLE)}</pre>
<h2>Errors</h2><p>Every error uses the error envelope with <code>error.status</code> equal to the HTTP status and a stable <code>error.code</code>:
<code>invalid_parameter</code> and <code>bad_request</code> (400), <code>forbidden</code> (403, <code>/mcp</code> only), <code>school_not_found</code> and friends (404), <code>route_not_found</code> (404),
<code>method_not_allowed</code> (405, with <code>Allow</code>), <code>request_timeout</code> (408), <code>precondition_failed</code> (412), <code>payload_too_large</code> (413), <code>unsupported_media_type</code> (415),
<code>rate_limited</code> (429), <code>headers_too_large</code> (431, URL and headers over 16 KiB), <code>internal_error</code> (500), <code>backend_unavailable</code> (503).</p>
<h2>Endpoints</h2>
${ENDPOINTS.map(endpointSection).join('\n')}
<h2>MCP tools (<code>POST /mcp</code>)</h2>
<p>The same directory as read-only tools for AI agents, over the Model Context Protocol (Streamable HTTP). Arguments use the REST parameter names and rules; results carry the REST records.</p>
<table><tr><th>Tool</th><th>What it does</th><th>Arguments</th><th>Returns</th></tr>${tools.map(toolRow).join('')}</table>
<h2>Webhooks (planned)</h2>
<p>Not emitted yet. Each will be a POST of <code>{ "event", "timestamp", "data" }</code> as JSON, signed in <code>X-SERVICE-Signature: sha256=&lt;HMAC-SHA256 of "&lt;X-SERVICE-Timestamp&gt;.&lt;body&gt;"&gt;</code>, with a unique <code>X-SERVICE-Delivery</code>.</p>
<table><tr><th>Event</th><th>When</th></tr>${WEBHOOK_EVENTS.map(({ name, meaning }) => `<tr><td><code>${name}</code></td><td>${escape(meaning)}</td></tr>`).join('')}</table>`;
}

export function plainDocsPage(tools: readonly ToolSummary[]): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Ski School Directory API v1</title>
<style>${STYLE}</style></head><body>
${reference(tools)}
</body></html>`;
}

export function interactiveDocsPage(tools: readonly ToolSummary[]): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Ski School Directory API v1</title>
<link rel="icon" type="image/png" href="/docs/ui/favicon-32x32.png">
<link rel="stylesheet" href="/docs/ui/swagger-ui.css">
<style>.plain-link{font:14px system-ui,sans-serif;max-width:1460px;margin:.75rem auto 0;padding:0 20px}</style></head><body>
<p class="plain-link"><a href="/docs/reference">Plain reference (no JavaScript)</a> · <a href="/api/v1/openapi.json">OpenAPI document</a></p>
<div id="swagger-ui"></div>
<noscript><style>${STYLE}</style>${reference(tools)}</noscript>
<script src="/docs/ui/swagger-ui-bundle.js"></script>
<script src="/docs/ui/start.js"></script>
</body></html>`;
}
