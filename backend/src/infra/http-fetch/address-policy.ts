import { BlockList, isIP } from 'node:net';

/**
 * Addresses an outbound fetch must never reach (IANA's special-purpose registries): this
 * machine, the private network around it, link-local (where cloud metadata services answer,
 * 169.254.169.254), carrier-grade NAT, multicast, documentation and reserved ranges, and the
 * IPv6 ranges that embed an IPv4 address (NAT64, 6to4, Teredo), which could lead back to any
 * of those. An IPv4-mapped IPv6 address (::ffff:10.0.0.1) is judged as the IPv4 address it is.
 */
const SPECIAL_PURPOSE: ReadonlyArray<[network: string, prefix: number, family: 'ipv4' | 'ipv6']> = [
  ['0.0.0.0', 8, 'ipv4'], // "this network", includes the unspecified 0.0.0.0
  ['10.0.0.0', 8, 'ipv4'], // private
  ['100.64.0.0', 10, 'ipv4'], // carrier-grade NAT
  ['127.0.0.0', 8, 'ipv4'], // loopback
  ['169.254.0.0', 16, 'ipv4'], // link-local
  ['172.16.0.0', 12, 'ipv4'], // private
  ['192.0.0.0', 24, 'ipv4'], // IETF protocol assignments
  ['192.0.2.0', 24, 'ipv4'], // documentation
  ['192.88.99.0', 24, 'ipv4'], // 6to4 relay anycast
  ['192.168.0.0', 16, 'ipv4'], // private
  ['198.18.0.0', 15, 'ipv4'], // benchmarking
  ['198.51.100.0', 24, 'ipv4'], // documentation
  ['203.0.113.0', 24, 'ipv4'], // documentation
  ['224.0.0.0', 4, 'ipv4'], // multicast
  ['240.0.0.0', 4, 'ipv4'], // reserved, and the broadcast address
  ['::', 96, 'ipv6'], // unspecified, loopback, IPv4-compatible
  ['64:ff9b::', 96, 'ipv6'], // NAT64
  ['64:ff9b:1::', 48, 'ipv6'], // local-use NAT64
  ['100::', 64, 'ipv6'], // discard-only
  ['2001::', 23, 'ipv6'], // IETF protocol assignments, Teredo included
  ['2001:db8::', 32, 'ipv6'], // documentation
  ['2002::', 16, 'ipv6'], // 6to4
  ['fc00::', 7, 'ipv6'], // unique local
  ['fe80::', 10, 'ipv6'], // link-local
  ['fec0::', 10, 'ipv6'], // site-local (deprecated)
  ['ff00::', 8, 'ipv6'], // multicast
];

const BLOCKED = new BlockList();
for (const [network, prefix, family] of SPECIAL_PURPOSE) BLOCKED.addSubnet(network, prefix, family);

/** True for an address on the public internet; false for a special-purpose one or a non-address. */
export function isPublicAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 0) return false;
  return !BLOCKED.check(address, version === 4 ? 'ipv4' : 'ipv6');
}
