// `node scripts/journey-files.mjs`: which project files' code RUNS on the server during two
// journeys, counted from V8's function coverage of the real function in the emulator stack
// (loopback only, its own port offset 900: ports 5900-5909, and the function's inspector on
// 127.0.0.1:11129).
//   A. A public booking request: POST /api/bookings (multipart, spam check solved) until the
//      booking is stored.
//   B. Staff confirm that booking with a price (POST /api/admin/bookings/:id/confirm), the
//      pilgrim opens the pay link (GET /pay/:token, the site function) and starts a checkout
//      with the local provider (POST /api/pay/:token/checkout), and the webhook records the
//      payment (POST /api/payments/webhook, a Stripe-format event signed as Stripe signs it).
// How: the stack runs with `--inspect-functions`, so the functions run in one Node process with
// an inspector; this script turns on precise coverage there (call counts per function). What
// runs before a journey (module loading, the page renderer's first load, the seed, the admin's
// sign-in, the spam-check challenge the form fetches while the visitor types) is taken and
// thrown away; V8 resets the counts at each take. Each function called during the journey is
// mapped to its source file through the bundle's source map (functions/dist/index.js.map, and
// dist/page-renderer's for the public pages), and files under functions/src, domain/src and
// i18n/src are counted. Module top-level code is left out (the script's own range, and
// esbuild's lazy module wrappers), so a file whose only code that ran is its initialisation is
// not counted. web/src files run by the page renderer are listed apart, not counted; the domain
// and i18n files that ran only in the page renderer (the pay page's HTML) are counted and marked.
//
// Prints, per journey, the counts and the files; writes the same as JSON to
// .cache/journey-files.json. Knobs: EMULATOR_PORT_OFFSET (default 900), SKIP_BUILD=1 (use the
// existing build), JOURNEY_INSPECT_PORT (default 9229 + 1000 + offset), JOURNEY_RAW=<prefix> (also
// writes V8's coverage of each journey to <prefix>-<n>.json).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const OFFSET_DEFAULT = 900;
/** The whole run (build excluded) stops after this, whatever hangs. */
const OUTER_STOP_SECONDS = 600;
/** The journeys themselves, inside the stack. */
const INNER_STOP_SECONDS = 240;
const COUNTED = ['functions/src/', 'domain/src/', 'i18n/src/'];
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const resultFile = join(root, '.cache', 'journey-files.json');

async function outer() {
  // env.mjs reads the offset when it is first imported.
  process.env.EMULATOR_PORT_OFFSET ||= String(OFFSET_DEFAULT);
  const env = await import('./lib/env.mjs');
  const { isPortFree } = await import('./lib/ports.mjs');
  const offset = Number(process.env.EMULATOR_PORT_OFFSET);
  const inspectPort = Number(process.env.JOURNEY_INSPECT_PORT ?? 9229 + 1000 + offset);
  await env.ensurePortsFree();
  if (!(await isPortFree(inspectPort))) {
    console.error(`Port ${inspectPort} (the function's inspector) is in use.`);
    process.exit(2);
  }
  const { buildForStack } = await import('./lib/build-for-stack.mjs');
  await buildForStack();

  const args = env.emulatorsExecArgs(`node --import tsx scripts/journey-files.mjs --inner`);
  // `--inspect-functions <port>`: one process for every function, with Node's inspector on it.
  args.splice(1, 0, '--inspect-functions', String(inspectPort));
  const { spawn } = await import('node:child_process');
  mkdirSync(dirname(resultFile), { recursive: true });
  writeFileSync(resultFile, '');
  const child = spawn(env.firebaseBin, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...env.emulatorEnv(),
      SITE_URL: env.siteUrl,
      JOURNEY_INSPECT_PORT: String(inspectPort),
      JOURNEY_RESULT: resultFile,
    },
  });
  // The stack's own log only when something fails.
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  // firebase-tools stops its emulators on SIGINT; SIGTERM if that has not ended it 30 s later.
  const stop = setTimeout(() => {
    console.error(`Stopped after ${OUTER_STOP_SECONDS} s.`);
    child.kill('SIGINT');
    setTimeout(() => child.kill('SIGTERM'), 30_000).unref();
  }, OUTER_STOP_SECONDS * 1000);
  const code = await new Promise((done) => child.on('exit', (c) => done(c ?? 1)));
  clearTimeout(stop);
  let result = null;
  try {
    result = JSON.parse(readFileSync(resultFile, 'utf8'));
  } catch {
    // reported below
  }
  if (code !== 0 || !result) {
    console.error(log.split('\n').slice(-80).join('\n'));
    console.error(`FAILED (exit ${code}).`);
    process.exit(code || 1);
  }
  print(result);
}

function print(result) {
  const commit = result.commit ? ` at ${result.commit}` : '';
  console.log(`Files whose functions ran on the server${commit}:`);
  for (const journey of result.journeys) {
    const c = journey.counts;
    console.log(
      `\n${journey.name}: ${c.total} files (functions ${c.functions}, domain ${c.domain}, i18n ${c.i18n})`,
    );
    console.log(`  steps: ${journey.steps.join('; ')}`);
    if (c.renderer)
      console.log(
        `  of which ${c.renderer} ran only in the page renderer (marked *): the public page's HTML`,
      );
    for (const file of journey.files)
      console.log(`  ${file}${journey.rendererOnly.includes(file) ? ' *' : ''}`);
    if (journey.web.length)
      console.log(
        `  (and ${journey.web.length} web/src files, not counted: ${journey.web.join(', ')})`,
      );
  }
  console.log(`\n(JSON: ${relative(root, resultFile)})`);
}

async function inner() {
  const innerStop = setTimeout(() => {
    console.error(`journey-files: stopped after ${INNER_STOP_SECONDS} s.`);
    process.exit(1);
  }, INNER_STOP_SECONDS * 1000);
  innerStop.unref();

  const site = new URL(process.env.SITE_URL ?? '');
  const inspectPort = Number(process.env.JOURNEY_INSPECT_PORT);
  const loopback = (host) => /^(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/.test(host);
  if (!loopback(site.host) || !loopback(process.env.FIRESTORE_EMULATOR_HOST ?? '')) {
    console.error(`Refusing to run against anything but loopback emulators (site ${site.host}).`);
    process.exit(1);
  }

  const { execFileSync } = await import('node:child_process');
  const { default: Stripe } = await import('stripe');
  const { db } = await import('../functions/src/platform/firebase/firebase.ts');
  const { createAdmin } = await import('../functions/src/wings/staff/admins.ts');
  const { aPackage } = await import('../functions/test-support/fixtures.ts');
  const { daysFromToday, newSubmissionId } =
    await import('../functions/test-support/submissions.ts');
  const { solvedChallenge } = await import('./lib/spam-check.mjs');

  // Seed: the agency's settings (as the payments API test has them) and a published package.
  await db().collection('settings').doc('public').set({
    siteName: 'Noor',
    email: 'staff@agency.example',
    depositType: 'amount',
    depositValue: '500',
    balanceDueDays: '45',
    reminderDaysBefore: '7',
    paymentMethods: 'card,etransfer',
    etransferEmail: 'pay@agency.example',
  });
  const packageRef = db().collection('packages').doc();
  await packageRef.set({
    ...aPackage({ slug: 'journey-package', title: 'Journey Package' }),
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  const username = `journey${Date.now().toString(36)}`;
  const password = 'correct-horse-1';
  await createAdmin(username, password);

  // The first request starts the functions' process (and its inspector).
  const get = (path, init) => fetch(new URL(path, site), { redirect: 'manual', ...init });
  const health = await get('/api/health');
  if (!health.ok) throw new Error(`GET /api/health answered ${health.status}`);
  const profiler = await connectInspector(inspectPort);
  await profiler.send('Profiler.enable');
  await profiler.send('Profiler.startPreciseCoverage', { callCount: true, detailed: false });

  // Before the journeys: the page renderer's first load (module initialisation), the admin's
  // sign-in and the challenge the booking form fetches while the visitor types.
  await (await get('/pay/x')).text();
  const login = await get('/api/admin/login', {
    method: 'POST',
    headers: { Origin: site.origin, 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const cookie = /__session=([^;]*)/.exec(login.headers.get('set-cookie') ?? '')?.[1];
  if (login.status !== 200 || !cookie) throw new Error(`Sign-in answered ${login.status}`);
  const altcha = await solvedChallenge(site.origin, 'booking');
  await takeCoverage(profiler); // thrown away: counts restart at zero

  const journeys = [];
  const steps = [];
  /** Runs one request, expecting `status`; notes it as a step of the journey. */
  async function step(label, path, init, status) {
    const res = await get(path, init);
    const text = await res.text();
    if (res.status !== status)
      throw new Error(`${label}: expected ${status}, got ${res.status}: ${text.slice(0, 300)}`);
    steps.push(`${label} ${res.status}`);
    return { res, text };
  }
  async function finish(name) {
    const coverage = await takeCoverage(profiler);
    const raw = process.env.JOURNEY_RAW;
    if (raw) writeFileSync(`${raw}-${journeys.length}.json`, JSON.stringify(coverage));
    journeys.push({ name, steps: steps.splice(0), ...filesOf(coverage) });
  }

  // Journey A: the booking request, until stored.
  const form = new FormData();
  const fields = {
    altcha,
    submissionId: newSubmissionId(),
    fullName: 'Aisha Rahman',
    email: 'aisha@example.com',
    phone: '+1 416 555 0142',
    packageId: packageRef.id,
    numberOfTravelers: '2',
    preferredDate: daysFromToday(60),
    specialRequests: 'Wheelchair at the airport, please.',
    consent: 'true',
  };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const booked = await step(
    'POST /api/bookings',
    '/api/bookings',
    { method: 'POST', body: form },
    201,
  );
  const bookingId = JSON.parse(booked.text).id;
  await finish('A. booking request (POST /api/bookings)');
  if (!(await db().collection('bookings').doc(bookingId).get()).exists)
    throw new Error(`Booking ${bookingId} was not stored`);

  // Journey B: confirm with a price, open the pay link, start a checkout, the webhook records it.
  const adminHeaders = {
    Origin: site.origin,
    'Content-Type': 'application/json',
    Cookie: `__session=${cookie}`,
  };
  const confirmed = await step(
    'POST /api/admin/bookings/:id/confirm',
    `/api/admin/bookings/${bookingId}/confirm`,
    {
      method: 'POST',
      headers: adminHeaders,
      body: JSON.stringify({
        roomType: 'double',
        numberOfTravelers: 2,
        total: '9000.00',
        departureDate: daysFromToday(120),
      }),
    },
    200,
  );
  const payment = JSON.parse(confirmed.text).payment;
  const token = String(payment?.link ?? '').split('/pay/')[1] ?? '';
  await step('GET /pay/:token', `/pay/${token}`, {}, 200);
  const started = await step(
    'POST /api/pay/:token/checkout',
    `/api/pay/${token}/checkout`,
    { method: 'POST', body: new FormData() },
    303,
  );
  const sessionId = (started.res.headers.get('location') ?? '').split('/').at(-1) ?? '';
  if (!sessionId.startsWith('cs_local_'))
    throw new Error(`No local checkout: ${started.res.headers.get('location')}`);
  // The event the local checkout sends when the card is paid (its shape: checkoutSessionEvent).
  const s = (await db().collection('localCheckoutSessions').doc(sessionId).get()).data() ?? {};
  const amountCents = s.amountCents ?? payment.depositCents;
  const event = {
    id: `evt_local_${newSubmissionId()}`,
    object: 'event',
    api_version: '2025-08-27.basil',
    created: Math.floor(Date.now() / 1000),
    type: 'checkout.session.completed',
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        amount_total: amountCents,
        amount_subtotal: amountCents,
        currency: s.currency ?? 'cad',
        client_reference_id: bookingId,
        customer_email: s.customerEmail || null,
        metadata: { bookingId, reference: s.reference ?? '' },
        mode: 'payment',
        payment_intent: s.paymentIntentId ?? null,
        payment_status: 'paid',
        status: 'complete',
        success_url: s.successUrl ?? '',
        cancel_url: s.cancelUrl ?? '',
        livemode: false,
      },
    },
  };
  const payload = JSON.stringify(event);
  // The emulator's webhook secret (functions/src/wings/money/provider.ts, LOCAL_WEBHOOK_SECRET).
  const header = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: 'whsec_local_emulator_only',
  });
  const hook = await step(
    'POST /api/payments/webhook',
    '/api/payments/webhook',
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': header },
      body: payload,
    },
    200,
  );
  if (JSON.parse(hook.text).outcome !== 'recorded')
    throw new Error(`The webhook answered ${hook.text}`);
  await finish('B. confirm -> pay link -> checkout -> webhook');
  const stored = (await db().collection('bookings').doc(bookingId).get()).data();
  if (!(stored?.payment?.paidCents > 0)) throw new Error('The payment was not stored');

  profiler.close();
  let commit = '';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim();
  } catch {
    // not a checkout
  }
  writeFileSync(
    process.env.JOURNEY_RESULT ?? resultFile,
    JSON.stringify({ commit, journeys }, null, 2) + '\n',
  );
  process.exit(0);
}

/** A Chrome DevTools Protocol session with the functions' process (its only target). */
async function connectInspector(port) {
  let targets = [];
  for (let i = 0; i < 60 && targets.length === 0; i++) {
    try {
      targets = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json();
    } catch {
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  if (targets.length !== 1)
    throw new Error(`Expected one inspector target on port ${port}, found ${targets.length}`);
  const url = String(targets[0].webSocketDebuggerUrl);
  if (!url.startsWith('ws://127.0.0.1:')) throw new Error(`Not a loopback inspector: ${url}`);
  const { default: WebSocket } = await import('ws');
  const socket = new WebSocket(url, { maxPayload: 1 << 30 });
  await new Promise((done, fail) => {
    socket.once('open', done);
    socket.once('error', fail);
  });
  let nextId = 0;
  const waiting = new Map();
  socket.on('message', (data) => {
    const message = JSON.parse(data.toString());
    const pending = waiting.get(message.id);
    if (!pending) return;
    waiting.delete(message.id);
    if (message.error) pending.fail(new Error(JSON.stringify(message.error)));
    else pending.done(message.result);
  });
  return {
    send(method, params = {}) {
      const id = ++nextId;
      socket.send(JSON.stringify({ id, method, params }));
      return new Promise((done, fail) => waiting.set(id, { done, fail }));
    },
    close: () => socket.close(),
  };
}

async function takeCoverage(profiler) {
  return (await profiler.send('Profiler.takePreciseCoverage')).result;
}

/** The bundles' source maps, read once: url -> { map, lineStarts, dir }. */
const bundles = new Map();
function bundleOf(url) {
  if (!bundles.has(url)) {
    let entry = null;
    if (url.startsWith('file://') && url.includes('/functions/dist/')) {
      const file = fileURLToPath(url);
      try {
        const map = new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8')));
        const code = readFileSync(file, 'utf8');
        const lineStarts = [0];
        for (let i = 0; i < code.length; i++) if (code[i] === '\n') lineStarts.push(i + 1);
        entry = { map, lineStarts, dir: dirname(file) };
      } catch {
        entry = null;
      }
    }
    bundles.set(url, entry);
  }
  return bundles.get(url);
}

/** The source file (relative to the repository) of the code at `offset` of a bundle, or null. */
function sourceAt(bundle, offset) {
  const { lineStarts } = bundle;
  let lo = 0;
  let hi = lineStarts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (lineStarts[mid] <= offset) lo = mid;
    else hi = mid - 1;
  }
  const found = bundle.map.findEntry(lo, offset - lineStarts[lo]);
  // Code esbuild wrote itself (export getters, helpers) has no mapping on its own line.
  if (!found?.originalSource || found.generatedLine !== lo) return null;
  const source = found.originalSource.replace(/^file:\/\//, '');
  return relative(root, resolve(bundle.dir, source)).split('\\').join('/');
}

/** Files whose functions ran (count > 0), module top-level code left out. */
function filesOf(coverage) {
  const files = new Set();
  const web = new Set();
  /** Counted files whose code ran in the functions' own bundle (the rest ran only in the page renderer). */
  const inServerBundle = new Set();
  /** file -> names of the functions that ran there (in the JSON, to check a file's presence). */
  const ran = {};
  let unmapped = 0;
  for (const script of coverage) {
    const bundle = bundleOf(script.url);
    if (!bundle) continue;
    for (const fn of script.functions) {
      const range = fn.ranges[0];
      if (!range || range.count === 0) continue;
      // The script's own top level, and esbuild's lazy module wrappers (named by their file).
      if (range.startOffset === 0 || /\.(ts|tsx|js|mjs)$/.test(fn.functionName)) continue;
      const file = sourceAt(bundle, range.startOffset);
      if (!file) {
        unmapped++;
        continue;
      }
      if (COUNTED.some((p) => file.startsWith(p))) {
        files.add(file);
        if (!script.url.includes('/page-renderer/')) inServerBundle.add(file);
      } else if (file.startsWith('web/src/')) web.add(file);
      else continue;
      (ran[file] ??= []).push(fn.functionName || '(anonymous)');
    }
  }
  const list = [...files].sort();
  const count = (prefix) => list.filter((f) => f.startsWith(prefix)).length;
  return {
    counts: {
      functions: count('functions/src/'),
      domain: count('domain/src/'),
      i18n: count('i18n/src/'),
      total: list.length,
      renderer: list.filter((f) => !inServerBundle.has(f)).length,
    },
    files: list,
    rendererOnly: list.filter((f) => !inServerBundle.has(f)),
    web: [...web].sort(),
    ran: Object.fromEntries(Object.entries(ran).sort(([a], [b]) => a.localeCompare(b))),
    unmapped,
  };
}

if (process.argv.includes('--inner')) await inner();
else await outer();
