import type { FastifyRequest } from 'fastify';
import ipaddr from 'ipaddr.js';

/**
 * The client address that throttles count by: an IPv4 address as it is, an IPv6 address by its
 * /64, the smallest block one subscriber is usually given, so a client cannot make each guess
 * from a fresh address of its own block.
 */
export function throttleAddress(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...parts, 0, 0, 0, 0]).toString()}/64`;
}

export const throttleAddressOf = (request: FastifyRequest) => throttleAddress(request.ip);
