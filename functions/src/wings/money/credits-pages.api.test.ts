// A credit for a later trip as the pilgrim sees it (issue 44 item 5): the trip page of the booking
// it came from gives its reference to quote; a later booking of the same address shows it on its
// pay page and trip page to ask staff to apply; once staff apply it, the pages say it paid.
import { addDays, todayInTimeZone } from '@umrah/domain/model/dates';
import type { Booking } from '@umrah/domain/model/bookings';
import type { StoredPayment } from '@umrah/domain/model/booking-document';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../platform/firebase/firebase';
import { linkKey } from '../../platform/links/payment-link-key';
import { signLinkToken } from '../../platform/links/link-token';
import { creditReference } from '@umrah/domain/model/money/credits';
import type { CancellationPreview } from '../bookings/cancel-travellers';
import { adminForThisFile } from '../../../test-support/admin-session';
import { cardAndEtransfer, putAgencySettings } from '../../../test-support/agency-settings';
import { baseUrl, clearFirestore } from '../../../test-support/emulators';
import {
  addDeparture,
  confirmBooking,
  payByEtransfer,
  storeBooking,
  storePackage,
} from '../../../test-support/seeded-bookings';
import { payTokenOf, tripClaimsOf } from './pay-link';

const admin = adminForThisFile();
const today = todayInTimeZone();
const departureDate = addDays(today, 45);
const expiresOn = addDays(today, 365);

beforeEach(async () => {
  await clearFirestore();
  await putAgencySettings(cardAndEtransfer);
});

/** A booking of `travellers` at `total` dollars with `paid` paid, on a departure with a policy. */
async function aConfirmedBooking(travellers: number, total: string, paid: string) {
  const packageId = await storePackage();
  const d = await addDeparture(admin, packageId, {
    departureDate,
    cancellationPolicy: {
      tiers: [{ daysBefore: 60, fee: { type: 'percent', value: 2500 } }],
      nonRefundable: [],
    },
  });
  const id = await storeBooking(departureDate, {
    packageId,
    departureId: d.id,
    seatsHeld: 0,
    numberOfTravelers: travellers,
  });
  await confirmBooking(admin, id, {
    roomType: travellers === 1 ? 'quad' : 'double',
    numberOfTravelers: travellers,
    total,
    sendEmail: false,
  });
  await payByEtransfer(admin, id, paid);
  return id;
}

/** The pilgrim's page of booking `id` ('pay' or 'trip'), in English or French, as HTML. */
async function page(kind: 'pay' | 'trip', id: string, lang: 'en' | 'fr' = 'en'): Promise<string> {
  const p = (await db().collection('bookings').doc(id).get()).get('payment') as StoredPayment;
  const key = await linkKey();
  const token =
    kind === 'pay' ? payTokenOf(key, id, p) : signLinkToken(key, tripClaimsOf(id, p), 'trip');
  const res = await fetch(`${baseUrl}${lang === 'fr' ? '/fr' : ''}/${kind}/${token}`);
  expect(res.status).toBe(200);
  return res.text();
}

/** The credits card's text (tags dropped), '' when the page has none. */
function creditsCard(html: string): string {
  const at = html.indexOf('id="credits"');
  if (at < 0) return '';
  const end = html.indexOf('</section>', at);
  return html
    .slice(at, end)
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');
}

describe('a credit for a later trip on the pilgrim’s pages', () => {
  it('shows where it came from, offers it on the next booking, and says what it paid', async () => {
    const first = await aConfirmedBooking(2, '8000', '8000');
    const firstPage = await page('trip', first);
    expect(creditsCard(firstPage)).toBe('');

    // One of the two cancels 45 days out: 25% of their 4,000 share; the 3,000 left is a credit.
    const quote = (
      await admin.request<CancellationPreview>(
        'GET',
        `/api/admin/bookings/${first}/cancellation?travellers=1`,
      )
    ).body.quote;
    expect(quote.refundCents).toBe(300_000);
    const done = await admin.request<Booking>('POST', `/api/admin/bookings/${first}/cancellation`, {
      travellers: 1,
      refundMethod: 'etransfer',
      expectedRefundCents: quote.refundCents,
      reason: 'Next season',
      creditCents: 300_000,
      creditExpiresOn: expiresOn,
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const creditId = String(
      (await db().collection('credits').where('fromBookingId', '==', first).get()).docs[0]?.id,
    );
    const cr = creditReference(creditId);
    const fromTrip = creditsCard(await page('trip', first));
    expect(fromTrip).toContain(cr);
    expect(fromTrip).toContain('Your credit for a later trip');
    expect(fromTrip).toContain('$3,000.00');
    expect(fromTrip).toContain('Book your next trip and tell us your credit reference');
    expect(fromTrip).not.toContain('Ask us to apply it');

    // The same address books again: both its pages offer the credit, for staff to apply.
    const next = await aConfirmedBooking(1, '5000', '500');
    for (const html of [await page('pay', next), await page('trip', next)]) {
      const card = creditsCard(html);
      expect(card).toContain(cr);
      expect(card).toMatch(/Left to use \$3,000\.00/);
      expect(card).toContain('Ask us to apply it to this booking');
      expect(card).not.toContain('paid on this booking');
      expect(html).not.toMatch(/<form[^>]*credits/); // nothing the pilgrim can submit
    }
    const fr = creditsCard(await page('pay', next, 'fr'));
    expect(fr).toContain('Votre crédit pour un prochain voyage');
    expect(fr).toMatch(/Reste à utiliser 3\s000,00\s\$/);
    expect(fr).toContain('Demandez-nous de l’appliquer');
    // Another pilgrim's booking is offered nothing.
    const other = await storeBooking(departureDate, { email: 'someone@example.com' });
    await confirmBooking(admin, other, {
      roomType: 'quad',
      numberOfTravelers: 1,
      total: '5000',
      departureDate,
      sendEmail: false,
    });
    expect(creditsCard(await page('pay', other))).toBe('');

    // Staff apply 2,000 of it: the next booking's pages say it paid, the first's what is left.
    const credits = await admin.request<{ id: string }[]>(
      'GET',
      `/api/admin/bookings/${next}/credits`,
    );
    const applied = await admin.request<Booking>(
      'POST',
      `/api/admin/bookings/${next}/credits/${credits.body[0]?.id}/apply`,
      { amountCents: 200_000 },
    );
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    for (const html of [await page('pay', next), await page('trip', next)]) {
      const card = creditsCard(html);
      expect(card).toContain(`Credit ${cr}: $2,000.00 paid on this booking.`);
      expect(card).toMatch(/Left to use \$1,000\.00/);
    }
    expect(creditsCard(await page('trip', first))).toMatch(/Left to use \$1,000\.00/);
    expect(creditsCard(await page('pay', next, 'fr'))).toMatch(
      new RegExp(`Crédit ${cr} : 2\\s000,00\\s\\$ payé sur cette réservation\\.`),
    );

    // The rest applied: used in full on both; a third booking is offered nothing.
    const rest = await admin.request<Booking>(
      'POST',
      `/api/admin/bookings/${next}/credits/${credits.body[0]?.id}/apply`,
      { amountCents: 100_000 },
    );
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    expect(creditsCard(await page('trip', first))).toContain('Used in full');
    expect(creditsCard(await page('pay', next))).toContain('Used in full');
    const third = await aConfirmedBooking(1, '5000', '500');
    expect(creditsCard(await page('pay', third))).toBe('');
  });
});
