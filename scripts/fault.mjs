// `npm run fault`: what clients see when Firestore stops answering while they write, and whether
// anything half-written remains. Loopback only, bounded by a hard stop (HARD_STOP_SECONDS).
//
// Builds the function, starts its own emulator stack, seeds settings and a package, then runs
// client loops that POST contact messages and bookings (half with a passport scan) with their own
// submission ids, and GET the package list, through the Hosting emulator:
//   before  a few seconds of normal traffic;
//   during  the Firestore emulator's java process is frozen with SIGSTOP. A frozen database is
//           the harder case for clients: connections open but nothing answers (as in a network
//           partition), so without a deadline the Admin SDK waits for minutes. It also keeps the
//           data, which a killed emulator does not, so the outcome can be checked afterwards;
//   after   SIGCONT, more traffic; Firestore finishes whatever it had been sent meanwhile.
// Then, through the Admin SDK: every stored message and booking is complete, has exactly one
// notification mail (and no mail exists without its submission), every passport file belongs to
// a booking and every booking's file exists, and every submission answered 2xx is stored. Each
// submission without a 2xx answer is retried once with its id, as the site's forms do, and then
// every submission must be stored exactly once. Last, the java process is killed (SIGKILL:
// connections refused) and a few requests must again get a quick 503.
//
// Passes when every answer is 2xx or a 503 with a JSON `{ message }` and a Retry-After header
// (no hang, no HTML, no stack trace), clients wait at most MAX_WAIT_SECONDS, traffic before and
// after the outage is all 2xx, and the data checks hold. Exits non-zero otherwise.
//
// Every submission comes from its own visitor (address and mailbox) with a challenge solved as a
// browser does, so the spam limits stay as in production; only the hourly mail caps are lifted,
// so that each stored submission's two mails (the staff notification, matched by the text, and
// the visitor's acknowledgement, matched by the address) can be checked.
//
// `--short` (or FAULT_SHORT=1): fewer clients and a shorter outage (still longer than the API's
// deadline), the same checks; for CI (`npm test`), under two minutes.
// Knobs: FAULT_CLIENTS (default 6; short 4), FAULT_OUTAGE_SECONDS (default 25; short 14),
// EMULATOR_PORT_OFFSET (default 770), SKIP_BUILD=1.
import { spawn } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  rmSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { solvedChallenge } from './lib/spam-check.mjs';

const SHORT = process.argv.includes('--short') || process.env.FAULT_SHORT === '1';
const CLIENTS = Number(process.env.FAULT_CLIENTS ?? (SHORT ? 4 : 6));
const BEFORE_SECONDS = SHORT ? 4 : 5;
const OUTAGE_SECONDS = Number(process.env.FAULT_OUTAGE_SECONDS ?? (SHORT ? 14 : 25));
const AFTER_SECONDS = SHORT ? 5 : 8;
/**
 * The API's own deadline is 10 s (functions/src/platform/http/deadline.ts), counted from when the function
 * gets the request; allow for the emulators in front of it on a busy 2-core machine. The outage
 * lasts longer, so a server that just waits for Firestore to come back fails the test.
 */
const MAX_WAIT_SECONDS = 15;
/** A client gives up after this long: an answer that never came counts as a hang. */
const CLIENT_TIMEOUT_SECONDS = 45;
/** Everything, build and emulator start included, ends by then. */
const HARD_STOP_SECONDS = 240;
const INNER_STOP_SECONDS = 150;

async function outer() {
  // env.mjs reads the offset when it is first imported. 770 (ports 5770-5779) runs beside the
  // other stacks: any two offsets that are multiples of 10 share no port (scripts/lib/ports.mjs).
  process.env.EMULATOR_PORT_OFFSET ||= '770';
  const {
    MAIL_CAPS_LIFTED,
    emulatorEnv,
    emulatorsExecArgs,
    ensurePortsFree,
    firebaseBin,
    repoRoot,
    siteUrl,
  } = await import('./lib/env.mjs');
  await ensurePortsFree();
  const { buildForStack } = await import('./lib/build-for-stack.mjs');

  // firebase-tools runs in its own process group, so a stop can end all of it. It starts the
  // java process in a group of its own, though, and a frozen java process only ends on SIGKILL:
  // the test announces its pid (see `inner`) for that.
  let child = null;
  let firestorePid = 0;
  let stopped = false;
  const kill = (pid, signal) => {
    try {
      process.kill(pid, signal);
    } catch {
      // Already gone.
    }
  };
  const stopAll = (reason) => {
    if (stopped) return;
    stopped = true;
    console.error(`\nFAILED: ${reason}; stopping the emulators.`);
    if (firestorePid && /\bjava\b/.test(cmdline(firestorePid))) kill(firestorePid, 'SIGKILL');
    if (!child?.pid) process.exit(1);
    kill(-child.pid, 'SIGINT');
    setTimeout(() => {
      kill(-child.pid, 'SIGKILL');
      process.exit(1);
    }, 10_000).unref();
  };
  setTimeout(
    () => stopAll(`hard stop after ${HARD_STOP_SECONDS} s`),
    HARD_STOP_SECONDS * 1000,
  ).unref();
  // Ctrl-C reaches only the foreground group, not the emulators': pass it on.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(`${signal}`));

  await buildForStack();
  const mediaDir = join(repoRoot, '.cache', 'fault-media');
  rmSync(mediaDir, { recursive: true, force: true });
  // The emulators log every request; their output goes to a file, the test's own lines here.
  const logFile = join(repoRoot, '.cache', 'fault-emulators.log');
  mkdirSync(dirname(logFile), { recursive: true });
  const log = createWriteStream(logFile);
  console.log(
    `Starting the emulators (offset ${process.env.EMULATOR_PORT_OFFSET}); their output: ${logFile}`,
  );
  child = spawn(firebaseBin, emulatorsExecArgs('node --import tsx scripts/fault.mjs --inner'), {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    env: {
      ...emulatorEnv(),
      MEDIA_DIR: mediaDir,
      SITE_URL: siteUrl,
      // Every mail is checked: the hourly caps would hold some back (header comment).
      ...MAIL_CAPS_LIFTED,
      ...(SHORT ? { FAULT_SHORT: '1' } : {}),
    },
  });
  let marked = 0;
  const lines = createInterface({ input: child.stdout });
  lines.on('line', (line) => {
    log.write(`${line}\n`);
    if (line.startsWith(MARK)) {
      marked++;
      firestorePid ||= Number(/java pid (\d+)/.exec(line)?.[1] ?? 0);
      console.log(line.slice(MARK.length));
    }
  });
  child.stderr.pipe(log, { end: false });
  const code = await new Promise((resolve) => {
    child.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0)));
    child.on('error', (err) => {
      console.error(`Could not run firebase: ${err.message}`);
      resolve(1);
    });
  });
  // The last lines may still be in the pipe (a leftover process could hold it open: wait briefly).
  await Promise.race([
    new Promise((resolve) => lines.once('close', resolve)),
    new Promise((resolve) => setTimeout(resolve, 3000)),
  ]);
  log.end();
  if (code !== 0 && marked === 0) {
    const tail = readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-30).join('\n');
    console.error(`The emulators or the test did not start. Last lines of ${logFile}:\n${tail}`);
  }
  process.exit(stopped ? 1 : code);
}

/** The agency's address: staff mails go there, acknowledgements to each visitor's own. */
const AGENCY = 'bookings@agency.example';

/** Lines of the test itself carry this mark; the outer process shows them and logs the rest. */
const MARK = '[fault] ';
const say = (text = '') => console.log(text.replace(/^/gm, MARK));

/** The pid of the process listening on a loopback TCP port, from /proc (Linux). */
function listeningPid(port) {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!existsSync(table)) continue;
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const f = line.trim().split(/\s+/);
      // local_address ends with :PORT, st 0A is LISTEN, field 9 is the socket's inode.
      if (f.length > 9 && f[1].endsWith(`:${hexPort}`) && f[3] === '0A') inodes.add(f[9]);
    }
  }
  for (const pid of readdirSync('/proc').filter((n) => /^\d+$/.test(n))) {
    let fds;
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
        if (m && inodes.has(m[1])) return Number(pid);
      } catch {
        // The fd closed meanwhile.
      }
    }
  }
  return null;
}

const cmdline = (pid) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return '';
  }
};
const parentOf = (pid) => {
  try {
    return Number(/^PPid:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
};
const ancestors = (pid) => {
  const chain = [];
  for (let p = parentOf(pid); p > 1; p = parentOf(p)) chain.push(p);
  return chain;
};

async function inner() {
  const innerStop = setTimeout(() => {
    say(`\nFAILED: the fault test did not finish within ${INNER_STOP_SECONDS} s.`);
    process.exit(1);
  }, INNER_STOP_SECONDS * 1000);
  innerStop.unref();

  const { randomUUID } = await import('node:crypto');
  const { db } = await import('../functions/src/platform/firebase/firebase.ts');
  const { aPackage } = await import('../functions/test-support/fixtures.ts');
  const { daysFromToday } = await import('../functions/test-support/submissions.ts');
  /** A preferred date the booking form accepts (within two years). */
  const preferredDate = daysFromToday(60);

  const site = new URL(process.env.SITE_URL ?? '');
  const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST ?? '';
  const loopback = (host) => /^(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/.test(host);
  if (!loopback(site.host) || !loopback(firestoreHost)) {
    say(`Refusing to run against anything but loopback emulators (site ${site.host}).`);
    process.exit(1);
  }

  // The Firestore emulator: the java process on its port, started by this run's firebase-tools.
  const firestorePort = Number(firestoreHost.split(':').pop());
  const pid = listeningPid(firestorePort);
  const ours = pid && ancestors(pid).some((p) => ancestors(process.pid).includes(p));
  if (!pid || !/\bjava\b/.test(cmdline(pid)) || !ours) {
    say(
      `FAILED: no java process of this run listens on the Firestore port ${firestorePort} (found ${pid}: ${cmdline(pid).slice(0, 120)}).`,
    );
    process.exit(1);
  }
  let frozen = false;
  const signalledAt = {};
  const signalFirestore = (name) => {
    process.kill(pid, name);
    frozen = name === 'SIGSTOP';
    signalledAt[name] = Date.now();
  };
  // Never leave the emulator frozen, whatever ends this process.
  process.on('exit', () => {
    if (frozen) process.kill(pid, 'SIGCONT');
  });

  // Seed: public settings with the agency's address (notifications go there) and a package.
  await db().collection('settings').doc('public').set({
    siteName: 'Fault Test Umrah',
    email: AGENCY,
    primaryColor: '150 45% 25%',
  });
  const packageRef = db().collection('packages').doc();
  await packageRef.set({
    ...aPackage({ slug: 'fault-package', title: 'Fault Package' }),
    createdAt: new Date(),
    updatedAt: new Date(),
  });

  // The Functions emulator runs one worker per concurrent request, and a new worker takes seconds
  // to load the function and the Firestore client: start them before the clock runs, with
  // requests that read Firestore and overlap (a quick health check would reuse one worker).
  for (let round = 0; round < 2; round++) {
    await Promise.all(Array.from({ length: CLIENTS }, () => fetch(`${site.origin}/api/packages`)));
  }

  const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'ascii');
  let visitors = 0;
  /** Each submission's text carries its id, so its notification mail can be matched to it. */
  const marker = (id) => `Fault test ${id}`;
  // id -> { kind, passport, email, answers: [status] }; the visitor's address names its id too.
  const submissions = new Map();
  const idOfEmail = new Map();
  const results = [];

  /** A new visitor: an address as Hosting's CDN reports it, and a mailbox of its own. */
  function newVisitor() {
    const n = ++visitors;
    return {
      forwardedFor: `198.18.${(n >> 8) & 255}.${n & 255}, 35.191.0.1`,
      email: `pilgrim${n}@fault${n % 97}.example`,
    };
  }

  function request(kind, id, passport, altcha) {
    // A client gives up after CLIENT_TIMEOUT_SECONDS: counted as a hang.
    const signal = AbortSignal.timeout(CLIENT_TIMEOUT_SECONDS * 1000);
    const visitor = id ? submissions.get(id).visitor : newVisitor();
    const headers = { 'x-forwarded-for': visitor.forwardedFor };
    if (kind === 'contact') {
      return fetch(`${site.origin}/api/contact`, {
        method: 'POST',
        signal,
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          submissionId: id,
          name: 'Fault Test',
          email: visitor.email,
          message: marker(id),
          altcha,
        }),
      });
    }
    if (kind === 'booking') {
      const form = new FormData();
      const fields = {
        submissionId: id,
        fullName: 'Fault Test',
        email: visitor.email,
        phone: '+1 416 555 0142',
        packageId: packageRef.id,
        numberOfTravelers: '2',
        preferredDate,
        specialRequests: marker(id),
        consent: 'true',
        altcha,
      };
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      if (passport)
        form.append('passport', new Blob([PDF], { type: 'application/pdf' }), 'passport.pdf');
      return fetch(`${site.origin}/api/bookings`, { method: 'POST', headers, body: form, signal });
    }
    return fetch(`${site.origin}/api/packages`, { headers, signal });
  }

  /**
   * Sends one request and records what the client saw. A submission first solves its challenge,
   * as the form does while the visitor types (not counted in its wait; GET /api/challenge needs
   * no database, so it works during the outage too).
   */
  async function send(kind, id = null, passport = false) {
    const altcha = id ? await solvedChallenge(site.origin, kind) : null;
    const sentAt = Date.now();
    const r = { kind, id, sentAt, status: 0, ms: 0, goodError: false, detail: '' };
    try {
      const res = await request(kind, id, passport, altcha).then(async (res) => {
        r.text = await res.text();
        return res;
      });
      r.status = res.status;
      const type = res.headers.get('content-type') ?? '';
      let body = null;
      try {
        body = JSON.parse(r.text);
      } catch {
        // Not JSON: judged below.
      }
      // A clear error: JSON `{ message }`, no HTML, no stack trace, and when to come back.
      r.goodError =
        res.status === 503 &&
        type.startsWith('application/json') &&
        typeof body?.message === 'string' &&
        body.message.length > 0 &&
        !/\n\s+at |<html/i.test(r.text) &&
        !!res.headers.get('retry-after');
      r.message = body?.message;
      r.detail = `${res.status} ${type} ${r.text.slice(0, 160).replace(/\s+/g, ' ')}`;
    } catch (err) {
      r.status = 0;
      r.detail = `${err.name}: ${err.message}`;
    }
    r.answeredAt = Date.now();
    r.ms = r.answeredAt - sentAt;
    results.push(r);
    if (id) submissions.get(id).answers.push(r.status);
    return r;
  }

  function addSubmission(id, kind, passport) {
    const visitor = newVisitor();
    submissions.set(id, { kind, passport, visitor, answers: [] });
    idOfEmail.set(visitor.email, id);
  }

  // Each client sends one request at a time: two messages, a booking (every other one with a
  // passport), a read of the package list, and again, until the traffic ends.
  const t0 = Date.now();
  const tFreeze = t0 + BEFORE_SECONDS * 1000;
  const tResume = tFreeze + OUTAGE_SECONDS * 1000;
  const tEnd = tResume + AFTER_SECONDS * 1000;
  let bookings = 0;
  async function client() {
    for (let i = 0; Date.now() < tEnd; i++) {
      const kind = ['contact', 'contact', 'booking', 'read'][i % 4];
      if (kind === 'read') {
        await send('read');
        continue;
      }
      const id = randomUUID().replace(/-/g, '');
      const passport = kind === 'booking' && bookings++ % 2 === 0;
      addSubmission(id, kind, passport);
      await send(kind, id, passport);
    }
  }
  say(
    `\nFault test on ${site.origin} (loopback): ${CLIENTS} clients; ${BEFORE_SECONDS} s of traffic, ` +
      `then Firestore (java pid ${pid}, port ${firestorePort}) frozen for ${OUTAGE_SECONDS} s, then ${AFTER_SECONDS} s more.`,
  );
  const freezeTimer = setTimeout(() => signalFirestore('SIGSTOP'), tFreeze - Date.now());
  const resumeTimer = setTimeout(() => signalFirestore('SIGCONT'), tResume - Date.now());
  await Promise.all(Array.from({ length: CLIENTS }, client));
  clearTimeout(freezeTimer);
  clearTimeout(resumeTimer);
  if (frozen) signalFirestore('SIGCONT');

  const failures = [];
  // Phases by when the signals went out (timers may fire a little late).
  const outageStart = signalledAt.SIGSTOP;
  const outageEnd = signalledAt.SIGCONT;
  const phaseOf = (r) =>
    r.sentAt < outageStart ? 'before' : r.sentAt < outageEnd ? 'during' : 'after';
  const is2xx = (s) => s >= 200 && s < 300;
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
  say('\nphase    sent   2xx   503  other  no answer  max wait');
  for (const phase of ['before', 'during', 'after']) {
    const rs = results.filter((r) => phaseOf(r) === phase);
    const n2xx = rs.filter((r) => is2xx(r.status)).length;
    const n503 = rs.filter((r) => r.status === 503).length;
    const none = rs.filter((r) => r.status === 0).length;
    const maxMs = Math.max(0, ...rs.map((r) => r.ms));
    say(
      `${phase.padEnd(7)} ${String(rs.length).padStart(5)} ${String(n2xx).padStart(5)} ${String(n503).padStart(5)} ${String(rs.length - n2xx - n503 - none).padStart(6)} ${String(none).padStart(10)}  ${seconds(maxMs).padStart(8)}`,
    );
  }
  // Requests answered while the database was frozen (or sent during it): what clients waited.
  const hit = results.filter((r) => r.answeredAt >= outageStart && r.sentAt < outageEnd);
  const longest = hit.reduce((a, r) => (r.ms > (a?.ms ?? -1) ? r : a), null);
  const maxWait = longest?.ms ?? 0;
  const messages = [
    ...new Set(hit.filter((r) => r.message && r.status >= 400).map((r) => r.message)),
  ];
  // A request sent during the outage can only succeed once Firestore is back.
  const during2xx = results.filter((r) => phaseOf(r) === 'during' && is2xx(r.status));
  const tooEarly = during2xx.filter((r) => r.answeredAt < outageEnd);
  say(
    `(2xx sent during the outage: ${during2xx.length}, answered after Firestore resumed: ${during2xx.length - tooEarly.length})`,
  );
  say(
    `\nRequests in flight during the outage: ${hit.length} (${hit.filter((r) => r.sentAt < outageStart).length} sent before it); ` +
      `longest wait ${seconds(maxWait)} (limit ${MAX_WAIT_SECONDS} s)` +
      (longest
        ? `, a ${longest.kind} sent ${seconds(Math.abs(longest.sentAt - outageStart))} ${longest.sentAt < outageStart ? 'before' : 'after'} the freeze, answered ${longest.status || 'never'}`
        : '') +
      `.\nMessages: ${JSON.stringify(messages)}`,
  );

  const bad = results.filter((r) => !is2xx(r.status) && !r.goodError);
  if (bad.length) {
    failures.push(`${bad.length} answers neither 2xx nor a clear 503`);
    for (const r of bad.slice(0, 5))
      say(`  bad answer (${r.kind}, ${phaseOf(r)}, ${seconds(r.ms)}): ${r.detail}`);
  }
  if (maxWait > MAX_WAIT_SECONDS * 1000)
    failures.push(`a client waited ${seconds(maxWait)} during the outage`);
  const hurtOutside = results.filter(
    (r) => !is2xx(r.status) && (r.answeredAt < outageStart || r.sentAt >= outageEnd),
  );
  if (hurtOutside.length)
    failures.push(`${hurtOutside.length} requests outside the outage were not answered 2xx`);
  if (!hit.some((r) => r.status === 503))
    failures.push('no request got a 503 during the outage: did the freeze take effect?');
  if (tooEarly.length)
    failures.push(`${tooEarly.length} requests succeeded while Firestore was frozen`);

  // Server work the clients stopped waiting for finishes now that Firestore runs again.
  await new Promise((resolve) => setTimeout(resolve, 5000));

  const sumOf = (counts) => [...counts.values()].reduce((a, b) => a + b, 0);
  async function checkData(label, mustBeStored) {
    const [messageDocs, bookingDocs, mailDocs] = await Promise.all(
      ['messages', 'bookings', 'mail'].map(async (c) => (await db().collection(c).get()).docs),
    );
    const problems = [];
    // Mails by kind: the staff notification names the submission's text, the visitor's
    // acknowledgement goes to the submission's own address (and quotes nothing of it).
    const staffMailsOf = new Map();
    const acknowledgementsOf = new Map();
    for (const m of mailDocs) {
      const staff = m.get('to') === AGENCY;
      const id = staff
        ? /Fault test ([0-9a-f]{32})/.exec(m.get('message.text') ?? '')?.[1]
        : idOfEmail.get(m.get('to'));
      const counts = staff ? staffMailsOf : acknowledgementsOf;
      counts.set(id, (counts.get(id) ?? 0) + 1);
      if (!id || !m.get('message.html') || !m.get('createdAt'))
        problems.push(
          `${staff ? 'staff mail' : 'acknowledgement'} ${m.id} is incomplete or unmatched`,
        );
      if (!staff && /Fault test/.test(m.get('message.text') ?? ''))
        problems.push(`acknowledgement ${m.id} quotes the visitor's text`);
    }
    const stored = new Map();
    const isTime = (v) => typeof v?.toMillis === 'function';
    for (const d of messageDocs) {
      stored.set(d.id, 'contact');
      const x = d.data();
      if (!(
        x.name &&
        x.email &&
        x.message === marker(d.id) &&
        x.read === false &&
        isTime(x.receivedAt)
      ))
        problems.push(`message ${d.id} is incomplete`);
    }
    const passportDir = join(process.env.MEDIA_DIR ?? '', 'private', 'passports');
    const files = new Set(existsSync(passportDir) ? readdirSync(passportDir) : []);
    const referenced = new Set();
    for (const d of bookingDocs) {
      stored.set(d.id, 'booking');
      const x = d.data();
      const sent = submissions.get(d.id);
      if (!(
        x.fullName &&
        x.email &&
        x.phone &&
        x.packageId === packageRef.id &&
        x.packageTitle === 'Fault Package' &&
        x.status === 'new' &&
        x.specialRequests === marker(d.id) &&
        isTime(x.receivedAt) &&
        isTime(x.consentAt) &&
        x.hasPassport === (x.passport !== null) &&
        x.hasPassport === sent?.passport
      ))
        problems.push(`booking ${d.id} is incomplete`);
      if (x.passport) {
        const name = x.passport.path.replace(/^passports\//, '');
        referenced.add(name);
        if (!files.has(name)) problems.push(`booking ${d.id}: its passport file is missing`);
      }
    }
    const orphanFiles = [...files].filter((f) => !referenced.has(f));
    if (orphanFiles.length) problems.push(`${orphanFiles.length} passport files without a booking`);
    for (const [id, kind] of stored) {
      if (submissions.get(id)?.kind !== kind) problems.push(`${kind} ${id} was never sent`);
      if ((staffMailsOf.get(id) ?? 0) !== 1)
        problems.push(`${kind} ${id} has ${staffMailsOf.get(id) ?? 0} staff mails`);
      if ((acknowledgementsOf.get(id) ?? 0) !== 1)
        problems.push(`${kind} ${id} has ${acknowledgementsOf.get(id) ?? 0} acknowledgements`);
    }
    for (const id of [...staffMailsOf.keys(), ...acknowledgementsOf.keys()])
      if (!stored.has(id)) problems.push(`a mail for ${id}, which is not stored`);
    const lost = [...submissions].filter(([id, s]) => mustBeStored(s) && !stored.has(id));
    if (lost.length) problems.push(`${lost.length} submissions should be stored but are not`);
    const storedWithout2xx = [...submissions].filter(
      ([id, s]) => stored.has(id) && !s.answers.some(is2xx),
    ).length;
    say(
      `${label}: sent ${submissions.size} submissions, stored ${messageDocs.length} messages + ${bookingDocs.length} bookings ` +
        `(${files.size} passport files), ${sumOf(staffMailsOf)} staff mails + ${sumOf(acknowledgementsOf)} acknowledgements; stored without a 2xx answer ${storedWithout2xx}; ` +
        (problems.length ? `PROBLEMS: ${problems.slice(0, 8).join('; ')}` : 'consistent'),
    );
    if (problems.length) failures.push(`${label}: ${problems.length} problems`);
  }

  say();
  await checkData('After the outage', (s) => s.answers.some(is2xx));

  // The forms resend a submission with the same id when it got no 2xx answer.
  const unanswered = [...submissions].filter(([, s]) => !s.answers.some(is2xx));
  const retried = {};
  for (const [id, s] of unanswered) {
    const r = await send(s.kind, id, s.passport);
    retried[r.status] = (retried[r.status] ?? 0) + 1;
  }
  say(
    `Retried ${unanswered.length} submissions without a 2xx answer, with their ids: ${JSON.stringify(retried)} (200 = was stored already, 201 = stored now)`,
  );
  if (unanswered.length && Object.keys(retried).some((s) => !is2xx(Number(s))))
    failures.push('a retry after the outage was not answered 2xx');
  await checkData('After the retries', () => true);

  // Killed instead of frozen: connections are refused, and the SDK retries; clients still get
  // a quick, clear 503. (The emulator does not come back in this run, so this comes last.)
  signalFirestore('SIGKILL');
  for (const [id, kind] of [
    ['f'.repeat(32), 'contact'],
    ['e'.repeat(32), 'booking'],
  ])
    addSubmission(id, kind, false);
  const dead = await Promise.all([
    send('contact', 'f'.repeat(32)),
    send('read'),
    send('booking', 'e'.repeat(32)),
  ]);
  const deadOk = dead.every((r) => r.goodError && r.ms <= MAX_WAIT_SECONDS * 1000);
  say(
    `Firestore killed: ${dead.map((r) => `${r.kind} ${r.status} in ${seconds(r.ms)}`).join(', ')} -> ${deadOk ? 'clear 503s' : 'NOT clear 503s'}`,
  );
  if (!deadOk) {
    failures.push('with Firestore killed, requests did not get a quick, clear 503');
    for (const r of dead) say(`  ${r.detail}`);
  }

  say(
    failures.length
      ? `\nFAILED: ${failures.join('; ')}.`
      : '\nOK: clients got 2xx or a clear 503 within the limit, and nothing half-written remains.',
  );
  process.exit(failures.length ? 1 : 0);
}

// Last, so that the helpers above are initialised before either runs.
if (process.argv.includes('--inner')) await inner();
else await outer();
