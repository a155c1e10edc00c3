// Issue 44 item 5, the pilgrim's half, in a browser on a 375 px phone: on the trip page the
// pilgrim reads their cancellation policy, asks to cancel (some travellers in English, the whole
// booking in French), with a reason and the confirmation ticked, and sees the acknowledgement in
// the page's language; the request is on the booking and still shown after a reload. The section
// fits the screen and passes axe. Screenshots go to CANCEL_SHOTS_DIR (default /tmp/cancel-shots).
import { mkdirSync } from 'node:fs';
import { addDays, todayInTimeZone } from '@umrah/domain/model/dates';
import { formatDate } from '@umrah/domain/model/locale-format';
import { policyLines } from '@umrah/domain/model/money/cancellation-policy';
import type { StoredPayment } from '@umrah/domain/model/booking-document';
import { confirmBookingSchema } from '@umrah/domain/schemas/payment-schemas';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPackages } from '../seed/content';
import { confirmBooking } from '../functions/src/wings/bookings/confirm-booking';
import { tripClaimsOf } from '../functions/src/wings/money/pay-link';
import { db } from '../functions/src/platform/firebase/firebase';
import { linkKey } from '../functions/src/platform/links/payment-link-key';
import { signLinkToken } from '../functions/src/platform/links/link-token';
import { aStoredBooking } from '../functions/test-support/fixtures';
import { seriousA11yViolations } from './support/axe';
import { openBrowser, type BrowserSession } from './support/browser';
import { resetToSeed } from './support/seed';

const SHOTS = process.env['CANCEL_SHOTS_DIR'] ?? '/tmp/cancel-shots';
const today = todayInTimeZone();
const DEPARTURE = addDays(today, 90);
const DEPARTURE_ID = 'e2e-cancel-departure';
const policy = seedPackages.find((p) => p.slug === 'family-umrah-package')?.cancellationPolicy;
if (!policy) throw new Error('The seed states no cancellation policy for the family package');
let pilgrim: BrowserSession;

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

/** A confirmed booking for 3 travellers on the departure, and its trip page's path. */
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
        roomType: 'triple',
        departureId: DEPARTURE_ID,
        language,
      }),
    );
  await confirmBooking(
    id,
    confirmBookingSchema.validateSync({
      roomType: 'triple',
      numberOfTravelers: 3,
      total: '12000',
      departureId: DEPARTURE_ID,
    }),
  );
  const p = (await db().collection('bookings').doc(id).get()).get('payment') as StoredPayment;
  const token = signLinkToken(await linkKey(), tripClaimsOf(id, p), 'trip');
  return `${language === 'fr' ? '/fr' : ''}/trip/${token}`;
}

async function section(page: Page, heading: string) {
  const card = page.locator('section#cancel');
  await expect.poll(() => card.locator('h2').textContent()).toBe(heading);
  return card;
}

/** The section alone, cut from a full-page shot (an element's own shot has the sticky bar over it). */
async function shotOf(page: Page, card: Locator, name: string) {
  // At the top, the sticky bar is drawn over the banner, not over the section.
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = await card.boundingBox();
  if (!box) throw new Error('the section is not on the page');
  await page.screenshot({
    path: `${SHOTS}/${name}.png`,
    fullPage: true,
    clip: { x: 0, y: box.y, width: 375, height: box.height },
  });
}

async function fitsAndPasses(page: Page) {
  expect(await seriousA11yViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
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
      cancellationPolicy: policy,
      createdAt: now,
      updatedAt: now,
    });
  pilgrim = await openBrowser({ viewport: { width: 375, height: 812 } });
}, 120_000);
afterAll(async () => {
  await pilgrim?.close();
});

describe('asking to cancel from the trip page, on a phone', () => {
  it('sends a request for some travellers in English and shows what was asked', async () => {
    const id = 'e2eCancelBookingEn01';
    const page = pilgrim.page;
    await page.goto(await tripOf(id, 'en'));
    const card = await section(page, 'Ask to cancel');
    expect(await card.locator('.cancel-policy__lines li').allTextContents()).toEqual(
      policyLines(policy, 'en-CA'),
    );
    await card.getByRole('radio', { name: 'Some travellers only' }).check();
    // The travellers' names are not known yet: the form asks how many.
    await card.getByRole('combobox', { name: /How many travellers/ }).selectOption('2');
    await card.getByRole('button', { name: 'Send my request' }).click();
    await expect
      .poll(() => card.locator('.field__error').allTextContents())
      .toEqual(['Reason is required', 'Please confirm that you ask to cancel']);
    await card.getByRole('textbox', { name: /Reason/ }).fill('My father is in hospital');
    await card.getByRole('checkbox', { name: /I ask the agency to cancel/ }).check();
    await shotOf(page, card, 'cancel-en-filled');
    await card.getByRole('button', { name: 'Send my request' }).click();
    const sent = card.locator('.trip__cancel-sent');
    await expect
      .poll(() => sent.textContent())
      .toContain(
        `Your request to cancel 2 travellers was sent on ${formatDate(today, 'en-CA')}; the agency will reply with the amounts.`,
      );
    await page.screenshot({ path: `${SHOTS}/cancel-en-sent.png`, fullPage: true });
    await shotOf(page, card, 'cancel-en-sent-section');
    expect(
      (await db().collection('bookings').doc(id).get()).get('cancellationRequest'),
    ).toMatchObject({ travellers: 2, reason: 'My father is in hospital', by: 'pilgrim' });
    await fitsAndPasses(page);
    // After a reload the open request is still there, with the way to change it.
    await page.reload();
    const again = await section(page, 'Ask to cancel');
    expect(await again.locator('.trip__cancel-sent').textContent()).toContain(
      'My father is in hospital',
    );
    await expect
      .poll(() => again.getByRole('button', { name: 'Change my request' }).count())
      .toBe(1);
    expect(pilgrim.errors).toEqual([]);
  });

  it('sends a request for the whole booking in French', async () => {
    const id = 'e2eCancelBookingFr01';
    const page = pilgrim.page;
    await page.goto(await tripOf(id, 'fr'));
    const card = await section(page, 'Demander une annulation');
    await page.screenshot({ path: `${SHOTS}/cancel-fr-page.png`, fullPage: true });
    expect(await card.locator('.cancel-policy__lines li').allTextContents()).toEqual(
      policyLines(policy, 'fr-CA'),
    );
    await card.getByRole('radio', { name: /Toute la réservation \(3 voyageurs\)/ }).check();
    await card.getByRole('textbox', { name: /Raison/ }).fill('Nous ne pouvons plus partir');
    await card.getByRole('button', { name: 'Envoyer ma demande' }).click();
    await expect
      .poll(async () => plain(await card.locator('.field__error').textContent()))
      .toBe('Veuillez confirmer votre demande d’annulation');
    await card.getByRole('checkbox', { name: /Je demande à l’agence d’annuler/ }).check();
    await shotOf(page, card, 'cancel-fr-filled');
    await card.getByRole('button', { name: 'Envoyer ma demande' }).click();
    await expect
      .poll(async () => plain(await card.locator('.trip__cancel-sent').textContent()))
      .toContain(
        plain(
          `Votre demande d’annuler toute votre réservation a été envoyée le ${formatDate(today, 'fr-CA')}`,
        ),
      );
    await shotOf(page, card, 'cancel-fr-sent-section');
    expect(
      (await db().collection('bookings').doc(id).get()).get('cancellationRequest'),
    ).toMatchObject({ travellers: 3, reason: 'Nous ne pouvons plus partir' });
    await fitsAndPasses(page);
    expect(pilgrim.errors).toEqual([]);
  });
});
