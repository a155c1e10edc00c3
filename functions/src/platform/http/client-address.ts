import { isIPv4, isIPv6 } from 'node:net';
import type { Request } from 'express';

/**
 * How many proxies in front of the function add themselves to X-Forwarded-For, counted from the
 * function: through Firebase Hosting, the Google front end (its address is the socket's peer and
 * the last X-Forwarded-For entry) and Hosting's CDN (which appends the address the visitor
 * connected from). Express then takes the entry before those as the visitor; anything a client
 * writes in its own X-Forwarded-For sits further left and is never used. TRUSTED_PROXY_HOPS
 * overrides it for another host.
 *
 * Not trusted: `Fastly-Client-IP` (the CDN keeps a value the client sent) and `true` (the
 * leftmost entry, which the client chooses). A script that calls the function's own URL, not the
 * site, skips the CDN and can still choose the one entry we read: that is why the address limit is
 * only one layer, beside the proof-of-work, the per-email limit and the staff-mail cap.
 */
export function trustedProxyHops(): number {
  const fromEnv = Number(process.env.TRUSTED_PROXY_HOPS);
  return Number.isInteger(fromEnv) && fromEnv >= 0 ? fromEnv : 2;
}

/**
 * The key the per-address limits count under. One IPv6 subscriber usually holds a whole /64 (and
 * privacy addresses rotate inside it), so IPv6 counts by its /64 (`2001:db8:1:2::/64`); IPv4 and
 * IPv4-mapped IPv6 (`::ffff:192.0.2.1`) count as the IPv4 address itself.
 */
export function addressKey(ip: string): string {
  const address = ip.trim().replace(/%.*$/, '');
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address || 'unknown';
  const groups = expandIPv6(address);
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped)
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail converted). */
function expandIPv6(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/** The visitor's key for per-address limits (see addressKey); never stored in clear. */
export function clientAddress(req: Request): string {
  return addressKey(req.ip ?? '');
}
