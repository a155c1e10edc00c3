// Issue 41 item 9, "the pilgrim sees the messages they sent and the agency's replies", in a
// browser: on a 375 px phone without script the pilgrim writes to the agency from the trip page
// and reads "no reply yet"; staff answer from the booking page; the pilgrim reloads and reads the
// reply under the message, in English and in French. The section fits the screen and passes axe
// (checked with script on: axe runs in the page).
// Screenshots go to REPLIES_SHOTS_DIR (default /tmp/replies-shots).
import { mkdirSync } from 'node:fs';
import { addDays, todayInTimeZone } from '@umrah/domain/model/dates';
import type { StoredPayment } from '@umrah/domain/model/booking-document';
import { confirmBookingSchema } from '@umrah/domain/schemas/payment-schemas';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmBooking } from '../functions/src/wings/bookings/confirm-booking';
import { tripClaimsOf } from '../functions/src/wings/money/pay-link';
import { db } from '../functions/src/platform/firebase/firebase';
import { linkKey } from '../functions/src/platform/links/payment-link-key';
import { signLinkToken } from '../functions/src/platform/links/link-token';
import { aStoredBooking } from '../functions/test-support/fixtures';
import { seriousA11yViolations } from './support/axe';
import { openBrowser, type BrowserSession } from './support/browser';
import { ADMIN, resetToSeed } from './support/seed';

const SHOTS = process.env['REPLIES_SHOTS_DIR'] ?? '/tmp/replies-shots';
const DEPARTURE = addDays(todayInTimeZone(), 90);
const DEPARTURE_ID = 'e2e-replies-departure';
let pilgrim: BrowserSession;
/** The same phone with script, for axe (which runs in the page) and the screenshots. */
let phone: BrowserSession;
let staff: BrowserSession;

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

/** A confirmed booking on the departure, and its trip page's path. */
async function tripOf(id: string, language: 'en' | 'fr'): Promise<string> {
  const pkg = (await db().collection('packages').where('slug', '==', 'premium-5-star-umrah').get())
    .docs[0];
  await db()
    .collection('bookings')
    .doc(id)
    .set(
      aStoredBooking(DEPARTURE, {
        fullName: language === 'fr' ? 'Fatima Benali' : 'Amina Yusuf',
        email: `${id}@example.com`,
        packageId: pkg?.id ?? 'x',
        packageTitle: 'Premium 5-Star Umrah',
        packageSlug: 'premium-5-star-umrah',
        roomType: 'double',
        departureId: DEPARTURE_ID,
        language,
      }),
    );
  await confirmBooking(
    id,
    confirmBookingSchema.validateSync({
      roomType: 'double',
      numberOfTravelers: 2,
      total: '9000',
      departureId: DEPARTURE_ID,
    }),
  );
  const p = (await db().collection('bookings').doc(id).get()).get('payment') as StoredPayment;
  const token = signLinkToken(await linkKey(), tripClaimsOf(id, p), 'trip');
  return `${language === 'fr' ? '/fr' : ''}/trip/${token}`;
}

/** The section alone, cut from a full-page shot (an element's own shot has the sticky bar over it). */
async function shotOf(page: Page, card: Locator, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = await card.boundingBox();
  if (!box) throw new Error('the section is not on the page');
  await page.screenshot({
    path: `${SHOTS}/${name}.png`,
    fullPage: true,
    clip: { x: 0, y: box.y, width: 375, height: box.height },
  });
}

beforeAll(async () => {
  await resetToSeed();
  mkdirSync(SHOTS, { recursive: true });
  const pkg = (await db().collection('packages').where('slug', '==', 'premium-5-star-umrah').get())
    .docs[0];
  const now = new Date();
  await db()
    .collection('departures')
    .doc(DEPARTURE_ID)
    .set({
      packageId: pkg?.id ?? 'x',
      departureDate: DEPARTURE,
      returnDate: addDays(DEPARTURE, 14),
      flights: {
        airline: '',
        flightNumbers: '',
        departureAirport: '',
        departureTime: '',
        connections: '',
      },
      capacity: 40,
      prices: { quad: null, triple: null, double: null, singleSupplement: null },
      depositDueDate: null,
      balanceDueDate: null,
      status: 'guaranteed',
      notes: '',
      fr: { notes: '', connections: '' },
      bookedSeats: 0,
      manualHolds: [],
      createdAt: now,
      updatedAt: now,
    });
  // The trip page works without script: the pilgrim's browser runs none.
  pilgrim = await openBrowser({ viewport: { width: 375, height: 812 }, javaScriptEnabled: false });
  phone = await openBrowser({ viewport: { width: 375, height: 812 } });
  staff = await openBrowser();
  await staff.page.goto('/admin');
  await staff.page.getByLabel('Username').fill(ADMIN.username);
  await staff.page.getByLabel('Password').fill(ADMIN.password);
  await staff.page.getByRole('button', { name: 'Login' }).click();
  await staff.page.waitForURL(/\/admin\/dashboard$/);
  // The sign-in page's session check (401 before signing in) is not an error of this test.
  staff.errors.length = 0;
}, 120_000);
afterAll(async () => {
  await pilgrim?.close();
  await phone?.close();
  await staff?.close();
});

const cases = [
  {
    language: 'en' as const,
    id: 'e2eRepliesBookingEn1',
    question: 'Can my mother have a wheelchair at the airport?',
    answer: 'Yes: a wheelchair will wait for her at door B.',
    heading: 'Your messages and our replies',
    send: 'Send my message',
    none: 'No reply yet: the agency answers here, by email or by phone.',
    replyFrom: /The agency’s reply, /,
    field: 'Reply (in English)',
    subject: /^Our reply to your message /,
  },
  {
    language: 'fr' as const,
    id: 'e2eRepliesBookingFr1',
    question: 'Ma mère peut-elle avoir un fauteuil roulant à l’aéroport ?',
    answer: 'Oui : un fauteuil l’attendra à la porte B.',
    heading: 'Vos messages et nos réponses',
    send: 'Envoyer mon message',
    none: 'Pas encore de réponse : l’agence répond ici, par courriel ou par téléphone.',
    replyFrom: /Réponse de l’agence, le /,
    field: 'Reply (in French)',
    subject: /^Notre réponse à votre message /,
  },
];

describe('the agency’s replies on the trip page, on a phone', () => {
  for (const c of cases) {
    it(`shows the pilgrim’s message, then staff’s reply under it (${c.language})`, async () => {
      const page = pilgrim.page;
      const trip = await tripOf(c.id, c.language);
      await page.goto(trip);
      const writeUs = page.locator('section#write-us');
      await writeUs.locator('textarea[name="message"]').fill(c.question);
      await writeUs.getByRole('button', { name: c.send }).click();
      await page.waitForURL(/\?message=sent#write-us$/);
      const sent = page.getByRole('region', { name: c.heading });
      expect(plain(await sent.textContent())).toContain(plain(c.question));
      expect(plain(await sent.textContent())).toContain(plain(c.none));

      // Staff answer from the booking page.
      const admin = staff.page;
      await admin.goto(`/admin/bookings/${c.id}`);
      const messages = admin.getByRole('region', { name: 'Messages' });
      await messages.getByRole('button', { name: 'Reply', exact: true }).click();
      const form = messages.getByRole('form', { name: 'Reply to the pilgrim' });
      await form.getByRole('textbox', { name: c.field }).fill(c.answer);
      await form.getByRole('button', { name: 'Send reply' }).click();
      await admin.getByText('Reply sent').first().waitFor({ timeout: 15_000 });
      expect(await messages.getByRole('list', { name: 'Replies' }).textContent()).toContain(
        c.answer,
      );
      // Mailed in the booking's language, with the trip page's link.
      const mails = await db().collection('mail').where('to', '==', `${c.id}@example.com`).get();
      const replyMail = mails.docs
        .map((d) => d.data()['message'] as { subject: string; text: string })
        .find((m) => c.subject.test(m.subject));
      expect(replyMail?.text).toContain(trip.split('/trip/')[1]);

      // The pilgrim reloads: the reply sits under the message, the "no reply yet" line is gone.
      await page.goto(trip);
      const text = plain(await sent.textContent());
      expect(text.indexOf(plain(c.answer))).toBeGreaterThan(text.indexOf(plain(c.question)));
      expect(text).toMatch(c.replyFrom);
      expect(text).not.toContain(plain(c.none));
      expect(text).not.toContain(ADMIN.username);
      const withScript = phone.page;
      await withScript.goto(trip);
      expect(await seriousA11yViolations(withScript)).toEqual([]);
      expect(
        await withScript.evaluate(() => document.documentElement.scrollWidth),
      ).toBeLessThanOrEqual(375);
      await shotOf(
        withScript,
        withScript.locator('section#write-us'),
        `trip41-trip-replies-${c.language}`,
      );
    });
  }
  it('left the browsers without errors', () => {
    expect(staff.errors).toEqual([]);
    expect(phone.errors).toEqual([]);
  });
});
