// One reference per booking, end to end: the text the request answer gives is the one in the
// acknowledgement, the confirmation PDF, the pay page, the trip page and staff's CSV exports, and
// staff's search finds the booking by it (and by an older payment reference).
import { addDays, todayInTimeZone } from '@umrah/domain/model/dates';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../platform/firebase/firebase';
import { linkKey } from '../../platform/links/payment-link-key';
import { signLinkToken } from '../../platform/links/link-token';
import { adminForThisFile } from '../../../test-support/admin-session';
import { putAgencySettings } from '../../../test-support/agency-settings';
import { downloadAs } from '../../../test-support/admin-downloads';
import { baseUrl, clearFirestore } from '../../../test-support/emulators';
import { pdfText } from '../../../test-support/pdf-text';
import { confirmBooking, seedDeparture } from '../../../test-support/seeded-bookings';
import { bookingFields, postBooking } from '../../../test-support/submissions';
import { payTokenOf, tripClaimsOf } from '../money/pay-link';
import type { StoredPayment } from '@umrah/domain/model/booking-document';

const admin = adminForThisFile();
const departureDate = addDays(todayInTimeZone(), 90);
const returnDate = addDays(departureDate, 14);

beforeEach(async () => {
  await clearFirestore();
  await putAgencySettings();
});

async function mailTextTo(email: string): Promise<string> {
  const mails = await db().collection('mail').where('to', '==', email).get();
  return mails.docs.map((d) => String(d.get('message.text'))).join('\n');
}

/** A booking request sent through the public form, then confirmed by staff on the departure. */
async function requestedAndConfirmed() {
  const d = await seedDeparture(admin, { departureDate, returnDate });
  const fields = bookingFields(d.packageId, { departureId: d.id, preferredDate: departureDate });
  const sent = await postBooking(fields);
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  const reference = (sent.body as { reference?: string }).reference ?? '';
  expect(reference).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  const id = fields.submissionId;
  const ack = await mailTextTo(fields.email);
  await confirmBooking(admin, id, {
    roomType: 'double',
    numberOfTravelers: 2,
    total: '6000.00',
    sendEmail: false,
  });
  return { d, id, reference, ack };
}

async function tokensOf(id: string) {
  const p = (await db().collection('bookings').doc(id).get()).get('payment') as StoredPayment;
  const key = await linkKey();
  return {
    trip: signLinkToken(key, tripClaimsOf(id, p), 'trip'),
    pay: payTokenOf(key, id, p),
  };
}

describe('a booking’s reference', () => {
  it('is the request answer’s on the mail, the PDF, the pay and trip pages and the CSVs', async () => {
    const { d, id, reference, ack } = await requestedAndConfirmed();
    expect(ack).toContain(reference);

    const booking = await admin.request<{ reference: string; payment: { reference: string } }>(
      'GET',
      `/api/admin/bookings/${id}`,
    );
    expect(booking.body.reference).toBe(reference);
    expect(booking.body.payment.reference).toBe(reference);

    const pdf = await downloadAs(admin, `/api/admin/bookings/${id}/confirmation.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toContain(`confirmation-${reference}.pdf`);
    const printed = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(printed).toContain(reference);
    expect(printed).not.toMatch(/UMR-/);

    const tokens = await tokensOf(id);
    for (const page of [`/pay/${tokens.pay}`, `/trip/${tokens.trip}`]) {
      const html = await (await fetch(`${baseUrl}${page}`)).text();
      expect(html, page).toContain(reference);
      expect(html, page).not.toMatch(/UMR-/);
    }

    for (const path of [
      '/api/admin/bookings/export',
      `/api/admin/departures/${d.id}/readiness?format=csv`,
      `/api/admin/departures/${d.id}/manifest.csv`,
    ]) {
      const csv = await downloadAs(admin, path);
      expect(csv.status, path).toBe(200);
      const text = await csv.text();
      expect(text, path).toContain(`"${reference}"`);
      expect(text, path).not.toContain(id);
    }
    // Many reads and a PDF in one walk: more than the default time on a busy machine.
  }, 120_000);

  it('finds the booking in staff’s search, typed in any case, and an older payment reference too', async () => {
    const { id, reference } = await requestedAndConfirmed();
    const find = (text: string) =>
      admin.request<{ id: string }>(
        'GET',
        `/api/admin/bookings/find?reference=${encodeURIComponent(text)}`,
      );
    expect((await find(` ${reference.toLowerCase()} `)).body).toEqual({ id });
    // A booking confirmed before kept a payment reference: still found by it, never shown.
    await db().collection('bookings').doc(id).update({ 'payment.reference': 'UMR-4F2K9A' });
    expect((await find('umr-4f2k9a')).body).toEqual({ id });
    const read = await admin.request<{ payment: { reference: string } }>(
      'GET',
      `/api/admin/bookings/${id}`,
    );
    expect(read.body.payment.reference).toBe(reference);
    // A booking stored before references were stored: found by its id's reference.
    await db().collection('bookings').doc(id).update({ reference: null });
    expect((await find(reference)).body).toEqual({ id });
    const none = await find('ZZZZ-ZZZZ');
    expect(none.status).toBe(404);
    expect(none.body).toMatchObject({ code: 'booking_not_found' });
  });
});
