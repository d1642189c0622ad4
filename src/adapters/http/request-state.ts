/**
 * Per-request state shared by the HTTP plugins. Headers that must reach the
 * client on every outcome (request id, rate-limit counters) are queued here
 * and applied once, in the envelope plugin, to whatever response is final.
 */
import type { Request } from '@hapi/hapi';

declare module '@hapi/hapi' {
  interface RequestApplicationState {
    requestId: string;
    responseHeaders: Record<string, string>;
  }
}

export function queueResponseHeader(request: Request, name: string, value: string | number): void {
  request.app.responseHeaders ??= {};
  request.app.responseHeaders[name] = String(value);
}

export function queuedResponseHeaders(request: Request): Record<string, string> {
  return request.app.responseHeaders ?? {};
}
