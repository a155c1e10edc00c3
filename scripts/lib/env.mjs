import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { firestoreEmulatorEnv } from './firestore-emulator.mjs';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

const firebaseJson = JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8'));
const firebaserc = JSON.parse(readFileSync(join(repoRoot, '.firebaserc'), 'utf8'));

export const projectId = process.env.GCLOUD_PROJECT || firebaserc.projects.default;

// EMULATOR_PORT_OFFSET=100 runs a second stack beside the first (e.g. tests while `npm start` runs):
// every emulator port moves by the offset, through a generated copy of firebase.json.
const offset = Number(process.env.EMULATOR_PORT_OFFSET ?? 0) || 0;
const emulators = Object.fromEntries(
  Object.entries(firebaseJson.emulators).map(([name, conf]) =>
    typeof conf === 'object' && conf.port
      ? [
          name,
          {
            ...conf,
            port: conf.port + offset,
            // Firestore's websocket port too: two stacks on the same one fail to start.
            ...(conf.websocketPort ? { websocketPort: conf.websocketPort + offset } : {}),
          },
        ]
      : [name, conf],
  ),
);
export const ports = {
  auth: emulators.auth.port,
  firestore: emulators.firestore.port,
  functions: emulators.functions.port,
  hosting: emulators.hosting.port,
};
export const siteUrl = `http://localhost:${ports.hosting}`;

/** `--config` arguments for firebase-tools (none without an offset). */
export function configArgs() {
  if (!offset) return [];
  const file = join(repoRoot, `firebase.offset-${offset}.json`);
  writeFileSync(file, JSON.stringify({ ...firebaseJson, emulators }, null, 2));
  return ['--config', file];
}

/** The emulators that run here; Storage needs a jar that only downloads from the internet. */
export const EMULATORS = 'auth,firestore,functions,hosting';

/** firebase-tools arguments that start this stack, run `command` inside it, then stop it. */
export function emulatorsExecArgs(command) {
  return ['emulators:exec', ...configArgs(), '--only', EMULATORS, '--project', projectId, command];
}

/** Environment for firebase-tools and for Admin SDK scripts talking to the emulators. */
export function emulatorEnv() {
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
    // Keep firebase-tools quiet and offline.
    FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
    FIREBASE_CLI_EXPERIMENTS: process.env.FIREBASE_CLI_EXPERIMENTS ?? '',
  };
}

export const firebaseBin = join(repoRoot, 'node_modules', '.bin', 'firebase');
