// `npm run load`: a bounded load test on loopback only. Builds the function, starts its own
// emulator stack (port offset 450: ports 5450-5459, beside `npm start`, `npm test` and the other
// scripts' stacks; scripts/lib/ports.mjs), seeds published packages and
// settings, then runs autocannon against the Hosting emulator: the public GETs for a fixed time
// each, and POST /api/contact a fixed number of times with a unique submission id per request.
// Prints requests/s, p50/p99 latency, non-2xx answers and errors per target; for the contact POST
// also the stored messages against the 2xx answers (they must be equal: nothing lost, nothing
// doubled) and exits non-zero when they differ.
//
// Knobs: LOAD_SECONDS (per GET target, default 10), LOAD_CONNECTIONS (default 10),
// LOAD_CONTACT_REQUESTS (default 1000), EMULATOR_PORT_OFFSET (default 450), SKIP_BUILD=1.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { quickSolution } from './lib/spam-check.mjs';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 10);
const CONTACT_REQUESTS = Number(process.env.LOAD_CONTACT_REQUESTS ?? 1000);
/** A hard stop for the contact POSTs, whatever their pace. */
const CONTACT_MAX_SECONDS = 60;
/** Client addresses from the benchmarking range, one per request. */
const addressOf = (n) => `198.18.${(n >> 8) & 255}.${n & 255}`;

if (process.argv.includes('--inner')) await inner();
else await outer();

async function outer() {
  const { runInOwnStack } = await import('./lib/own-stack.mjs');
  await runInOwnStack(450, 'scripts/load.mjs', (repoRoot) => {
    const mediaDir = join(repoRoot, '.cache', 'load-media');
    rmSync(mediaDir, { recursive: true, force: true });
    return {
      MEDIA_DIR: mediaDir,
    };
  });
}

async function inner() {
  const { default: autocannon } = await import('autocannon');
  const { randomUUID } = await import('node:crypto');
  const { db } = await import('../functions/src/firebase.ts');
  const { aPackage } = await import('../functions/src/testing/fixtures.ts');
  const { warmUpFunctionWorkers } = await import('./lib/warm-up.mjs');

  const site = new URL(process.env.SITE_URL ?? '');
  const loopback = (host) => /^(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/.test(host);
  if (!loopback(site.host) || !loopback(process.env.FIRESTORE_EMULATOR_HOST ?? '')) {
    console.error(`Refusing to load anything but loopback emulators (site ${site.host}).`);
    process.exit(1);
  }

  // Seed: five published packages, a draft, public settings with the agency's mail address.
  const batch = db().batch();
  batch.set(db().collection('settings').doc('public'), {
    siteName: 'Load Test Umrah',
    email: 'bookings@agency.example',
    primaryColor: '150 45% 25%',
  });
  for (let i = 1; i <= 6; i++) {
    const pkg = aPackage({ slug: `load-package-${i}`, title: `Package ${i}`, isPublished: i <= 5 });
    batch.set(db().collection('packages').doc(), {
      ...pkg,
      createdAt: new Date(Date.UTC(2026, 0, i)),
      updatedAt: new Date(),
    });
  }
  await batch.commit();

  const format = (r) => ({
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
  });
  const line = (name, f) =>
    `${name.padEnd(34)} ${String(f.rps).padStart(5)} req/s  p50 ${String(f.p50).padStart(4)} ms  p99 ${String(f.p99).padStart(5)} ms  requests ${String(f.requests).padStart(6)}  non-2xx ${f.non2xx}  errors ${f.errors} (timeouts ${f.timeouts})`;

  console.log(
    `\nLoad on ${site.origin} (loopback): ${CONNECTIONS} connections, ${SECONDS} s per GET target, ${CONTACT_REQUESTS} contact POSTs\n`,
  );
  await warmUpFunctionWorkers(site.origin, CONNECTIONS);
  console.log(`(warmed up ${CONNECTIONS} function workers)`);

  const results = {};
  let failed = false;
  for (const path of [
    '/api/health',
    '/api/settings',
    '/api/packages',
    '/api/packages/load-package-1',
  ]) {
    const r = await autocannon({
      url: site.origin + path,
      connections: CONNECTIONS,
      duration: SECONDS,
    });
    results[`GET ${path}`] = format(r);
    console.log(line(`GET ${path}`, results[`GET ${path}`]));
    if (r.non2xx) failed = true;
  }

  // POST /api/contact: a fixed number of requests, each with its own submission id, from many
  // client addresses (as real visitors). With one request at a time per connection, the id a
  // connection sent last is the one its answer is for.
  let address = 0;
  const sent = new Map();
  const answered = new Map();
  const refused = new Map();
  const contactBody = (id) =>
    JSON.stringify({
      submissionId: id,
      name: 'Load Test',
      email: 'load@example.com',
      message: 'Salaam, a load test message.',
      altcha: quickSolution(),
    });
  const contact = autocannon({
    url: site.origin,
    connections: CONNECTIONS,
    amount: CONTACT_REQUESTS,
    timeout: 30,
    requests: [
      {
        method: 'POST',
        path: '/api/contact',
        setupRequest: (req, context) => {
          const id = randomUUID().replace(/-/g, '');
          address++;
          context.id = id;
          sent.set(id, address);
          return {
            ...req,
            headers: {
              ...req.headers,
              'content-type': 'application/json',
              'x-forwarded-for': addressOf(address),
            },
            body: contactBody(id),
          };
        },
        onResponse: (status, body, context) => {
          if (status >= 200 && status < 300 && JSON.parse(body).id === context.id) {
            answered.set(context.id, (answered.get(context.id) ?? 0) + 1);
          } else {
            refused.set(context.id, status);
          }
        },
      },
    ],
  });
  const watchdog = setTimeout(() => contact.stop(), CONTACT_MAX_SECONDS * 1000);
  const r = await contact;
  clearTimeout(watchdog);
  results['POST /api/contact'] = format(r);
  console.log(line('POST /api/contact (unique ids)', results['POST /api/contact']));
  const statuses = {};
  for (const status of refused.values()) statuses[status] = (statuses[status] ?? 0) + 1;
  if (refused.size) console.log(`  answers other than 2xx: ${JSON.stringify(statuses)}`);

  // Work the server was still doing for requests the client gave up on finishes meanwhile.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const storedIds = async () =>
    new Set((await db().collection('messages').select().get()).docs.map((d) => d.id));
  const firstStored = await storedIds();
  const firstTwoXx = [...answered.values()].reduce((n, c) => n + c, 0);
  console.log(`  stored messages ${firstStored.size}, 2xx answers ${firstTwoXx}`);

  // A request without an answer (timed out, or built but never sent) is retried once with its
  // id, as the site's form would: 200 if the first attempt was stored, 201 if it was not.
  const noAnswer = [...sent.keys()].filter((id) => !answered.has(id) && !refused.has(id));
  const retried = { 200: 0, 201: 0, other: 0 };
  for (const id of noAnswer) {
    const res = await fetch(`${site.origin}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': addressOf(sent.get(id)) },
      body: contactBody(id),
    });
    const key = res.status === 200 || res.status === 201 ? res.status : 'other';
    retried[key]++;
    if (res.ok) answered.set(id, (answered.get(id) ?? 0) + 1);
  }
  if (noAnswer.length)
    console.log(
      `  ${noAnswer.length} without an answer, retried with their ids: ${retried[200]} already stored (200), ${retried[201]} stored now (201), ${retried.other} other`,
    );

  const stored = await storedIds();
  const mail = (await db().collection('mail').count().get()).data().count;
  const ids = [...answered.keys()];
  const lost = ids.filter((id) => !stored.has(id));
  const extra = [...stored].filter((id) => !answered.has(id));
  const refusedButStored = [...refused.keys()].filter((id) => stored.has(id));
  console.log(
    `  stored messages ${stored.size}, ids answered 2xx ${ids.length}, notification mails ${mail}` +
      ` | answered but not stored ${lost.length}, stored without a 2xx ${extra.length}, refused but stored ${refusedButStored.length}`,
  );
  const consistent =
    stored.size === ids.length &&
    lost.length === 0 &&
    extra.length === 0 &&
    refusedButStored.length === 0 &&
    mail === stored.size;
  console.log(
    consistent
      ? '  OK: every 2xx answer is stored exactly once, with its mail; nothing else is stored.'
      : '  FAILED: stored messages and 2xx answers differ.',
  );
  if (!consistent || [...refused.values()].some((s) => s >= 500)) failed = true;
  process.exit(failed ? 1 : 0);
}
