import type { Package } from '@umrah/domain/schemas/package';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makePackage } from '../../../../testing/data';
import { aDeparture } from '../../../testing/departure-data';
import { ADMIN, fakeApi, type FakeRoutes } from '../../../testing/fake-api';
import { fill, findDialog, inputIn } from '../../../testing/queries';
import { renderAdmin, UI_TEST_TIMEOUT_MS } from '../../../testing/render-admin';

afterEach(() => {
  vi.unstubAllGlobals();
});

// 5 + 5 nights: a blank return date is the departure + 11 days.
const pkg: Package = makePackage({
  id: 'p1',
  title: 'Ramadan Umrah',
  nightsInMakkah: 5,
  nightsInMadina: 5,
  itinerary: [],
});

async function openDepartures(extra: FakeRoutes) {
  const api = fakeApi({
    'GET /api/admin/check': { body: ADMIN },
    'GET /api/admin/packages': { body: [pkg] },
    ...extra,
  });
  const view = renderAdmin('/admin/packages');
  const row = await screen.findByRole('listitem', { name: 'Ramadan Umrah' });
  await view.user.click(within(row).getByRole('button', { name: 'Edit' }));
  const dialog = await findDialog('Edit Package');
  const section = await within(dialog).findByRole('region', { name: 'Departures' });
  return { api, ...view, section };
}

describe("a package's departures", { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('lists each departure with its status and seats, and its holds', async () => {
    const { section } = await openDepartures({
      'GET /api/admin/packages/p1/departures': {
        body: [
          aDeparture(),
          aDeparture({
            id: 'd2',
            departureDate: '2027-04-10',
            status: 'closed',
            prices: { quad: 3899, triple: null, double: null, singleSupplement: 1250 },
            paymentPlan: {
              deposit: { type: 'percent', value: 2_000 },
              instalments: { type: 'monthly', dates: [] },
              finalDaysBefore: 45,
            },
          }),
        ],
      },
    });
    const first = await within(section).findByRole('listitem', {
      name: 'March 5, 2027 – March 16, 2027',
    });
    expect(within(first).getByText('Open')).toBeVisible();
    expect(within(first).getByText('Left').nextElementSibling).toHaveTextContent('30');
    expect(within(first).getByText('Requested').nextElementSibling).toHaveTextContent('3');
    expect(within(first).getByText('Tour leader: 2 seats')).toBeVisible();
    expect(within(first).getByRole('button', { name: 'Close' })).toBeVisible();
    expect(within(first).getByRole('link', { name: 'Open departure page' })).toHaveAttribute(
      'href',
      '/admin/departures/d1',
    );
    const closed = within(section).getByRole('listitem', { name: /^April 10, 2027/ });
    expect(within(closed).getByText('Closed')).toBeVisible();
    expect(within(closed).queryByRole('button', { name: 'Close' })).toBeNull();
    // Each card says what the date sells at and how the money is asked.
    expect(within(closed).getByText(/^Quad \$3,899 · single supplement \$1,250$/)).toBeVisible();
    expect(
      within(closed).getByText(
        'Payment plan: 20% deposit, then monthly, the last 45 days before departure',
      ),
    ).toBeVisible();
    expect(within(first).getByText("Settings' deposit and balance terms")).toBeVisible();
  });

  it("adds a departure with the form's schema, its return date from the package's nights, without saving the package", async () => {
    const { api, user, section } = await openDepartures({
      'GET /api/admin/packages/p1/departures': { body: [] },
      'POST /api/admin/packages/p1/departures': ({ body }) => ({
        status: 201,
        body: { ...aDeparture(), ...(body as object) },
      }),
    });
    expect(await within(section).findByText(/No departures yet/)).toBeVisible();
    await user.click(within(section).getByRole('button', { name: 'Add departure' }));
    const dialog = await findDialog('Add departure');
    fireEvent.change(inputIn(dialog, 'Departure date'), { target: { value: '2027-03-05' } });
    expect(inputIn(dialog, 'Return date')).toHaveValue('2027-03-16');
    // The status says what it does; Closed, what closing the sales means.
    expect(dialog).toHaveTextContent('Takes booking requests while seats are left.');
    await fill(user, inputIn(dialog, 'Airline'), 'Saudia');
    await fill(user, inputIn(dialog, 'Capacity (seats)'), '40');
    await fill(user, inputIn(dialog, 'Double price'), '3400');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Departure of March 5, 2027 added')).toBeVisible();
    expect(api.to('POST', '/api/admin/packages/p1/departures')[0]?.body).toMatchObject({
      departureDate: '2027-03-05',
      returnDate: '2027-03-16',
      capacity: 40,
      flights: { airline: 'Saudia', flightNumbers: '' },
      prices: { double: 3400, quad: null },
      depositDueDate: null,
      status: 'open',
      fr: null,
    });
    // The departure's own form, not the package's: nothing was sent for the package.
    expect(api.to('PUT', '/api/admin/packages/p1')).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Edit Package' })).toBeVisible();
  });

  it('refuses a capacity of 0 before sending, as the server would', async () => {
    const { api, user, section } = await openDepartures({
      'GET /api/admin/packages/p1/departures': { body: [] },
    });
    await user.click(await within(section).findByRole('button', { name: 'Add departure' }));
    const dialog = await findDialog('Add departure');
    fireEvent.change(inputIn(dialog, 'Departure date'), { target: { value: '2027-03-05' } });
    await fill(user, inputIn(dialog, 'Capacity (seats)'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/Capacity must be between 1 and/)).toBeVisible();
    expect(api.to('POST', '/api/admin/packages/p1/departures')).toHaveLength(0);
  });

  it('copies a departure to a later date and closes one after asking', async () => {
    const { api, user, section } = await openDepartures({
      'GET /api/admin/packages/p1/departures': { body: [aDeparture()] },
      'POST /api/admin/departures/d1/copy': {
        status: 201,
        body: aDeparture({ id: 'd2', departureDate: '2027-03-19' }),
      },
      'POST /api/admin/departures/d1/close': { body: aDeparture({ status: 'closed' }) },
    });
    const item = await within(section).findByRole('listitem', { name: /^March 5, 2027/ });
    await user.click(within(item).getByRole('button', { name: 'Copy to next date' }));
    const copy = await findDialog('Copy to next date');
    // A week later by default; staff pick the date.
    expect(inputIn(copy, 'New departure date')).toHaveValue('2027-03-12');
    fireEvent.change(inputIn(copy, 'New departure date'), { target: { value: '2027-03-19' } });
    await user.click(within(copy).getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Departure copied to March 19, 2027')).toBeVisible();
    expect(api.to('POST', '/api/admin/departures/d1/copy')[0]?.body).toEqual({
      departureDate: '2027-03-19',
      returnDate: null,
    });

    await user.click(within(item).getByRole('button', { name: 'Close' }));
    const ask = await findDialog('Close the departure?');
    // It says what closing does before staff confirm.
    expect(ask).toHaveTextContent('takes no new booking requests (visitors can only join');
    await user.click(within(ask).getByRole('button', { name: 'Close departure' }));
    expect(await screen.findByText('Departure of March 5, 2027 closed')).toBeVisible();
    expect(api.to('POST', '/api/admin/departures/d1/close')).toHaveLength(1);
    expect(api.to('PUT', '/api/admin/packages/p1')).toHaveLength(0);
  });

  it("asks for the package's own dates and seats only while it has no departures", async () => {
    const { section } = await openDepartures({
      'GET /api/admin/packages/p1/departures': { body: [aDeparture()] },
    });
    await within(section).findByRole('listitem', { name: /^March 5, 2027/ });
    const dialog = screen.getByRole('dialog', { name: 'Edit Package' });
    // Each departure carries its dates and seats: the package's fields would ask twice.
    expect(within(dialog).queryByLabelText(/^Departure date/)).toBeNull();
    expect(within(dialog).queryByLabelText(/^Return date/)).toBeNull();
    expect(within(dialog).queryByLabelText(/^Seats left/)).toBeNull();
    expect(
      within(dialog).getByText(
        'Dates and seats are set on each departure, under Departures below.',
      ),
    ).toBeVisible();
  });

  it("keeps the package's own dates and seats for a package without departures", async () => {
    const { section } = await openDepartures({
      'GET /api/admin/packages/p1/departures': { body: [] },
    });
    await within(section).findByText(/No departures yet/);
    const dialog = screen.getByRole('dialog', { name: 'Edit Package' });
    expect(inputIn(dialog, 'Departure date')).toBeVisible();
    expect(inputIn(dialog, 'Seats left')).toBeVisible();
  });
});

describe("a new package's departures", { timeout: UI_TEST_TIMEOUT_MS }, () => {
  // Two forms typed field by field: slow in jsdom on a busy machine, hence its own timeout.
  it(
    'adds a departure before the first save: the package is saved, then the departure form opens in the same dialog',
    {
      timeout: 2 * UI_TEST_TIMEOUT_MS,
    },
    async () => {
      const created: Package = { ...pkg, id: 'new', title: 'Winter Umrah', slug: 'winter-umrah' };
      const api = fakeApi({
        'GET /api/admin/check': { body: ADMIN },
        'GET /api/admin/packages': { body: [] },
        'POST /api/admin/packages': ({ body }) => ({
          status: 201,
          body: { ...created, ...(body as object), id: 'new' },
        }),
        'GET /api/admin/packages/new/departures': { body: [] },
        'POST /api/admin/packages/new/departures': ({ body }) => ({
          status: 201,
          body: { ...aDeparture({ id: 'd9' }), ...(body as object) },
        }),
      });
      const { user } = renderAdmin('/admin/packages');
      await user.click(await screen.findByRole('button', { name: 'Add Package' }));
      const add = await findDialog('Add Package');
      const section = within(add).getByRole('region', { name: 'Departures' });
      expect(section).toHaveTextContent('Adding one saves the package first');

      await fill(user, inputIn(add, 'Title'), 'Winter Umrah');
      await fill(user, inputIn(add, 'Short description'), 'Two weeks in the holy cities');
      await fill(user, inputIn(add, 'Base price'), '1999');
      await fill(user, inputIn(add, 'Nights in Makkah'), '5');
      await fill(user, inputIn(add, 'Nights in Madinah'), '5');
      await fill(user, inputIn(add, 'Image URL'), '/images/winter.jpg');
      await user.click(within(section).getByRole('button', { name: 'Save and add departure' }));

      // Saved once, as a draft; the same dialog goes on as its Edit dialog, the departure form open.
      const departure = await findDialog('Add departure');
      expect(api.to('POST', '/api/admin/packages')).toHaveLength(1);
      expect(api.to('POST', '/api/admin/packages')[0]?.body).toMatchObject({
        title: 'Winter Umrah',
        isPublished: false,
      });
      // Behind the departure's dialog, hence hidden to the accessibility tree for now.
      expect(
        screen.getByRole('dialog', { name: 'Edit Package', hidden: true }),
      ).toBeInTheDocument();
      fireEvent.change(inputIn(departure, 'Departure date'), { target: { value: '2027-03-05' } });
      // The return date follows from the nights just typed.
      expect(inputIn(departure, 'Return date')).toHaveValue('2027-03-16');
      await fill(user, inputIn(departure, 'Capacity (seats)'), '40');
      await user.click(within(departure).getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Departure of March 5, 2027 added')).toBeVisible();
      expect(api.to('POST', '/api/admin/packages/new/departures')).toHaveLength(1);
      // Saving the package again edits it, never creates a second one.
      const edit = screen.getByRole('dialog', { name: 'Edit Package' });
      await user.click(within(edit).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(api.to('PUT', '/api/admin/packages/new')).toHaveLength(1));
      expect(api.to('POST', '/api/admin/packages')).toHaveLength(1);
    },
  );

  it('saves nothing when the package form is not complete', async () => {
    const api = fakeApi({
      'GET /api/admin/check': { body: ADMIN },
      'GET /api/admin/packages': { body: [] },
    });
    const { user } = renderAdmin('/admin/packages');
    await user.click(await screen.findByRole('button', { name: 'Add Package' }));
    const add = await findDialog('Add Package');
    const section = within(add).getByRole('region', { name: 'Departures' });
    await user.click(within(section).getByRole('button', { name: 'Save and add departure' }));
    expect(await within(add).findByText('Title is required')).toBeVisible();
    expect(api.to('POST', '/api/admin/packages')).toHaveLength(0);
    expect(screen.queryByRole('dialog', { name: 'Add departure' })).toBeNull();
  });
});
