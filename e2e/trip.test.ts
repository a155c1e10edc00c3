// Issue 29 item 3 in a browser, on a 375 px phone: the pilgrim opens the trip link from their
// confirmation mail (the document in Firestore's `mail` collection), in English and in French,
// and sees the departure, the flights, the hotels and the pay button, which opens the pay page.
// A pilgrim without the link asks for it on /trip and gets the same answer as anyone. The journey
// ends (in both languages) with every document and photo uploaded, both visas issued by staff, the
// deposit and balance paid through the local checkout, and both travellers ready on the
// departure's board. Screenshots go to TRIP_SHOTS_DIR (default /tmp/trip-shots).
import { mkdirSync } from 'node:fs';
import { addDays, todayInTimeZone } from '@umrah/domain/model/dates';
import { confirmBookingSchema } from '@umrah/domain/schemas/payment-schemas';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmBooking } from '../functions/src/wings/bookings/confirm-booking';
import { db } from '../functions/src/platform/firebase/firebase';
import { aStoredBooking } from '../functions/test-support/fixtures';
import { seriousA11yViolations } from './support/axe';
import { openBrowser, type BrowserSession } from './support/browser';
import { ADMIN, resetToSeed } from './support/seed';

const SHOTS = process.env['TRIP_SHOTS_DIR'] ?? '/tmp/trip-shots';
const today = todayInTimeZone();
const DEPARTURE = addDays(today, 100);
const DEPARTURE_ID = 'e2e-trip-departure';
// The French booking flies on its own (same) departure, so the English one's board holds only
// the English booking's two travellers.
const DEPARTURE_ID_FR = 'e2e-trip-departure-fr';
let pilgrim: BrowserSession;
let staff: BrowserSession;

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

/** A booking on the departure, confirmed as staff do (the confirmation mail is queued). */
async function confirmedBooking(id: string, email: string, language: 'en' | 'fr') {
  const departureId = language === 'fr' ? DEPARTURE_ID_FR : DEPARTURE_ID;
  const pkg = (await db().collection('packages').where('slug', '==', 'premium-5-star-umrah').get())
    .docs[0];
  await db()
    .collection('bookings')
    .doc(id)
    .set(
      aStoredBooking(DEPARTURE, {
        fullName: language === 'fr' ? 'Fatima Benali' : 'Amina Yusuf',
        email,
        packageId: pkg?.id ?? 'x',
        packageTitle: 'Premium 5-Star Umrah',
        packageSlug: 'premium-5-star-umrah',
        roomType: 'double',
        departureId,
        language,
      }),
    );
  await confirmBooking(
    id,
    confirmBookingSchema.validateSync({
      roomType: 'double',
      numberOfTravelers: 2,
      total: '9000',
      departureId,
    }),
  );
}

/** The trip page's path in the pilgrim's confirmation mail. */
async function tripPathInMail(email: string): Promise<string> {
  const mails = await db().collection('mail').where('to', '==', email).get();
  const text = mails.docs.map((d) => String(d.data()['message']?.text ?? '')).join('\n');
  const link = /https?:\/\/\S+\/trip\/\S+/.exec(text)?.[0] ?? '';
  expect(link).not.toBe('');
  return new URL(link).pathname;
}

beforeAll(async () => {
  await resetToSeed();
  mkdirSync(SHOTS, { recursive: true });
  const pkg = (await db().collection('packages').where('slug', '==', 'premium-5-star-umrah').get())
    .docs[0];
  const now = new Date();
  const departure = {
    packageId: pkg?.id ?? 'x',
    departureDate: DEPARTURE,
    returnDate: addDays(DEPARTURE, 14),
    flights: {
      airline: 'Saudia',
      flightNumbers: 'SV 72 / SV 71',
      departureAirport: 'YYZ',
      departureTime: '21:40',
      connections: 'via Jeddah, 3 h',
    },
    capacity: 40,
    prices: { quad: null, triple: null, double: null, singleSupplement: null },
    depositDueDate: null,
    balanceDueDate: null,
    status: 'guaranteed',
    notes: '',
    fr: { notes: '', connections: 'via Djeddah, 3 h' },
    bookedSeats: 0,
    manualHolds: [],
    createdAt: now,
    updatedAt: now,
  };
  for (const id of [DEPARTURE_ID, DEPARTURE_ID_FR]) {
    await db().collection('departures').doc(id).set(departure);
  }
  await confirmedBooking('e2eTripBookingEn0001', 'amina@example.com', 'en');
  await confirmedBooking('e2eTripBookingFr0001', 'fatima@example.com', 'fr');
  pilgrim = await openBrowser({ viewport: { width: 375, height: 812 } });
  staff = await openBrowser();
}, 120_000);
afterAll(async () => {
  await pilgrim?.close();
  await staff?.close();
});

/** Opens traveller n's form (a closed <details> unless it came back with errors) and fills it. */
async function fillTraveller(page: Page, n: number, values: Record<string, string>) {
  const card = page.locator(`[data-traveller-slot="${n}"]`);
  if ((await card.locator('details').getAttribute('open')) === null) {
    await card.locator('summary').click();
  }
  for (const [name, value] of Object.entries(values)) {
    const field = card.locator(`[name="${name}"]`);
    if ((await field.evaluate((el) => el.tagName)) === 'SELECT') await field.selectOption(value);
    else await field.fill(value);
  }
  await card.locator('details button[type="submit"]').click();
}

/** A valid 1×1 PNG: a photo the server's content check accepts. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'ascii');

/** Uploads a file as traveller n's document of this kind (its own small form) and waits. */
async function uploadDocument(
  page: Page,
  n: number,
  kind: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const form = page.locator(`form#traveller-${n}-${kind}`);
  await form.locator('input[type="file"]').setInputFiles(file);
  await form.locator('button[type="submit"]').click();
}

const traveller1 = (passportNumber: string) => ({
  givenNames: 'Amina',
  surname: 'Yusuf',
  dateOfBirth: '1986-03-09',
  sex: 'F',
  nationality: 'CAN',
  passportNumber,
  passportIssuingCountry: 'CAN',
  passportIssueDate: '2022-01-10',
  passportExpiryDate: '2032-01-10',
  vaccinationDate: addDays(today, -30),
  vaccineType: 'conjugate',
  emergencyContactName: 'Idris Yusuf',
  emergencyContactPhone: '+1 416 555 0111',
});
const traveller2 = {
  givenNames: 'Bilal',
  surname: 'Yusuf',
  dateOfBirth: '1984-11-20',
  sex: 'M',
  passportNumber: 'HK7654321',
  passportExpiryDate: '2031-06-30',
  relationKind: 'spouse',
  relationTo: '1',
};

async function travellerOf(bookingId: string, n: number) {
  return (await db().collection('travellers').doc(`${bookingId}_${n}`).get()).data() ?? {};
}

describe('the pilgrim fills their travellers’ details on the trip page (375 px)', () => {
  for (const c of [
    {
      language: 'en',
      email: 'amina@example.com',
      id: 'e2eTripBookingEn0001',
      error:
        'Surname may contain only letters, spaces, hyphens and apostrophes, as on the passport',
      vaccinationError: 'Vaccination date cannot be in the future',
      notSaved:
        'Traveller 1’s details are not saved yet: 2 fields need a correction. Everything you typed is still here.',
      photoError: 'The photo must be a JPEG or PNG picture. Please choose another file.',
      received: 'Received: passport.pdf',
      uploaded: 'Passport scan (the page with the photo): received. Thank you.',
      saved: (n: number) => `Traveller ${n}’s details are saved.`,
      ending: 'ends in 321',
      relation: 'Spouse of traveller 1 · Amina YUSUF',
    },
    {
      language: 'fr',
      email: 'fatima@example.com',
      id: 'e2eTripBookingFr0001',
      error:
        'Le champ « Nom de famille » ne peut contenir que des lettres, des espaces, des traits d’union et des apostrophes, comme sur le passeport',
      vaccinationError: 'Le champ « Date de vaccination » ne peut pas être dans le futur',
      notSaved:
        'Les renseignements du voyageur 1 ne sont pas encore enregistrés : 2 champs sont à corriger. Tout ce que vous avez tapé est encore là.',
      photoError: 'La photo doit être une image JPEG ou PNG. Veuillez choisir un autre fichier.',
      received: 'Reçu : passport.pdf',
      uploaded: 'Copie du passeport (la page avec la photo) : reçu. Merci.',
      saved: (n: number) => `Les renseignements du voyageur ${n} sont enregistrés.`,
      ending: 'se termine par 321',
      relation: 'Conjoint du voyageur 1 · Amina YUSUF',
    },
  ]) {
    it(`in ${c.language}: two travellers, one mistake shown next to its field and corrected`, async () => {
      const { page } = pilgrim;
      const path = await tripPathInMail(c.email);
      await page.goto(path);
      // Two mistakes among 13 fields: a digit in the surname, a vaccination in the future.
      await fillTraveller(page, 1, {
        ...traveller1('AB1234567'),
        surname: 'Yusuf2',
        vaccinationDate: addDays(today, 20),
      });
      // The answer is the page itself (nothing typed goes in an address), as typed, with why.
      await page.waitForURL(/\/api\/trip\/[^/]+\/travellers\/1\?lang=/);
      const first = page.locator('[data-traveller-slot="1"]');
      expect(plain(await first.getByRole('alert').textContent())).toContain(c.notSaved);
      const surname = first.locator('[name="surname"]');
      expect(await surname.getAttribute('aria-invalid')).toBe('true');
      expect(plain(await first.locator('#traveller-1-surname-error').textContent())).toBe(c.error);
      expect(plain(await first.locator('#traveller-1-vaccinationDate-error').textContent())).toBe(
        c.vaccinationError,
      );
      // The pilgrim is taken to the first field to correct: focused, in view below the top bar.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
        .toBe('surname');
      // In view once the page has settled (islands hydrating above it may move it first).
      await expect
        .poll(async () => {
          const b = await surname.boundingBox();
          return (b?.y ?? 0) > 80 && (b?.y ?? 0) + (b?.height ?? 0) < 812;
        })
        .toBe(true);
      // Everything else typed is still there.
      expect(await surname.inputValue()).toBe('Yusuf2');
      expect(await first.locator('[name="givenNames"]').inputValue()).toBe('Amina');
      expect(await first.locator('[name="passportNumber"]').inputValue()).toBe('AB1234567');
      expect(await first.locator('[name="nationality"]').inputValue()).toBe('CAN');
      expect(await first.locator('[name="passportExpiryDate"]').inputValue()).toBe('2032-01-10');
      expect(await first.locator('[name="vaccineType"]').inputValue()).toBe('conjugate');
      expect(await first.locator('[name="emergencyContactPhone"]').inputValue()).toBe(
        '+1 416 555 0111',
      );
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        375,
      );
      await shot(page, `trip-${c.language}-traveller-error-375`);
      await page.screenshot({ path: `${SHOTS}/trip-${c.language}-traveller-error-screen-375.png` });
      // Corrected: only the two fields typed again, saved.
      await surname.fill('Yusuf');
      await first.locator('[name="vaccinationDate"]').fill(addDays(today, -30));
      await first.locator('details button[type="submit"]').click();
      await page.waitForURL(/\?saved=1#traveller-1$/);
      expect(plain(await first.getByRole('status').textContent())).toBe(c.saved(1));
      await fillTraveller(page, 2, traveller2);
      await page.waitForURL(/\?saved=2#traveller-2$/);
      const second = page.locator('[data-traveller-slot="2"]');
      expect(plain(await second.getByRole('status').textContent())).toBe(c.saved(2));
      expect(plain(await second.textContent())).toContain(c.ending);
      // Who is whose, by name; the readiness states each with their icon.
      expect(plain(await second.locator('.trip__relation').textContent())).toBe(c.relation);
      expect(await second.locator('.trip__check svg').count()).toBe(
        await second.locator('.trip__check').count(),
      );
      expect(await page.content()).not.toContain('HK7654321');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await shot(page, `trip-${c.language}-travellers-saved-375`);
      expect(await travellerOf(c.id, 1)).toMatchObject({
        givenNames: 'Amina',
        passportNumber: 'AB1234567',
        vaccineType: 'conjugate',
      });
      expect(await travellerOf(c.id, 2)).toMatchObject({
        givenNames: 'Bilal',
        passportNumber: 'HK7654321',
        relation: { kind: 'spouse', to: 1 },
      });

      // Documents: a PDF passport scan and vaccination certificate are received; a PDF is no photo.
      await uploadDocument(page, 1, 'passport', {
        name: 'passport.pdf',
        mimeType: 'application/pdf',
        buffer: PDF,
      });
      await page.waitForURL(/\?uploaded=1-passport#traveller-1-passport$/);
      const scan = page.locator('form#traveller-1-passport');
      expect(plain(await scan.getByRole('status').textContent())).toBe(c.uploaded);
      expect(plain(await scan.textContent())).toContain(c.received);
      await uploadDocument(page, 1, 'vaccination', {
        name: 'certificate.pdf',
        mimeType: 'application/pdf',
        buffer: PDF,
      });
      await page.waitForURL(/\?uploaded=1-vaccination#traveller-1-vaccination$/);
      const photo = page.locator('form#traveller-1-photo');
      await uploadDocument(page, 1, 'photo', {
        name: 'photo.pdf',
        mimeType: 'application/pdf',
        buffer: PDF,
      });
      // Checked in the browser (or, before the island wakes, by the server): beside its field.
      await expect
        .poll(async () => plain(await photo.locator('.field__error').textContent()))
        .toBe(c.photoError);
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        375,
      );
      await shot(page, `trip-${c.language}-documents-375`);
      expect((await travellerOf(c.id, 1))['documents']).toMatchObject({
        passportScan: true,
        vaccinationCertificate: true,
        photo: false,
      });
    });
  }

  it('without JavaScript too: a refused form comes back as typed, its field focused', async () => {
    const noScript = await openBrowser({
      viewport: { width: 375, height: 812 },
      javaScriptEnabled: false,
    });
    try {
      const { page } = noScript;
      await page.goto(await tripPathInMail('amina@example.com'));
      await fillTraveller(page, 2, { ...traveller2, givenNames: 'B1lal' });
      await page.waitForURL(/\/api\/trip\/[^/]+\/travellers\/2\?lang=en$/);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
        .toBe('givenNames');
      const second = page.locator('[data-traveller-slot="2"]');
      expect(plain(await second.locator('#traveller-2-givenNames-error').textContent())).toBe(
        'Given names may contain only letters, spaces, hyphens and apostrophes, as on the passport',
      );
      expect(await second.locator('[name="givenNames"]').inputValue()).toBe('B1lal');
      expect(await second.locator('[name="passportNumber"]').inputValue()).toBe('HK7654321');
      expect(await second.locator('[name="relationKind"]').inputValue()).toBe('spouse');
    } finally {
      await noScript.close();
    }
  });
});

describe('the pilgrim’s trip page from the confirmation mail', () => {
  it('in English: the departure, flights, hotels, travellers and the pay button', async () => {
    const { page } = pilgrim;
    const path = await tripPathInMail('amina@example.com');
    expect(path).toMatch(/^\/trip\/e2eTripBookingEn0001\./);
    await page.goto(path);
    await page.getByRole('heading', { name: 'Your Umrah trip, Amina' }).waitFor();
    const main = plain(await page.locator('main').textContent());
    expect(main).toMatch(/Departure[A-Z][a-z]+ \d{1,2}, \d{4}/);
    expect(main).toContain('SV 72 / SV 71');
    expect(main).toContain('via Jeddah, 3 h');
    expect(main).toContain('2 travellers');
    expect(await page.locator('[data-traveller-slot]').count()).toBe(2);
    const pay = page.getByRole('link', { name: 'Pay $1,000.00' });
    await pay.waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await shot(page, 'trip-en-375');
    await pay.click();
    await page.waitForURL(/\/pay\/e2eTripBookingEn0001\./);
    await page.getByRole('button', { name: 'Pay $1,000.00 by card' }).waitFor();
    await shot(page, 'trip-en-pay-375');
  });

  it('in French: the French page of the French booking, and its French pay page', async () => {
    const { page } = pilgrim;
    const path = await tripPathInMail('fatima@example.com');
    expect(path).toMatch(/^\/fr\/trip\/e2eTripBookingFr0001\./);
    await page.goto(path);
    await page.getByRole('heading', { name: 'Votre voyage d’Omra, Fatima' }).waitFor();
    const main = plain(await page.locator('main').textContent());
    expect(main).toMatch(/Départ\d{1,2} [a-zéû]+ \d{4}/);
    expect(main).toContain('via Djeddah, 3 h');
    expect(main).toContain('2 voyageurs');
    expect(main).toContain('Omra Prestige 5 étoiles');
    const pay = page.getByRole('link', { name: /^Payer 1 000,00\s\$$/ });
    await pay.waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await shot(page, 'trip-fr-375');
    await pay.click();
    await page.waitForURL(/\/fr\/pay\/e2eTripBookingFr0001\./);
    await shot(page, 'trip-fr-pay-375');
  });

  it('asks for the link on /trip: the same answer for any address, the mail only to a pilgrim', async () => {
    const { page } = pilgrim;
    await page.goto('/fr/trip');
    await page.getByLabel('Adresse courriel').fill('personne@example.com');
    await page.getByRole('button', { name: 'Envoyez-moi le lien' }).click();
    await page.waitForURL(/\/fr\/trip\?status=sent$/);
    const unknown = plain(await page.getByRole('status').textContent());
    await page.getByLabel('Adresse courriel').fill('fatima@example.com');
    await page.getByRole('button', { name: 'Envoyez-moi le lien' }).click();
    await page.waitForURL(/\/fr\/trip\?status=sent$/);
    expect(plain(await page.getByRole('status').textContent())).toBe(unknown);
    await shot(page, 'trip-link-fr-375');
    const asked = (await db().collection('mail').get()).docs
      .map((d) => d.data())
      .filter((m) => String(m['message']?.subject ?? '').startsWith('Le lien de votre voyage'));
    expect(asked.map((m) => m['to'])).toEqual(['fatima@example.com']);
  });
});

/** The whole text, any space in it matching any space: French amounts carry (narrow) no-break
 * spaces. */
const anySpaces = (text: string) =>
  new RegExp(`^${text.replace(/[$.]/g, '\\$&').replace(/ /g, '\\s')}$`);

/** The texts the journey's end matches, in the pilgrim's language (the admin side stays English). */
const journeyEnds = [
  {
    language: 'en',
    email: 'amina@example.com',
    id: 'e2eTripBookingEn0001',
    departureId: DEPARTURE_ID,
    payPage: /\/pay\/e2eTripBookingEn0001\./,
    // The trip page's pay link, then the pay page's card button, for an amount.
    payLink: (amount: string) => `Pay ${amount}`,
    payByCard: (amount: string) => `Pay ${amount} by card`,
    amounts: ['$1,000.00', '$8,000.00'],
    received: 'your payment was received',
    paidInFull: 'Your booking is paid in full.',
    anyPayLink: /^Pay \$/,
    chosenPhoto: 'Chosen: photo.png',
  },
  {
    language: 'fr',
    email: 'fatima@example.com',
    id: 'e2eTripBookingFr0001',
    departureId: DEPARTURE_ID_FR,
    payPage: /\/fr\/pay\/e2eTripBookingFr0001\./,
    payLink: (amount: string) => anySpaces(`Payer ${amount}`),
    payByCard: (amount: string) => anySpaces(`Payer ${amount} par carte`),
    amounts: ['1 000,00 $', '8 000,00 $'],
    received: 'votre paiement a été reçu',
    paidInFull: 'Votre réservation est payée en entier.',
    chosenPhoto: 'Fichier choisi : photo.png',
    anyPayLink: /^Payer /,
  },
] as const;

/** Staff sign in once, for whichever language's journey reaches the admin first. */
let staffSignedIn = false;
async function signInStaff() {
  if (staffSignedIn) return;
  const { page } = staff;
  await page.goto('/admin');
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/admin\/dashboard$/);
  staff.errors.length = 0;
  staffSignedIn = true;
}

for (const c of journeyEnds) {
  describe(`the journey’s end, in ${c.language}: documents, visa, balance, ready to fly`, () => {
    // Continues from the booking filled above: traveller 1 complete with a passport scan and a
    // vaccination certificate; traveller 2 with the essentials only; the deposit unpaid.
    const id = c.id;
    const photo = { name: 'photo.png', mimeType: 'image/png', buffer: PNG };

    it('the pilgrim completes traveller 2 and uploads every document for both travellers', async () => {
      const { page } = pilgrim;
      await page.goto(await tripPathInMail(c.email));
      // Everything the readiness rules ask of traveller 2: vaccinated 45 days ago (well before
      // the 10 days before arrival, within the conjugate vaccine's 5 years), passport valid years
      // after the return.
      await fillTraveller(page, 2, {
        ...traveller2,
        nationality: 'CAN',
        passportIssuingCountry: 'CAN',
        passportIssueDate: '2021-06-30',
        vaccinationDate: addDays(today, -45),
        vaccineType: 'conjugate',
        emergencyContactName: 'Idris Yusuf',
        emergencyContactPhone: '+1 416 555 0111',
      });
      await page.waitForURL(/\?saved=2#traveller-2$/);
      // The chosen picture shows as a preview with its name before it is sent (once the form's
      // island wakes on the first focus inside it).
      const photoForm = page.locator('form#traveller-1-photo');
      await photoForm.locator('input[type="file"]').focus();
      await expect
        .poll(() =>
          page
            .locator('[data-island="traveller-document"]', { has: photoForm })
            .getAttribute('data-hydrated'),
        )
        .not.toBeNull();
      await photoForm.locator('input[type="file"]').setInputFiles(photo);
      await expect
        .poll(() => photoForm.locator('img.trip__preview').getAttribute('src'))
        .toMatch(/^blob:/);
      expect(plain(await photoForm.locator('[data-chosen]').textContent())).toBe(c.chosenPhoto);
      await uploadDocument(page, 1, 'photo', photo);
      await page.waitForURL(/\?uploaded=1-photo#traveller-1-photo$/);
      await uploadDocument(page, 2, 'passport', {
        name: 'passport.pdf',
        mimeType: 'application/pdf',
        buffer: PDF,
      });
      await page.waitForURL(/\?uploaded=2-passport#traveller-2-passport$/);
      await uploadDocument(page, 2, 'vaccination', {
        name: 'certificate.pdf',
        mimeType: 'application/pdf',
        buffer: PDF,
      });
      await page.waitForURL(/\?uploaded=2-vaccination#traveller-2-vaccination$/);
      await uploadDocument(page, 2, 'photo', photo);
      await page.waitForURL(/\?uploaded=2-photo#traveller-2-photo$/);
      await shot(page, `trip-${c.language}-documents-complete-375`);
      for (const n of [1, 2]) {
        expect((await travellerOf(id, n))['documents']).toMatchObject({
          passportScan: true,
          vaccinationCertificate: true,
          photo: true,
        });
      }
    });

    it('staff record both visas as issued on the booking page', async () => {
      const { page } = staff;
      await signInStaff();
      await page.goto(`/admin/bookings/${id}`);
      const section = page.getByRole('region', { name: 'Travellers' });
      for (const [n, visaNumber] of [
        [1, '6012345671'],
        [2, '6012345672'],
      ] as const) {
        await section.getByRole('button', { name: `Edit traveller ${n}` }).click();
        const dialog = page.getByRole('dialog', { name: `Traveller ${n}` });
        await dialog.getByRole('combobox', { name: 'Visa status' }).click();
        await page.getByRole('option', { name: 'Issued' }).click();
        await dialog.getByLabel('Visa number').fill(visaNumber);
        await dialog.getByRole('button', { name: 'Save' }).click();
        await dialog.waitFor({ state: 'hidden', timeout: 15_000 });
        await page.getByText(`Traveller ${n} saved`).first().waitFor({ timeout: 15_000 });
        expect(await travellerOf(id, n)).toMatchObject({ visaStatus: 'issued', visaNumber });
      }
      // Everything but the money: the balance is still due.
      for (const n of [1, 2]) {
        const item = section.getByRole('listitem', { name: `Traveller ${n}` });
        await expect.poll(() => item.getByRole('img', { name: /: OK\./ }).count()).toBe(5);
      }
    });

    it('the pilgrim pays the deposit, then the balance, from the trip page’s pay button', async () => {
      const { page } = pilgrim;
      const path = await tripPathInMail(c.email);
      for (const amount of c.amounts) {
        await page.goto(path);
        await page.getByRole('link', { name: c.payLink(amount) }).click();
        await page.waitForURL(c.payPage);
        await page.getByRole('button', { name: c.payByCard(amount) }).click();
        await page.waitForURL(/\/api\/payments\/local-checkout\//);
        await page.getByRole('button', { name: 'Pay by card (succeeds)' }).click();
        await page.waitForURL(/\?status=success$/);
        expect(page.url()).toMatch(c.payPage);
        await page.getByText(c.received).waitFor();
      }
      await page.getByText(c.paidInFull, { exact: false }).waitFor();
      await shot(page, `trip-${c.language}-paid-375`);
      await page.goto(path);
      expect(await page.getByRole('link', { name: c.anyPayLink }).count()).toBe(0);
    });

    it('staff see both travellers ready on the departure’s board', async () => {
      const { page } = staff;
      await signInStaff();
      await page.goto(`/admin/departures/${c.departureId}`);
      const board = page.getByRole('table', { name: 'Readiness board' });
      await board.waitFor();
      await page.getByText('2 of 2 travellers ready.').waitFor();
      for (const name of ['YUSUF, Amina', 'YUSUF, Bilal']) {
        const row = board.getByRole('row', { name });
        expect(await row.getByRole('img', { name: /: OK\./ }).count()).toBe(6);
      }
      expect(await seriousA11yViolations(page)).toEqual([]);
      await shot(page, `trip-${c.language}-board-ready-1280`);
      expect(staff.errors).toEqual([]);
    });
  });
}
