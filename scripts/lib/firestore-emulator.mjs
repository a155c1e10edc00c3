// Makes the Firestore emulator work offline (design.md section 2).
// firebase-tools downloads its emulator jar, which cannot happen without internet. Debian's
// google-cloud-cli-firestore-emulator ships the jar, but without a Main-Class, while firebase-tools
// runs `java -jar`. So we build a tiny wrapper jar whose manifest names the main class and puts
// Debian's jar on the class path, and point FIRESTORE_EMULATOR_BINARY_PATH at it.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

export const DEBIAN_FIRESTORE_JAR =
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';

function hasCachedFirebaseJar() {
  const dir = join(homedir(), '.cache', 'firebase', 'emulators');
  return (
    existsSync(dir) && readdirSync(dir).some((f) => /^cloud-firestore-emulator-.*\.jar$/.test(f))
  );
}

/** Returns extra environment for firebase-tools, or {} when its normal download should be used. */
export function firestoreEmulatorEnv(repoRoot) {
  if (process.env.FIRESTORE_EMULATOR_BINARY_PATH) return {};
  if (hasCachedFirebaseJar() || !existsSync(DEBIAN_FIRESTORE_JAR)) return {};
  const dir = join(repoRoot, '.cache', 'firestore-emulator');
  const wrapper = join(dir, 'firestore-emulator-wrapper.jar');
  if (!existsSync(wrapper)) {
    mkdirSync(dir, { recursive: true });
    const manifest = join(dir, 'MANIFEST.MF');
    writeFileSync(
      manifest,
      'Manifest-Version: 1.0\n' +
        'Main-Class: com.google.cloud.datastore.emulator.firestore.CloudFirestore\n' +
        `Class-Path: file:${DEBIAN_FIRESTORE_JAR}\n`,
    );
    execFileSync('jar', ['cfm', wrapper, manifest], { stdio: 'inherit' });
  }
  return { FIRESTORE_EMULATOR_BINARY_PATH: wrapper };
}
