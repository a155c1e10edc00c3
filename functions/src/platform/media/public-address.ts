import ipaddr from 'ipaddr.js';

// IPv6 global unicast (RFC 4291): everything outside it is local, special or unassigned.
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR('2000::/3');

/**
 * True when `ip` is an address on the public internet, the only kind the server may fetch an
 * admin's image from. Refused: loopback, private (RFC 1918), link-local (with the cloud metadata
 * service 169.254.169.254), carrier-grade NAT, unspecified, broadcast, multicast, documentation
 * and benchmarking ranges, IPv6 unique-local and site-local, and any IPv6 address that embeds an
 * IPv4 one (mapped, IPv4-translated, NAT64, 6to4, Teredo). ipaddr.js names the special ranges;
 * only what it calls plain `unicast` passes. Text that is not an IP address is refused too.
 */
export function isPublicAddress(ip: string): boolean {
  const text = ip.startsWith('[') && ip.endsWith(']') ? ip.slice(1, -1) : ip;
  // Only the usual four-part IPv4 form and IPv6: no '0x7f.1' or '2130706433' shorthands.
  if (!ipaddr.IPv4.isValidFourPartDecimal(text) && !ipaddr.IPv6.isValid(text)) return false;
  let address: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    address = ipaddr.parse(text);
  } catch {
    return false;
  }
  if (address.kind() === 'ipv6') {
    const v6 = address as ipaddr.IPv6;
    // A zone (fe80::1%eth0) is only ever link-local.
    if (v6.zoneId) return false;
    // ::ffff:a.b.c.d reaches the IPv4 address: judge that one.
    if (v6.isIPv4MappedAddress()) return isPublicV4(v6.toIPv4Address());
    return v6.range() === 'unicast' && v6.match(GLOBAL_UNICAST_V6);
  }
  return isPublicV4(address as ipaddr.IPv4);
}

function isPublicV4(address: ipaddr.IPv4): boolean {
  return address.range() === 'unicast';
}
