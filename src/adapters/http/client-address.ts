/**
 * Who a request comes from, for rate limiting and the connection cap. The
 * socket address is the truth unless the socket peer is a proxy the operator
 * trusts; only then is X-Forwarded-For read, right to left, past trusted
 * hops, so a client cannot choose its own identity by sending that header.
 *
 * Budgets are keyed so that one host cannot mint fresh ones: IPv4-mapped IPv6
 * (::ffff:1.2.3.4) counts as its IPv4 address, and other IPv6 addresses count
 * by their /64 prefix, the smallest block a single subscriber is usually given.
 */
import Boom from '@hapi/boom';
import type { Request } from '@hapi/hapi';
import type { RateLimitClient } from '../../domain/rate-limit.js';
import type { OverrideFactor } from '../../application/use-cases/check-rate-limit.js';
import { inRange, ipv6Prefix64, NAMED_RANGES, parseForwardedHop, parseIp, parseRange, type IpAddress, type IpRange } from './ip-address.js';

export type ClientResolver = (request: Request) => RateLimitClient;

/** Thrown for a trusted-proxy or override entry that is not an address or range; bootstrap names the variable. */
export class InvalidAddressRangeError extends Error {
  readonly range: string;

  constructor(range: string, reason: string) {
    super(`'${range}' is not a valid IP address or CIDR range: ${reason}`);
    this.name = 'InvalidAddressRangeError';
    this.range = range;
  }
}

/** Override factors remembered at once; past it the memory starts afresh. */
const REMEMBERED_FACTORS = 10_000;

function clientOf(address: IpAddress): RateLimitClient {
  const text = address.toString();
  const prefix = ipv6Prefix64(address);
  return { key: prefix === null ? text : `${prefix}::/64`, address: text };
}

/** Canonical address (mapped IPv4 unwrapped) and its budget key. */
export function rateLimitClientOf(address: string): RateLimitClient {
  const parsed = parseIp(address);
  return parsed === null ? { key: `unknown:${address}`, address } : clientOf(parsed);
}

function compileRanges(entries: readonly string[]): IpRange[] {
  return entries.flatMap((entry) => {
    const named = NAMED_RANGES[entry];
    if (named !== undefined) return named.map((range) => parseRange(range) as IpRange);
    const range = parseRange(entry);
    if (range === null) throw new InvalidAddressRangeError(entry, 'expected an IPv4 or IPv6 address, optionally with /prefix, or loopback, linklocal, uniquelocal');
    return [range];
  });
}

/**
 * Whether a socket address belongs to a trusted proxy. `trustedProxies` takes
 * addresses, CIDRs and the names `loopback`, `linklocal`, `uniquelocal`; it
 * throws InvalidAddressRangeError at start-up rather than trusting less (or
 * more) than the operator meant.
 */
export function trustedProxyMatcher(trustedProxies: readonly string[]): (address: string) => boolean {
  const ranges = compileRanges(trustedProxies);
  return (address) => {
    const parsed = parseIp(address);
    return parsed !== null && ranges.some((range) => inRange(parsed, range));
  };
}

function forwardedHops(request: Request): string[] {
  const header = request.headers['x-forwarded-for'];
  return (typeof header === 'string' ? header : '').split(',').map((hop) => hop.trim()).filter(Boolean);
}

/**
 * A trusted proxy's entry that is not an address (`unknown`, an obfuscated
 * name) is refused rather than guessed at: keying such requests by the proxy,
 * or by the junk itself, would put distinct clients into one budget.
 */
function refuseUnreadableHop(hop: string): never {
  throw Boom.badRequest(`Cannot tell which client sent this request: the X-Forwarded-For entry '${hop}' from a trusted proxy is not an IP address.`);
}

export function clientResolver(trustedProxies: readonly string[]): ClientResolver {
  if (trustedProxies.length === 0) {
    // The client is then the socket's peer: worked out once per connection, not once per request on it.
    const clientOfSocket = new WeakMap<object, RateLimitClient>();
    return (request) => {
      const socket = request.raw.req.socket as object | undefined;
      const known = socket === undefined ? undefined : clientOfSocket.get(socket);
      if (known !== undefined) return known;
      const client = rateLimitClientOf(request.info.remoteAddress ?? '');
      if (socket !== undefined) clientOfSocket.set(socket, client);
      return client;
    };
  }
  const ranges = compileRanges(trustedProxies);
  const trusted = (address: IpAddress) => ranges.some((range) => inRange(address, range));
  return (request) => {
    let client = parseIp(request.info.remoteAddress ?? '');
    if (client === null) return rateLimitClientOf(request.info.remoteAddress ?? '');
    // Each trusted hop appended what it saw on its socket; the first untrusted one is the client.
    const hops = forwardedHops(request);
    while (trusted(client) && hops.length > 0) {
      const hop = hops.pop() as string;
      client = parseForwardedHop(hop) ?? refuseUnreadableHop(hop);
    }
    return clientOf(client);
  };
}

/**
 * Operator overrides (`RATE_LIMIT_OVERRIDES`): the most specific matching
 * range wins (longest prefix, IPv4 ranges compared as IPv4-mapped), ties go
 * to the earlier entry. `/0` ranges match every address of their family.
 * Throws InvalidAddressRangeError for an entry that is not an IP or CIDR.
 */
export function overrideFactorResolver(overrides: ReadonlyArray<{ range: string; factor: number }>): OverrideFactor {
  const entries = overrides.map(({ range, factor }, index) => {
    const parsed = parseRange(range);
    if (parsed === null) throw new InvalidAddressRangeError(range, 'expected an IPv4 or IPv6 address, optionally with /prefix');
    return { range: parsed, factor, specificity: parsed.bits + (parsed.network.kind() === 'ipv4' ? 96 : 0), index };
  }).sort((a, b) => b.specificity - a.specificity || a.index - b.index);
  if (entries.length === 0) return () => 1;
  const factorOf = (address: string) => {
    const parsed = parseIp(address);
    if (parsed === null) return 1;
    return entries.find((entry) => inRange(parsed, entry.range))?.factor ?? 1;
  };
  // Asked on every request; the same few addresses come back, so their factors are remembered (a bounded number).
  const remembered = new Map<string, number>();
  return (address) => {
    const known = remembered.get(address);
    if (known !== undefined) return known;
    if (remembered.size >= REMEMBERED_FACTORS) remembered.clear();
    const factor = factorOf(address);
    remembered.set(address, factor);
    return factor;
  };
}
