import type { RequestRoute, Server } from '@hapi/hapi';

/**
 * The route `method path` would reach, or null. Hapi's server.match throws
 * on a path it cannot decode (`/schools/%E0%A4%A`); for a lookup that only
 * asks "is there a route", such a path simply has none.
 */
export function routeFor(server: Server, method: string, path: string): RequestRoute | null {
  try {
    return server.match(method as Parameters<Server['match']>[0], path);
  } catch {
    return null;
  }
}
