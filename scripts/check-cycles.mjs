// `node scripts/check-cycles.mjs`: fails when source files import each other in a cycle (run
// by `npm test` beside lint, which no longer checks cycles file by file: scripts/lib/import-cycles.mjs).
import { findCycles } from './lib/import-cycles.mjs';
import { repoRoot } from './lib/env.mjs';

const started = Date.now();
const cycles = findCycles(repoRoot);
for (const cycle of cycles) console.error(`Import cycle: ${cycle.join(' → ')}`);
console.log(
  `import cycles: ${cycles.length} found (${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
process.exit(cycles.length ? 1 : 0);
