// The two halves of the restore drill (scripts/restore-drill.mjs), each run inside its own
// Firestore emulator:
//   `source <dir> [--short] [--drop-receipt]`: makes bookings, payments, refunds and their receipts
//     through the real use cases, notes the counts, exports to <dir>/backup, then wipes the data;
//     `--drop-receipt` removes one receipt from the backup after the export (a damaged backup).
//   `check <dir>`: on the emulator started from <dir>/backup, compares with the noted counts and
//     checks the balances and the receipts' sequence (restore-check.ts); exits 1 on any problem.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { addDays, todayInTimeZone } from '@umrah/domain/model/dates';
import { FieldValue } from 'firebase-admin/firestore';
import { confirmBooking } from '../../functions/src/wings/bookings/confirm-booking';
import { recordPayment } from '../../functions/src/wings/money/record-payment';
import { db } from '../../functions/src/platform/firebase/firebase';
import {
  restoreProblems,
  type CollectionCounts,
  type DrillBooking,
  type DrillReceipt,
  type DrillSnapshot,
} from './restore-check';

const [mode, dir, ...flags] = process.argv.slice(2);
const projectId = process.env.GCLOUD_PROJECT ?? '';
const host = process.env.FIRESTORE_EMULATOR_HOST ?? '';
if (!dir || !projectId.startsWith('demo-') || !host) {
  console.error(
    'restore drill: run it through scripts/restore-drill.mjs (emulator, demo- project)',
  );
  process.exit(2);
}
const emulatorUrl = `http://${host}/emulator/v1/projects/${projectId}`;
const manifestFile = join(dir, 'manifest.json');
const resultFile = join(dir, 'result.json');
const backupDir = join(dir, 'backup');

/** Documents per collection path, walking every subcollection (the drill's data is small). */
async function countAll(): Promise<CollectionCounts> {
  const counts: CollectionCounts = {};
  async function walk(
    collections: FirebaseFirestore.CollectionReference[],
    prefix: string,
  ): Promise<void> {
    for (const collection of collections) {
      const name = `${prefix}${collection.id}`;
      const docs = await collection.listDocuments();
      // listDocuments also names documents that only hold subcollections: count stored ones.
      const snaps = docs.length ? await db().getAll(...docs) : [];
      counts[name] = (counts[name] ?? 0) + snaps.filter((s) => s.exists).length;
      for (const doc of docs) await walk(await doc.listCollections(), `${name}/*/`);
    }
  }
  await walk(await db().listCollections(), '');
  return Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0));
}

async function snapshot(): Promise<DrillSnapshot> {
  const [counts, bookingSnap, receiptSnap, counter] = await Promise.all([
    countAll(),
    db().collection('bookings').get(),
    db().collection('receipts').get(),
    db().collection('counters').doc('receipts').get(),
  ]);
  const bookings: DrillBooking[] = bookingSnap.docs.map((d) => {
    const paid: unknown = d.get('payment.paidCents');
    const payments: unknown = d.get('payments');
    return {
      id: d.id,
      paidCents: typeof paid === 'number' ? paid : null,
      payments: Array.isArray(payments)
        ? payments.map((p: { id: string; amountCents: number }) => ({
            id: p.id,
            amountCents: p.amountCents,
          }))
        : [],
    };
  });
  const receipts: DrillReceipt[] = receiptSnap.docs.map((d) => ({
    id: d.id,
    seq: d.get('seq') as number,
    bookingId: d.get('bookingId') as string,
    paymentId: d.get('paymentId') as string,
    amountCents: d.get('amountCents') as number,
  }));
  const next: unknown = counter.get('next');
  return { counts, bookings, receipts, counterNext: typeof next === 'number' ? next : null };
}

async function emulator(method: 'POST' | 'DELETE', path: string, body?: object): Promise<void> {
  const res = await fetch(`${emulatorUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status} ${await res.text()}`);
}

/**
 * Exports the database as `firebase emulators:export` does (its metadata file included, so
 * `firebase emulators:exec --import` reads it), through this emulator's own port: another
 * stack of the same project on this machine is never asked.
 */
async function exportTo(target: string): Promise<void> {
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  await emulator('POST', ':export', {
    database: `projects/${projectId}/databases/(default)`,
    export_directory: target,
    export_name: 'firestore_export',
  });
  writeFileSync(
    join(target, 'firebase-export-metadata.json'),
    JSON.stringify({
      version: '14.18.0',
      firestore: {
        version: '1',
        path: 'firestore_export',
        metadata_file: 'firestore_export/firestore_export.overall_export_metadata',
      },
    }),
  );
}

/** Bookings confirmed at a price, paid in instalments, one refund: receipts for all of them. */
async function makeData(bookings: number): Promise<void> {
  const today = todayInTimeZone();
  for (let i = 1; i <= bookings; i += 1) {
    const id = `drillBooking${String(i).padStart(3, '0')}`;
    const departure = addDays(today, 90 + i);
    await db()
      .collection('bookings')
      .doc(id)
      .set({
        fullName: `Drill Pilgrim ${i}`,
        email: `drill${i}@example.com`,
        phone: '+1 416 555 0100',
        packageId: 'drill',
        packageTitle: 'Restore drill package',
        packageSlug: '',
        roomType: 'double',
        numberOfTravelers: 2,
        preferredDate: departure,
        specialRequests: '',
        status: 'contacted',
        note: '',
        consentAt: FieldValue.serverTimestamp(),
        receivedAt: FieldValue.serverTimestamp(),
        tripDate: departure,
        passport: null,
        hasPassport: false,
        passportDeletedAt: null,
      });
    // Every third booking pays before its price is agreed: money kept without a balance yet.
    const early = i % 3 === 0;
    if (early) await pay(id, 'payment', '250.00');
    await confirmBooking(id, {
      roomType: 'double',
      numberOfTravelers: 2,
      total: '6000.00',
      departureDate: departure,
      departureId: '',
      skipReason: '',
      insurance: 'declined',
      sendEmail: false,
    });
    await pay(id, 'payment', '1000.00');
    await pay(id, 'payment', `${500 + i}.25`);
    if (i % 2 === 0) await pay(id, 'refund', '100.00');
  }
}

function pay(id: string, kind: 'payment' | 'refund', amount: string) {
  return recordPayment(
    id,
    { kind, method: 'etransfer', amount, note: 'Restore drill', address: '' },
    'drill',
  );
}

async function source(): Promise<void> {
  const short = flags.includes('--short');
  await makeData(short ? 3 : 12);
  const before = await snapshot();
  // The source must be whole, or a failed check would say nothing about the restore.
  const own = restoreProblems(before.counts, before);
  if (own.length) throw new Error(`The drill's own data is not whole: ${own.join('; ')}`);
  writeFileSync(manifestFile, JSON.stringify({ counts: before.counts }, null, 2));
  await exportTo(backupDir);
  console.log(`restore drill: exported ${before.receipts.length} receipts, counts noted`);
  if (flags.includes('--drop-receipt')) {
    // A damaged backup: the same export without one receipt from the middle of the sequence.
    const seqs = before.receipts.map((r) => r.seq).sort((a, b) => a - b);
    const victim = before.receipts.find((r) => r.seq === seqs[Math.floor(seqs.length / 2)]);
    if (!victim) throw new Error('No receipt to drop');
    await db().collection('receipts').doc(victim.id).delete();
    await exportTo(backupDir);
    console.log(`restore drill: --drop-receipt removed ${victim.id} from the backup`);
  }
  await emulator('DELETE', '/databases/(default)/documents');
  const left = Object.keys(await countAll()).length;
  if (left) throw new Error(`The wipe left ${left} collections`);
  console.log('restore drill: database wiped');
}

async function check(): Promise<void> {
  const { counts } = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
    counts: CollectionCounts;
  };
  const restored = await snapshot();
  console.log('restore drill: documents per collection (backed up → restored)');
  const names = [...new Set([...Object.keys(counts), ...Object.keys(restored.counts)])].sort();
  for (const name of names) {
    console.log(`  ${name.padEnd(32)} ${counts[name] ?? 0} → ${restored.counts[name] ?? 0}`);
  }
  const problems = restoreProblems(counts, restored);
  // The verdict for restore-drill.mjs: firebase-tools answers 1 for any failure of its command.
  writeFileSync(resultFile, JSON.stringify({ problems }));
  if (problems.length) {
    console.error(`restore drill: FAILED (${problems.length} problems)`);
    for (const p of problems) console.error(`  ${p}`);
    process.exit(1);
  }
  console.log(
    `restore drill: passed: ${restored.bookings.length} bookings balance with their payments, ` +
      `${restored.receipts.length} receipts numbered without gap or duplicate, counter at ${restored.counterNext}`,
  );
}

try {
  if (mode === 'source') await source();
  else if (mode === 'check') await check();
  else throw new Error(`Unknown step ${mode}`);
} catch (err) {
  console.error(`restore drill: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(2);
}
