// One-off: turns each package's single date and hand-typed seatsLeft into one departure and links
// the package's bookings to it (scripts/lib/departures-migration.ts decides what changes). Dry run
// by default: prints what it would do.
//   npm run migrate:departures                        against the local emulators (npm start)
//   npm run migrate:departures -- --apply             ... and writes
//   npm run migrate:departures -- --project <id> [--apply]   a real project (Google credentials)
// Idempotent: the departure has a fixed id and linked bookings are left alone, so a second run
// changes nothing. A package that already has other departures (added by staff) is skipped.
import { readFileSync } from 'node:fs';
import {
  migratedDepartureId,
  planDeparturesMigration,
  type OldBooking,
} from './lib/departures-migration';

const args = process.argv.slice(2);
const apply = args.includes('--apply');
const projectFlag = args.indexOf('--project');
const projectId = projectFlag >= 0 ? args[projectFlag + 1] : 'demo-umrah';
if (!projectId) {
  console.error('Usage: npm run migrate:departures -- [--project <project-id>] [--apply]');
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
const { FieldValue } = await import('firebase-admin/firestore');

const departures = db().collection('departures');
const packages = await db().collection('packages').get();
let changed = 0;
for (const pkg of packages.docs) {
  const title = String(pkg.get('title') ?? pkg.id);
  const depRef = departures.doc(migratedDepartureId(pkg.id));
  // One transaction per package: its departure and its bookings' links are written together,
  // after reading them again, so a booking confirmed meanwhile is counted right.
  const outcome = await db().runTransaction(async (tx) => {
    const [own, others, bookings] = await Promise.all([
      tx.get(depRef),
      tx.get(departures.where('packageId', '==', pkg.id)),
      tx.get(db().collection('bookings').where('packageId', '==', pkg.id)),
    ]);
    if (!own.exists && others.size > 0) return { skipped: `${others.size} departure(s) already` };
    const plan = planDeparturesMigration(
      { id: pkg.id, ...pkg.data() },
      own.exists,
      bookings.docs.map((b) => ({ id: b.id, ...b.data() }) as OldBooking),
    );
    if (!plan.create && !plan.links.length) return { skipped: plan.notes.join('; ') || 'done' };
    if (apply) {
      const now = FieldValue.serverTimestamp();
      if (plan.create) {
        tx.create(depRef, {
          ...plan.create,
          packageId: pkg.id,
          manualHolds: [],
          createdAt: now,
          updatedAt: now,
        });
      } else if (plan.addSeats) {
        tx.update(depRef, { bookedSeats: FieldValue.increment(plan.addSeats), updatedAt: now });
      }
      for (const link of plan.links) {
        tx.update(db().collection('bookings').doc(link.id), {
          departureId: link.departureId,
          seatsHeld: link.seatsHeld,
        });
      }
    }
    return { plan };
  });
  if ('skipped' in outcome) {
    console.log(`= ${title}: ${outcome.skipped}`);
    continue;
  }
  changed += 1;
  const { plan } = outcome;
  const what = plan.create
    ? `departure ${plan.create.departureDate}, capacity ${plan.create.capacity}, ${plan.create.bookedSeats} held`
    : `${plan.addSeats} more seat(s) held`;
  console.log(`${apply ? '+' : '~'} ${title}: ${what}; ${plan.links.length} booking(s) linked`);
  for (const note of plan.notes) console.log(`    ${note}`);
}
// Each departure keeps its bookings' requested, waiting and paid-in-full counts (its tally):
// count them for departures made before the tally, or by this migration.
const { recountTallies } = await import('../functions/src/wings/bookings/departure-bookings');
const tallies = await recountTallies(
  (await departures.select().get()).docs.map((d) => d.id),
  {
    dryRun: !apply,
  },
);
if (tallies) {
  console.log(
    `${apply ? '+' : '~'} ${tallies} departure(s): requested, waiting and paid-in-full counted afresh`,
  );
  changed += tallies;
}
if (changed === 0) console.log('Nothing to migrate.');
else if (!apply)
  console.log(
    `${changed} package(s), ${tallies} tally(ies) to migrate. Dry run: nothing written; add --apply.`,
  );
else console.log(`${changed} package(s), ${tallies} tally(ies) migrated.`);
process.exit(0);
