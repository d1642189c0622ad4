/**
 * How long the server waits on a client, and how much one client may hold
 * open, suited to a public read API: every request is a small GET or a small
 * JSON POST, so honest clients need seconds, never minutes. Slow or idle
 * connections are the cheapest way to exhaust a server's sockets, so each
 * wait is bounded and answered 408 in the envelope where an answer is still
 * possible.
 */
export interface HttpLimits {
  /** The request line and headers must arrive within this (Node's headersTimeout); 408, then closed. */
  headersTimeoutMs: number;
  /** The whole request, head and body, must arrive within this (Node's requestTimeout); a backstop past the other two. */
  requestTimeoutMs: number;
  /** A request body must arrive within this once its head has; 408, then closed. */
  payloadTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** Open connections per client address (IPv6 per /64); trusted proxies are exempt. */
  maxConnectionsPerClient: number;
}

export const DEFAULT_HTTP_LIMITS: Readonly<HttpLimits> = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  payloadTimeoutMs: 10_000,
  keepAliveTimeoutMs: 5_000,
  maxConnectionsPerClient: 64,
};

/** URL plus headers accepted by the API; larger heads are a 431. */
export const MAX_REQUEST_HEAD_BYTES = 16 * 1024;
/**
 * Node's parser refuses heads past this before any route is known. It sits
 * above MAX_REQUEST_HEAD_BYTES so that heads in between reach the request
 * lifecycle, where their 431 is counted and carries the rate-limit headers.
 */
export const PARSER_MAX_HEAD_BYTES = 64 * 1024;
/** How often Node checks the header and request timeouts; their effective bound is the timeout plus this. */
export const TIMEOUT_CHECK_INTERVAL_MS = 1_000;
