import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeEmulatorSecrets } from './emulator-secrets.mjs';
import { firestoreEmulatorEnv } from './firestore-emulator.mjs';
import { blockProblem, busyPorts, parseOffset, portsOf, shiftEmulators } from './ports.mjs';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

const firebaseJson = JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8'));
const firebaserc = JSON.parse(readFileSync(join(repoRoot, '.firebaserc'), 'utf8'));

export const projectId = process.env.GCLOUD_PROJECT || firebaserc.projects.default;

// EMULATOR_PORT_OFFSET=100 runs a second stack beside the first (e.g. `npm test` while `npm start`
// runs): every emulator port moves by the offset, through a generated copy of firebase.json.
// firebase.json keeps all the ports in one block of 10 (5000-5009) and the offset must be a
// multiple of 10, so stacks never share a port (scripts/lib/ports.mjs).
const portProblem = blockProblem(firebaseJson.emulators);
const parsed = parseOffset(process.env.EMULATOR_PORT_OFFSET, firebaseJson.emulators);
if (portProblem || parsed.error) {
  console.error(portProblem ?? parsed.error);
  process.exit(2);
}
const offset = parsed.offset;
const emulators = shiftEmulators(firebaseJson.emulators, offset);
export const ports = {
  auth: emulators.auth.port,
  firestore: emulators.firestore.port,
  functions: emulators.functions.port,
  hosting: emulators.hosting.port,
};
/** Every port the stack listens on (Storage is configured but never started here). */
export const stackPorts = Object.fromEntries(
  Object.entries(portsOf(emulators)).filter(([name]) => name !== 'storage'),
);
export const siteUrl = `http://localhost:${ports.hosting}`;

/** `--config` arguments for firebase-tools (none without an offset). */
export function configArgs() {
  if (!offset) return [];
  const file = join(repoRoot, `firebase.offset-${offset}.json`);
  writeFileSync(file, JSON.stringify({ ...firebaseJson, emulators }, null, 2));
  return ['--config', file];
}

/**
 * Exits with a clear message when another stack (or any program) already listens on one of this
 * stack's ports; call it before starting the emulators.
 */
export async function ensurePortsFree() {
  const busy = await busyPorts(stackPorts);
  if (busy.length === 0) return;
  const list = busy.map(({ name, port }) => `${port} (${name})`).join(', ');
  console.error(
    `Ports in use: ${list}. Another emulator stack (or program) listens there. Stop it, or run ` +
      `this one beside it with another EMULATOR_PORT_OFFSET (a multiple of 10, e.g. ` +
      `EMULATOR_PORT_OFFSET=${offset + 100}); \`ss -ltn\` lists the ports in use.`,
  );
  process.exit(2);
}

/** The emulators that run here; Storage needs a jar that only downloads from the internet. */
export const EMULATORS = 'auth,firestore,functions,hosting';

/** firebase-tools arguments that start this stack, run `command` inside it, then stop it. */
export function emulatorsExecArgs(command) {
  return ['emulators:exec', ...configArgs(), '--only', EMULATORS, '--project', projectId, command];
}

/** Environment for firebase-tools and for Admin SDK scripts talking to the emulators. */
export function emulatorEnv() {
  writeEmulatorSecrets(repoRoot);
  return {
    ...process.env,
    ...firestoreEmulatorEnv(repoRoot),
    GCLOUD_PROJECT: projectId,
    // No Google metadata server here: skip the lookup (and its warning) in Admin SDK scripts.
    METADATA_SERVER_DETECTION: 'none',
    // Uploads in the local stack (no Storage emulator here): see functions/src/media.
    MEDIA_STORE: 'local',
    MEDIA_DIR: process.env.MEDIA_DIR ?? join(repoRoot, '.local-media'),
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
    // A new Functions worker gets 90 s to load (firebase-tools' default 30 s fails on a busy
    // machine, and the request it was started for is then never answered).
    FUNCTIONS_DISCOVERY_TIMEOUT: process.env.FUNCTIONS_DISCOVERY_TIMEOUT ?? '90',
    // Keep firebase-tools quiet and offline.
    FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
    FIREBASE_CLI_EXPERIMENTS: process.env.FIREBASE_CLI_EXPERIMENTS ?? '',
  };
}

export const firebaseBin = join(repoRoot, 'node_modules', '.bin', 'firebase');

/**
 * The hourly caps on the mails of public submissions (staff notifications, visitors'
 * acknowledgements): lifted where a run sends more submissions in an hour than they allow but
 * checks every mail (load, fault).
 */
export const MAIL_CAPS_LIFTED = {
  STAFF_MAIL_HOURLY_CAP: '1000000',
  ACK_MAIL_HOURLY_CAP: '1000000',
  ACK_DOMAIN_HOURLY_CAP: '1000000',
};

/**
 * For bench and scale, whose traffic is not what the spam limits are about (one address sends
 * everything): also turns off the per-address and per-mailbox submission limits. Load and fault
 * keep those, with a new visitor per submission, as real traffic would come.
 */
export const SPAM_LIMITS_LIFTED = {
  SUBMISSION_LIMIT: 'off',
  SUBMISSION_EMAIL_LIMIT: 'off',
  ...MAIL_CAPS_LIFTED,
};
