// For the measuring scripts (load, scale): run the script's `--inner` half inside an emulator
// stack of its own, on `defaultOffset` unless EMULATOR_PORT_OFFSET says otherwise.

/**
 * Checks the stack's ports, builds what it serves (buildForStack), runs
 * `node --import tsx <script> --inner` inside `firebase emulators:exec` with the emulators'
 * environment plus SITE_URL, the spam limits lifted (all of them, or only the mail caps with
 * `{ submissionLimits: true }`) and `extraEnv(repoRoot)`, and exits with its code.
 */
export async function runInOwnStack(
  defaultOffset,
  script,
  extraEnv = () => ({}),
  { submissionLimits = false } = {},
) {
  // env.mjs reads the offset when it is first imported.
  process.env.EMULATOR_PORT_OFFSET ||= String(defaultOffset);
  const {
    MAIL_CAPS_LIFTED,
    SPAM_LIMITS_LIFTED,
    emulatorEnv,
    emulatorsExecArgs,
    ensurePortsFree,
    firebaseBin,
    repoRoot,
    siteUrl,
  } = await import('./env.mjs');
  await ensurePortsFree();
  const { run } = await import('./run.mjs');
  const { buildForStack } = await import('./build-for-stack.mjs');
  await buildForStack();
  const code = await run(firebaseBin, emulatorsExecArgs(`node --import tsx ${script} --inner`), {
    cwd: repoRoot,
    // Measuring traffic is not what the spam limits are about: they are lifted here (see env.mjs).
    env: {
      ...emulatorEnv(),
      SITE_URL: siteUrl,
      ...(submissionLimits ? MAIL_CAPS_LIFTED : SPAM_LIMITS_LIFTED),
      ...extraEnv(repoRoot, siteUrl),
    },
  });
  process.exit(code);
}
