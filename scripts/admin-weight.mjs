// `npm run admin-weight`: the script each admin screen makes the browser fetch on its first load,
// gzip-compressed, read from the last build's manifest (web/dist/.vite/manifest.json; `npm run
// build -w web` first). A screen's weight is the shell's entry with its static imports, plus the
// screen's own lazy module (and what it imports statically, and for every screen behind sign-in
// what app/signed-in.tsx imports: React Query, the session check, the layout). `npm run bench`
// measures the same in Chromium (transferred bytes) for the sign-in screen and the dashboard.
// Fails (exit 1) when a screen passes its budget; `npm test` runs it after its build.
import { readFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = join(import.meta.dirname, '..', 'web', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

/** Sign-in budget and every other screen's (issue 42, KB gzip). */
export const SIGN_IN_BUDGET = 150 * 1024;
export const SCREEN_BUDGET = 220 * 1024;

/** What every screen behind sign-in loads first: React Query, the session check, the layout. */
const LAYOUT = 'src/admin/app/signed-in.tsx';
/** Each screen and the module its route loads (web/src/admin/app/routes.tsx). */
const SCREENS = [
  ['sign-in', 'src/admin/features/auth/components/login-page.tsx', false],
  // /admin/sign-in-link and /admin/activate, the pages a mailed link opens.
  ['mailed-link', 'src/admin/features/auth/components/mailed-link-page.tsx', false],
  ['dashboard', 'src/admin/features/dashboard/dashboard-page.tsx', true],
  ['bookings', 'src/admin/features/bookings/components/bookings-page.tsx', true],
  ['booking', 'src/admin/features/bookings/components/booking-detail-page.tsx', true],
  ['departures', 'src/admin/features/departures/components/departures-page.tsx', true],
  ['departure', 'src/admin/features/departures/components/departure-page.tsx', true],
  ['messages', 'src/admin/features/messages/components/messages-page.tsx', true],
  ['settings', 'src/admin/features/settings/components/settings-page.tsx', true],
  ['packages', 'src/admin/features/packages/components/packages-page.tsx', true],
  ['reviews', 'src/admin/features/reviews/components/reviews-page.tsx', true],
  ['blogs', 'src/admin/features/blogs/components/blogs-page.tsx', true],
  ['gallery', 'src/admin/features/gallery/components/gallery-page.tsx', true],
  ['users', 'src/admin/features/users/components/users-page.tsx', true],
  ['receipts', 'src/admin/features/receipts/components/receipts-page.tsx', true],
  ['suppliers', 'src/admin/features/costs/components/suppliers-page.tsx', true],
  ['margins', 'src/admin/features/costs/components/margins-page.tsx', true],
  [
    'regulators',
    'src/admin/features/regulator-reports/components/regulator-reports-page.tsx',
    true,
  ],
  ['accounting', 'src/admin/features/accounting/components/accounting-page.tsx', true],
  ['privacy', 'src/admin/features/privacy/components/privacy-page.tsx', true],
  ['audit-log', 'src/admin/features/audit-log/components/audit-log-page.tsx', true],
  ['group-leaders', 'src/admin/features/group-leaders/components/group-leaders-page.tsx', true],
];

const sizes = new Map();
const gzipOf = (file) => {
  if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(join(dist, file))).length);
  return sizes.get(file);
};

/**
 * A screen's module in the manifest. Rollup sometimes gives a lazy module's chunk extra exports
 * (code its own lazy children share), and Vite then keys the chunk by its name, not its source:
 * found by name. A module found neither way fails the run rather than weigh nothing.
 */
function entryOf(module) {
  if (manifest[module]) return manifest[module];
  const name = basename(module, extname(module));
  const found = Object.values(manifest).filter(
    (e) => e.isDynamicEntry && !e.src && e.name === name,
  );
  if (found.length !== 1) throw new Error(`${module}: no single chunk in the build's manifest`);
  return found[0];
}

/** The files a manifest entry loads at once: itself and its static imports, transitively. */
function closure(key, into = new Set()) {
  const entry = manifest[key] ?? (key.startsWith('src/') ? entryOf(key) : undefined);
  if (!entry || into.has(entry.file)) return into;
  into.add(entry.file);
  for (const imported of entry.imports ?? []) closure(imported, into);
  return into;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const rows = [];
for (const [name, module, behindSignIn] of SCREENS) {
  const files = closure('index.html');
  closure(module, files);
  if (behindSignIn) closure(LAYOUT, files);
  const gzip = [...files].reduce((n, f) => n + gzipOf(f), 0);
  const budget = name === 'sign-in' ? SIGN_IN_BUDGET : SCREEN_BUDGET;
  rows.push({ name, gzip, files: files.size, budget });
}
for (const r of rows) {
  const verdict = r.gzip <= r.budget ? 'ok' : `OVER ${kb(r.budget)}`;
  console.log(
    `${r.name.padEnd(12)} ${kb(r.gzip).padStart(9)} gzip in ${r.files} files  ${verdict}`,
  );
}
if (rows.some((r) => r.gzip > r.budget)) process.exit(1);
