// `npm test`: typecheck, lint, format check, unit tests, then API, rules and browser tests
// inside the emulators (started and stopped by `firebase emulators:exec`), then the short load
// and fault runs. Ends with `tests: N passed, M failed`, added up over every Vitest project.
// `node scripts/test.mjs static unit emulators reliability` picks steps; anything after `--` goes
// to Vitest as file filters, e.g. `SKIP_BUILD=1 EMULATOR_PORT_OFFSET=200 node scripts/test.mjs
// emulators -- src/auth/second-factor.api.test.ts` (one file, on the last build, beside other stacks).
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
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
async function step(name, cmd, args, options = {}) {
  console.log(`\n▶ ${name}`);
  const code = await run(cmd, args, { cwd: repoRoot, ...options });
  if (code !== 0) failures.push(name);
  return code;
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

if (want('static')) {
  for (const project of ['domain', 'i18n', 'functions', 'web']) {
    await step(`typecheck ${project}`, bin('tsc'), ['-p', project, '--noEmit']);
  }
  await step('typecheck tools', bin('tsc'), ['-p', 'tsconfig.tools.json', '--noEmit']);
  await step('lint', bin('eslint'), ['.', '--max-warnings', '0']);
  await step('format', bin('prettier'), ['--check', '.', '--log-level', 'warn']);
}

if (want('unit')) {
  await step(
    'unit tests',
    bin('vitest'),
    vitestArgs(['domain', 'i18n', 'functions', 'seed', 'scripts', 'web'], 'unit.json'),
  );
}

let built = false;
if (want('emulators')) {
  // Beside a running `npm start`, this needs its own ports: EMULATOR_PORT_OFFSET=100 npm test.
  await ensurePortsFree();
  const buildCode = process.env.SKIP_BUILD ? 0 : await step('build', 'npm', ['run', 'build']);
  built = buildCode === 0;
  if (buildCode === 0) {
    const inner = [bin('vitest'), ...vitestArgs(['api', 'rules', 'e2e'], 'emulators.json')]
      .map((a) => `'${a}'`)
      .join(' ');
    await step('API, rules and browser tests (emulators)', firebaseBin, emulatorsExecArgs(inner), {
      env: { ...emulatorEnv(), MEDIA_DIR: testMediaDir, E2E_BASE_URL: siteUrl },
    });
  }
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

if (failedTests.length)
  console.log(`\nFailed tests:\n${failedTests.map((t) => `  ${t}`).join('\n')}`);
if (failures.length) console.log(`\nFailed steps: ${failures.join(', ')}`);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failures.length || failed ? 1 : 0);
