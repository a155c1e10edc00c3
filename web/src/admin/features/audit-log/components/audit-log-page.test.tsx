import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { submissionReference } from '@umrah/domain/model/reference';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, fakeApi } from '../../../testing/fake-api';
import { renderAdmin, UI_TEST_TIMEOUT_MS } from '../../../testing/render-admin';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('audit log screen', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('says each entry in words and asks the server for the filters set', async () => {
    const api = fakeApi({
      'GET /api/admin/check': { body: ADMIN },
      'GET /api/admin/audit-log/counts': { body: { all: 2 } },
      'GET /api/admin/audit-log': {
        body: [
          {
            id: 'a2',
            actorUid: 'u1',
            actorUsername: 'Aisha',
            action: 'POST',
            target: 'bookings/b1/confirm',
            kind: 'booking-confirmed',
            details: { travellers: 2 },
            at: '2026-11-22T15:00:00.000Z',
          },
          {
            id: 'a1',
            actorUid: 'u2',
            actorUsername: 'admin',
            action: 'Reset a second factor',
            target: 'from 203.0.113.9',
            kind: 'other',
            at: '2026-11-22T14:00:00.000Z',
          },
        ],
      },
    });
    renderAdmin('/admin/audit-log');
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent(
      `Aisha confirmed booking ${submissionReference('b1')} for 2 travellers`,
    );
    expect(rows[1]).toHaveTextContent('Booking confirmed');
    // A kind this screen does not know yet still reads.
    expect(rows[2]).toHaveTextContent('admin reset a second factor from 203.0.113.9');

    const form = screen.getByRole('form', { name: 'Filter the audit log' });
    await userEvent.type(within(form).getByLabelText('Booking'), 'bk12-abcd');
    await userEvent.type(within(form).getByLabelText('Person'), 'Aisha');
    await userEvent.click(within(form).getByRole('button', { name: 'Apply filters' }));
    await vi.waitFor(() => {
      const last = api.requests.filter((r) => r.path === '/api/admin/audit-log').at(-1);
      expect(last?.query.get('booking')).toBe('bk12-abcd');
      expect(last?.query.get('person')).toBe('Aisha');
    });
  });
});
