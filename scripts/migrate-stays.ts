// One-off: moves packages stored with the old free-text hotels (makkaHotel, madinaHotel and one
// hotelRating) to the stays and itinerary fields. Dry run by default: prints what it would do.
//   npm run migrate:stays                      against the local emulators (npm start), dry run
//   npm run migrate:stays -- --write           ... and writes
//   npm run migrate:stays -- --project <id> [--write]   a real project (Google credentials)
// Idempotent: a package that has the fields (even empty) is left alone, so it can run again.
import { readFileSync } from 'node:fs';
import { migratePackage } from './lib/stays-migration';

const args = process.argv.slice(2);
const write = args.includes('--write');
const projectFlag = args.indexOf('--project');
const projectId = projectFlag >= 0 ? args[projectFlag + 1] : 'demo-umrah';
if (!projectId) {
  console.error('Usage: npm run migrate:stays -- [--project <project-id>] [--write]');
  process.exit(2);
}

process.env.GCLOUD_PROJECT = projectId;
if (projectId.startsWith('demo-')) {
  // The port of the stack `npm start` runs (firebase.json, moved by EMULATOR_PORT_OFFSET).
  const { emulators } = JSON.parse(
    readFileSync(new URL('../firebase.json', import.meta.url), 'utf8'),
  ) as { emulators: Record<'firestore', { port: number }> };
  const offset = Number(process.env.EMULATOR_PORT_OFFSET ?? 0) || 0;
  process.env.FIRESTORE_EMULATOR_HOST ??= `127.0.0.1:${emulators.firestore.port + offset}`;
}

// Imported after the environment names the project and emulator.
const { db } = await import('../functions/src/platform/firebase/firebase');

const snap = await db().collection('packages').get();
const batch = db().batch();
let pending = 0;
for (const doc of snap.docs) {
  const { changes, notes } = migratePackage(doc.data());
  const title = String(doc.get('title') ?? doc.id);
  if (!changes) {
    console.log(`= ${title}: already migrated`);
    continue;
  }
  pending += 1;
  const stays = (['makkahStay', 'madinahStay'] as const)
    .filter((key) => key in changes)
    .map((key) => `${key} ${changes[key] ? `"${changes[key].hotel}"` : 'none'}`);
  console.log(
    `${write ? '+' : '~'} ${title}: ${[...stays, 'itinerary' in changes ? 'empty itinerary' : ''].filter(Boolean).join(', ')}`,
  );
  for (const note of notes) console.log(`    ${note}`);
  // The precondition fails the whole batch if staff saved the package meanwhile: run again.
  batch.update(doc.ref, changes, { lastUpdateTime: doc.updateTime });
}

if (pending > 500) {
  console.error(`${pending} packages: more than one batch holds; migrate in parts.`);
  process.exit(1);
}
if (pending === 0) console.log('Nothing to migrate.');
else if (!write)
  console.log(`${pending} package(s) to migrate. Dry run: nothing written; add --write.`);
else {
  // One batch (at most 500 writes): all packages move together or none does.
  await batch.commit();
  console.log(`${pending} package(s) migrated.`);
}
