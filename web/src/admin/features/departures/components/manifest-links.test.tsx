import { screen } from '@testing-library/react';
import type { ReadinessBoard } from '@umrah/domain/model/readiness';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aDepartureDetail } from '../../../testing/departure-data';
import { ADMIN, fakeApi } from '../../../testing/fake-api';
import { renderAdmin, UI_TEST_TIMEOUT_MS } from '../../../testing/render-admin';

afterEach(() => {
  vi.unstubAllGlobals();
});

const board: ReadinessBoard = {
  departureId: 'd1',
  departureDate: '2027-03-05',
  returnDate: '2027-03-19',
  ready: 0,
  total: 0,
  rows: [],
};

describe('the departure’s manifest links', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('offer the group manifest as PDF (new tab) and CSV beside the readiness board', async () => {
    fakeApi({
      'GET /api/admin/check': { body: ADMIN },
      'GET /api/admin/departures/d1': { body: aDepartureDetail({ bookings: [], waitingList: [] }) },
      'GET /api/admin/departures/d1/readiness': { body: board },
    });
    renderAdmin('/admin/departures/d1');
    const pdf = await screen.findByRole('link', { name: 'Manifest (PDF)' });
    expect(pdf).toHaveAttribute('href', '/api/admin/departures/d1/manifest.pdf');
    expect(pdf).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Manifest (CSV)' })).toHaveAttribute(
      'href',
      '/api/admin/departures/d1/manifest.csv',
    );
    expect(screen.getByRole('region', { name: 'Readiness' })).toContainElement(pdf);
  });
});
