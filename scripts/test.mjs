// `npm test`: typecheck, lint, format check, unit tests, then API, rules and browser tests
// inside the emulators (started and stopped by `firebase emulators:exec`), then the short load
// and fault runs. Ends with `tests: N passed, M failed`, added up over every Vitest project.
// `node scripts/test.mjs static unit emulators reliability` picks steps; anything after `--` goes
// to Vitest as file filters, e.g. `SKIP_BUILD=1 EMULATOR_PORT_OFFSET=200 node scripts/test.mjs
// emulators -- src/auth/second-factor.api.test.ts` (one file, on the last build, beside other stacks).
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import {
  emulatorEnv,
  emulatorsExecArgs,
  ensurePortsFree,
  firebaseBin,
  repoRoot,
  siteUrl,
} from './lib/env.mjs';
import { run } from './lib/run.mjs';

const resultsDir = join(repoRoot, 'test-results');
// Tests never touch the data of `npm start`: their uploads go to a scratch folder.
const testMediaDir = join(repoRoot, '.cache', 'test-media');
rmSync(testMediaDir, { recursive: true, force: true });
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const bin = (name) => join(repoRoot, 'node_modules', '.bin', name);
const failures = [];
// Each step's wall time, printed at the end: what to look at when the run grows slow.
const timings = [];
const startedAt = Date.now();
/** Runs one step; it passes when the command exits with `expect` (0 unless told). */
async function step(name, cmd, args, { expect = 0, ...options } = {}) {
  console.log(`\n▶ ${name}`);
  const t0 = Date.now();
  const code = await run(cmd, args, { cwd: repoRoot, ...options });
  const ok = code === expect;
  timings.push({ name, seconds: (Date.now() - t0) / 1000, ok });
  if (!ok) failures.push(name);
  return ok ? 0 : code || 1;
}

const vitestArgs = (projects, report) => [
  'run',
  ...projects.flatMap((p) => ['--project', p]),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(resultsDir, report)}`,
  ...filters,
];

const dashes = process.argv.indexOf('--');
const only = process.argv.slice(2, dashes === -1 ? undefined : dashes);
const filters = dashes === -1 ? [] : process.argv.slice(dashes + 1);
const want = (name) => only.length === 0 || only.includes(name);

const parallel = (...chains) => Promise.all(chains.map((chain) => chain()));
// The emulator suite runs beside the other steps when both are asked for; steps that run side by
// side then print their lines with a `[name]` prefix, so the log stays readable.
// Opt-in (TEST_SIDE_BY_SIDE=1) until a quiet fresh-clone run shows the API and browser tests keep
// their timeouts beside the CPU-bound checks on two cores; by default the phases run one after another.
const sideBySide =
  process.env.TEST_SIDE_BY_SIDE === '1' &&
  want('emulators') &&
  ['static', 'unit', 'reliability'].some(want);
const tag = (name) => (sideBySide ? name : undefined);

async function staticChecks() {
  // Eight independent checks, each one CPU-bound process: two at a time on our two cores, longest
  // first. Import cycles are checked once for the whole repository (not a lint rule per file).
  const tsc = (project) => [bin('tsc'), ['-p', project, '--noEmit']];
  const checks = [
    ['lint', bin('eslint'), ['.', '--max-warnings', '0']],
    ['typecheck web', ...tsc('web')],
    ['format', bin('prettier'), ['--check', '.', '--log-level', 'warn']],
    ['typecheck tools', ...tsc('tsconfig.tools.json')],
    ['typecheck functions', ...tsc('functions')],
    ['import cycles', 'node', ['scripts/check-cycles.mjs']],
    ['typecheck domain', ...tsc('domain')],
    ['typecheck i18n', ...tsc('i18n')],
  ];
  const lane = async () => {
    for (let next = checks.shift(); next; next = checks.shift()) {
      const [name, cmd, args] = next;
      await step(name, cmd, args, { prefix: name });
    }
  };
  await parallel(lane, lane);
}

async function unitTests() {
  await step(
    'unit tests',
    bin('vitest'),
    [
      ...vitestArgs(['domain', 'i18n', 'functions', 'seed', 'scripts', 'web'], 'unit.json'),
      // Vitest's default is one worker less than the cores: one worker on our two.
      `--maxWorkers=${availableParallelism()}`,
    ],
    { prefix: tag('unit') },
  );
}

let built = false;
async function emulatorTests() {
  const buildCode = process.env.SKIP_BUILD
    ? 0
    : await step('build', 'npm', ['run', 'build'], { prefix: tag('build') });
  built = buildCode === 0;
  if (buildCode !== 0) return;
  // Each admin screen's first-load script against its budget (issue 42), read from the build just
  // made: it needs a web build, which the static checks do not make, and costs a second here.
  await step('admin screen weights', 'node', ['scripts/admin-weight.mjs'], {
    prefix: tag('build'),
  });
  const inner = [bin('vitest'), ...vitestArgs(['api', 'rules', 'e2e'], 'emulators.json')]
    .map((a) => `'${a}'`)
    .join(' ');
  await step('API, rules and browser tests (emulators)', firebaseBin, emulatorsExecArgs(inner), {
    env: { ...emulatorEnv(), MEDIA_DIR: testMediaDir, E2E_BASE_URL: siteUrl, TEST_CLOCK: 'on' },
    prefix: tag('emulators'),
  });
}

// The restore drill on its own Firestore emulator, 50 ports above the test stack's: a restore
// from an export gives everything back, and a backup missing one receipt is caught (the drill
// exits 1 for a failed check, 2 when it could not run).
async function restoreDrills() {
  const env = {
    ...process.env,
    EMULATOR_PORT_OFFSET: String(Number(process.env.EMULATOR_PORT_OFFSET || 0) + 50),
  };
  await step('restore drill (short)', 'node', ['scripts/restore-drill.mjs', '--short'], {
    env,
    prefix: tag('restore'),
  });
  await step(
    'restore drill catches a lost receipt',
    'node',
    ['scripts/restore-drill.mjs', '--short', '--drop-receipt'],
    { env, expect: 1, prefix: tag('restore') },
  );
}

if (want('emulators')) {
  // Beside a running `npm start`, this needs its own ports: EMULATOR_PORT_OFFSET=100 npm test.
  await ensurePortsFree();
}
// The emulator suite mostly waits (on the emulators, the functions, the browser): it runs while
// the CPU-bound static checks and unit tests use the other core, and the restore drill follows them.
const checksAndDrills = async () => {
  if (want('static')) await staticChecks();
  if (want('unit')) await unitTests();
  if (want('reliability')) await restoreDrills();
};
const emulatorSuite = async () => {
  if (want('emulators')) await emulatorTests();
};
if (sideBySide) await parallel(checksAndDrills, emulatorSuite);
else {
  if (want('static')) await staticChecks();
  if (want('unit')) await unitTests();
  await emulatorSuite();
  if (want('reliability')) await restoreDrills();
}

// The short load and fault runs: each starts its own stack on its own ports, after
// the test stack has stopped, on the build above. They fail the run when a submission answered
// 2xx is not stored (or one is stored without it), a 5xx appears outside the outage, or the
// outage is not a quick, clear 503.
if (want('reliability')) {
  // On the build above when there was one; otherwise each builds what it serves.
  const env = built ? { ...process.env, SKIP_BUILD: '1' } : process.env;
  await step('load (short)', 'node', ['scripts/load.mjs', '--short'], { env });
  await step('fault (short)', 'node', ['scripts/fault.mjs', '--short'], { env });
}

let passed = 0;
let failed = 0;
// Named again at the very end: a CI log is often read from its tail only.
const failedTests = [];
for (const report of ['unit.json', 'emulators.json']) {
  const file = join(resultsDir, report);
  if (!existsSync(file)) continue;
  const json = JSON.parse(readFileSync(file, 'utf8'));
  passed += json.numPassedTests ?? 0;
  failed += (json.numFailedTests ?? 0) + (json.numRuntimeErrorTestSuites ?? 0);
  for (const suite of json.testResults ?? []) {
    const file = suite.name.replace(`${repoRoot}/`, '');
    if (suite.status === 'failed' && !(suite.assertionResults ?? []).length) {
      failedTests.push(`${file}: ${String(suite.message ?? '').split('\n')[0]}`);
    }
    for (const test of suite.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      const why = String(test.failureMessages?.[0] ?? '').split('\n')[0];
      failedTests.push(`${file} > ${test.fullName}: ${why.slice(0, 200)}`);
    }
  }
}

console.log('\nStep times:');
for (const { name, seconds, ok } of timings) {
  console.log(`  ${seconds.toFixed(1).padStart(7)} s  ${name}${ok ? '' : ' (failed)'}`);
}
console.log(`  ${((Date.now() - startedAt) / 1000).toFixed(1).padStart(7)} s  total`);
if (failedTests.length)
  console.log(`\nFailed tests:\n${failedTests.map((t) => `  ${t}`).join('\n')}`);
if (failures.length) console.log(`\nFailed steps: ${failures.join(', ')}`);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failures.length || failed ? 1 : 0);
