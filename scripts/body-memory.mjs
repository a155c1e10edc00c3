// How much memory the platform's body parsing takes before our code runs. Cloud Functions
// (the Functions Framework) reads and parses every request body up to the platform's 32 MiB
// limit with body-parser, keeping the raw buffer too. This parses 32 MiB bodies of several shapes
// the same way, each in its own process, and prints the memory each one held. The function's
// memory and concurrency (functions/src/index.ts, README "Memory and instances") follow from it.
import { spawnSync } from 'node:child_process';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import bodyParser from 'body-parser';

const MiB = 1024 * 1024;
const BODY_BYTES = 32 * MiB;

/** Bodies of exactly BODY_BYTES: one long string, many numbers, many empty objects, raw bytes. */
const SHAPES = {
  'raw bytes (multipart)': () => ['application/octet-stream', Buffer.alloc(BODY_BYTES, 97)],
  'JSON, one long string': () => {
    const body = Buffer.alloc(BODY_BYTES, 120);
    body.write('{"a":"');
    body.write('"}', BODY_BYTES - 2);
    return ['application/json', body];
  },
  'JSON, an array of numbers': () => [
    'application/json',
    Buffer.from(`[${'0,'.repeat(BODY_BYTES / 2 - 2)}0]`),
  ],
  'JSON, an array of empty objects': () => [
    'application/json',
    Buffer.from(`[${'{},'.repeat(Math.floor((BODY_BYTES - 4) / 3))}{}]`),
  ],
};

function measure(name) {
  const [type, body] = SHAPES[name]();
  globalThis.gc?.();
  const before = process.memoryUsage().rss;
  const req = Readable.from([body]);
  req.headers = { 'content-type': type, 'content-length': String(body.length) };
  const options = {
    type: () => true,
    limit: '1024mb',
    verify: (r, _res, buf) => (r.rawBody = buf),
  };
  const parse = type === 'application/json' ? bodyParser.json(options) : bodyParser.raw(options);
  parse(req, {}, (err) => {
    if (err) throw err;
    const held = (process.memoryUsage().rss - before) / MiB;
    // The test body itself was allocated before `before`; what is printed is the parser's part.
    process.stdout.write(JSON.stringify({ name, mib: Math.round(held + BODY_BYTES / MiB) }));
  });
}

if (process.argv[2]) {
  measure(process.argv[2]);
} else {
  console.log(`Memory held per request while the platform parses a ${BODY_BYTES / MiB} MiB body:`);
  for (const name of Object.keys(SHAPES)) {
    const run = spawnSync(process.execPath, ['--expose-gc', fileURLToPath(import.meta.url), name], {
      encoding: 'utf8',
    });
    if (run.status !== 0) throw new Error(run.stderr);
    const { mib } = JSON.parse(run.stdout);
    console.log(`  ${name.padEnd(34)} ${String(mib).padStart(5)} MiB`);
  }
}
