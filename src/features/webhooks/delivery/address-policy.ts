import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Which destinations a webhook may reach. Only addresses that ipaddr.js classifies as plain
 * 'unicast' (globally routable) are public; every special range it knows — loopback, private,
 * link-local, CGNAT, unique-local, multicast, reserved, NAT64 (rfc6052), 6to4, Teredo, … — is not.
 */
export function isPublicAddress(ip: string): boolean {
  return nonPublicReason(ip) === null;
}

/** null when the address is public, otherwise a short explanation. */
export function nonPublicReason(ip: string): string | null {
  const bare = stripBrackets(ip);
  if (isIP(bare) === 0) return `${ip} is not an IP address`;

  // process() unwraps IPv4-mapped IPv6 (::ffff:a.b.c.d) so the embedded IPv4 is classified.
  const address = ipaddr.process(bare);
  const range = address.range();
  if (range !== 'unicast') return `${bare} is in the ${range} range`;
  if (address.kind() === 'ipv6' && isIpv4Compatible(address as ipaddr.IPv6)) {
    return `${bare} is a deprecated IPv4-compatible IPv6 address`;
  }
  return null;
}

// ::/96 (IPv4-compatible, RFC 4291 §2.5.5.1) is not listed by ipaddr.js but embeds an IPv4 address
// that some stacks still route, so it is refused as a whole.
function isIpv4Compatible(address: ipaddr.IPv6): boolean {
  return address.parts.slice(0, 6).every((part) => part === 0);
}

const METADATA_HOSTNAMES = new Set(['metadata', 'metadata.goog', 'instance-data']);
const PRIVATE_SUFFIXES = ['.localhost', '.internal', '.local', '.localdomain', '.home.arpa'];

/** Refuses names that conventionally point inside the host or its network. */
export function forbiddenHostnameReason(hostname: string): string | null {
  // A trailing dot (fully-qualified form) resolves the same way, so it must not slip through.
  const name = hostname.toLowerCase().replace(/\.+$/, '');
  if (name === 'localhost' || name === 'localhost.localdomain') return `${name} is loopback`;
  if (METADATA_HOSTNAMES.has(name)) return `${name} is a cloud metadata name`;
  const suffix = PRIVATE_SUFFIXES.find((candidate) => name.endsWith(candidate));
  if (suffix) return `names ending in ${suffix} are internal`;
  return null;
}

export function stripBrackets(host: string): string {
  return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
}
