import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  blockProblem,
  busyPorts,
  FETCH_BAD_PORTS,
  parseOffset,
  PORT_BLOCK,
  portsOf,
  shiftEmulators,
  type Emulators,
} from './ports.mjs';

const emulators = (
  JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8')) as {
    emulators: Emulators;
  }
).emulators;

const portSet = (offset: number) =>
  new Set(Object.values(portsOf(shiftEmulators(emulators, offset))));

/** Every offset the README and the scripts name, and the other checkouts' usual ones. */
const DOCUMENTED = [0, 100, 300, 450, 770, 1100, 1700, 1800, 2100, 2500, 2900];

describe('emulator ports', () => {
  it("keep firebase.json's ports in one block of 10, all different, site on 5000", () => {
    expect(blockProblem(emulators)).toBeNull();
    const ports = portsOf(emulators);
    expect(ports['hosting']).toBe(5000);
    // Every emulator that starts (firebase-tools would otherwise pick hub, logging, Eventarc and
    // Cloud Tasks ports itself, outside the block).
    for (const name of [
      'hub',
      'logging',
      'hosting',
      'functions',
      'firestore',
      'auth',
      'eventarc',
      'tasks',
    ])
      expect(ports[name], name).toBeDefined();
    expect(ports['firestore.websocket']).toBeDefined();
    expect(Object.keys(ports).length).toBeLessThanOrEqual(PORT_BLOCK);
  });

  it('accepts every documented offset, and any two of them share no port', () => {
    for (const offset of DOCUMENTED)
      expect(parseOffset(String(offset), emulators)).toEqual({ offset });
    for (const a of DOCUMENTED)
      for (const b of DOCUMENTED.filter((o) => o > a)) {
        const shared = [...portSet(a)].filter((p) => portSet(b).has(p));
        expect(shared, `offsets ${a} and ${b}`).toEqual([]);
      }
  });

  it('shares no port between any two valid offsets up to 20000 (the old scheme failed at 100)', () => {
    const owner = new Map<number, number>();
    for (let offset = 0; offset <= 20_000; offset += PORT_BLOCK) {
      if (parseOffset(String(offset), emulators).error) continue;
      for (const port of portSet(offset)) {
        expect(owner.get(port), `port ${port} of offset ${offset}`).toBeUndefined();
        owner.set(port, offset);
      }
    }
  });

  it('moves the Firestore websocket port with the rest', () => {
    const shifted = portsOf(shiftEmulators(emulators, 100));
    expect(shifted['firestore.websocket']).toBe(portsOf(emulators)['firestore.websocket']! + 100);
    expect(shifted['hosting']).toBe(5100);
  });

  it.each(['5', '105', '-100', '1.5', 'abc', '1e9'])(
    'refuses offset %s with a clear message',
    (text) => {
      const r = parseOffset(text, emulators);
      expect(r.error).toMatch(/^EMULATOR_PORT_OFFSET=.* is refused|past 65535/);
      expect(r.error).toContain('multiple of 10');
    },
  );

  it('refuses an offset that puts a port where fetch refuses to connect', () => {
    // hosting on 6000 or 10080, hub on 5060, the Firestore websocket on 6566, ...
    for (const offset of [1000, 5080, 60, 1560, 1660, 1690]) {
      const r = parseOffset(String(offset), emulators);
      expect(r.error, String(offset)).toMatch(/fetch and browsers refuse/);
    }
  });

  it('treats unset or empty as offset 0', () => {
    expect(parseOffset(undefined, emulators)).toEqual({ offset: 0 });
    expect(parseOffset('', emulators)).toEqual({ offset: 0 });
  });

  it("has the same bad ports as Node's fetch", async () => {
    for (const port of FETCH_BAD_PORTS) {
      const error = (await fetch(`http://127.0.0.1:${port}/`).catch((e: unknown) => e)) as Error & {
        cause?: Error;
      };
      expect(error.cause?.message ?? error.message, String(port)).toBe('bad port');
    }
  });
});

describe('busyPorts', () => {
  let server: Server | undefined;
  afterEach(
    () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  );

  it('names the ports something already listens on', async () => {
    server = createServer();
    const port = await new Promise<number>((resolve) =>
      server!.listen(0, '127.0.0.1', () => resolve((server!.address() as { port: number }).port)),
    );
    expect(await busyPorts({ taken: port })).toEqual([{ name: 'taken', port }]);
    await new Promise<void>((resolve) => server!.close(() => resolve()));
    server = undefined;
    expect(await busyPorts({ taken: port })).toEqual([]);
  });
});
