import type { BookingPayment } from '@umrah/domain/model/payments';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, fakeApi } from '../../../testing/fake-api';
import { aBooking } from '../../../testing/inbox-data';
import { aDepartureDetail } from '../../../testing/departure-data';
import { makePackage } from '../../../../testing/data';
import { renderAdmin, UI_TEST_TIMEOUT_MS } from '../../../testing/render-admin';

afterEach(() => {
  vi.unstubAllGlobals();
});

const payment: BookingPayment = {
  status: 'balance-due',
  totalCents: 840_000,
  depositCents: 100_000,
  balanceCents: 740_000,
  balanceDueDate: '2027-02-08',
  paidCents: 100_000,
  pendingCents: 0,
  currency: 'cad',
  roomType: 'double',
  travellers: 2,
  departureDate: '2027-03-25',
  reference: 'UMR-ABC123',
  confirmedAt: '2026-11-25T10:00:00.000Z',
  link: 'https://agency.example/pay/b1.20270325.1.sig',
  linkExpiresAt: '2027-03-25',
  remindersSent: [],
};

describe('the booking payment section', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('asks to confirm at a price before anything else; the server gets the agreed values only', async () => {
    const booking = aBooking({ id: 'b1' });
    const api = fakeApi({
      'GET /api/admin/check': { body: ADMIN },
      'GET /api/admin/bookings/b1': { body: booking },
      'POST /api/admin/bookings/b1/confirm': { body: { ...booking, payment } },
    });
    const { user } = renderAdmin('/admin/bookings/b1');
    const section = await screen.findByRole('region', { name: 'Payment' });
    expect(within(section).getByText(/Not confirmed with a price yet/)).toBeInTheDocument();
    await user.type(within(section).getByLabelText(/^Total price/), '8400');
    await user.click(
      within(section).getByRole('button', { name: 'Confirm and send payment link' }),
    );
    expect(await screen.findByText('Booking confirmed; payment link mailed')).toBeInTheDocument();
    expect(api.to('POST', '/api/admin/bookings/b1/confirm')[0]?.body).toEqual({
      roomType: 'triple',
      numberOfTravelers: 3,
      total: '8400',
      departureDate: booking.preferredDate,
      // Blank: no departure (the preferred date counts), no waiting list skipped.
      departureId: '',
      skipReason: '',
      // Not recorded: the confirmation says it was offered and asks for the answer.
      insurance: '',
      sendEmail: true,
    });
  });

  it('records money taken before the price is agreed, and shows what the booking holds', async () => {
    const booking = aBooking({ id: 'b1', payment: null, payments: [] });
    const cash = {
      id: 'r1',
      amountCents: 50_000,
      kind: 'payment' as const,
      method: 'cash' as const,
      note: 'Deposit at the office',
      provider: null,
      recordedBy: 'admin',
      at: '2026-11-26T15:00:00.000Z',
    };
    let stored = booking;
    const api = fakeApi({
      'GET /api/admin/check': { body: ADMIN },
      'GET /api/admin/bookings/b1': () => ({ body: stored }),
      'POST /api/admin/bookings/b1/payments': () => {
        stored = { ...booking, payments: [cash] };
        return { status: 201, body: stored };
      },
    });
    const { user } = renderAdmin('/admin/bookings/b1');
    const history = await screen.findByRole('region', { name: 'Payments and refunds' });
    await user.type(within(history).getByLabelText(/^Amount/), '500');
    await user.type(within(history).getByLabelText(/^Note/), 'Deposit at the office');
    await user.click(within(history).getByRole('button', { name: 'Record' }));
    expect(await screen.findByText('Payment recorded')).toBeInTheDocument();
    expect(api.to('POST', '/api/admin/bookings/b1/payments')[0]?.body).toMatchObject({
      amount: '500',
      note: 'Deposit at the office',
    });
    const section = screen.getByRole('region', { name: 'Payment' });
    expect(await within(section).findByText('Received so far')).toBeInTheDocument();
    expect(within(section).getByText('$500.00')).toBeInTheDocument();
    expect(within(section).getByText(/Counted as paid when you confirm the price/)).toBeVisible();
  });

  it('sends one Idempotency-Key per Save: the same on a retry, a new one for the next payment', async () => {
    const booking = aBooking({ id: 'b1', payment: null, payments: [] });
    let answers = 0;
    const api = fakeApi({
      'GET /api/admin/check': { body: ADMIN },
      'GET /api/admin/bookings/b1': { body: booking },
      // The first answer is lost on the way (a gateway error): staff press Record again.
      'POST /api/admin/bookings/b1/payments': () =>
        ++answers === 1
          ? { status: 502, body: { message: 'Bad gateway' } }
          : { status: 201, body: booking },
    });
    const { user } = renderAdmin('/admin/bookings/b1');
    const history = await screen.findByRole('region', { name: 'Payments and refunds' });
    await user.type(within(history).getByLabelText(/^Amount/), '500');
    await user.type(within(history).getByLabelText(/^Note/), 'Cash');
    await user.click(within(history).getByRole('button', { name: 'Record' }));
    await vi.waitFor(() =>
      expect(api.to('POST', '/api/admin/bookings/b1/payments')).toHaveLength(1),
    );
    await user.click(within(history).getByRole('button', { name: 'Record' }));
    expect(await screen.findByText('Payment recorded')).toBeInTheDocument();
    await user.type(within(history).getByLabelText(/^Amount/), '200');
    await user.type(within(history).getByLabelText(/^Note/), 'Cash again');
    await user.click(within(history).getByRole('button', { name: 'Record' }));
    await vi.waitFor(() =>
      expect(api.to('POST', '/api/admin/bookings/b1/payments')).toHaveLength(3),
    );
    const keys = api
      .to('POST', '/api/admin/bookings/b1/payments')
      .map((r) => r.headers['Idempotency-Key']);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('confirms a booking on its departure, and shows the sold-out answer beside the button', async () => {
    const booking = aBooking({ id: 'b1', departureId: 'd1' });
    const api = fakeApi({
      'GET /api/admin/check': { body: ADMIN },
      'GET /api/admin/bookings/b1': { body: booking },
      'GET /api/admin/departures/d1': {
        body: aDepartureDetail({ departureDate: '2027-03-05', returnDate: '2027-03-19' }),
      },
      'POST /api/admin/bookings/b1/confirm': {
        status: 409,
        body: {
          code: 'departure_sold_out',
          message: 'Not enough seats on the departure of 2027-03-05: 1 seat left',
        },
      },
    });
    const { user } = renderAdmin('/admin/bookings/b1');
    const section = await screen.findByRole('region', { name: 'Payment' });
    // The date is the departure's: no date field to fill.
    expect(await within(section).findByRole('link', { name: /March 5, 2027/ })).toBeVisible();
    expect(within(section).queryByLabelText(/^Departure date/)).toBeNull();
    await user.type(within(section).getByLabelText(/^Total price/), '8400');
    await user.click(
      within(section).getByRole('button', { name: 'Confirm and send payment link' }),
    );
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Not enough seats on the departure of 2027-03-05: 1 seat left',
    );
    expect(api.to('POST', '/api/admin/bookings/b1/confirm')[0]?.body).toMatchObject({
      departureId: 'd1',
    });
  });

  it('offers the package’s room price × the travellers as the total, which staff may change', async () => {
    const booking = aBooking({ id: 'b1' });
    fakeApi({
      'GET /api/admin/check': { body: ADMIN },
      'GET /api/admin/bookings/b1': { body: booking },
      'GET /api/packages/ramadan-umrah-14-nights': {
        body: makePackage({ slug: 'ramadan-umrah-14-nights', triplePrice: 2899, quadPrice: 2499 }),
      },
    });
    const { user } = renderAdmin('/admin/bookings/b1');
    const section = await screen.findByRole('region', { name: 'Payment' });
    const total = within(section).getByLabelText(/^Total price/);
    // Triple at $2,899 for 3 travellers: offered, never filled in behind the admin's back.
    expect(
      await within(section).findByText('Price shown on the site: $2,899.00 × 3 = $8,697.00'),
    ).toBeVisible();
    expect(total).toHaveValue('');
    await user.click(within(section).getByRole('button', { name: 'Use this total' }));
    expect(total).toHaveValue('8697.00');
    const travellers = within(section).getByLabelText(/^Travellers/);
    await user.clear(travellers);
    await user.type(travellers, '4');
    expect(total).toHaveValue('8697.00');
    await user.click(within(section).getByRole('button', { name: 'Use this total' }));
    expect(total).toHaveValue('11596.00');
    await user.clear(total);
    await user.type(total, '11000');
    expect(total).toHaveValue('11000');
  });

  it('offers the departure’s own price and its single supplement, as the public page showed', async () => {
    // The package says $2,450 a person in a double; the departure sells its double at $1,999
    // (what its public page advertised) and charges $450 for a room alone.
    const booking = aBooking({
      id: 'b1',
      departureId: 'd1',
      roomType: 'double',
      numberOfTravelers: 1,
    });
    const api = fakeApi({
      'GET /api/admin/check': { body: ADMIN },
      'GET /api/admin/bookings/b1': { body: booking },
      'GET /api/packages/ramadan-umrah-14-nights': {
        body: makePackage({ slug: 'ramadan-umrah-14-nights', price: 2450, doublePrice: 2450 }),
      },
      'GET /api/admin/departures/d1': {
        body: aDepartureDetail({
          prices: { quad: null, triple: null, double: 1999, singleSupplement: 450 },
        }),
      },
      'POST /api/admin/bookings/b1/confirm': { body: { ...booking, payment } },
    });
    const { user } = renderAdmin('/admin/bookings/b1');
    const section = await screen.findByRole('region', { name: 'Payment' });
    expect(
      await within(section).findByText('Price shown on the site: $1,999.00 × 1 = $1,999.00'),
    ).toBeVisible();
    const singles = within(section).getByLabelText(/^Travellers in a room alone/);
    await user.clear(singles);
    await user.type(singles, '1');
    expect(
      within(section).getByText(
        'Price shown on the site: $1,999.00 × 1 + single supplement $450.00 × 1 = $2,449.00',
      ),
    ).toBeVisible();
    await user.click(within(section).getByRole('button', { name: 'Use this total' }));
    expect(within(section).getByLabelText(/^Total price/)).toHaveValue('2449.00');
    await user.click(
      within(section).getByRole('button', { name: 'Confirm and send payment link' }),
    );
    expect(await screen.findByText('Booking confirmed; payment link mailed')).toBeInTheDocument();
    // The singles only shape the suggestion: the server gets the agreed total.
    const body = api.to('POST', '/api/admin/bookings/b1/confirm')[0]?.body;
    expect(body).toMatchObject({ roomType: 'double', numberOfTravelers: 1, total: '2449.00' });
    expect(body).not.toHaveProperty('singles');
  });

  it('shows total, paid, balance, due date and the link, and records a payment with its note', async () => {
    const booking = aBooking({ id: 'b1', payment, payments: [] });
    const api = fakeApi({
      'GET /api/admin/check': { body: ADMIN },
      'GET /api/admin/bookings/b1': { body: booking },
      'POST /api/admin/bookings/b1/payments': { status: 201, body: booking },
    });
    const { user } = renderAdmin('/admin/bookings/b1');
    const section = await screen.findByRole('region', { name: 'Payment' });
    expect(within(section).getByText('$8,400.00')).toBeInTheDocument();
    expect(within(section).getAllByText('$1,000.00')).toHaveLength(2); // deposit and paid
    expect(within(section).getByText('$7,400.00')).toBeInTheDocument();
    expect(within(section).getByText('UMR-ABC123')).toBeInTheDocument();
    expect(within(section).getByLabelText(/^Payment link/)).toHaveValue(payment.link);
    // The confirmation the pilgrim got, as staff can open it (the agency's print, audited).
    expect(within(section).getByRole('link', { name: 'Confirmation (PDF)' })).toHaveAttribute(
      'href',
      '/api/admin/bookings/b1/confirmation.pdf',
    );

    const history = screen.getByRole('region', { name: 'Payments and refunds' });
    expect(within(history).getByText('No payments yet.')).toBeInTheDocument();
    await user.type(within(history).getByLabelText(/^Amount/), '500');
    await user.type(within(history).getByLabelText(/^Note/), 'e-Transfer UMR-ABC123');
    await user.click(within(history).getByRole('button', { name: 'Record' }));
    expect(await screen.findByText('Payment recorded')).toBeInTheDocument();
    expect(api.to('POST', '/api/admin/bookings/b1/payments')[0]?.body).toEqual({
      kind: 'payment',
      method: 'etransfer',
      amount: '500',
      note: 'e-Transfer UMR-ABC123',
      // The receipt's address, as on the booking (none here).
      address: '',
    });
  });

  it('gives a French booking the French pay page’s link, and lays out room, travellers, departure', async () => {
    const booking = aBooking({ id: 'b1', payment, payments: [], language: 'fr' });
    fakeApi({
      'GET /api/admin/check': { body: ADMIN },
      'GET /api/admin/bookings/b1': { body: booking },
    });
    renderAdmin('/admin/bookings/b1');
    const section = await screen.findByRole('region', { name: 'Payment' });
    expect(within(section).getByLabelText(/^Payment link/)).toHaveValue(
      'https://agency.example/fr/pay/b1.20270325.1.sig',
    );
    const terms = within(section)
      .getAllByRole('term')
      .map((dt) => dt.textContent);
    expect(terms).toEqual(expect.arrayContaining(['Room', 'Travellers', 'Departure']));
    expect(within(section).getByText('March 25, 2027')).toBeInTheDocument();
  });
});
