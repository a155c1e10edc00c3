import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, fakeApi } from '../../../testing/fake-api';
import { renderAdmin, UI_TEST_TIMEOUT_MS } from '../../../testing/render-admin';
import { describeAction } from './audit-log-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('describeAction', () => {
  it('reads methods as verbs and keeps other actions as they are', () => {
    expect(describeAction({ action: 'POST', target: 'packages' })).toBe('Created packages');
    expect(describeAction({ action: 'PUT', target: 'settings' })).toBe('Updated settings');
    expect(describeAction({ action: 'DELETE', target: 'users/u2' })).toBe('Deleted users/u2');
    expect(describeAction({ action: 'view passport', target: 'bookings/b1' })).toBe(
      'Viewed the passport of bookings/b1',
    );
    expect(describeAction({ action: 'PATCH', target: 'x' })).toBe('PATCH x');
  });
});

describe('audit log screen', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('lists who did what, newest first as the server sends them', async () => {
    fakeApi({
      'GET /api/admin/check': { body: ADMIN },
      'GET /api/admin/audit-log': {
        body: [
          {
            id: 'a2',
            actorUid: 'u1',
            actorUsername: 'fatima',
            action: 'view passport',
            target: 'bookings/b1',
            at: '2026-11-22T15:00:00.000Z',
          },
          {
            id: 'a1',
            actorUid: 'u2',
            actorUsername: 'admin',
            action: 'PUT',
            target: 'packages/p1',
            at: '2026-11-22T14:00:00.000Z',
          },
        ],
      },
    });
    renderAdmin('/admin/audit-log');
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('fatima');
    expect(rows[1]).toHaveTextContent('Viewed the passport of bookings/b1');
    expect(rows[2]).toHaveTextContent('Updated packages/p1');
  });
});
