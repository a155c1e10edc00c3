// Storage rules: public images readable, everything else (passports) closed, no browser writes.
// The Storage emulator needs a rules-runtime jar that only downloads from the internet, so on
// machines without it (ours) this suite skips and says so.
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { getBytes, ref, uploadString } from 'firebase/storage';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, it } from 'vitest';

const storageHost = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
if (!storageHost) {
  console.warn(
    'storage rules: SKIPPED - no Storage emulator here (FIREBASE_STORAGE_EMULATOR_HOST unset); ' +
      'storage.rules is kept minimal: public/** read-only, everything else closed.',
  );
}

describe.skipIf(!storageHost)('storage rules', () => {
  let env: RulesTestEnvironment;
  beforeAll(async () => {
    const [host, port] = (storageHost ?? '').split(':');
    env = await initializeTestEnvironment({
      projectId: process.env.GCLOUD_PROJECT ?? 'demo-umrah',
      storage: {
        rules: readFileSync(new URL('../storage.rules', import.meta.url), 'utf8'),
        host,
        port: Number(port),
      },
    });
    await env.withSecurityRulesDisabled(async (ctx) => {
      await uploadString(ref(ctx.storage(), 'public/a.png'), 'x');
      await uploadString(ref(ctx.storage(), 'private/passports/b.pdf'), 'x');
    });
  });
  afterAll(async () => {
    await env?.cleanup();
  });

  const actors = [
    ['a visitor', () => env.unauthenticatedContext()],
    ['an admin', () => env.authenticatedContext('admin', { isAdmin: true })],
  ] as const;

  for (const [name, actor] of actors) {
    it(`${name} can read public images but not passports, and cannot write`, async () => {
      const storage = actor().storage();
      await assertSucceeds(getBytes(ref(storage, 'public/a.png')));
      await assertFails(getBytes(ref(storage, 'private/passports/b.pdf')));
      await assertFails(uploadString(ref(storage, 'public/new.png'), 'x'));
      await assertFails(uploadString(ref(storage, 'private/passports/c.pdf'), 'x'));
    });
  }
});
