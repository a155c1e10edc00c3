// `npm run bench`: builds the production app, starts its own emulator stack with the seed, and
// prints Lighthouse figures per route (mobile and desktop, median of 3; mobile turn about with
// the route's no-script limit: the same HTML without scripts, scripts/lib/no-script-site.mjs),
// each route's HTML and CSS bytes (raw and gzip), the gzip JS it loads before it is idle, API
// latency under a short bounded loopback load, "form usable after first paint" on the three form
// pages (phone profile), the staff app's sign-in and dashboard (script gzip and time to usable on
// the same profile; BENCH_ADMIN=0 skips), and the function's cold module load, bundled vs
// unbundled; then every target performance target the run missed. Writes it all to bench-results.json.
// Knobs: BENCH_RUNS (Lighthouse runs per route and form factor, default 3), BENCH_ROUTES (e.g.
// '/,/packages': only those routes), BENCH_FORM_FACTORS (default 'mobile,desktop'), SKIP_BUILD=1
// (use the current build), BENCH_FORM_USABLE_RUNS (loads per form page for "form usable after
// first paint", default 5). Each Lighthouse figure is a median; [a-b] after it is the range of runs.
// Its own stack beside `npm start`/`npm test`: offset 1100, ports 6100-6109 (any two offsets that
// are multiples of 10 share no port; scripts/lib/ports.mjs). env.mjs reads the offset when first
// imported, hence the dynamic imports.
process.env.EMULATOR_PORT_OFFSET ||= '1100';
const {
  SPAM_LIMITS_LIFTED,
  emulatorEnv,
  emulatorsExecArgs,
  ensurePortsFree,
  firebaseBin,
  repoRoot,
  siteUrl,
} = await import('./lib/env.mjs');
await ensurePortsFree();
const { run } = await import('./lib/run.mjs');

if (!process.env.SKIP_BUILD) {
  if ((await run('npm', ['run', 'build'], { cwd: repoRoot })) !== 0) process.exit(1);
}
const code = await run(firebaseBin, emulatorsExecArgs('node scripts/bench-run.mjs'), {
  cwd: repoRoot,
  env: { ...emulatorEnv(), SITE_URL: siteUrl, ...SPAM_LIMITS_LIFTED },
});
process.exit(code);
