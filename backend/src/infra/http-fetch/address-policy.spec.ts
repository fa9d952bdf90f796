import { isPublicAddress } from './address-policy';

describe('isPublicAddress', () => {
  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '93.184.216.34',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700:4700::1111',
    '2a00:1450:4001:80b::200e',
    '::ffff:8.8.8.8',
  ])('lets %s through', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each([
    ['loopback', '127.0.0.1'],
    ['loopback, elsewhere in 127/8', '127.1.2.3'],
    ['unspecified', '0.0.0.0'],
    ['private 10/8', '10.0.0.5'],
    ['private 172.16/12', '172.31.255.255'],
    ['private 192.168/16', '192.168.1.1'],
    ['carrier-grade NAT', '100.64.0.1'],
    ['link-local (cloud metadata)', '169.254.169.254'],
    ['multicast', '224.0.0.1'],
    ['broadcast', '255.255.255.255'],
    ['documentation', '203.0.113.7'],
    ['IPv6 loopback', '::1'],
    ['IPv6 unspecified', '::'],
    ['IPv6 unique local', 'fd12:3456:789a::1'],
    ['IPv6 link-local', 'fe80::1'],
    ['IPv6 multicast', 'ff02::1'],
    ['IPv4-mapped loopback', '::ffff:127.0.0.1'],
    ['IPv4-mapped private, in hex', '::ffff:a00:1'],
    ['NAT64 of loopback', '64:ff9b::7f00:1'],
    ['6to4 of a private address', '2002:c0a8:101::1'],
    ['Teredo', '2001:0:4136:e378::1'],
    ['not an address', 'localhost'],
  ])('refuses %s (%s)', (_kind, address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
});
