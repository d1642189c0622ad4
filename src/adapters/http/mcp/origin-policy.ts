/**
 * Which browser origins may call /mcp. The Streamable HTTP transport asks
 * servers to check Origin so that a web page cannot drive an MCP server its
 * visitor can reach; the SDK's handler leaves that to its host. Allowed: no
 * Origin at all (agents and other non-browser clients send none), loopback
 * pages (local tools such as the MCP Inspector), and the operator's list,
 * which is where the service's own public origins belong.
 *
 * Never the request's own Host header: a DNS-rebinding page at
 * http://evil.example whose name now resolves to this server sends
 * `Origin: http://evil.example` with `Host: evil.example`, so "same host"
 * would let it in.
 */
const LOOPBACK_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

export type OriginCheck = (origin: string | undefined) => boolean;

export function refusedOriginMessage(origin: string, path: string): string {
  return `Origin '${origin}' may not call ${path}: only localhost pages and the origins this service allows.`;
}

function parseOrigin(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * `allowedOrigins` entries are full origins (`https://app.example.com`,
 * scheme and port must match) or bare host names (`app.example.com`, any
 * scheme and port). A malformed entry throws at start-up rather than letting
 * a typo silently allow or refuse.
 */
export function originPolicy(allowedOrigins: readonly string[]): OriginCheck {
  const origins = new Set<string>();
  const hostnames = new Set<string>();
  for (const entry of allowedOrigins) {
    if (entry.includes('://')) {
      const url = parseOrigin(entry);
      if (url === null) throw new Error(`Allowed MCP origin '${entry}' is not an http(s) origin such as https://app.example.com`);
      origins.add(url.origin);
    } else {
      const url = parseOrigin(`https://${entry}`);
      if (url === null || url.hostname !== entry.toLowerCase()) throw new Error(`Allowed MCP origin '${entry}' is not a host name such as app.example.com`);
      hostnames.add(url.hostname);
    }
  }
  return (origin) => {
    if (origin === undefined) return true;
    // "null" (sandboxed frames, file: pages) and anything unparsable is refused.
    const url = parseOrigin(origin);
    if (url === null) return false;
    return LOOPBACK_HOSTNAMES.has(url.hostname) || origins.has(url.origin) || hostnames.has(url.hostname);
  };
}
