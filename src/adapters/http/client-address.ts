/**
 * Who a request comes from, for rate limiting. The socket address is the
 * truth unless the socket peer is a proxy the operator trusts; only then is
 * X-Forwarded-For read, right to left, past trusted hops (proxy-addr), so a
 * client cannot choose its own identity by sending that header itself.
 *
 * Budgets are keyed so that one host cannot mint fresh ones: IPv4-mapped IPv6
 * (::ffff:1.2.3.4) counts as its IPv4 address, and other IPv6 addresses count
 * by their /64 prefix, the smallest block a single subscriber is usually given.
 */
import { isIP, isIPv4 } from 'node:net';
import type { Request } from '@hapi/hapi';
import proxyaddr from 'proxy-addr';
import type { RateLimitClient } from '../../domain/rate-limit.js';
import type { OverrideFactor } from '../../application/use-cases/check-rate-limit.js';
import { ipv6Groups, prefixLengthOf } from './ip-address.js';

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

/** Canonical address (mapped IPv4 unwrapped) and its budget key. */
export function rateLimitClientOf(address: string): RateLimitClient {
  if (isIPv4(address)) return { key: address, address };
  const groups = isIP(address) === 6 ? ipv6Groups(address) : null;
  if (groups === null) return { key: `unknown:${address}`, address };
  const isMappedIPv4 = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (isMappedIPv4) {
    const [high = 0, low = 0] = groups.slice(6);
    const ipv4 = `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;
    return { key: ipv4, address: ipv4 };
  }
  return { key: `${groups.slice(0, 4).map((group) => group.toString(16)).join(':')}::/64`, address: address.toLowerCase() };
}

function compileRanges(ranges: readonly string[]): (address: string, hop: number) => boolean {
  for (const range of ranges) {
    try {
      proxyaddr.compile(range);
    } catch (error) {
      throw new InvalidAddressRangeError(range, error instanceof Error ? error.message : String(error));
    }
  }
  return proxyaddr.compile([...ranges]);
}

/**
 * `trustedProxies` takes addresses, CIDRs and proxy-addr's names
 * (`loopback`, `linklocal`, `uniquelocal`); it throws InvalidAddressRangeError
 * at start-up rather than trusting less (or more) than the operator meant.
 */
export function clientResolver(trustedProxies: readonly string[]): ClientResolver {
  if (trustedProxies.length === 0) {
    return (request) => rateLimitClientOf(request.info.remoteAddress ?? '');
  }
  const trust = compileRanges(trustedProxies);
  return (request) => {
    // The chain runs from the socket peer outwards and stops at the first untrusted hop.
    const chain = proxyaddr.all(request.raw.req, trust);
    // A trusted proxy may pass on junk it received; the nearest valid address is the best we know.
    for (let i = chain.length - 1; i >= 0; i -= 1) {
      const hop = chain[i];
      if (hop !== undefined && isIP(hop) !== 0) return rateLimitClientOf(hop);
    }
    return rateLimitClientOf(chain[0] ?? '');
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
    const prefix = prefixLengthOf(range);
    if (prefix === null) throw new InvalidAddressRangeError(range, 'expected an IPv4 or IPv6 address, optionally with /prefix');
    const family = isIP(range.split('/')[0] ?? '');
    const matches = prefix.bits === 0 ? (address: string) => isIP(address) === family : compileRanges([range]);
    return { matches, factor, specificity: prefix.bits + (family === 4 ? 96 : 0), index };
  }).sort((a, b) => b.specificity - a.specificity || a.index - b.index);
  if (entries.length === 0) return () => 1;
  return (address) => entries.find((entry) => entry.matches(address, 0))?.factor ?? 1;
}
