/**
 * Small IP helpers that node:net lacks: the eight 16-bit groups of an IPv6
 * address (to cut /64 budget keys) and the prefix length of a CIDR (to pick
 * the most specific override).
 */
import { isIP } from 'node:net';

/** The eight groups of a valid IPv6 address (zone id ignored), or null if it is not one. */
export function ipv6Groups(address: string): number[] | null {
  let text = address.split('%')[0] ?? '';
  if (isIP(text) !== 6) return null;
  const lastColon = text.lastIndexOf(':');
  const dotted = text.slice(lastColon + 1);
  if (dotted.includes('.')) {
    // An embedded IPv4 tail (::ffff:1.2.3.4) is two groups written in decimal.
    const [a = 0, b = 0, c = 0, d = 0] = dotted.split('.').map(Number);
    text = `${text.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  const parse = (part: string | undefined): number[] => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const head = parse(halves[0]);
  const tail = parse(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (missing < 0 || (halves.length === 1 && missing !== 0)) return null;
  return [...head, ...new Array<number>(missing).fill(0), ...tail];
}

/** Prefix length of `addr` or `addr/n` (full length without /n); null if not an address or range. */
export function prefixLengthOf(range: string): { bits: number } | null {
  const [address = '', bits, ...rest] = range.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return null;
  const max = family === 4 ? 32 : 128;
  if (bits === undefined) return { bits: max };
  if (!/^\d{1,3}$/.test(bits) || Number(bits) > max) return null;
  return { bits: Number(bits) };
}
