// The ports of an emulator stack. firebase.json gives every emulator one port inside a block of
// PORT_BLOCK consecutive ports (5000-5009: hosting 5000, functions 5001, hub 5002, logging 5003,
// Firestore 5004 and its websocket 5005, auth 5006, storage 5007, Eventarc 5008, Cloud Tasks
// 5009). EMULATOR_PORT_OFFSET moves the whole block; a multiple of PORT_BLOCK gives each stack
// a block of its own, so two stacks with different offsets never share a port (offset 100 uses
// 5100-5109, 2100 uses 7100-7109, ...). Before this scheme the ports were spread out (hub 4400,
// logging 4500, ...) and offsets 100, 200, 500 or 600 apart put one stack's hub on another's
// logging port.
import { createServer } from 'node:net';

export const PORT_BLOCK = 10;

/**
 * Ports that fetch (undici, Node's and the browsers' "bad ports") refuses to connect to, so a
 * stack there could not be tested. undici 6.x, lib/web/fetch/constants.js.
 */
export const FETCH_BAD_PORTS = new Set([
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102,
  103, 104, 109, 110, 111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465,
  512, 513, 514, 515, 526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993,
  995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668,
  6669, 6679, 6697, 10080,
]);

const MAX_PORT = 65535;

/** Every port a stack's emulators listen on, by name ('firestore.websocket' for the websocket). */
export function portsOf(emulators) {
  const out = {};
  for (const [name, conf] of Object.entries(emulators)) {
    if (typeof conf !== 'object' || !conf.port) continue;
    out[name] = conf.port;
    if (conf.websocketPort) out[`${name}.websocket`] = conf.websocketPort;
  }
  return out;
}

/** The emulators' configuration with every port moved by `offset`. */
export function shiftEmulators(emulators, offset) {
  return Object.fromEntries(
    Object.entries(emulators).map(([name, conf]) =>
      typeof conf === 'object' && conf.port
        ? [
            name,
            {
              ...conf,
              port: conf.port + offset,
              ...(conf.websocketPort ? { websocketPort: conf.websocketPort + offset } : {}),
            },
          ]
        : [name, conf],
    ),
  );
}

/**
 * Reads EMULATOR_PORT_OFFSET and checks it against the base ports: answers `{ offset }` or
 * `{ error }` with a message saying what to do. Refused: anything but a whole multiple of
 * PORT_BLOCK from 0 (another stack's block would overlap), a port past 65535, and a port that
 * fetch refuses.
 */
export function parseOffset(text, emulators) {
  const raw = (text ?? '').trim();
  const offset = raw === '' ? 0 : Number(raw);
  const hint =
    `EMULATOR_PORT_OFFSET moves the emulator ports (block ${describeBlock(emulators, 0)}); ` +
    `use a multiple of ${PORT_BLOCK}, e.g. 100 (ports ${describeBlock(emulators, 100)}).`;
  if (!Number.isInteger(offset) || offset < 0 || offset % PORT_BLOCK !== 0) {
    return {
      error:
        `EMULATOR_PORT_OFFSET=${raw} is refused: two stacks share no port only when their ` +
        `offsets differ by a multiple of ${PORT_BLOCK}. ${hint}`,
    };
  }
  const ports = portsOf(shiftEmulators(emulators, offset));
  for (const [name, port] of Object.entries(ports)) {
    if (port > MAX_PORT)
      return {
        error: `EMULATOR_PORT_OFFSET=${raw} puts ${name} on port ${port} (past ${MAX_PORT}). ${hint}`,
      };
    if (FETCH_BAD_PORTS.has(port))
      return {
        error:
          `EMULATOR_PORT_OFFSET=${raw} puts ${name} on port ${port}, which fetch and browsers ` +
          `refuse to connect to. ${hint}`,
      };
  }
  return { offset };
}

function describeBlock(emulators, offset) {
  const ports = Object.values(portsOf(emulators)).map((p) => p + offset);
  return `${Math.min(...ports)}-${Math.max(...ports)}`;
}

/**
 * Checks that the base ports fit in one block of PORT_BLOCK and are all different, which is what
 * keeps the stacks of two offsets apart. Answers a problem, or null.
 */
export function blockProblem(emulators) {
  const ports = Object.entries(portsOf(emulators));
  const values = ports.map(([, p]) => p);
  if (new Set(values).size !== values.length)
    return `firebase.json gives two emulators the same port: ${JSON.stringify(Object.fromEntries(ports))}`;
  if (Math.max(...values) - Math.min(...values) >= PORT_BLOCK)
    return (
      `firebase.json's emulator ports must lie within ${PORT_BLOCK} consecutive ports ` +
      `(one block per stack): ${JSON.stringify(Object.fromEntries(ports))}`
    );
  return null;
}

/** Resolves true when nothing listens on host:port (we can bind it ourselves). */
export function isPortFree(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** The ports of `ports` (name -> port) that something already listens on. */
export async function busyPorts(ports, host = '127.0.0.1') {
  const busy = [];
  for (const [name, port] of Object.entries(ports))
    if (!(await isPortFree(port, host))) busy.push({ name, port });
  return busy;
}
