import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './env.mjs';
import { run } from './run.mjs';

/**
 * Builds what an emulator stack serves: the web app only when there is no build yet, then the
 * function always (it is quick, and it bundles the web app's page renderer and shell). SKIP_BUILD=1
 * skips both. Exits the process when a build fails.
 */
export async function buildForStack() {
  if (process.env.SKIP_BUILD) return;
  if (!existsSync(join(repoRoot, 'web', 'dist', 'app.html'))) {
    if ((await run('npm', ['run', 'build', '-w', 'web'], { cwd: repoRoot })) !== 0) process.exit(1);
  }
  if ((await run('npm', ['run', 'build', '-w', 'functions'], { cwd: repoRoot })) !== 0)
    process.exit(1);
}
