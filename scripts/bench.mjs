// `npm run bench`: builds the production app, starts its own emulator stack with the seed, and
// prints Lighthouse figures per route (mobile and desktop, median of 3), the gzip JS each route
// loads before it is interactive, API latency under a short bounded loopback load, and the
// function's cold module load, bundled vs unbundled. Writes everything to bench-results.json.
import {
  EMULATORS,
  configArgs,
  emulatorEnv,
  firebaseBin,
  projectId,
  repoRoot,
  siteUrl,
} from './lib/env.mjs';
import { run } from './lib/run.mjs';

process.env.EMULATOR_PORT_OFFSET ??= '500';

if (!process.env.SKIP_BUILD) {
  if ((await run('npm', ['run', 'build'], { cwd: repoRoot })) !== 0) process.exit(1);
}
const code = await run(
  firebaseBin,
  [
    'emulators:exec',
    ...configArgs(),
    '--only',
    EMULATORS,
    '--project',
    projectId,
    'node scripts/bench-run.mjs',
  ],
  { cwd: repoRoot, env: { ...emulatorEnv(), SITE_URL: siteUrl, SUBMISSION_LIMIT: '1000000' } },
);
process.exit(code);
