/**
 * Per-request state shared by the HTTP plugins, and the one way to add a
 * header that must reach the client on every outcome (request id, rate-limit
 * counters, CORS): it goes straight onto the raw Node response, which every
 * answer leaves through, whether Hapi's own, an error envelope that replaced
 * it, or a handler that abandoned Hapi's response (MCP). Setting it on the
 * raw response is also the cheapest way: no per-response copy in Hapi.
 */
import type { Request } from '@hapi/hapi';

declare module '@hapi/hapi' {
  interface RequestApplicationState {
    requestId: string;
  }
}

export function addResponseHeader(request: Request, name: string, value: string | number): void {
  request.raw.res.setHeader(name, String(value));
}

/** Whether server.inject() made the request: Hapi's request.isInjected, documented, which its types leave out. */
export function isInjected(request: Request): boolean {
  return (request as Request & { readonly isInjected: boolean }).isInjected;
}
