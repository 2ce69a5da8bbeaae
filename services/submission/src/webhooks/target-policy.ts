import ipaddr from 'ipaddr.js';
import { isIP } from 'node:net';

/** Where webhooks may point; `allowPrivate` is WEBHOOK_ALLOW_PRIVATE_TARGETS (development and tests). */
export interface TargetPolicy {
  allowPrivate: boolean;
  /** NODE_ENV=production: only https targets, unless private targets are allowed. */
  production: boolean;
}

export const PRIVATE_TARGET =
  'This address points to a private, loopback or link-local network. Use a public address your server can be reached at.';
export const HTTPS_ONLY = 'Use an https:// address: submissions are only sent over an encrypted connection.';

/**
 * Only globally routable unicast addresses are public: loopback, private, link-local, carrier-grade
 * NAT, unique-local, unspecified, multicast, reserved and NAT64/6to4/Teredo ranges are not. An
 * IPv4-mapped IPv6 address counts as the IPv4 address it carries.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');
const isLocalName = (host: string) => host === 'localhost' || host.endsWith('.localhost');

/** Why a webhook may not be registered for this address, or undefined when it may. Names are resolved at delivery. */
export function refusalOfUrl(raw: string, policy: TargetPolicy): string | undefined {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'Enter a full address, such as https://example.com/hooks/pill.';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return HTTPS_ONLY;
  if (url.protocol === 'http:' && policy.production && !policy.allowPrivate) return HTTPS_ONLY;
  if (url.username || url.password) return 'Leave the user name and password out of the address.';
  if (policy.allowPrivate) return undefined;
  const host = hostOf(url).toLowerCase();
  if (isLocalName(host)) return PRIVATE_TARGET;
  if (isIP(host) && !isPublicAddress(host)) return PRIVATE_TARGET;
  return undefined;
}

export type ResolvedAddress = { address: string; family: 4 | 6 };
/** Resolves a host name to every address it has (dns.promises.lookup with `all`). */
export type Resolver = (host: string) => Promise<ResolvedAddress[]>;

export class RefusedTarget extends Error {}

/**
 * The address a delivery connects to, chosen once and pinned for the connection, so a name cannot
 * resolve to a public address for this check and to a private one for the request (DNS rebinding).
 * Every address the name has must be public: any private one refuses it.
 */
export async function pinTarget(url: URL, resolve: Resolver, policy: TargetPolicy): Promise<ResolvedAddress> {
  const refusal = refusalOfUrl(url.href, policy);
  if (refusal) throw new RefusedTarget(refusal);
  const host = hostOf(url);
  const family = isIP(host);
  const addresses = family ? [{ address: host, family: family as 4 | 6 }] : await resolve(host);
  if (addresses.length === 0) throw new RefusedTarget(`${host} has no address`);
  if (!policy.allowPrivate && addresses.some((a) => !isPublicAddress(a.address))) throw new RefusedTarget(PRIVATE_TARGET);
  return addresses[0];
}
