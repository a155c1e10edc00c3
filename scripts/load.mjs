// `npm run load`: a bounded load test on loopback only. Builds the function, starts its own
// emulator stack (port offset 450: ports 5450-5459, beside `npm start`, `npm test` and the other
// scripts' stacks; scripts/lib/ports.mjs), seeds published packages and settings, then runs
// autocannon against the Hosting emulator:
//   1. the public GETs, for a fixed time each;
//   2. POST /api/contact a fixed number of times from distinct visitors (each its own address and
//      mailbox, each with a challenge solved as a browser does), with a unique submission id;
//   3. a flood on one mailbox (each post from its own address) beside more distinct visitors.
// The spam limits stay as in production (only the hourly mail caps are lifted, so every mail can
// be checked). Prints requests/s, p50/p99 latency, answers by status, and checks:
//   - stored messages = ids answered 2xx, each with one staff mail and one acknowledgement;
//   - no 5xx; an id left without a 2xx answer is retried with its id (200 = it was stored);
//   - the flood: 5 stored, every post beyond the limit answered 429, none stored; then 20 more
//     posts on that mailbox, one at a time (a refusal's cost without a queue), all 429.
// Targets, printed as met or missed: distinct visitors' p99 under 1 s, the flood's refusals
// (its 429 answers) p99 under 200 ms; the whole flood's figures, its 5 admitted posts among
// them, are printed beside. Exits non-zero when a check fails (and, with LOAD_STRICT=1, a target).
//
// `--short` (or LOAD_SHORT=1): the same checks with fewer requests, for CI (`npm test`).
// Knobs: LOAD_SECONDS (per GET target, default 10; short 2), LOAD_CONNECTIONS (default 20),
// LOAD_CONTACT_REQUESTS (default 1000; short 150), LOAD_FLOOD_REQUESTS (default 200; short 60),
// LOAD_BESIDE_REQUESTS (distinct visitors beside the flood, default 200; short 60),
// EMULATOR_PORT_OFFSET (default 450), SKIP_BUILD=1, FUNCTIONS_EMULATOR_PARALLEL (function
// workers at once, default 6).
import { rmSync } from 'node:fs';
import { join } from 'node:path';

const SHORT = process.argv.includes('--short') || process.env.LOAD_SHORT === '1';
const num = (name, full, short) => Number(process.env[name] ?? (SHORT ? short : full));
const SECONDS = num('LOAD_SECONDS', 10, 2);
const CONNECTIONS = num('LOAD_CONNECTIONS', 20, 20);
const CONTACT_REQUESTS = num('LOAD_CONTACT_REQUESTS', 1000, 150);
const FLOOD_REQUESTS = num('LOAD_FLOOD_REQUESTS', 200, 60);
const BESIDE_REQUESTS = num('LOAD_BESIDE_REQUESTS', 200, 60);
/** Function workers started beyond the connections (see the warm-up below). */
const WORKER_HEADROOM = 6;
/** Posts on the flooded mailbox after the flood, one at a time: a refusal's own cost. */
const PROBE_REQUESTS = 20;
/** The per-mailbox limit of the production code (functions/src/wings/submissions/store/submission-throttle.ts). */
const MAILBOX_LIMIT = 5;
const TARGETS = { distinctP99: 1000, floodRefusalsP99: 200 };
/** A hard stop for each burst of POSTs, whatever their pace. */
const POST_MAX_SECONDS = 90;
const AGENCY = 'bookings@agency.example';

if (process.argv.includes('--inner')) await inner();
else await outer();

async function outer() {
  const { runInOwnStack } = await import('./lib/own-stack.mjs');
  await runInOwnStack(
    450,
    'scripts/load.mjs',
    (repoRoot) => {
      const mediaDir = join(repoRoot, '.cache', 'load-media');
      rmSync(mediaDir, { recursive: true, force: true });
      return {
        MEDIA_DIR: mediaDir,
        ...(SHORT ? { LOAD_SHORT: '1' } : {}),
        // At most this many requests run in function workers at once (the emulator's default is
        // 50, each a Node process of its own): the flood's 30 connections then ran up to 36
        // processes on 2 cores (distinct visitors' p99 1.3 s; 0.76-0.85 s with 3 or 6 workers).
        // A deployed instance runs its requests concurrently in one process.
        FUNCTIONS_EMULATOR_PARALLEL: process.env.FUNCTIONS_EMULATOR_PARALLEL ?? '6',
      };
    },
    { submissionLimits: true },
  );
}

async function inner() {
  const { default: autocannon } = await import('autocannon');
  const { randomUUID } = await import('node:crypto');
  const { db } = await import('../functions/src/platform/firebase/firebase.ts');
  const { aPackage } = await import('../functions/test-support/fixtures.ts');
  const { warmUpFunctionWorkers } = await import('./lib/warm-up.mjs');
  const { solvedChallenges } = await import('./lib/spam-check.mjs');

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
    email: AGENCY,
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
    `${name.padEnd(40)} ${String(f.rps).padStart(5)} req/s  p50 ${String(f.p50).padStart(4)} ms  p99 ${String(f.p99).padStart(5)} ms  requests ${String(f.requests).padStart(6)}  non-2xx ${f.non2xx}  errors ${f.errors} (timeouts ${f.timeouts})`;

  console.log(
    `\nLoad on ${site.origin} (loopback)${SHORT ? ', short mode' : ''}: ${CONNECTIONS} connections, ` +
      `${SECONDS} s per GET target, ${CONTACT_REQUESTS} contact POSTs from distinct visitors, ` +
      `${FLOOD_REQUESTS} on one mailbox beside ${BESIDE_REQUESTS} more\n`,
  );
  // The flood and the visitors beside it run at once: as many workers as both their connections,
  // and a few more. The emulator marks a worker free only once its answer is piped out, so a
  // connection's next request can come first and start a new worker: a cold start (seconds, 20
  // on a busy machine) that production's instances, serving many requests each, never make.
  const besideConnections = Math.max(1, Math.round(CONNECTIONS / 2));
  const workers = CONNECTIONS + besideConnections + WORKER_HEADROOM;
  await warmUpFunctionWorkers(site.origin, workers);
  // Each worker's first Firestore read opens its client (seconds in the emulator): once each.
  await autocannon({
    url: `${site.origin}/api/packages`,
    connections: workers,
    amount: workers * 3,
    timeout: 60,
  });
  console.log(`(warmed up ${workers} function workers and their Firestore clients)`);

  const failures = [];
  const missed = [];
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
    console.log(line(`GET ${path}`, format(r)));
    if (r.non2xx || r.errors) failures.push(`GET ${path}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  }

  // Every submission comes from its own visitor: an address (as Hosting's CDN reports it: the
  // entry before its own) and a mailbox of its own.
  let visitors = 0;
  const newVisitor = () => {
    const n = ++visitors;
    return {
      forwardedFor: `198.18.${(n >> 8) & 255}.${n & 255}, 35.191.0.1`,
      email: `visitor${n}@load${n % 97}.example`,
    };
  };
  const contactBody = (id, email, altcha) =>
    JSON.stringify({
      submissionId: id,
      name: 'Load Test',
      email,
      message: 'Salaam, a load test message.',
      altcha,
    });

  /**
   * POSTs `count` contact messages at `connections`, one id each, from `visitorOf(i)`; records
   * each id's sender and answers. With one request at a time per connection, the id a connection
   * sent last is the one its answer is for.
   */
  function postContacts(count, connections, visitorOf, solutions, log) {
    let i = 0;
    const run = autocannon({
      url: site.origin,
      connections,
      amount: count,
      timeout: 30,
      requests: [
        {
          method: 'POST',
          path: '/api/contact',
          setupRequest: (req, context) => {
            const id = randomUUID().replace(/-/g, '');
            // autocannon may build a request it never sends: each of the `count` is used once.
            const k = i++ % count;
            const visitor = visitorOf(k);
            const altcha = solutions[k];
            context.id = id;
            log.sent.set(id, visitor);
            return {
              ...req,
              headers: {
                ...req.headers,
                'content-type': 'application/json',
                'x-forwarded-for': visitor.forwardedFor,
              },
              body: contactBody(id, visitor.email, altcha),
            };
          },
          onResponse: (status, body, context) => {
            let answeredId = null;
            try {
              answeredId = JSON.parse(body).id;
            } catch {
              // Not JSON: counted by its status.
            }
            log.answers.set(
              context.id,
              status >= 200 && status < 300 && answeredId !== context.id ? 0 : status,
            );
          },
        },
      ],
    });
    // Each answer's status and latency, in the order they came, as autocannon measures them.
    run.on('response', (_client, status, _bytes, ms) => log.timed.push({ status, ms }));
    const watchdog = setTimeout(() => run.stop(), POST_MAX_SECONDS * 1000);
    return Promise.resolve(run).finally(() => clearTimeout(watchdog));
  }
  const newLog = () => ({ sent: new Map(), answers: new Map(), timed: [] });
  /** The p-th percentile (nearest rank) of `values`, in whole ms; null when there are none. */
  const percentile = (values, p) => {
    if (!values.length) return null;
    const sorted = [...values].sort((a, b) => a - b);
    return Math.round(sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]);
  };
  const statusesOf = (log) => {
    const out = {};
    for (const status of log.answers.values()) out[status] = (out[status] ?? 0) + 1;
    const unanswered = [...log.sent.keys()].filter((id) => !log.answers.has(id)).length;
    if (unanswered) out['no answer'] = unanswered;
    return out;
  };
  const is2xx = (s) => s >= 200 && s < 300;
  const storedIds = async () =>
    new Set((await db().collection('messages').select().get()).docs.map((d) => d.id));

  /**
   * A submission left without a 2xx answer (a 5xx, a timeout) is retried once with its id and a
   * new solution, as the site's form would: 200 if the first attempt was stored, 201 if not.
   */
  async function retryUnanswered(log) {
    const ids = [...log.sent.keys()].filter((id) => {
      const s = log.answers.get(id);
      return s === undefined || s === 0 || s >= 500;
    });
    if (ids.length === 0) return;
    const solutions = await solvedChallenges(site.origin, 'contact', ids.length, () => {});
    const retried = {};
    for (const [k, id] of ids.entries()) {
      const visitor = log.sent.get(id);
      const res = await fetch(`${site.origin}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor.forwardedFor },
        body: contactBody(id, visitor.email, solutions[k]),
      });
      retried[res.status] = (retried[res.status] ?? 0) + 1;
      log.retried.set(id, res.status);
    }
    console.log(
      `  ${ids.length} without a 2xx answer, retried with their ids: ${JSON.stringify(retried)} (200 = was stored already, 201 = stored now)`,
    );
  }

  // 2. Distinct visitors.
  const distinct = { ...newLog(), retried: new Map() };
  const distinctSolutions = await solvedChallenges(site.origin, 'contact', CONTACT_REQUESTS);
  const distinctVisitors = Array.from({ length: CONTACT_REQUESTS }, newVisitor);
  const r1 = format(
    await postContacts(
      CONTACT_REQUESTS,
      CONNECTIONS,
      (i) => distinctVisitors[i],
      distinctSolutions,
      distinct,
    ),
  );
  console.log(line('POST /api/contact (distinct visitors)', r1));
  console.log(`  answers: ${JSON.stringify(statusesOf(distinct))}`);
  // Work the server was still doing for requests the client gave up on finishes meanwhile.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  await retryUnanswered(distinct);

  // 3. A flood on one mailbox, each post from a new address (so only the mailbox limit can
  // refuse it), beside more distinct visitors. Two autocannon runs at once, measured apart.
  const flood = { ...newLog(), retried: new Map() };
  const beside = { ...newLog(), retried: new Map() };
  const floodSolutions = await solvedChallenges(site.origin, 'contact', FLOOD_REQUESTS);
  const besideSolutions = await solvedChallenges(site.origin, 'contact', BESIDE_REQUESTS);
  const floodVisitors = Array.from({ length: FLOOD_REQUESTS }, () => ({
    ...newVisitor(),
    email: 'Flooded.Mailbox+x@gmail.com',
  }));
  const besideVisitors = Array.from({ length: BESIDE_REQUESTS }, newVisitor);
  const [rf, rb] = await Promise.all([
    postContacts(FLOOD_REQUESTS, CONNECTIONS, (i) => floodVisitors[i], floodSolutions, flood),
    postContacts(
      BESIDE_REQUESTS,
      besideConnections,
      (i) => besideVisitors[i],
      besideSolutions,
      beside,
    ),
  ]);
  const floodFigures = format(rf);
  const besideFigures = format(rb);
  console.log(line('POST /api/contact (one mailbox, flood)', floodFigures));
  console.log(`  answers: ${JSON.stringify(statusesOf(flood))}`);
  const timesOf = (log, test) => log.timed.filter(({ status }) => test(status)).map((t) => t.ms);
  const refusalTimes = timesOf(flood, (s) => s === 429);
  const refusals = { p50: percentile(refusalTimes, 50), p99: percentile(refusalTimes, 99) };
  const admittedTimes = timesOf(flood, is2xx);
  // Where the slow refusals came: at the start of the burst, or all along.
  const slowest = flood.timed
    .map((t, k) => ({ ...t, k: k + 1 }))
    .filter((t) => t.status === 429)
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 5);
  console.log(
    `  its ${refusalTimes.length} refusals (429): p50 ${refusals.p50} ms, p99 ${refusals.p99} ms` +
      ` (slowest: ${slowest.map((t) => `${Math.round(t.ms)} ms as answer ${t.k}`).join(', ')});` +
      ` its ${admittedTimes.length} admitted: ${admittedTimes.map(Math.round).join(', ')} ms`,
  );
  console.log(line(`POST /api/contact (beside it, ${besideConnections} conn.)`, besideFigures));
  console.log(`  answers: ${JSON.stringify(statusesOf(beside))}`);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  await retryUnanswered(beside);

  // What one refusal costs without a queue: more posts on the flooded mailbox, one at a time.
  const probeSolutions = await solvedChallenges(site.origin, 'contact', PROBE_REQUESTS, () => {});
  const probeTimes = [];
  const probeStatuses = {};
  for (const altcha of probeSolutions) {
    const visitor = { ...newVisitor(), email: floodVisitors[0].email };
    const started = performance.now();
    const res = await fetch(`${site.origin}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor.forwardedFor },
      body: contactBody(randomUUID().replace(/-/g, ''), visitor.email, altcha),
    });
    await res.arrayBuffer();
    probeTimes.push(performance.now() - started);
    probeStatuses[res.status] = (probeStatuses[res.status] ?? 0) + 1;
  }
  console.log(
    `  ${PROBE_REQUESTS} more on the flooded mailbox, one at a time: p50 ${percentile(probeTimes, 50)} ms,` +
      ` max ${percentile(probeTimes, 100)} ms; answers ${JSON.stringify(probeStatuses)}`,
  );
  if (Object.keys(probeStatuses).some((s) => s !== '429'))
    failures.push('a post on the full mailbox, one at a time, was not refused with 429');

  // Checks.
  const stored = await storedIds();
  const mails = (await db().collection('mail').get()).docs.map((d) => d.data());
  const staffMails = mails.filter((m) => m.to === AGENCY).length;
  const acknowledgements = mails.filter((m) => m.to !== AGENCY).length;
  const okIds = (log) =>
    [...log.sent.keys()].filter((id) => is2xx(log.answers.get(id)) || is2xx(log.retried?.get(id)));
  const acknowledged = [...okIds(distinct), ...okIds(beside), ...okIds(flood)];
  const lost = acknowledged.filter((id) => !stored.has(id));
  const ackSet = new Set(acknowledged);
  const storedWithout2xx = [...stored].filter((id) => !ackSet.has(id));
  const fiveXx = [distinct, flood, beside].flatMap((log) =>
    [...log.answers.values()].filter((s) => s >= 500),
  ).length;
  const floodStored = [...flood.sent.keys()].filter((id) => stored.has(id)).length;
  const floodRefused = [...flood.answers.values()].filter((s) => s === 429).length;
  console.log(
    `\n  stored messages ${stored.size}, ids answered 2xx ${acknowledged.length}; staff mails ${staffMails}, acknowledgements ${acknowledgements}` +
      ` | answered but not stored ${lost.length}, stored without a 2xx ${storedWithout2xx.length}, 5xx answers ${fiveXx}`,
  );
  console.log(
    `  flood on one mailbox: ${floodStored} stored (limit ${MAILBOX_LIMIT}), ${floodRefused} of ${FLOOD_REQUESTS - MAILBOX_LIMIT} beyond the limit answered 429`,
  );
  if (stored.size !== acknowledged.length || lost.length || storedWithout2xx.length)
    failures.push('stored messages and 2xx answers differ');
  if (staffMails !== stored.size || acknowledgements !== stored.size)
    failures.push('not every stored message has exactly one staff mail and one acknowledgement');
  if (fiveXx) failures.push(`${fiveXx} answers were 5xx`);
  if (floodStored !== MAILBOX_LIMIT || floodRefused !== FLOOD_REQUESTS - MAILBOX_LIMIT)
    failures.push('the flood on one mailbox was not held to its limit with 429s');
  if (distinct.answers.size < CONTACT_REQUESTS || beside.answers.size < BESIDE_REQUESTS)
    failures.push('some distinct visitors got no answer');

  const target = (name, value, limit) => {
    const met = value < limit;
    console.log(`  target ${name}: ${value} ms (under ${limit} ms) ${met ? 'met' : 'MISSED'}`);
    if (!met) missed.push(name);
  };
  target('distinct visitors p99', r1.p99, TARGETS.distinctP99);
  target('flood refusals (429) p99', refusals.p99 ?? Infinity, TARGETS.floodRefusalsP99);
  target('distinct visitors beside the flood p99', besideFigures.p99, TARGETS.distinctP99);

  if (process.env.LOAD_STRICT === '1' && missed.length)
    failures.push(`targets missed: ${missed.join(', ')}`);
  console.log(
    failures.length
      ? `\nFAILED: ${failures.join('; ')}.`
      : '\nOK: every 2xx answer is stored exactly once with its two mails; nothing else is stored; no 5xx; the flood is held to its limit.',
  );
  process.exit(failures.length ? 1 : 0);
}
