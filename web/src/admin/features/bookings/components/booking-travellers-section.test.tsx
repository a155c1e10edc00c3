import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, fakeApi, type FakeRoutes } from '../../../testing/fake-api';
import { aBooking } from '../../../testing/inbox-data';
import { fill, findDialog, inputIn } from '../../../testing/queries';
import { renderAdmin, UI_TEST_TIMEOUT_MS } from '../../../testing/render-admin';
import { aTraveller, READY_FIELDS, TRIP } from '../../../testing/traveller-data';

afterEach(() => {
  vi.unstubAllGlobals();
});

const booking = aBooking({ id: 'b1', fullName: 'Amina Khan', numberOfTravelers: 2 });
const travellers = {
  bookingId: 'b1',
  departureId: 'd1',
  trip: TRIP,
  travellers: [
    {
      ...aTraveller(1, READY_FIELDS),
      files: {
        passport: {
          fileName: 'scan.pdf',
          contentType: 'application/pdf',
          size: 204800,
          uploadedAt: '2026-11-21T15:00:00.000Z',
        },
        vaccination: null,
        photo: null,
      },
    },
    aTraveller(2, { givenNames: 'Yusuf', surname: 'Khan' }),
  ],
};

function setup(extra: FakeRoutes = {}) {
  const api = fakeApi({
    'GET /api/admin/check': { body: ADMIN },
    'GET /api/admin/inbox-counts': { body: { newBookings: 0, unreadMessages: 0 } },
    'GET /api/admin/bookings/b1': { body: booking },
    'GET /api/admin/bookings/b1/travellers': { body: travellers },
    ...extra,
  });
  return { api, ...renderAdmin('/admin/bookings/b1') };
}

describe('the booking’s travellers', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('lists each traveller with a chip per readiness rule', async () => {
    setup();
    const section = await screen.findByRole('region', { name: 'Travellers' });
    expect(await within(section).findByText('1 of 2 ready to fly.')).toBeVisible();
    const first = within(section).getByRole('listitem', { name: 'Traveller 1' });
    expect(first).toHaveTextContent('1. KHAN, Amina');
    expect(first).toHaveTextContent('Ready');
    expect(first).toHaveTextContent(
      'Passport HK123456 · expires January 10, 2030 · born April 12, 1985',
    );
    const second = within(section).getByRole('listitem', { name: 'Traveller 2' });
    expect(second).toHaveTextContent('Not ready');
    expect(
      within(second).getByRole('img', { name: /^Photo: Missing\. The photo is missing\./ }),
    ).toBeInTheDocument();
    expect(within(second).getByRole('img', { name: /^Paid in full: OK\./ })).toBeInTheDocument();
  });

  it('links to the documents the pilgrim uploaded, and only those', async () => {
    setup();
    const section = await screen.findByRole('region', { name: 'Travellers' });
    const docs = await within(section).findByRole('list', { name: 'Documents of traveller 1' });
    const link = within(docs).getByRole('link', { name: 'View passport scan' });
    expect(link).toHaveAttribute('href', '/api/admin/bookings/b1/travellers/1/documents/passport');
    expect(link).toHaveAttribute('target', '_blank');
    expect(docs).toHaveTextContent('scan.pdf (200 KB), uploaded');
    expect(within(section).queryByRole('link', { name: /vaccination|photo/ })).toBeNull();
    expect(within(section).queryByRole('list', { name: 'Documents of traveller 2' })).toBeNull();
  });

  it('edits a traveller with the shared schema and shows the server’s field errors', async () => {
    const { user, api } = setup({
      'PUT /api/admin/bookings/b1/travellers/2': (req) => {
        const body = req.body as { passportNumber: string };
        return body.passportNumber === 'ZZ999999'
          ? {
              status: 400,
              body: {
                message: 'Invalid input: Related traveller must be a traveller of this booking',
                errors: {
                  'relation.to': 'Related traveller must be a traveller of this booking (1 to 2)',
                },
              },
            }
          : { body: aTraveller(2, { ...READY_FIELDS, givenNames: 'Yusuf' }) };
      },
    });
    const section = await screen.findByRole('region', { name: 'Travellers' });
    await user.click(await within(section).findByRole('button', { name: 'Edit traveller 2' }));
    const dialog = await findDialog('Traveller 2');

    // A wrong value is caught in the form, by the same schema the server uses.
    await fill(user, inputIn(dialog, 'Passport number'), 'AB!');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(
        'Passport number must be 5 to 15 letters and digits, as on the passport',
      ),
    ).toBeVisible();
    expect(api.to('PUT', '/api/admin/bookings/b1/travellers/2')).toHaveLength(0);

    // The server's refusal lands on its field.
    await user.clear(inputIn(dialog, 'Passport number'));
    await fill(user, inputIn(dialog, 'Passport number'), 'ZZ999999');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(
        'Related traveller must be a traveller of this booking (1 to 2)',
      ),
    ).toBeVisible();

    await user.clear(inputIn(dialog, 'Passport number'));
    await fill(user, inputIn(dialog, 'Passport number'), 'ab 123456');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Traveller 2 saved: ready')).toBeInTheDocument();
    const sent = api.to('PUT', '/api/admin/bookings/b1/travellers/2').at(-1)?.body;
    expect(sent).toMatchObject({
      givenNames: 'Yusuf',
      surname: 'Khan',
      passportNumber: 'AB123456',
      dateOfBirth: null,
      relation: null,
      visaStatus: 'not_started',
      documents: { passportScan: false, vaccinationCertificate: false, photo: false },
    });
  });

  it('replaces a traveller at the policy’s fee, warning past the airline’s name deadline', async () => {
    const path = '/api/admin/bookings/b1/travellers/2/name-change';
    const { user, api } = setup({
      [`GET ${path}`]: {
        body: {
          quote: {
            feeCents: 7_500,
            deadline: '2026-11-01',
            afterDeadline: true,
            newTotalCents: 707_500,
          },
          policyVersion: 'cp-12345678',
        },
      },
      [`POST ${path}`]: {
        body: { index: 2, from: 'KHAN, Yusuf', to: 'HADDAD, Zainab', feeCents: 7_500 },
      },
    });
    const section = await screen.findByRole('region', { name: 'Travellers' });
    await user.click(await within(section).findByRole('button', { name: 'Replace traveller 2' }));
    const dialog = await findDialog('Replace traveller 2');
    expect(
      await within(dialog).findByText(/Name change fee \(the booking's policy\): \$75\.00/),
    ).toBeVisible();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      "The airline's name deadline (November 1, 2026) has passed",
    );

    // Names are required, by the schema the server uses.
    await user.click(within(dialog).getByRole('button', { name: 'Replace traveller' }));
    expect(await within(dialog).findByText('Surname is required')).toBeVisible();
    expect(api.to('POST', path)).toHaveLength(0);

    await fill(user, inputIn(dialog, 'Given names'), 'Zainab');
    await fill(user, inputIn(dialog, 'Surname'), 'Haddad');
    await user.click(within(dialog).getByRole('button', { name: 'Replace traveller' }));
    expect(await screen.findByText('Traveller 2 is now HADDAD, Zainab')).toBeInTheDocument();
    expect(api.to('POST', path).at(-1)?.body).toEqual({
      givenNames: 'Zainab',
      surname: 'Haddad',
      expectedFeeCents: 7_500,
    });
  });

  it('lists the booking’s name changes under its travellers', async () => {
    setup({
      'GET /api/admin/bookings/b1': {
        body: {
          ...booking,
          nameChanges: [
            {
              at: '2026-11-20T15:00:00.000Z',
              by: 'aisha',
              index: 2,
              from: 'KHAN, Bilal',
              to: 'KHAN, Yusuf',
              feeCents: 7_500,
              deadline: '2026-11-01',
              afterDeadline: true,
              policyVersion: 'cp-12345678',
            },
          ],
        },
      },
    });
    const section = await screen.findByRole('region', { name: 'Travellers' });
    expect(await within(section).findByRole('list', { name: 'Name changes' })).toHaveTextContent(
      'November 20, 2026, aisha: traveller 2 KHAN, Bilal → KHAN, Yusuf, fee $75.00, after the name deadline',
    );
  });
});
