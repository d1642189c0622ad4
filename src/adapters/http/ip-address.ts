/**
 * IP addresses and ranges as the edge reads them, parsed by ipaddr.js.
 * Strict on purpose: IPv4 only in dotted four-part decimal (no `127.1`, no
 * octal `010.0.0.1`), because every other spelling is a way to look like a
 * different client. IPv4-mapped IPv6 (`::ffff:1.2.3.4`) is unwrapped to the
 * IPv4 address it carries, so both spellings are one client.
 */
import ipaddr from 'ipaddr.js';

export type IpAddress = ipaddr.IPv4 | ipaddr.IPv6;

export interface IpRange {
  readonly network: IpAddress;
  readonly bits: number;
}

function unwrapMapped(address: IpAddress): IpAddress {
  return address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress() ? (address as ipaddr.IPv6).toIPv4Address() : address;
}

/** A bare address (an IPv6 zone id is allowed and ignored), or null. */
export function parseIp(text: string): IpAddress | null {
  if (ipaddr.IPv4.isValidFourPartDecimal(text)) return ipaddr.IPv4.parse(text);
  if (!text.includes(':') || !ipaddr.IPv6.isValid(text)) return null;
  return unwrapMapped(ipaddr.IPv6.parse(text));
}

/**
 * One X-Forwarded-For entry in the forms proxies write: `1.2.3.4`,
 * `1.2.3.4:5678`, `2001:db8::1`, `[2001:db8::1]` and `[2001:db8::1]:443`.
 * The port is dropped: it names the client's socket, not the client.
 */
export function parseForwardedHop(entry: string): IpAddress | null {
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(entry);
  if (bracketed) return parseIp(bracketed[1] ?? '');
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/.exec(entry);
  return parseIp(withPort ? withPort[1] ?? '' : entry);
}

/**
 * `address` or `address/bits`; null if either part is malformed. A range of
 * IPv4-mapped IPv6 addresses (`::ffff:192.0.2.0/120`) becomes the IPv4 range
 * it covers, since mapped addresses are read as IPv4.
 */
export function parseRange(text: string): IpRange | null {
  const [addressText = '', bitsText, ...rest] = text.split('/');
  const parsed = ipaddr.IPv4.isValidFourPartDecimal(addressText) || (addressText.includes(':') && ipaddr.IPv6.isValid(addressText))
    ? ipaddr.parse(addressText)
    : null;
  if (parsed === null || rest.length > 0) return null;
  const maxBits = parsed.kind() === 'ipv4' ? 32 : 128;
  if (bitsText !== undefined && !/^\d{1,3}$/.test(bitsText)) return null;
  const bits = bitsText === undefined ? maxBits : Number(bitsText);
  if (bits > maxBits) return null;
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress() && bits >= 96) {
    return { network: (parsed as ipaddr.IPv6).toIPv4Address(), bits: bits - 96 };
  }
  return { network: parsed, bits };
}

export function inRange(address: IpAddress, range: IpRange): boolean {
  return address.kind() === range.network.kind() && address.match(range.network, range.bits);
}

/** The named groups TRUSTED_PROXIES accepts besides addresses and CIDRs. */
export const NAMED_RANGES: Readonly<Record<string, readonly string[]>> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** The first four 16-bit groups of an IPv6 address (its /64 network); null for IPv4. */
export function ipv6Prefix64(address: IpAddress): string | null {
  if (address.kind() !== 'ipv6') return null;
  return (address as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16)).join(':');
}
