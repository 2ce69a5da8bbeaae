import { isIPv4, isIPv6 } from 'node:net';
import { saltedKey } from './salted-key';

/** The eight groups of an IPv6 address as numbers (zone dropped, a dotted IPv4 tail read). */
function groupsOf(ip: string): number[] {
  let address = ip.split('%')[0].toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(address)?.[1];
  if (dotted) {
    const [a, b, c, d] = dotted.split('.').map(Number);
    const hex = (high: number, low: number) => ((high << 8) | low).toString(16);
    address = `${address.slice(0, -dotted.length)}${hex(a, b)}:${hex(c, d)}`;
  }
  const [head, tail] = address.split('::');
  const parts = (s: string | undefined) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const left = parts(head);
  const right = tail === undefined ? [] : parts(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * What a per-client limit keys on: an IPv4 address as it is, an IPv6 address as its /64 (what
 * one subscriber is given, so rotating addresses inside it buys nothing), and an IPv4-mapped
 * IPv6 address (`::ffff:203.0.113.9`) as the IPv4 address it carries.
 */
export function clientAddress(ip: string): string {
  if (isIPv4(ip) || !isIPv6(ip.split('%')[0])) return ip;
  const groups = groupsOf(ip);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/**
 * Keys per-client counters by a salted hash of the client's address (see clientAddress), so no
 * counter holds anything that reads as an address. One salt per keying, made at start.
 */
export function clientKeying(): (ip: string) => string {
  const hash = saltedKey();
  return (ip) => hash(clientAddress(ip));
}
