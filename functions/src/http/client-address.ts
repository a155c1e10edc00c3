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

/** The visitor's address, for throttling only (never stored in clear). */
export function clientAddress(req: Request): string {
  return req.ip || 'unknown';
}
