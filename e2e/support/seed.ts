// Browser tests start from the demo seed, written straight to the emulators.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Clears Firestore and Auth, then runs the same seed as `npm start`, without its departures. */
export async function resetToSeed(): Promise<void> {
  const project = process.env.GCLOUD_PROJECT ?? 'demo-umrah';
  await fetch(
    `http://${process.env.FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/${project}/databases/(default)/documents`,
    { method: 'DELETE' },
  );
  await fetch(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/emulator/v1/projects/${project}/accounts`,
    {
      method: 'DELETE',
    },
  );
  execFileSync(`${repoRoot}node_modules/.bin/tsx`, ['scripts/seed.ts'], {
    cwd: repoRoot,
    env: { ...process.env, SEED_QUIET: '1', SEED_DEPARTURES: '0' },
    stdio: 'pipe',
  });
}

export const ADMIN = { username: 'admin', password: 'umrah-local-admin' };
