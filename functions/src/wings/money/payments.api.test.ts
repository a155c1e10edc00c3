// Payments end to end through the emulator stack: confirm, pay link, local checkout, webhook
// signature and idempotency, async debits, manual payments, filters, counts, CSV, reminders.
import { addDays, todayInTimeZone } from '@umrah/domain/model/dates';
import { FieldPath } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Booking } from '@umrah/domain/model/bookings';
import { submissionReference } from '@umrah/domain/model/reference';
import { db } from '../../platform/firebase/firebase';
import { runPaymentReminders } from './send-reminders';
import { adminForThisFile } from '../../../test-support/admin-session';
import { cardAndEtransfer, putAgencySettings } from '../../../test-support/agency-settings';
import { cardPaymentEvent, postToWebhook, signedEvent } from '../../../test-support/card-payments';
import { baseUrl, clearFirestore, countDocs } from '../../../test-support/emulators';
import {
  anchorsOf,
  ISO_DAY,
  visibleTextOf,
  withoutAddresses,
} from '../../../test-support/mail-shape';
import { storeBooking } from '../../../test-support/seeded-bookings';
import { newSubmissionId } from '../../../test-support/submissions';
import { linkKey } from '../../platform/links/payment-link-key';
import { signLinkToken } from '../../platform/links/link-token';

const admin = adminForThisFile();
const today = todayInTimeZone();
const departure = addDays(today, 120);

beforeEach(async () => {
  await clearFirestore();
  await putAgencySettings({ reminderDaysBefore: '7', ...cardAndEtransfer });
});

const aBooking = (overrides: Record<string, unknown> = {}) => storeBooking(departure, overrides);

async function confirm(id: string, body: Record<string, unknown> = {}) {
  return admin.request<Booking>('POST', `/api/admin/bookings/${id}/confirm`, {
    roomType: 'double',
    numberOfTravelers: 2,
    total: '9000.00',
    departureDate: departure,
    ...body,
  });
}

const tokenOf = (link: string) => link.split('/pay/')[1] ?? '';

async function mailsTo(to: string) {
  return (await db().collection('mail').where('to', '==', to).get()).docs.map(
    (d) => d.data() as { message: { subject: string; text: string; html: string } },
  );
}

async function postWebhook(payload: string, signature?: string) {
  const res = await postToWebhook(payload, signature);
  return { status: res.status, body: (await res.json()) as { outcome?: string } };
}

const stored = async (id: string) =>
  (await db().collection('bookings').doc(id).get()).data() as {
    payment: { status: string; paidCents: number; pendingCents: number; remindersSent: string[] };
    payments?: { amountCents: number; method: string; kind: string }[];
  };

function sessionEvent(type: string, bookingId: string, amountCents: number, paid: boolean) {
  const sessionId = `cs_test_${newSubmissionId()}`;
  return cardPaymentEvent({ type, bookingId, amountCents, paid, intent: 'pi_test_1', sessionId });
}

describe('confirming a booking', () => {
  it('computes deposit, balance and due date on the server, mails the pilgrim the link, and audits it', async () => {
    const id = await aBooking();
    // A browser's own amounts are not read.
    const res = await confirm(id, { depositCents: 1, balanceDueDate: '2020-01-01' });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('confirmed');
    expect(res.body.payment).toMatchObject({
      status: 'deposit-due',
      totalCents: 900_000,
      depositCents: 100_000,
      balanceCents: 800_000,
      balanceDueDate: addDays(departure, -45),
      paidCents: 0,
      currency: 'cad',
    });
    expect(res.body.payment?.link).toMatch(/\/pay\/[\w-]+\.\d{8}\.1\.[\w-]{32}$/);
    const mails = await mailsTo('aisha@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.message.text).toContain(res.body.payment?.link ?? 'missing');
    // The mail as the pilgrim reads it: the pay link is a button saying "Pay now" (the long
    // address only in the plain-text part), dates written out, the agency's contacts a footer.
    const { subject, text, html } = mails[0]!.message;
    expect(anchorsOf(html)).toContainEqual({ href: res.body.payment?.link, label: 'Pay now' });
    expect(visibleTextOf(html)).not.toContain(res.body.payment?.link);
    for (const part of [subject, withoutAddresses(text), withoutAddresses(visibleTextOf(html))]) {
      expect(part).not.toMatch(ISO_DAY);
    }
    expect(text).toMatch(/\n-- \nQuestions\? Contact /);
    expect(html).toContain('role="presentation"');
    const audit = await db()
      .collection('auditLog')
      .where('target', '==', `bookings/${id}/confirm`)
      .get();
    expect(audit.size).toBe(1);
  });

  it('refuses a malformed body naming the field, and unknown bookings', async () => {
    const id = await aBooking();
    const bad = await confirm(id, { total: 'lots' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Total price');
    const unknown = await confirm('nope-not-a-booking-id');
    expect(unknown.status).toBe(404);
    // The answer names the error, so no client reads the English sentence to tell what failed.
    expect(unknown.body).toEqual({ code: 'booking_not_found', message: 'Booking not found' });
    expect((await stored(id)).payment).toBeUndefined();
  });
});

describe('the pay page', () => {
  it('shows the booking privately, refuses tampered, replaced and expired links', async () => {
    const id = await aBooking();
    const link = (await confirm(id)).body.payment?.link ?? '';
    const token = tokenOf(link);
    const page = await fetch(`${baseUrl}/pay/${token}`);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(html).toContain('noindex');
    expect(html).toContain('$1,000.00');
    expect(html).toContain('pay@agency.example');

    // The pay link leaves no trace in the Referer of pages it links to (Hosting's own header
    // for every other page must not override it).
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');

    const invalid = 'This payment link is not valid';
    const answer = async (t: string) => {
      const res = await fetch(`${baseUrl}/pay/${t}`);
      const text = await res.text();
      return { status: res.status, invalid: text.includes(invalid) };
    };
    // Never valid: 404. Genuine but retired (expired, replaced): 410.
    const tampered = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    expect(await answer(tampered)).toEqual({ status: 404, invalid: true });
    const expired = signLinkToken(await linkKey(), {
      bookingId: id,
      expires: addDays(today, -1),
      version: 1,
    });
    expect(await answer(expired)).toEqual({ status: 410, invalid: true });
    // Another spelling of the same numbers (version 01 for 1) is not the link.
    const [bookingPart, dayPart, , sigPart] = token.split('.');
    expect(await answer(`${bookingPart}.${dayPart}.01.${sigPart}`)).toEqual({
      status: 404,
      invalid: true,
    });
    // Confirming again (new price) retires the first link.
    await confirm(id, { total: '9500' });
    expect(await answer(token)).toEqual({ status: 410, invalid: true });
    const fr = await fetch(`${baseUrl}/fr/pay/${token}`);
    expect(fr.status).toBe(410);
    expect(fr.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it("sends a French booking's pilgrim to the French page: staff's link, the mails, the checkout's return", async () => {
    const packageId = 'pkgFrenchTitle01';
    await db()
      .collection('packages')
      .doc(packageId)
      .set({ title: 'Ramadan Last Ten Nights', fr: { title: 'Les dix dernières nuits' } });
    const id = await aBooking({ language: 'fr', packageId, email: 'fatima@example.com' });
    const link = (await confirm(id)).body.payment?.link ?? '';
    const token = tokenOf(link);
    expect(new URL(link).pathname).toBe(`/fr/pay/${token}`);
    const [mail] = await mailsTo('fatima@example.com');
    expect(mail?.message.text).toContain(`/fr/pay/${token}`);
    // In French: the button's words, and a no-break space before every colon that ends a word.
    expect(anchorsOf(mail?.message.html ?? '')).toContainEqual({
      href: link,
      label: 'Payer maintenant',
    });
    for (const part of [mail?.message.text ?? '', visibleTextOf(mail?.message.html ?? '')]) {
      expect(withoutAddresses(part)).not.toMatch(/(?:^|[^\u00a0]):(?=\s|$)/m);
      expect(withoutAddresses(part)).not.toMatch(ISO_DAY);
    }
    // Every pay page link in it is the French one (the PDFs' /api/pay/ addresses have no language).
    expect(mail?.message.text).not.toMatch(/(?<!\/fr|\/api)\/pay\//);
    // The admin's read of the booking names the same page.
    const read = await admin.request<Booking>('GET', `/api/admin/bookings/${id}`);
    expect(read.body.payment?.link).toBe(link);

    // The French page names the package by its French title; the English one by the stored one.
    const fr = await (await fetch(`${baseUrl}/fr/pay/${token}`)).text();
    expect(fr).toContain('Les dix dernières nuits');
    expect(fr).toContain(`action="/api/pay/${token}/checkout?lang=fr"`);
    const en = await (await fetch(`${baseUrl}/pay/${token}`)).text();
    expect(en).toContain('Ramadan Last Ten Nights');
    expect(en).not.toContain('Les dix dernières nuits');

    // The French page's checkout comes back to the French page, paid or cancelled.
    const start = await fetch(`${baseUrl}/api/pay/${token}/checkout?lang=fr`, {
      method: 'POST',
      body: new FormData(),
      redirect: 'manual',
    });
    const checkout = new URL(start.headers.get('location') ?? '', baseUrl).pathname;
    // The checkout names the deposit and the package in French too.
    expect(await (await fetch(`${baseUrl}${checkout}`)).text()).toContain(
      'Acompte\u00a0: Les dix dernières nuits (',
    );
    const cancel = await fetch(`${baseUrl}${checkout}/cancel`, {
      method: 'POST',
      body: new FormData(),
      redirect: 'manual',
    });
    expect(cancel.headers.get('location')).toBe(`/fr/pay/${token}?status=cancelled`);
    // A checkout that cannot open sends the French page's pilgrim back to it too.
    const bad = await fetch(`${baseUrl}/api/pay/x/checkout?lang=fr`, {
      method: 'POST',
      body: new FormData(),
      redirect: 'manual',
    });
    expect(bad.headers.get('location')).toBe('/fr/pay/x?status=error');
  });

  it('answers a malformed pay address 404 before reading anything', async () => {
    // The link key is made on first use, in a transaction: a malformed token must not get there.
    for (const t of [
      'x',
      'not-a-token',
      `${'A'.repeat(20)}.20990101.1.short`,
      `${'A'.repeat(20)}.20990101.01.${'s'.repeat(32)}`,
    ]) {
      const res = await fetch(`${baseUrl}/pay/${t}`);
      expect(res.status).toBe(404);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      await res.text();
    }
    const checkout = await fetch(`${baseUrl}/api/pay/x/checkout`, {
      method: 'POST',
      body: new FormData(),
      redirect: 'manual',
    });
    expect(checkout.headers.get('location')).toBe('/pay/x?status=error');
    expect(await countDocs('privateSettings')).toBe(0);
  });
});

describe('card payment through the local checkout', () => {
  it('pays the deposit: form POST -> checkout -> signed webhook -> booking shows it paid', async () => {
    const id = await aBooking();
    const token = tokenOf((await confirm(id)).body.payment?.link ?? '');
    const start = await fetch(`${baseUrl}/api/pay/${token}/checkout`, {
      method: 'POST',
      body: new FormData(),
      redirect: 'manual',
    });
    expect(start.status).toBe(303);
    const checkout = new URL(start.headers.get('location') ?? '', baseUrl);
    expect(checkout.pathname).toMatch(/^\/api\/payments\/local-checkout\/cs_local_/);
    const page = await fetch(`${baseUrl}${checkout.pathname}`);
    expect(await page.text()).toContain('$1,000.00');
    const paid = await fetch(`${baseUrl}${checkout.pathname}/card-paid`, {
      method: 'POST',
      body: new FormData(),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toMatch(/\/pay\/.+\?status=success$/);
    const b = await stored(id);
    expect(b.payment).toMatchObject({ status: 'balance-due', paidCents: 100_000 });
    expect(b.payments).toMatchObject([{ amountCents: 100_000, method: 'card', kind: 'payment' }]);
    // The same checkout cannot be paid twice.
    const again = await fetch(`${baseUrl}${checkout.pathname}/card-paid`, {
      method: 'POST',
      body: new FormData(),
      redirect: 'manual',
    });
    expect(again.status).toBe(409);
    expect((await stored(id)).payment.paidCents).toBe(100_000);
  });
});

describe('a declined card at the local checkout', () => {
  it('says so on the checkout page, takes nothing, and a good card then pays', async () => {
    const id = await aBooking();
    const token = tokenOf((await confirm(id)).body.payment?.link ?? '');
    const start = await fetch(`${baseUrl}/api/pay/${token}/checkout`, {
      method: 'POST',
      body: new FormData(),
      redirect: 'manual',
    });
    const checkout = new URL(start.headers.get('location') ?? '', baseUrl).pathname;
    expect(await (await fetch(`${baseUrl}${checkout}`)).text()).toContain('Pay by card (declined)');
    const post = (outcome: string) =>
      fetch(`${baseUrl}${checkout}/${outcome}`, {
        method: 'POST',
        body: new FormData(),
        redirect: 'manual',
      });
    const declined = await post('card-declined');
    expect(declined.status).toBe(303);
    expect(declined.headers.get('location')).toBe(`${checkout}?declined=1`);
    const page = await (await fetch(`${baseUrl}${checkout}?declined=1`)).text();
    expect(page).toContain('Your card was declined.');
    expect((await stored(id)).payment).toMatchObject({ status: 'deposit-due', paidCents: 0 });
    expect(await countDocs('paymentEvents')).toBe(0);
    // The session stays open: another card pays it.
    expect((await post('card-paid')).headers.get('location')).toMatch(/\?status=success$/);
    expect((await stored(id)).payment).toMatchObject({ paidCents: 100_000 });
  });
});

describe('the webhook', () => {
  it('answers 400 and writes nothing for a wrong, missing or other-secret signature', async () => {
    const id = await aBooking();
    await confirm(id);
    const event = sessionEvent('checkout.session.completed', id, 100_000, true);
    const { payload, header } = signedEvent(event, 'whsec_someone_else');
    expect((await postWebhook(payload, header)).status).toBe(400);
    expect((await postWebhook(payload)).status).toBe(400);
    // A correctly signed body changed afterwards (amount raised) fails too.
    const good = signedEvent(event);
    expect((await postWebhook(good.payload.replace('100000', '900000'), good.header)).status).toBe(
      400,
    );
    expect(await countDocs('paymentEvents')).toBe(0);
    expect((await stored(id)).payment.paidCents).toBe(0);
  });

  it('uses the signing secret from the settings when one is stored', async () => {
    const id = await aBooking();
    await confirm(id);
    await db()
      .collection('privateSettings')
      .doc('payment')
      .set({ stripeWebhookSecret: 'whsec_from_settings_123' });
    const event = sessionEvent('checkout.session.completed', id, 100_000, true);
    expect((await postWebhook(signedEvent(event).payload, signedEvent(event).header)).status).toBe(
      400,
    );
    const ok = signedEvent(event, 'whsec_from_settings_123');
    expect((await postWebhook(ok.payload, ok.header)).body.outcome).toBe('recorded');
  });

  it('records a replayed event once', async () => {
    const id = await aBooking();
    await confirm(id);
    const { payload, header } = signedEvent(
      sessionEvent('checkout.session.completed', id, 100_000, true),
    );
    expect((await postWebhook(payload, header)).body.outcome).toBe('recorded');
    expect((await postWebhook(payload, header)).body.outcome).toBe('duplicate');
    await Promise.all([postWebhook(payload, header), postWebhook(payload, header)]);
    const b = await stored(id);
    expect(b.payment.paidCents).toBe(100_000);
    expect(b.payments).toHaveLength(1);
  });

  it('holds a pre-authorised debit as pending until it succeeds, and drops it when it fails', async () => {
    const id = await aBooking();
    await confirm(id);
    const started = sessionEvent('checkout.session.completed', id, 100_000, false);
    const s1 = signedEvent(started);
    expect((await postWebhook(s1.payload, s1.header)).body.outcome).toBe('pending');
    expect((await stored(id)).payment).toMatchObject({ paidCents: 0, pendingCents: 100_000 });

    const session = started.data.object as { id: string };
    const succeeded = sessionEvent('checkout.session.async_payment_succeeded', id, 100_000, true);
    (succeeded.data.object as { id: string }).id = session.id;
    const s2 = signedEvent(succeeded);
    expect((await postWebhook(s2.payload, s2.header)).body.outcome).toBe('recorded');
    expect((await stored(id)).payment).toMatchObject({
      status: 'balance-due',
      paidCents: 100_000,
      pendingCents: 0,
    });

    const other = await aBooking();
    await confirm(other);
    const debit = sessionEvent('checkout.session.completed', other, 100_000, false);
    const s3 = signedEvent(debit);
    await postWebhook(s3.payload, s3.header);
    // The failure names the same session (a failure of another session drops nothing here).
    const failed = sessionEvent('checkout.session.async_payment_failed', other, 100_000, false);
    (failed.data.object as { id: string }).id = (debit.data.object as { id: string }).id;
    const s4 = signedEvent(failed);
    expect((await postWebhook(s4.payload, s4.header)).body.outcome).toBe('failed');
    expect((await stored(other)).payment).toMatchObject({
      status: 'deposit-due',
      paidCents: 0,
      pendingCents: 0,
    });
  });
});

describe('events in any order', () => {
  /** Posts the events of one session in the given order; answers their outcomes. */
  async function deliverInOrder(bookingId: string, order: string[]) {
    const sessionId = `cs_test_${newSubmissionId()}`;
    const outcomes: (string | undefined)[] = [];
    for (const name of order) {
      const [type, paid] =
        name === 'completed-unpaid'
          ? ['checkout.session.completed', false]
          : name === 'succeeded'
            ? ['checkout.session.async_payment_succeeded', true]
            : ['checkout.session.async_payment_failed', false];
      const event = sessionEvent(String(type), bookingId, 100_000, Boolean(paid));
      (event.data.object as { id: string }).id = sessionId;
      const s = signedEvent(event);
      outcomes.push((await postWebhook(s.payload, s.header)).body.outcome);
    }
    return { sessionId, outcomes };
  }

  it('a failed debit reported before its start ends failed, with nothing left awaiting the bank', async () => {
    const id = await aBooking();
    const token = tokenOf((await confirm(id)).body.payment?.link ?? '');
    expect((await deliverInOrder(id, ['failed', 'completed-unpaid'])).outcomes).toEqual([
      'failed',
      'ignored',
    ]);
    expect((await stored(id)).payment).toMatchObject({
      status: 'deposit-due',
      paidCents: 0,
      pendingCents: 0,
    });
    const html = await (await fetch(`${baseUrl}/pay/${token}`)).text();
    expect(html).not.toContain('Awaiting bank confirmation');
    expect(html).toContain('Pay $1,000.00 by card');
  });

  it.each([
    [['completed-unpaid', 'succeeded'], 'paid'],
    [['succeeded', 'completed-unpaid'], 'paid'],
    [['completed-unpaid', 'failed'], 'failed'],
    [['failed', 'completed-unpaid'], 'failed'],
    [['completed-unpaid', 'succeeded', 'failed', 'succeeded', 'completed-unpaid'], 'paid'],
  ])('%j leaves the session %s, the balance right and nothing pending', async (order, state) => {
    const id = await aBooking();
    await confirm(id);
    const { sessionId } = await deliverInOrder(id, order);
    const snap = await db().collection('bookings').doc(id).get();
    expect(snap.get(new FieldPath('checkoutSessions', sessionId, 'state'))).toBe(state);
    const b = await stored(id);
    const paid = state === 'paid' ? 100_000 : 0;
    expect(b.payment).toMatchObject({
      status: paid ? 'balance-due' : 'deposit-due',
      paidCents: paid,
      pendingCents: 0,
    });
    expect(b.payments ?? []).toHaveLength(paid ? 1 : 0);
  });
});

describe('debits started before sessions were recorded', () => {
  it('settle the pending amount when their outcome arrives', async () => {
    const cleared = await aBooking();
    await confirm(cleared);
    const failed = await aBooking();
    await confirm(failed);
    // As older bookings are stored: pending, with no session on the booking.
    for (const id of [cleared, failed]) {
      await db().collection('bookings').doc(id).update({ 'payment.pendingCents': 100_000 });
    }
    const ok = signedEvent(
      sessionEvent('checkout.session.async_payment_succeeded', cleared, 100_000, true),
    );
    expect((await postWebhook(ok.payload, ok.header)).body.outcome).toBe('recorded');
    expect((await stored(cleared)).payment).toMatchObject({
      paidCents: 100_000,
      pendingCents: 0,
      status: 'balance-due',
    });
    const ko = signedEvent(
      sessionEvent('checkout.session.async_payment_failed', failed, 100_000, false),
    );
    expect((await postWebhook(ko.payload, ko.header)).body.outcome).toBe('failed');
    expect((await stored(failed)).payment).toMatchObject({ paidCents: 0, pendingCents: 0 });
  });
});

describe('one checkout per booking and amount', () => {
  async function openCheckout(token: string) {
    const res = await fetch(`${baseUrl}/api/pay/${token}/checkout`, {
      method: 'POST',
      body: new FormData(),
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    return res.headers.get('location') ?? '';
  }
  const localSessionsOf = async (bookingId: string) =>
    (await db().collection('localCheckoutSessions').where('bookingId', '==', bookingId).get()).docs;

  it('sends a pilgrim who opens checkout again to the same session, so it cannot be paid twice', async () => {
    const id = await aBooking();
    const token = tokenOf((await confirm(id)).body.payment?.link ?? '');
    const first = await openCheckout(token);
    expect(first).toMatch(/^\/api\/payments\/local-checkout\/cs_local_/);
    // Coming back from the checkout without paying keeps the session open, as on Stripe.
    const back = await fetch(`${baseUrl}${first}/cancel`, {
      method: 'POST',
      body: new FormData(),
      redirect: 'manual',
    });
    expect(back.headers.get('location')).toMatch(/\?status=cancelled$/);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await openCheckout(token)).toBe(first);
    // Two clicks at once still make one session.
    const [a, b] = await Promise.all([openCheckout(token), openCheckout(token)]);
    expect([a, b]).toEqual([first, first]);
    expect(await localSessionsOf(id)).toHaveLength(1);

    await fetch(`${baseUrl}${first}/card-paid`, { method: 'POST', body: new FormData() });
    expect((await stored(id)).payment.paidCents).toBe(100_000);
    // The next checkout is for the balance: a new session.
    const balance = await openCheckout(token);
    expect(balance).not.toBe(first);
    expect(await (await fetch(`${baseUrl}${balance}`)).text()).toContain('$8,000.00');
  });

  it('expires the open session at the provider when the amount changed, then opens a new one', async () => {
    const id = await aBooking();
    const token = tokenOf((await confirm(id)).body.payment?.link ?? '');
    const first = await openCheckout(token);
    await admin.request('POST', `/api/admin/bookings/${id}/payments`, {
      kind: 'payment',
      method: 'etransfer',
      amount: '200',
      note: 'part of the deposit',
    });
    const second = await openCheckout(token);
    expect(second).not.toBe(first);
    expect(await (await fetch(`${baseUrl}${second}`)).text()).toContain('$800.00');
    const oldId = first.split('/').at(-1) ?? '';
    expect((await db().collection('localCheckoutSessions').doc(oldId).get()).get('state')).toBe(
      'expired',
    );
    // The old page can no longer take the old amount.
    const late = await fetch(`${baseUrl}${first}/card-paid`, {
      method: 'POST',
      body: new FormData(),
      redirect: 'manual',
    });
    expect(late.status).toBe(409);
    const sessions = (await db().collection('bookings').doc(id).get()).get(
      'checkoutSessions',
    ) as Record<string, { state: string; amountCents: number }>;
    expect(
      Object.values(sessions)
        .map((s) => [s.state, s.amountCents])
        .sort(),
    ).toEqual([
      ['expired', 100_000],
      ['open', 80_000],
    ]);
    expect((await stored(id)).payment.paidCents).toBe(20_000);
  });

  it('opens no second session while the first was just completed and its event is on the way', async () => {
    const id = await aBooking();
    const token = tokenOf((await confirm(id)).body.payment?.link ?? '');
    const first = await openCheckout(token);
    // The pilgrim completed it at the provider; the webhook has not arrived yet.
    await db()
      .collection('localCheckoutSessions')
      .doc(first.split('/').at(-1) ?? '')
      .update({ state: 'paid' });
    await admin.request('POST', `/api/admin/bookings/${id}/payments`, {
      kind: 'payment',
      method: 'cash',
      amount: '100',
      note: 'cash at the office',
    });
    expect(await openCheckout(token)).toBe(`/pay/${token}?status=processing`);
    expect(await localSessionsOf(id)).toHaveLength(1);
    const page = await fetch(`${baseUrl}/pay/${token}?status=processing`);
    expect(await page.text()).toContain('please do not pay again');
  });

  it('says nothing is due on a booking paid in full', async () => {
    const id = await aBooking();
    const token = tokenOf((await confirm(id)).body.payment?.link ?? '');
    await admin.request('POST', `/api/admin/bookings/${id}/payments`, {
      kind: 'payment',
      method: 'cheque',
      amount: '9000',
      note: 'all',
    });
    expect(await openCheckout(token)).toBe(`/pay/${token}?status=nothing-due`);
    expect(await localSessionsOf(id)).toHaveLength(0);
  });

  it.each(['cancelled', 'completed'])(
    'a %s booking refuses checkout, even with a session already open',
    async (status) => {
      const id = await aBooking();
      const token = tokenOf((await confirm(id)).body.payment?.link ?? '');
      const open = await openCheckout(token);
      const put = await admin.request('PUT', `/api/admin/bookings/${id}`, { status });
      expect(put.status).toBe(200);
      expect(await openCheckout(token)).toBe(`/pay/${token}?status=error`);
      expect(await localSessionsOf(id)).toHaveLength(1);
      // The checkout opened before is closed at the provider: the pilgrim cannot pay it now.
      expect((await localSessionsOf(id))[0]?.get('state')).toBe('expired');
      const late = await fetch(`${baseUrl}${open}/card-paid`, {
        method: 'POST',
        body: new FormData(),
        redirect: 'manual',
      });
      expect(late.status).toBe(409);
      expect((await stored(id)).payment.paidCents).toBe(0);
      // A fresh booking cancelled before any checkout gets none either.
      const other = await aBooking();
      const otherToken = tokenOf((await confirm(other)).body.payment?.link ?? '');
      await admin.request('PUT', `/api/admin/bookings/${other}`, { status });
      expect(await openCheckout(otherToken)).toBe(`/pay/${otherToken}?status=error`);
      expect(await localSessionsOf(other)).toHaveLength(0);
    },
  );
});

describe('staff money tools', () => {
  it('records payments and refunds by hand with a note, audited, and refuses refunding more than paid', async () => {
    const id = await aBooking();
    await confirm(id);
    const paid = await admin.request<Booking>('POST', `/api/admin/bookings/${id}/payments`, {
      kind: 'payment',
      method: 'etransfer',
      amount: '9000',
      note: 'e-Transfer UMR ref received',
    });
    expect(paid.status).toBe(201);
    expect(paid.body.payment).toMatchObject({ status: 'paid', paidCents: 900_000 });
    const tooMuch = await admin.request('POST', `/api/admin/bookings/${id}/payments`, {
      kind: 'refund',
      method: 'cheque',
      amount: '9000.01',
      note: 'x',
    });
    expect(tooMuch.status).toBe(400);
    const refund = await admin.request<Booking>('POST', `/api/admin/bookings/${id}/payments`, {
      kind: 'refund',
      method: 'cash',
      amount: '250.50',
      note: 'Room upgrade cancelled',
    });
    expect(refund.body.payment).toMatchObject({ status: 'balance-due', paidCents: 874_950 });
    expect(refund.body.payments?.map((p) => p.amountCents)).toEqual([900_000, -25_050]);
    const noNote = await admin.request('POST', `/api/admin/bookings/${id}/payments`, {
      kind: 'payment',
      method: 'cash',
      amount: '1',
    });
    expect(noNote.status).toBe(400);
    const audit = await db()
      .collection('auditLog')
      .where('target', '==', `bookings/${id}/payments`)
      .get();
    expect(audit.size).toBe(2);
  });

  it('records money taken before the price is agreed, and the confirmation counts it', async () => {
    const id = await aBooking();
    const record = (body: Record<string, unknown>) =>
      admin.request<Booking>('POST', `/api/admin/bookings/${id}/payments`, {
        method: 'cash',
        ...body,
      });
    const cash = await record({ kind: 'payment', amount: '600', note: 'Deposit at the office' });
    expect(cash.status).toBe(201);
    expect(cash.body.payment).toBeNull();
    expect(cash.body.payments).toMatchObject([{ amountCents: 60_000, kind: 'payment' }]);
    // No more back than was taken.
    expect((await record({ kind: 'refund', amount: '600.01', note: 'x' })).status).toBe(400);
    const refund = await record({ kind: 'refund', amount: '100', note: 'Overpaid' });
    expect(refund.body.payments?.map((p) => p.amountCents)).toEqual([60_000, -10_000]);
    expect((await stored(id)).payment).toBeUndefined();
    // Each gets its numbered receipt, with no total and so no balance before the price.
    const receipts = (await db().collection('receipts').where('bookingId', '==', id).get()).docs
      .map((d) => d.data())
      .sort((x, y) => x['seq'] - y['seq']);
    expect(receipts).toMatchObject([
      { kind: 'payment', amountCents: 60_000, totalCents: null, paidCents: 60_000 },
      { kind: 'refund', amountCents: -10_000, totalCents: null, paidCents: 50_000 },
    ]);
    // Confirming at a price: the $500 already held is paid toward the deposit ($500 a traveller).
    const confirmed = await confirm(id);
    expect(confirmed.body.payment).toMatchObject({
      status: 'deposit-due',
      depositCents: 100_000,
      paidCents: 50_000,
    });
    const token = tokenOf(confirmed.body.payment?.link ?? '');
    expect(await (await fetch(`${baseUrl}/pay/${token}`)).text()).toContain('Pay $500.00 by card');
    // Confirming again (a new price) keeps the count, once.
    expect((await confirm(id, { total: '9500' })).body.payment?.paidCents).toBe(50_000);
  });

  it('filters the list, counts for the dashboard, and exports the amounts', async () => {
    const depositDue = await aBooking();
    await confirm(depositDue);
    const soon = await aBooking();
    await confirm(soon, { departureDate: addDays(today, 50) });
    await admin.request('POST', `/api/admin/bookings/${soon}/payments`, {
      kind: 'payment',
      method: 'cash',
      amount: '1000',
      note: 'deposit',
    });
    const late = await aBooking();
    await confirm(late);
    await db()
      .collection('bookings')
      .doc(late)
      .update({ 'payment.balanceDueDate': addDays(today, -3) });
    const paid = await aBooking();
    await confirm(paid);
    await admin.request('POST', `/api/admin/bookings/${paid}/payments`, {
      kind: 'payment',
      method: 'cheque',
      amount: '9000',
      note: 'cheque 112',
    });
    await aBooking(); // never confirmed: in no money filter

    const ids = async (filter: string) =>
      (await admin.request<Booking[]>('GET', `/api/admin/bookings?payment=${filter}`)).body.map(
        (b) => b.id,
      );
    expect(await ids('deposit-due')).toEqual([late, depositDue]);
    expect(await ids('balance-due-soon')).toEqual([soon]);
    expect(await ids('overdue')).toEqual([late]);
    expect(await ids('paid')).toEqual([paid]);
    expect((await admin.request('GET', '/api/admin/bookings?payment=maybe')).status).toBe(400);
    expect((await admin.request<Booking[]>('GET', '/api/admin/bookings')).body.length).toBe(5);
    expect((await admin.request('GET', '/api/admin/payment-counts')).body).toEqual({
      'deposit-due': 2,
      'balance-due-soon': 1,
      overdue: 1,
      paid: 1,
    });
    const csv = await fetch(`${baseUrl}/api/admin/bookings/export`, {
      headers: { Cookie: `__session=${admin.cookie}` },
    });
    const text = await csv.text();
    expect(text).toContain('"Total (CAD)"');
    expect(text).toContain('"Paid in full","9000.00","1000.00","9000.00","0.00"');
  });
});

describe('the bookings export', () => {
  it("reads as staff do: the office's clock, the pilgrim's references, words for codes, counts as numbers", async () => {
    const id = await aBooking({
      receivedAt: new Date('2026-11-26T14:05:00.000Z'),
      roomType: 'double',
      numberOfTravelers: 2,
    });
    const reference = (await confirm(id)).body.payment?.reference ?? '';
    const text = await (
      await fetch(`${baseUrl}/api/admin/bookings/export`, {
        headers: { Cookie: `__session=${admin.cookie}` },
      })
    ).text();
    const [header, row] = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toMatch(/^"Received \(Toronto time\)","Reference","Status",/);
    expect(header).toContain('"Balance due date","e-Transfer reference","Language"');
    // 14:05 UTC is 9:05 in Toronto in November; the reference the pilgrim's confirmation shows.
    expect(row).toMatch(
      new RegExp(`^"2026-11-26 09:05","${submissionReference(id)}","Confirmed",`),
    );
    expect(row).toContain('"Double","no",2,');
    expect(row).toContain(`"${reference}","English"`);
  });

  it('writes a negative balance (overpaid) as a plain number, not a defused text cell', async () => {
    const id = await aBooking();
    await confirm(id);
    await admin.request('POST', `/api/admin/bookings/${id}/payments`, {
      kind: 'payment',
      method: 'cash',
      amount: '9050',
      note: 'paid 50 too much; refund owed',
    });
    const csv = await fetch(`${baseUrl}/api/admin/bookings/export`, {
      headers: { Cookie: `__session=${admin.cookie}` },
    });
    const text = await csv.text();
    expect(text).toContain('"Paid in full","9000.00","1000.00","9050.00","-50.00"');
    expect(text).not.toContain("'-50.00");
  });
});

describe('payment reminders', () => {
  it('mails each step once (before due, then overdue) and tells staff what it sent', async () => {
    const id = await aBooking();
    await confirm(id, { departureDate: addDays(today, 50) }); // due in 5 days
    const paidUp = await aBooking();
    await confirm(paidUp, { departureDate: addDays(today, 50) });
    await admin.request('POST', `/api/admin/bookings/${paidUp}/payments`, {
      kind: 'payment',
      method: 'cash',
      amount: '9000',
      note: 'all',
    });
    const before = (await mailsTo('aisha@example.com')).length;

    expect((await runPaymentReminders()).map((r) => [r.bookingId, r.step])).toEqual([
      [id, 'before-due'],
    ]);
    expect(await runPaymentReminders()).toEqual([]);
    const reminders = async () =>
      (await mailsTo('aisha@example.com')).filter((m) => !m.message.subject.startsWith('Your'));
    const pilgrim = await reminders();
    expect((await mailsTo('aisha@example.com')).length - before).toBe(1);
    expect(pilgrim).toHaveLength(1);
    expect(pilgrim[0]?.message.subject).toMatch(/^Reminder: /);
    expect(pilgrim[0]?.message.text).toMatch(/\/pay\//);
    const staff = await mailsTo('staff@agency.example');
    expect(staff.map((m) => m.message.subject)).toEqual(['Payment reminders sent: 1']);

    // Ten days later the balance is overdue: one more mail, once.
    const later = new Date(Date.now() + 10 * 86_400_000);
    expect((await runPaymentReminders(later)).map((r) => r.step)).toEqual(['overdue']);
    expect(await runPaymentReminders(later)).toEqual([]);
    expect((await stored(id)).payment.remindersSent).toHaveLength(2);
    expect((await reminders()).map((m) => m.message.subject.split(':')[0]).sort()).toEqual([
      'Payment overdue',
      'Reminder',
    ]);
  });

  it("sends a French booking's reminder with the French pay page's link", async () => {
    const id = await aBooking({ language: 'fr', email: 'fatima@example.com' });
    await confirm(id, { departureDate: addDays(today, 50) });
    const sent = (await mailsTo('fatima@example.com')).length;
    expect(await runPaymentReminders()).toHaveLength(1);
    const mails = await mailsTo('fatima@example.com');
    expect(mails).toHaveLength(sent + 1);
    for (const m of mails) expect(m.message.text).toMatch(/\/fr\/pay\//);
  });

  it.each(['cancelled', 'completed'])('sends a %s booking no reminder', async (status) => {
    const id = await aBooking();
    await confirm(id, { departureDate: addDays(today, 50) }); // due in 5 days
    await admin.request('PUT', `/api/admin/bookings/${id}`, { status });
    expect(await runPaymentReminders()).toEqual([]);
    const later = new Date(Date.now() + 10 * 86_400_000);
    expect(await runPaymentReminders(later)).toEqual([]);
    expect((await stored(id)).payment.remindersSent).toEqual([]);
  });
});
