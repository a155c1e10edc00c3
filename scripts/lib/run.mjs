import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/**
 * Runs a command, streaming its output; resolves with its exit code. `prefix` marks each of its
 * lines `[prefix] ` (for commands that run side by side).
 */
export function run(cmd, args, { prefix, ...options } = {}) {
  return new Promise((resolve) => {
    const stdio = prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit';
    const child = spawn(cmd, args, { stdio, ...options });
    const read = [];
    if (prefix) {
      for (const [from, to] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        const lines = createInterface({ input: from, crlfDelay: Infinity });
        lines.on('line', (line) => to.write(`[${prefix}] ${line}\n`));
        read.push(new Promise((done) => lines.on('close', done)));
      }
    }
    child.on('exit', (code, signal) => {
      // Its last lines, unless a leftover grandchild keeps the pipe open.
      const drained = Promise.race([
        Promise.all(read),
        new Promise((done) => setTimeout(done, 2000)),
      ]);
      void drained.then(() => resolve(code ?? (signal ? 1 : 0)));
    });
    child.on('error', (err) => {
      console.error(`Could not run ${cmd}: ${err.message}`);
      resolve(1);
    });
  });
}

export async function waitFor(url, { timeoutMs = 120_000, ok = (r) => r.ok } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastError = '';
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (ok(res)) return;
      lastError = `HTTP ${res.status}`;
    } catch (err) {
      lastError = err.message;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`Timed out waiting for ${url} (${lastError})`);
}
