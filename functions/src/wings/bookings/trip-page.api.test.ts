// The pilgrim's trip page through the emulator stack: the link from the confirmation mail, its
// token's purpose, tampering, retirement (a new confirmation), key rotation, headers, French.
import { addDays, todayInTimeZone } from '@umrah/domain/model/dates';
import type { Booking } from '@umrah/domain/model/bookings';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../platform/firebase/firebase';
import { linkKey } from '../../platform/links/payment-link-key';
import { signLinkToken } from '../../platform/links/link-token';
import { adminForThisFile } from '../../../test-support/admin-session';
import { cardAndEtransfer, putAgencySettings } from '../../../test-support/agency-settings';
import { baseUrl, clearFirestore } from '../../../test-support/emulators';
import { anchorsOf } from '../../../test-support/mail-shape';
import { aPackage } from '../../../test-support/fixtures';
import { storeBooking } from '../../../test-support/seeded-bookings';

const admin = adminForThisFile();
const today = todayInTimeZone();
const departure = addDays(today, 120);
const packageId = 'pkgTripPage00001';

beforeEach(async () => {
  await clearFirestore();
  await putAgencySettings(cardAndEtransfer);
  await db()
    .collection('packages')
    .doc(packageId)
    .set({
      ...aPackage({
        title: 'Ramadan Last Ten Nights',
        makkaHotel: 'Swissotel Makkah',
        itinerary: [{ day: 1, city: 'Makkah', title: 'Arrival and Umrah', description: 'Umrah.' }],
      }),
      fr: { title: 'Les dix dernières nuits' },
    });
});

async function confirmedBooking(overrides: Record<string, unknown> = {}, total = '9000.00') {
  const id = await storeBooking(departure, {
    packageId,
    email: 'amina@example.com',
    ...overrides,
  });
  await confirm(id, total);
  return id;
}

const confirm = (id: string, total: string) =>
  admin.request<Booking>('POST', `/api/admin/bookings/${id}/confirm`, {
    roomType: 'double',
    numberOfTravelers: 2,
    total,
    departureDate: departure,
    sendEmail: true,
  });

/** The trip link in the newest mail to the pilgrim (the confirmation). */
async function tripLinkInMail(to = 'amina@example.com'): Promise<string> {
  const mails = (await db().collection('mail').where('to', '==', to).get()).docs
    .map((d) => d.data() as { message: { text: string }; createdAt: { toMillis(): number } })
    .sort((a, b) => b.createdAt.toMillis() - a.createdAt.toMillis());
  const match = /https?:\/\/\S+\/trip\/(\S+)/.exec(mails[0]?.message.text ?? '');
  return match?.[0] ?? '';
}

const tokenOf = (link: string) => link.split('/trip/')[1] ?? '';

async function answer(path: string) {
  const res = await fetch(`${baseUrl}${path}`);
  const text = await res.text();
  return {
    status: res.status,
    invalid: /trip link is not valid|lien de voyage n’est pas valide/.test(text),
  };
}

describe('the trip page', () => {
  it('opens from the confirmation mail, privately: departure, hotels, plan, pay button', async () => {
    await confirmedBooking();
    const link = await tripLinkInMail();
    expect(new URL(link).pathname).toMatch(/^\/trip\//);
    const page = await fetch(`${baseUrl}${new URL(link).pathname}`);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(html).toContain('noindex');
    expect(html).toContain('Ramadan Last Ten Nights');
    expect(html).toContain('Swissotel Makkah');
    expect(html).toContain('Arrival and Umrah');
    // The reference the request answer gave, not a second payment reference.
    expect(html).toMatch(/[0-9A-Z]{4}-[0-9A-Z]{4}/);
    expect(html).not.toMatch(/UMR-/);
    // The pay button opens the booking's pay page, which is a page of its own.
    const pay = /href="(\/pay\/[^"]+)"/.exec(html)?.[1] ?? '';
    expect(pay).not.toBe('');
    expect((await fetch(`${baseUrl}${pay}`)).status).toBe(200);
    // No personal data in the address: only the booking id, a day, a version and a signature.
    expect(link).not.toContain('amina');
  });

  it("speaks the booking's language: a French booking's link opens /fr/trip", async () => {
    await confirmedBooking({ language: 'fr' });
    const link = await tripLinkInMail();
    const token = tokenOf(link);
    expect(new URL(link).pathname).toBe(`/fr/trip/${token}`);
    const page = await fetch(`${baseUrl}/fr/trip/${token}`);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(html).toContain('lang="fr-CA"');
    expect(html).toContain('Les dix dernières nuits');
    expect(html).toContain('Votre voyage');
    expect(html).toMatch(/href="\/fr\/pay\//);
  });

  it('refuses tampered links and pay tokens (404), and a trip token opens no pay page', async () => {
    const id = await confirmedBooking();
    const token = tokenOf(await tripLinkInMail());
    const tampered = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    expect(await answer(`/trip/${tampered}`)).toEqual({ status: 404, invalid: true });
    const [bookingPart, dayPart, , sigPart] = token.split('.');
    expect(await answer(`/trip/${bookingPart}.${dayPart}.01.${sigPart}`)).toEqual({
      status: 404,
      invalid: true,
    });
    const payToken = signLinkToken(await linkKey(), {
      bookingId: id,
      expires: token.split('.')[1]!.replace(/(\d{4})(\d{2})(\d{2})/, '$1-$2-$3'),
      version: 1,
    });
    expect(await answer(`/trip/${payToken}`)).toEqual({ status: 404, invalid: true });
    const pay = await fetch(`${baseUrl}/pay/${token}`);
    expect(pay.status).toBe(404);
    await pay.text();
    const receipt = await fetch(`${baseUrl}/api/pay/${token}/receipts/R-000001.pdf`);
    expect(receipt.status).toBe(404);
    await receipt.text();
    expect((await answer('/trip/not-a-token')).status).toBe(404);
  });

  it('retires with a new confirmation (410) and an expired day (410), and dies with the key (404)', async () => {
    const id = await confirmedBooking();
    const token = tokenOf(await tripLinkInMail());
    const expired = signLinkToken(
      await linkKey(),
      { bookingId: id, expires: addDays(today, -1), version: 1 },
      'trip',
    );
    expect(await answer(`/trip/${expired}`)).toEqual({ status: 410, invalid: true });

    await confirm(id, '9500');
    expect(await answer(`/trip/${token}`)).toEqual({ status: 410, invalid: true });
    const fr = await fetch(`${baseUrl}/fr/trip/${token}`);
    expect(fr.status).toBe(410);
    expect(fr.headers.get('cache-control')).toBe('private, no-store');
    await fr.text();
    const current = tokenOf(await tripLinkInMail());
    expect(current).not.toBe(token);
    expect((await answer(`/trip/${current}`)).status).toBe(200);

    // A new signing key (rotation) leaves no earlier link working.
    await db()
      .collection('privateSettings')
      .doc('paymentLinks')
      .set({ key: Buffer.alloc(32, 7).toString('base64url') });
    expect(await answer(`/trip/${current}`)).toEqual({ status: 404, invalid: true });
  });

  it('goes out with each receipt', async () => {
    const id = await confirmedBooking();
    const res = await admin.request('POST', `/api/admin/bookings/${id}/payments`, {
      kind: 'payment',
      amount: '500.00',
      method: 'etransfer',
      note: 'Deposit by e-Transfer',
    });
    expect(res.status).toBeLessThan(300);
    const mails = (
      await db().collection('mail').where('to', '==', 'amina@example.com').get()
    ).docs.map(
      (d) => (d.data() as { message: { subject: string; text: string; html: string } }).message,
    );
    const receipt = mails.find((m) => /receipt/i.test(m.subject));
    expect(receipt?.text).toMatch(/Open my trip page:\nhttps?:\/\/\S+\/trip\//);
    // Both links are buttons: the receipt's PDF first, then the trip page.
    expect(
      anchorsOf(receipt?.html ?? '')
        .map((a) => a.label)
        .slice(0, 2),
    ).toEqual(['My receipt (PDF)', 'Open my trip page']);
  });
});
