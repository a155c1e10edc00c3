import { UPLOAD_MAX_BYTES } from '@umrah/domain/model/constants';
import { lookup as dnsLookup } from 'node:dns/promises';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import type { MediaStore } from './media-port';
import { isPublicAddress } from './public-address';
import { UnacceptableImage, storeImage, type StoredImage } from './store-image';

/** The whole fetch, redirects included, must end within this. */
export const REMOTE_IMAGE_TIMEOUT_MS = 10_000;
/** Redirects followed, each one checked again like the first address. */
export const REMOTE_IMAGE_MAX_REDIRECTS = 3;
/** The same limit as an upload. */
export const REMOTE_IMAGE_MAX_BYTES = UPLOAD_MAX_BYTES;

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** What went wrong, one code per thing an admin can put right. */
export type RemoteImageProblem =
  | 'not-https'
  | 'port'
  | 'credentials'
  | 'private-address'
  | 'unknown-host'
  | 'status'
  | 'too-many-redirects'
  | 'too-large'
  | 'timeout'
  | 'network'
  | 'not-an-image'
  | 'unreadable';

export class RemoteImageError extends Error {
  constructor(
    readonly problem: RemoteImageProblem,
    message: string,
  ) {
    super(message);
  }
}

/** One address a host name resolves to. */
export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to its addresses (the system resolver by default). */
export type Resolve = (hostname: string) => Promise<ResolvedAddress[]>;

export interface TransportRequest {
  url: URL;
  /** The checked address to connect to: the transport must not resolve the name again. */
  address: ResolvedAddress;
  signal: AbortSignal;
}

export interface TransportResponse {
  status: number;
  location: string | undefined;
  /** The declared Content-Length, when there is one. */
  contentLength: number | undefined;
  body: AsyncIterable<Uint8Array>;
  /** Drops the rest of the body and the connection. */
  close(): void;
}

/** Sends one GET and answers without following redirects. */
export type Transport = (request: TransportRequest) => Promise<TransportResponse>;

export interface FetchOptions {
  resolve?: Resolve;
  transport?: Transport;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
}

const systemResolve: Resolve = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((a) => ({
    address: a.address,
    family: a.family === 6 ? 6 : 4,
  }));

/** A lookup that answers the one address already checked, whatever it is asked. */
function pinnedLookup({ address, family }: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

/**
 * The real transport: HTTPS with certificate checks against the URL's host name, connected to the
 * address given (a pinned lookup, so a second DNS answer cannot swap in a private address), on a
 * fresh connection (no agent pool shared with other hosts). `tls` adds TLS options (tests give a
 * `ca`).
 */
export function httpsTransport(tls: https.RequestOptions = {}): Transport {
  return ({ url, address, signal }) =>
    new Promise((resolve, reject) => {
      const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1');
      const req = https.request(
        {
          ...tls,
          protocol: 'https:',
          hostname,
          port: url.port || 443,
          path: `${url.pathname}${url.search}`,
          method: 'GET',
          agent: false,
          lookup: pinnedLookup(address),
          ...(isIP(hostname) ? {} : { servername: hostname }),
          headers: {
            Accept: 'image/avif,image/webp,image/png,image/jpeg,image/gif;q=0.9,*/*;q=0.1',
            'User-Agent': 'UmrahSiteImageFetcher/1.0',
          },
          signal,
        },
        (res) => {
          const length = Number(res.headers['content-length']);
          resolve({
            status: res.statusCode ?? 0,
            location: res.headers.location,
            contentLength: Number.isFinite(length) ? length : undefined,
            body: res,
            close: () => res.destroy(),
          });
        },
      );
      req.on('error', reject);
      req.end();
    });
}

const MB = (bytes: number) => Math.round(bytes / (1024 * 1024));

function fail(problem: RemoteImageProblem, message: string): never {
  throw new RemoteImageError(problem, message);
}

/** Scheme, port and credentials: what can be judged from the address alone. */
function checkAddressForm(url: URL): void {
  if (url.protocol !== 'https:') fail('not-https', 'the address must start with https://');
  if (url.port !== '' && url.port !== '443') {
    fail('port', 'the address must use the standard https port');
  }
  if (url.username || url.password) {
    fail('credentials', 'the address must not contain a user name or password');
  }
}

/** The address to connect to: every address the host has must be public (or the literal is). */
async function publicAddressOf(
  url: URL,
  resolve: Resolve,
  signal: AbortSignal,
): Promise<ResolvedAddress> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const literal = isIP(host);
  let addresses: ResolvedAddress[];
  if (literal) addresses = [{ address: host, family: literal === 6 ? 6 : 4 }];
  else {
    try {
      addresses = await abortable(resolve(host), signal);
    } catch (err) {
      if (signal.aborted) throw err;
      fail('unknown-host', `the host ${host} could not be found`);
    }
  }
  if (addresses.length === 0) fail('unknown-host', `the host ${host} could not be found`);
  if (!addresses.every((a) => isPublicAddress(a.address))) {
    fail('private-address', 'the address points to a private or local network');
  }
  // IPv4 when the host has one: Cloud Functions (Cloud Run) have no IPv6 egress by default.
  return addresses.find((a) => a.family === 4) ?? addresses[0]!;
}

function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** Reads the body up to `maxBytes`, dropping the connection past it or when time is up. */
async function readLimited(
  res: TransportResponse,
  maxBytes: number,
  signal: AbortSignal,
): Promise<Buffer> {
  const tooLarge = () => fail('too-large', `the image is larger than ${MB(maxBytes)} MB`);
  if (res.contentLength !== undefined && res.contentLength > maxBytes) {
    res.close();
    tooLarge();
  }
  const onAbort = () => res.close();
  signal.addEventListener('abort', onAbort, { once: true });
  try {
    const chunks: Buffer[] = [];
    let total = 0;
    for await (const chunk of res.body) {
      if (signal.aborted) break;
      total += chunk.length;
      if (total > maxBytes) {
        res.close();
        tooLarge();
      }
      chunks.push(Buffer.from(chunk));
    }
    if (signal.aborted) throw signal.reason;
    return Buffer.concat(chunks, total);
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
}

/**
 * Fetches the bytes at an admin's image address, safely: https only on the standard port, every
 * address the host resolves to public (see isPublicAddress) and the connection made to that
 * checked address, at most a few redirects, each checked the same way, a 200 answer, within a
 * time limit and a size limit (the stream is dropped past it). Throws RemoteImageError.
 */
export async function fetchRemoteImage(
  address: string,
  options: FetchOptions = {},
): Promise<Buffer> {
  const {
    resolve = systemResolve,
    transport = httpsTransport(),
    timeoutMs = REMOTE_IMAGE_TIMEOUT_MS,
    maxBytes = REMOTE_IMAGE_MAX_BYTES,
    maxRedirects = REMOTE_IMAGE_MAX_REDIRECTS,
  } = options;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const { signal } = controller;
  try {
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      fail('not-https', 'the address must start with https://');
    }
    for (let redirects = 0; ; redirects++) {
      checkAddressForm(url);
      const target = await publicAddressOf(url, resolve, signal);
      const pending = transport({ url, address: target, signal });
      // A transport that answers after the time is up must not leave its connection open.
      pending.then(
        (late) => signal.aborted && late.close(),
        () => undefined,
      );
      const res = await abortable(pending, signal);
      if (REDIRECTS.has(res.status)) {
        res.close();
        if (redirects >= maxRedirects)
          fail('too-many-redirects', 'the address redirects too often');
        if (!res.location) fail('status', `the address answered ${res.status} without a target`);
        try {
          url = new URL(res.location, url);
        } catch {
          fail('status', 'the address redirects to something that is not an address');
        }
        continue;
      }
      if (res.status !== 200) {
        res.close();
        fail('status', `the address answered ${res.status} instead of an image`);
      }
      return await readLimited(res, maxBytes, signal);
    }
  } catch (err) {
    if (err instanceof RemoteImageError) throw err;
    if (signal.aborted) {
      fail(
        'timeout',
        `the address did not answer within ${Number((timeoutMs / 1000).toFixed(1))} seconds`,
      );
    }
    fail('network', 'the address could not be fetched');
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Fetches an image from another site (fetchRemoteImage) and stores it like an upload: judged by
 * its content, with the same renditions in the same store (storeImage).
 */
export async function importRemoteImage(
  address: string,
  options: FetchOptions & { store?: MediaStore } = {},
): Promise<StoredImage> {
  const bytes = await fetchRemoteImage(address, options);
  try {
    return await storeImage(bytes, options.store);
  } catch (err) {
    if (!(err instanceof UnacceptableImage)) throw err;
    if (err.reason === 'type') {
      fail('not-an-image', 'the address does not hold a JPEG, PNG, WebP or GIF image');
    }
    fail('unreadable', 'the image at the address could not be read');
  }
}
