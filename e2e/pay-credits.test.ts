// A credit for a later trip on the pilgrim's pages (issue 44 item 5) on a 375 px phone: the pay
// page of a later booking by the same address offers it with the amount left, its last day and
// its reference, to ask staff to apply (nothing to press), and says what an applied one paid; the
// trip page of the booking it came from gives the reference to quote. English and French; the
// pages fit the screen and pass axe, and the French card reads as no English.
// Shots go to CREDITS_SHOTS_DIR (default test-results/).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { addDays, todayInTimeZone } from '@umrah/domain/model/dates';
import { formatDate, formatMoneyCents } from '@umrah/domain/model/locale-format';
import { creditEmailKey } from '@umrah/domain/model/money/credits';
import type { StoredPayment } from '@umrah/domain/model/booking-document';
import { confirmBookingSchema } from '@umrah/domain/schemas/payment-schemas';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmBooking } from '../functions/src/wings/bookings/confirm-booking';
import { payTokenOf, tripClaimsOf } from '../functions/src/wings/money/pay-link';
import { db } from '../functions/src/platform/firebase/firebase';
import { linkKey } from '../functions/src/platform/links/payment-link-key';
import { signLinkToken } from '../functions/src/platform/links/link-token';
import { aStoredBooking } from '../functions/test-support/fixtures';
import { seriousA11yViolations } from './support/axe';
import { openBrowser, type BrowserSession } from './support/browser';
import { looksEnglish } from './support/english-text';
import { resetToSeed } from './support/seed';

const SHOTS = process.env['CREDITS_SHOTS_DIR'] ?? 'test-results';
const today = todayInTimeZone();
const EMAIL = 'amina.credit@example.com';
const FIRST = 'e2eCreditFirst000001';
const NEXT = 'e2eCreditNext0000001';
const OPEN_ID = 'e2eCreditOpen0000001';
const APPLIED_ID = 'e2eCreditUsed0000001';
const expiresOn = addDays(today, 300);
let pilgrim: BrowserSession;
const paths = { firstTrip: '', nextPay: '', nextTrip: '' };

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

async function confirmed(id: string, departure: string): Promise<StoredPayment> {
  await db()
    .collection('bookings')
    .doc(id)
    .set(aStoredBooking(departure, { fullName: 'Amina Yusuf', email: EMAIL, roomType: 'double' }));
  await confirmBooking(
    id,
    confirmBookingSchema.validateSync({
      roomType: 'double',
      numberOfTravelers: 2,
      total: '9000',
      departureDate: departure,
    }),
  );
  return (await db().collection('bookings').doc(id).get()).get('payment') as StoredPayment;
}

/** A credit of the pilgrim's address from the first booking, as a cancellation writes it. */
const credit = (amountCents: number, uses: { bookingId: string; cents: number }[]) => ({
  email: EMAIL,
  emailKey: creditEmailKey(EMAIL),
  fullName: 'Amina Yusuf',
  fromBookingId: FIRST,
  amountCents,
  expiresOn,
  uses: uses.map((u) => ({ ...u, at: new Date().toISOString(), by: 'admin' })),
  createdAt: new Date().toISOString(),
  createdBy: 'admin',
});

beforeAll(async () => {
  await resetToSeed();
  const key = await linkKey();
  const first = await confirmed(FIRST, addDays(today, 40));
  const next = await confirmed(NEXT, addDays(today, 200));
  await db().collection('credits').doc(OPEN_ID).set(credit(300_000, []));
  await db()
    .collection('credits')
    .doc(APPLIED_ID)
    .set(credit(50_000, [{ bookingId: NEXT, cents: 50_000 }]));
  paths.firstTrip = `/trip/${signLinkToken(key, tripClaimsOf(FIRST, first), 'trip')}`;
  paths.nextTrip = `/trip/${signLinkToken(key, tripClaimsOf(NEXT, next), 'trip')}`;
  paths.nextPay = `/pay/${payTokenOf(key, NEXT, next)}`;
  mkdirSync(SHOTS, { recursive: true });
  pilgrim = await openBrowser({ viewport: { width: 375, height: 812 } });
});

afterAll(async () => {
  await pilgrim?.close();
});

const fitsTheScreen = (p: Page) =>
  p.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function creditsCard(p: Page, path: string, shot: string) {
  await p.goto(path);
  const card = p.locator('section#credits');
  await card.waitFor();
  expect(await fitsTheScreen(p)).toBe(true);
  expect(await seriousA11yViolations(p)).toEqual([]);
  await p.screenshot({ path: join(SHOTS, shot), fullPage: true });
  return plain(await card.innerText()).replace(/\s+/g, ' ');
}

describe('a credit for a later trip on a phone', () => {
  it('the later booking’s pay page offers it to ask for, and names the one applied (English)', async () => {
    const p = pilgrim.page;
    const text = await creditsCard(p, paths.nextPay, 'credits-pay-en-375.png');
    expect(text).toContain('Your credit for a later trip');
    expect(text).toContain(`Left to use ${formatMoneyCents(300_000, 'en-CA')}`);
    expect(text).toContain(`Valid until ${formatDate(expiresOn, 'en-CA')}`);
    expect(text).toContain('Ask us to apply it to this booking');
    expect(text).toMatch(/Credit CR-\S+: \$500\.00 paid on this booking\./);
    expect(text).toContain('Used in full');
    // Staff apply it: nothing in the card moves money.
    expect(await p.locator('section#credits').locator('form, button').count()).toBe(0);
  });

  it('in French on the French pay page, with no English left', async () => {
    const p = pilgrim.page;
    const text = await creditsCard(p, `/fr${paths.nextPay}`, 'credits-pay-fr-375.png');
    expect(text).toContain('Votre crédit pour un prochain voyage');
    expect(text).toContain(`Reste à utiliser ${plain(formatMoneyCents(300_000, 'fr-CA'))}`);
    expect(text).toContain(`Valable jusqu’au ${plain(formatDate(expiresOn, 'fr-CA'))}`);
    expect(text).toContain('Demandez-nous de l’appliquer à cette réservation');
    expect(text).toMatch(/Crédit CR-\S+ : 500,00 \$ payé sur cette réservation\./);
    expect(looksEnglish(text)).toBe(false);
  });

  it('the trip pages: the later booking’s offers it, the first one’s gives the reference', async () => {
    const p = pilgrim.page;
    const next = await creditsCard(p, paths.nextTrip, 'credits-trip-next-en-375.png');
    expect(next).toContain('Ask us to apply it to this booking');
    const first = await creditsCard(p, paths.firstTrip, 'credits-trip-en-375.png');
    expect(first).toContain('Book your next trip and tell us your credit reference');
    expect(first).toContain(`Amount ${formatMoneyCents(300_000, 'en-CA')}`);
    const fr = await creditsCard(p, `/fr${paths.firstTrip}`, 'credits-trip-fr-375.png');
    expect(fr).toContain('Réservez votre prochain voyage et donnez-nous la référence');
    await creditsCard(p, `/fr${paths.nextTrip}`, 'credits-trip-next-fr-375.png');
  });
});
