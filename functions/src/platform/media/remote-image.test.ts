import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { localDiskStore } from './local-disk-store';
import {
  RemoteImageError,
  fetchRemoteImage,
  httpsTransport,
  importRemoteImage,
  type Resolve,
  type ResolvedAddress,
  type Transport,
  type TransportRequest,
  type TransportResponse,
} from './remote-image';

const PUBLIC_A = '93.184.216.34';
const PUBLIC_B = '151.101.1.69';

/** A resolver from a table of host -> addresses; unknown hosts fail like DNS does. */
function resolver(table: Record<string, string[]>, calls: string[] = []): Resolve {
  return async (host) => {
    calls.push(host);
    const addresses = table[host];
    if (!addresses)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return addresses.map((address): ResolvedAddress => ({
      address,
      family: address.includes(':') ? 6 : 4,
    }));
  };
}

function answer(
  status: number,
  body: Buffer | Readable = Buffer.alloc(0),
  extra: { location?: string; contentLength?: number } = {},
): TransportResponse & { closed: () => boolean } {
  const stream = Buffer.isBuffer(body) ? Readable.from([body]) : body;
  let closed = false;
  return {
    status,
    location: extra.location,
    contentLength: extra.contentLength,
    body: stream,
    close: () => {
      closed = true;
      stream.destroy();
    },
    closed: () => closed,
  };
}

/** A transport that answers by the URL's address and records what it was asked. */
function fakeTransport(routes: Record<string, () => TransportResponse>) {
  const requests: TransportRequest[] = [];
  const transport: Transport = async (request) => {
    requests.push(request);
    const route = routes[request.url.href];
    if (!route) return answer(404);
    return route();
  };
  return { transport, requests };
}

async function problemOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof RemoteImageError) return err.problem;
    throw err;
  }
  return 'no error';
}

let png: Buffer;
beforeAll(async () => {
  png = await sharp({
    create: { width: 2000, height: 1200, channels: 3, background: { r: 20, g: 110, b: 70 } },
  })
    .png()
    .toBuffer();
});

const dns = resolver({
  'images.example.com': [PUBLIC_A],
  'cdn.example.net': [PUBLIC_B],
  'internal.example.com': ['10.0.0.5'],
  'metadata.example.com': ['169.254.169.254'],
  'mapped.example.com': ['::ffff:127.0.0.1'],
  'mixed.example.com': [PUBLIC_A, '192.168.1.10'],
  'v6.example.com': ['2606:2800:220:1:248:1893:25c8:1946'],
  'dual.example.com': ['2606:2800:220:1:248:1893:25c8:1946', PUBLIC_A],
  'ula.example.com': ['fd00::1'],
});

describe('fetchRemoteImage: the address', () => {
  it.each([
    ['http://images.example.com/x.png', 'not-https'],
    ['ftp://images.example.com/x.png', 'not-https'],
    ['not an address', 'not-https'],
    ['https://images.example.com:8443/x.png', 'port'],
    ['https://user:secret@images.example.com/x.png', 'credentials'],
    ['https://127.0.0.1/x.png', 'private-address'],
    ['https://169.254.169.254/latest/meta-data/', 'private-address'],
    // The URL parser reads these shorthands as 127.0.0.1.
    ['https://0x7f.1/x.png', 'private-address'],
    ['https://2130706433/x.png', 'private-address'],
    ['https://[::1]/x.png', 'private-address'],
    ['https://[::ffff:10.0.0.1]/x.png', 'private-address'],
    ['https://[fe80::1]/x.png', 'private-address'],
    ['https://internal.example.com/x.png', 'private-address'],
    ['https://metadata.example.com/x.png', 'private-address'],
    ['https://mapped.example.com/x.png', 'private-address'],
    ['https://ula.example.com/x.png', 'private-address'],
    // One private address among public ones is enough to refuse.
    ['https://mixed.example.com/x.png', 'private-address'],
    ['https://nowhere.example.com/x.png', 'unknown-host'],
  ])('refuses %s (%s) without sending anything', async (address, problem) => {
    const { transport, requests } = fakeTransport({});
    expect(await problemOf(fetchRemoteImage(address, { resolve: dns, transport }))).toBe(problem);
    expect(requests).toEqual([]);
  });

  it('connects to the address it checked, never resolving the name twice', async () => {
    const calls: string[] = [];
    const { transport, requests } = fakeTransport({
      'https://images.example.com/x.png': () => answer(200, png),
    });
    const bytes = await fetchRemoteImage('https://images.example.com/x.png', {
      resolve: resolver({ 'images.example.com': [PUBLIC_A] }, calls),
      transport,
    });
    expect(bytes.equals(png)).toBe(true);
    expect(calls).toEqual(['images.example.com']);
    expect(requests.map((r) => r.address)).toEqual([{ address: PUBLIC_A, family: 4 }]);
  });

  it('connects over IPv4 when the host has both', async () => {
    const { transport, requests } = fakeTransport({
      'https://dual.example.com/x.png': () => answer(200, png),
    });
    await fetchRemoteImage('https://dual.example.com/x.png', { resolve: dns, transport });
    expect(requests.map((r) => r.address)).toEqual([{ address: PUBLIC_A, family: 4 }]);
  });

  it('takes a public IPv6 host', async () => {
    const { transport, requests } = fakeTransport({
      'https://v6.example.com/x.png': () => answer(200, png),
    });
    await fetchRemoteImage('https://v6.example.com/x.png', { resolve: dns, transport });
    expect(requests[0]?.address.family).toBe(6);
  });
});

describe('fetchRemoteImage: redirects', () => {
  it('follows a few, checking each target like the first address', async () => {
    const { transport, requests } = fakeTransport({
      'https://images.example.com/a': () =>
        answer(301, undefined, { location: 'https://cdn.example.net/b' }),
      'https://cdn.example.net/b': () => answer(302, undefined, { location: '/c?size=large' }),
      'https://cdn.example.net/c?size=large': () => answer(200, png),
    });
    const bytes = await fetchRemoteImage('https://images.example.com/a', {
      resolve: dns,
      transport,
    });
    expect(bytes.equals(png)).toBe(true);
    expect(requests.map((r) => [r.url.href, r.address.address])).toEqual([
      ['https://images.example.com/a', PUBLIC_A],
      ['https://cdn.example.net/b', PUBLIC_B],
      ['https://cdn.example.net/c?size=large', PUBLIC_B],
    ]);
  });

  it.each([
    ['https://internal.example.com/x.png', 'private-address'],
    ['https://127.0.0.1/x.png', 'private-address'],
    ['https://[::ffff:169.254.169.254]/x.png', 'private-address'],
    ['http://images.example.com/x.png', 'not-https'],
    ['https://images.example.com:444/x.png', 'port'],
  ])('refuses a redirect to %s (%s) without following it', async (location, problem) => {
    const first = answer(302, undefined, { location });
    const { transport, requests } = fakeTransport({ 'https://images.example.com/a': () => first });
    expect(
      await problemOf(
        fetchRemoteImage('https://images.example.com/a', { resolve: dns, transport }),
      ),
    ).toBe(problem);
    expect(requests).toHaveLength(1);
    expect(first.closed()).toBe(true);
  });

  it('stops after three redirects', async () => {
    const hop = (n: number) => () =>
      answer(307, undefined, { location: `https://images.example.com/${n + 1}` });
    const routes = Object.fromEntries(
      [0, 1, 2, 3, 4].map((n) => [`https://images.example.com/${n}`, hop(n)]),
    );
    const { transport, requests } = fakeTransport(routes);
    expect(
      await problemOf(
        fetchRemoteImage('https://images.example.com/0', { resolve: dns, transport }),
      ),
    ).toBe('too-many-redirects');
    expect(requests).toHaveLength(4);

    const three = fakeTransport({
      ...routes,
      'https://images.example.com/3': () => answer(200, png),
    });
    await expect(
      fetchRemoteImage('https://images.example.com/0', {
        resolve: dns,
        transport: three.transport,
      }),
    ).resolves.toBeInstanceOf(Buffer);
  });

  it('refuses a redirect without a target', async () => {
    const { transport } = fakeTransport({ 'https://images.example.com/a': () => answer(302) });
    expect(
      await problemOf(
        fetchRemoteImage('https://images.example.com/a', { resolve: dns, transport }),
      ),
    ).toBe('status');
  });
});

describe('fetchRemoteImage: the answer', () => {
  it('refuses an answer other than 200', async () => {
    const { transport } = fakeTransport({});
    await expect(
      fetchRemoteImage('https://images.example.com/missing.png', { resolve: dns, transport }),
    ).rejects.toThrow('the address answered 404 instead of an image');
  });

  it('refuses a declared length over the limit before reading the body', async () => {
    const res = answer(200, new PassThrough(), { contentLength: 5 * 1024 * 1024 + 1 });
    const { transport } = fakeTransport({ 'https://images.example.com/big.png': () => res });
    await expect(
      fetchRemoteImage('https://images.example.com/big.png', { resolve: dns, transport }),
    ).rejects.toThrow('the image is larger than 5 MB');
    expect(res.closed()).toBe(true);
  });

  it('drops the stream as soon as it passes the limit, whatever the length said', async () => {
    let pulled = 0;
    const endless = Readable.from(
      (function* () {
        for (;;) {
          pulled++;
          yield Buffer.alloc(64 * 1024);
        }
      })(),
    );
    const res = answer(200, endless, { contentLength: 100 });
    const { transport } = fakeTransport({ 'https://images.example.com/lie.png': () => res });
    expect(
      await problemOf(
        fetchRemoteImage('https://images.example.com/lie.png', { resolve: dns, transport }),
      ),
    ).toBe('too-large');
    expect(res.closed()).toBe(true);
    // 5 MB is 80 chunks of 64 KB; a stream buffers a few ahead, never the rest.
    expect(pulled).toBeLessThan(100);
  });

  it('gives up when the server does not answer in time', async () => {
    const transport: Transport = () => new Promise(() => undefined);
    const started = Date.now();
    await expect(
      fetchRemoteImage('https://images.example.com/slow.png', {
        resolve: dns,
        transport,
        timeoutMs: 200,
      }),
    ).rejects.toThrow('the address did not answer within 0.2 seconds');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('gives up when the body stalls, closing the connection', async () => {
    const stalled = new PassThrough();
    stalled.write(png.subarray(0, 100));
    const res = answer(200, stalled);
    const { transport } = fakeTransport({ 'https://images.example.com/stall.png': () => res });
    expect(
      await problemOf(
        fetchRemoteImage('https://images.example.com/stall.png', {
          resolve: dns,
          transport,
          timeoutMs: 200,
        }),
      ),
    ).toBe('timeout');
    expect(res.closed()).toBe(true);
  });

  it('gives up when DNS does not answer in time', async () => {
    const { transport, requests } = fakeTransport({});
    expect(
      await problemOf(
        fetchRemoteImage('https://images.example.com/x.png', {
          resolve: () => new Promise(() => undefined),
          transport,
          timeoutMs: 100,
        }),
      ),
    ).toBe('timeout');
    expect(requests).toEqual([]);
  });

  it('reports a broken connection as a failed fetch', async () => {
    const transport: Transport = () => Promise.reject(new Error('socket hang up'));
    expect(
      await problemOf(
        fetchRemoteImage('https://images.example.com/x.png', { resolve: dns, transport }),
      ),
    ).toBe('network');
  });
});

describe('importRemoteImage', () => {
  let dir = '';
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  const store = () => {
    dir = mkdtempSync(join(tmpdir(), 'remote-image-'));
    return localDiskStore(dir);
  };
  const stored = () => (existsSync(join(dir, 'public')) ? readdirSync(join(dir, 'public')) : []);

  it('stores a fetched PNG with the renditions of an upload', async () => {
    const { transport } = fakeTransport({
      'https://images.example.com/kaaba.png': () => answer(200, png),
    });
    const image = await importRemoteImage('https://images.example.com/kaaba.png', {
      resolve: dns,
      transport,
      store: store(),
    });
    expect(image.url).toMatch(/^\/api\/media\/[a-z0-9]+-[0-9a-f-]{36}-1600\.webp$/);
    const base = image.url.replace('/api/media/', '').replace(/-1600\.webp$/, '');
    expect(stored().sort()).toEqual(
      [`${base}-1600.webp`, `${base}-480.webp`, `${base}-960.webp`, `${base}-preview.jpg`].sort(),
    );
    expect(image.names.sort()).toEqual(stored().sort());
    for (const width of [480, 960, 1600]) {
      const meta = await sharp(
        readFileSync(join(dir, 'public', `${base}-${width}.webp`)),
      ).metadata();
      expect([meta.format, meta.width]).toEqual(['webp', width]);
    }
    const preview = await sharp(
      readFileSync(join(dir, 'public', `${base}-preview.jpg`)),
    ).metadata();
    expect([preview.format, preview.width, preview.height]).toEqual(['jpeg', 1200, 630]);
  });

  it.each([
    ['an HTML page', Buffer.from('<!doctype html><title>Not found</title>'), 'not-an-image'],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'not-an-image'],
    ['a PDF', Buffer.from('%PDF-1.7\n'), 'not-an-image'],
    [
      'PNG bytes that do not decode',
      Buffer.from('89504e470d0a1a0a676172626167650a', 'hex'),
      'unreadable',
    ],
  ])('refuses %s, judged by its content, storing nothing', async (_what, body, problem) => {
    const { transport } = fakeTransport({
      'https://images.example.com/photo.png': () => answer(200, body),
    });
    expect(
      await problemOf(
        importRemoteImage('https://images.example.com/photo.png', {
          resolve: dns,
          transport,
          store: store(),
        }),
      ),
    ).toBe(problem);
    expect(stored()).toEqual([]);
  });
});

// The real transport against a local HTTPS server with a certificate made for a name that no DNS
// knows: it proves the connection goes to the pinned address while TLS checks the URL's name.
const haveOpenssl = (() => {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe.skipIf(!haveOpenssl)('httpsTransport (local HTTPS server; needs openssl)', () => {
  const HOST = 'images.example.test';
  const LOOPBACK: ResolvedAddress = { address: '127.0.0.1', family: 4 };
  let certDir = '';
  let cert = '';
  let server: https.Server;
  let port = 0;
  const closedEarly: string[] = [];

  beforeAll(async () => {
    certDir = mkdtempSync(join(tmpdir(), 'remote-image-tls-'));
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-keyout',
        join(certDir, 'key.pem'),
        '-out',
        join(certDir, 'cert.pem'),
        '-subj',
        `/CN=${HOST}`,
        '-addext',
        `subjectAltName=DNS:${HOST}`,
      ],
      { stdio: 'ignore' },
    );
    cert = readFileSync(join(certDir, 'cert.pem'), 'utf8');
    server = https.createServer(
      { key: readFileSync(join(certDir, 'key.pem')), cert },
      (req, res) => {
        if (req.url === '/kaaba.png') {
          res.writeHead(200, { 'Content-Type': 'image/png' }).end(png);
        } else if (req.url === '/moved') {
          res.writeHead(302, { Location: '/kaaba.png' }).end();
        } else if (req.url === '/huge.png') {
          // Streams 50 MB unless the client hangs up.
          res.writeHead(200, { 'Content-Type': 'image/png' });
          let sent = 0;
          const push = () => {
            while (sent < 50 * 1024 * 1024) {
              sent += 64 * 1024;
              if (!res.write(Buffer.alloc(64 * 1024))) return void res.once('drain', push);
            }
            res.end();
          };
          res.on('close', () => {
            if (!res.writableFinished) closedEarly.push(req.url ?? '');
          });
          push();
        } else if (req.url === '/slow.png') {
          res.writeHead(200, { 'Content-Type': 'image/png' });
          res.write(png.subarray(0, 64));
          res.on('close', () => closedEarly.push(req.url ?? ''));
        } else {
          res.writeHead(404).end();
        }
      },
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    if (certDir) rmSync(certDir, { recursive: true, force: true });
  });

  const on = (path: string, host = HOST) => new URL(`https://${host}:${port}${path}`);
  const read = async (res: TransportResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of res.body) chunks.push(Buffer.from(chunk));
    return Buffer.concat(chunks);
  };
  const signal = () => AbortSignal.timeout(5000);

  it('connects to the pinned address and checks the certificate against the URL’s name', async () => {
    // HOST is in no DNS: only the pinned address can reach the server.
    const res = await httpsTransport({ ca: cert })({
      url: on('/kaaba.png'),
      address: LOOPBACK,
      signal: signal(),
    });
    expect(res.status).toBe(200);
    expect((await read(res)).equals(png)).toBe(true);
  });

  it('refuses a certificate made for another name', async () => {
    await expect(
      httpsTransport({ ca: cert })({
        url: on('/kaaba.png', 'other.example.test'),
        address: LOOPBACK,
        signal: signal(),
      }),
    ).rejects.toThrow(/altnames|Hostname/i);
  });

  it('refuses a certificate no authority vouches for', async () => {
    await expect(
      httpsTransport()({ url: on('/kaaba.png'), address: LOOPBACK, signal: signal() }),
    ).rejects.toThrow(/self[- ]signed/i);
  });

  it('answers a redirect without following it', async () => {
    const res = await httpsTransport({ ca: cert })({
      url: on('/moved'),
      address: LOOPBACK,
      signal: signal(),
    });
    res.close();
    expect([res.status, res.location]).toEqual([302, '/kaaba.png']);
  });

  // fetchRemoteImage over real sockets: HOST stands for a public host (the resolver says so), the
  // transport is sent to the local server's port and address instead.
  const throughLocalServer = (): { resolve: Resolve; transport: Transport } => {
    const real = httpsTransport({ ca: cert });
    return {
      resolve: resolver({ [HOST]: [PUBLIC_A] }),
      transport: (request) => {
        const url = new URL(request.url);
        url.port = String(port);
        return real({ ...request, url, address: LOOPBACK });
      },
    };
  };

  it('follows a redirect and reads the image', async () => {
    const bytes = await fetchRemoteImage(`https://${HOST}/moved`, throughLocalServer());
    expect(bytes.equals(png)).toBe(true);
  });

  it('hangs up on a body past the size limit', async () => {
    expect(
      await problemOf(fetchRemoteImage(`https://${HOST}/huge.png`, throughLocalServer())),
    ).toBe('too-large');
    await expect.poll(() => closedEarly).toContain('/huge.png');
  });

  it('hangs up on a server that stops sending', async () => {
    expect(
      await problemOf(
        fetchRemoteImage(`https://${HOST}/slow.png`, { ...throughLocalServer(), timeoutMs: 300 }),
      ),
    ).toBe('timeout');
    await expect.poll(() => closedEarly).toContain('/slow.png');
  });
});
