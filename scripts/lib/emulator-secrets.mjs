// The functions emulator reads declared secrets (functions/src/platform/secrets.ts,
// functions/src/wings/money/provider.ts, functions/src/edges/auth/password-sign-in.ts) from `.secret.local` beside the built function, and
// asks Google's Secret Manager for any it lacks: a network call (and an error in the log) on
// every start. This writes the file the emulator reads: a developer's own
// `functions/.secret.local` (e.g. Stripe test keys with PAYMENT_PROVIDER=stripe), else the
// development values below. Both files are git-ignored and left out of deploys.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Each declared secret's value in the emulators: the spam check's fixed development key (the
 * function also falls back to it there), the server's sign-in key (the Auth emulator accepts
 * any), and placeholders the function reads as "no key" (the local checkout and its webhook
 * secret).
 */
export const EMULATOR_SECRETS = {
  ALTCHA_HMAC_KEY: 'umrah-local-altcha-key-not-for-production',
  SIGN_IN_API_KEY: 'emulator-only-sign-in-key',
  STRIPE_SECRET_KEY: 'unused-in-emulator',
  STRIPE_WEBHOOK_SECRET: 'unused-in-emulator',
};

export function writeEmulatorSecrets(repoRoot) {
  const own = join(repoRoot, 'functions', '.secret.local');
  const ownText = existsSync(own) ? readFileSync(own, 'utf8') : '';
  const named = new Set(
    ownText
      .split('\n')
      .map((line) => /^\s*([A-Z0-9_]+)\s*=\s*\S/.exec(line)?.[1])
      .filter(Boolean),
  );
  const placeholders = Object.entries(EMULATOR_SECRETS)
    .filter(([name]) => !named.has(name))
    .map(([name, value]) => `${name}=${value}`);
  const dist = join(repoRoot, 'functions', 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(
    join(dist, '.secret.local'),
    [ownText.trimEnd(), ...placeholders].filter(Boolean).join('\n') + '\n',
  );
}
