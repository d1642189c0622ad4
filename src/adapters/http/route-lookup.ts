import type { RequestRoute, Server } from '@hapi/hapi';

type Method = Parameters<Server['match']>[0];

/**
 * The route `method path` would reach, or null. Hapi's server.match throws
 * on a path it cannot decode (`/schools/%E0%A4%A`). Escaping every `%` keeps
 * each segment where it was, so such a path still finds the route whose
 * template it fits, and a wrong method on it is a 405 like on any other.
 */
export function routeFor(server: Server, method: string, path: string): RequestRoute | null {
  try {
    return server.match(method as Method, path);
  } catch {
    return server.match(method as Method, path.replace(/%/g, '%25'));
  }
}
