// `npm start`: build, start the emulator stack with persisted data, seed once, print the site and admin.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  EMULATORS,
  configArgs,
  emulatorEnv,
  ensurePortsFree,
  firebaseBin,
  projectId,
  repoRoot,
  siteUrl,
} from './lib/env.mjs';
import { run, waitFor } from './lib/run.mjs';

const dataDir = join(repoRoot, '.emulator-data');
const env = emulatorEnv();
// Before the build: a port in use (another stack) is found at once, with a clear message.
await ensurePortsFree();

if (!process.env.SKIP_BUILD) {
  console.log('Building the function and the web app...');
  if ((await run('npm', ['run', 'build'], { cwd: repoRoot })) !== 0) process.exit(1);
}

const args = [
  'emulators:start',
  ...configArgs(),
  '--only',
  EMULATORS,
  '--project',
  projectId,
  '--export-on-exit',
  dataDir,
];
if (existsSync(join(dataDir, 'firebase-export-metadata.json'))) args.push('--import', dataDir);

const emulators = spawn(firebaseBin, args, { cwd: repoRoot, env, stdio: 'inherit' });
let stopping = false;
emulators.on('exit', (code) => {
  if (!stopping) console.error(`The emulators stopped (exit ${code}).`);
  process.exit(code ?? 0);
});
// Ctrl-C reaches the whole process group; firebase-tools exports data and exits, then we follow.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the emulators (saving data to .emulator-data)...');
    if (signal === 'SIGTERM') emulators.kill('SIGINT');
  });
}

try {
  await waitFor(`${siteUrl}/api/health`, { timeoutMs: 180_000 });
} catch (err) {
  console.error(err.message);
  emulators.kill('SIGINT');
  process.exit(1);
}

const seedCode = await run(join(repoRoot, 'node_modules', '.bin', 'tsx'), ['scripts/seed.ts'], {
  cwd: repoRoot,
  env: { ...env, SITE_URL: siteUrl },
});
if (seedCode !== 0) {
  console.error('Seeding failed; the emulators keep running.');
}
