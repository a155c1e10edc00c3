// Seeds the emulators with demo content (once) and the local admin. Refuses any non-demo project.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { ensureAdmin } from '../functions/src/wings/staff/admins';
import { recountTallies } from '../functions/src/wings/bookings/departure-bookings';
import { db } from '../functions/src/platform/firebase/firebase';
import { seedDepartureCosts } from './seed-departure-costs';
import { DEMO_DEPARTURE_ID, seedDepartureTravellers } from './seed-departure-travellers';
import { seedPaymentDemo, seedPlanDemo } from './seed-payment-demo';
import { seedGroupDemo } from './seed-group-demo';
import { defaultReturnDate } from '@umrah/domain/model/departures';
import { departureSchema } from '@umrah/domain/schemas/departure';
import { seedBlogs, seedGallery, seedPackages, seedReviews, seedSettings } from '../seed/content';
import { seedDepartures } from '../seed/departures';

const DEFAULT_USERNAME = 'admin';
const DEFAULT_PASSWORD = 'umrah-local-admin';

const projectId = process.env.GCLOUD_PROJECT ?? '';
if (!projectId.startsWith('demo-')) {
  console.error(
    `Refusing to seed project "${projectId}": demo content and the default admin are for demo- projects only.`,
  );
  process.exit(1);
}
if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
  console.error(
    'Refusing to seed: FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST must point at the emulators.',
  );
  process.exit(1);
}

const username = process.env.SEED_ADMIN_USERNAME || DEFAULT_USERNAME;
const password = process.env.SEED_ADMIN_PASSWORD || DEFAULT_PASSWORD;
/** The local admin's own address for security notices and sign-in links (mails stay in the emulator). */
const noticeEmail = process.env.SEED_ADMIN_EMAIL || 'admin@agency.example';

/** Newest first in lists: item 0 is the most recent. */
function createdAt(index: number, iso?: string): Timestamp {
  if (iso) return Timestamp.fromDate(new Date(iso));
  return Timestamp.fromMillis(Date.UTC(2026, 9, 1) - index * 86_400_000);
}

/**
 * A demo departure (validated by the admin form's schema, the return date from the package's
 * nights when not given), its staff holds, and its waiting-list requests as bookings.
 */
function writeDeparture(
  tx: FirebaseFirestore.Transaction,
  seed: (typeof seedDepartures)[number],
  packageIds: Map<string, string>,
  index: number,
): void {
  const packageId = packageIds.get(seed.packageSlug);
  const pkg = seedPackages.find((p) => p.slug === seed.packageSlug);
  if (!packageId || !pkg) throw new Error(`No seed package ${seed.packageSlug}`);
  const fields = departureSchema.validateSync(seed.departure, { stripUnknown: true });
  const now = FieldValue.serverTimestamp();
  tx.set(db().collection('departures').doc(seed.id), {
    ...fields,
    returnDate: fields.returnDate ?? defaultReturnDate(fields.departureDate, pkg),
    packageId,
    bookedSeats: 0,
    manualHolds: (seed.holds ?? []).map((h, j) => ({
      ...h,
      id: `${seed.id}-hold-${j + 1}`,
      at: new Date(Date.UTC(2026, 9, 1)).toISOString(),
      by: 'admin',
    })),
    createdAt: createdAt(index),
    updatedAt: now,
  });
  (seed.waiting ?? []).forEach((w, j) => {
    const received = Timestamp.fromMillis(Date.UTC(2026, 10, 2 + j, 15));
    tx.set(
      db()
        .collection('bookings')
        .doc(`${seed.id}-waiting-${j + 1}`),
      {
        fullName: w.fullName,
        email: w.email,
        phone: '+1 416 555 0123',
        packageId,
        packageTitle: pkg.title,
        packageSlug: pkg.slug,
        roomType: '',
        waitingList: true,
        departureId: seed.id,
        seatsHeld: 0,
        language: 'en',
        numberOfTravelers: w.travellers,
        preferredDate: fields.departureDate,
        specialRequests: '',
        status: 'new',
        note: '',
        consentAt: received,
        receivedAt: received,
        tripDate: fields.returnDate ?? defaultReturnDate(fields.departureDate, pkg),
        passport: null,
        hasPassport: false,
        passportDeletedAt: null,
      },
    );
  });
}

async function seedContent(): Promise<boolean> {
  const marker = db().collection('meta').doc('seed');
  return db().runTransaction(async (tx) => {
    if ((await tx.get(marker)).exists) return false;
    const { stripeSecretKey, stripeWebhookSecret, ...publicSettings } = seedSettings;
    tx.set(db().collection('settings').doc('public'), publicSettings);
    tx.set(db().collection('privateSettings').doc('payment'), {
      stripeSecretKey,
      stripeWebhookSecret,
    });
    const collections: [string, readonly object[]][] = [
      ['packages', seedPackages],
      ['reviews', seedReviews],
      ['blogs', seedBlogs],
      ['gallery', seedGallery],
    ];
    const packageIds = new Map<string, string>();
    for (const [name, items] of collections) {
      items.forEach((item, i) => {
        const { createdAt: iso, ...data } = item as { createdAt?: string; slug?: string };
        const ref = db().collection(name).doc();
        if (name === 'packages' && data.slug) packageIds.set(data.slug, ref.id);
        tx.set(ref, {
          ...data,
          createdAt: createdAt(i, iso),
          updatedAt: FieldValue.serverTimestamp(),
        });
      });
    }
    // The browser tests start without them (SEED_DEPARTURES=0): each test that needs departures
    // writes its own, so the other tests' packages keep their single date.
    if (process.env.SEED_DEPARTURES !== '0') {
      seedDepartures.forEach((seed, i) => writeDeparture(tx, seed, packageIds, i));
    }
    tx.set(marker, { seededAt: FieldValue.serverTimestamp() });
    return true;
  });
}

const seeded = await seedContent();
if (seeded && process.env.SEED_DEPARTURES !== '0') {
  const pkg = (
    await db().collection('packages').where('slug', '==', 'ramadan-last-ten-nights').get()
  ).docs[0];
  if (pkg) {
    await seedDepartureTravellers(pkg.id, String(pkg.get('title') ?? ''));
    await seedDepartureCosts(DEMO_DEPARTURE_ID);
  }
  // The seed writes its waiting lists and requests straight: count them on their departures.
  await recountTallies((await db().collection('departures').select().get()).docs.map((d) => d.id));
}
const created = await ensureAdmin(username, password, noticeEmail);
const { payPath, tripPath } = await seedPaymentDemo();
const planPath = await seedPlanDemo();
// With the seeded departures only (the browser tests start without them).
const groupPath = process.env.SEED_DEPARTURES === '0' ? null : await seedGroupDemo();
const url = process.env.SITE_URL ?? 'http://localhost:5000';
if (!process.env.SEED_QUIET) {
  console.log(`
  ${seeded ? 'Demo content seeded.' : 'Demo content already present (not seeded again).'}
  ${created ? 'Admin account created.' : 'Admin account already exists.'}

  Site:      ${url}
  Admin:     ${url}/admin
  Username:  ${username}
  Password:  ${password}${created ? '' : '  (as first created; change it in Settings if you did)'}

  Demo payment link (a confirmed booking, paid through the local checkout):
             ${url}${payPath}
  Demo trip link (the same booking's trip page: departure, hotels, payments):
             ${url}${tripPath}${
               planPath
                 ? `
  Demo payment plan (monthly instalments, deposit and first instalment paid; in French):
             ${url}${planPath}`
                 : ''
             }${
               groupPath
                 ? `
  Group booking link (Masjid Al-Noor's private departure, 6 travellers confirmed; price drops at 10):
             ${url}${groupPath}`
                 : ''
             }

  Press Ctrl-C to stop; data is saved to .emulator-data and loaded on the next start.
`);
}
process.exit(0);
