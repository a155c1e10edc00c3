// `npm run restore-drill`: proves a Firestore restore on the emulators. A first Firestore
// emulator gets bookings, payments, refunds and receipts through the real use cases, is exported
// (the emulator's export, the format `firebase emulators:export` writes) and wiped; a second one
// starts from that export (`--import`), and the restored data is checked: documents per
// collection, every booking's balance against its payments, the receipts' sequence (no gap, no
// duplicate). Exits 0 when the restore is whole, 1 when a check fails, 2 when the drill could not
// run.
//   --short         fewer bookings (CI)
//   --drop-receipt  removes one receipt from the backup between export and import: must fail
// Beside another stack: EMULATOR_PORT_OFFSET=100 npm run restore-drill.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  configArgs,
  emulatorEnv,
  ensurePortsFree,
  firebaseBin,
  projectId,
  repoRoot,
} from './lib/env.mjs';
import { run } from './lib/run.mjs';

const flags = process.argv.slice(2).filter((a) => a === '--short' || a === '--drop-receipt');
const dir = mkdtempSync(join(tmpdir(), 'restore-drill-'));
const tsx = join(repoRoot, 'node_modules', '.bin', 'tsx');
const steps = join(repoRoot, 'scripts', 'lib', 'restore-drill-steps.ts');

/** Runs one half of the drill inside a Firestore emulator of its own; answers its exit code. */
function inFirestore(command, importDir) {
  const inner = [tsx, steps, ...command].map((a) => `'${a}'`).join(' ');
  const args = ['emulators:exec', ...configArgs(), '--only', 'firestore', '--project', projectId];
  if (importDir) args.push('--import', importDir);
  return run(firebaseBin, [...args, inner], { cwd: repoRoot, env: emulatorEnv() });
}

await ensurePortsFree();
let code = await inFirestore(['source', dir, ...flags]);
if (code === 0) code = await inFirestore(['check', dir], join(dir, 'backup'));
// firebase-tools answers 1 for any failure of its command: the check's verdict says which.
const verdict = join(dir, 'result.json');
const failedChecks =
  existsSync(verdict) && JSON.parse(readFileSync(verdict, 'utf8')).problems.length > 0;
rmSync(dir, { recursive: true, force: true });
process.exit(code === 0 ? 0 : failedChecks ? 1 : 2);
