// The cancellation policy on the package page and the booking form (O. Reg. 26/05 s. 36): its
// lines in the page's language, and nothing new for a package without one.
import { screen, within } from '@testing-library/react';
import type { CancellationPolicy } from '@umrah/domain/model/money/cancellation-policy';
import { describe, expect, it } from 'vitest';
import { makePackage } from '../../../testing/data';
import { renderPage } from '../../testing/render-page';
import { bookingPage } from '../booking/booking-page';
import { packagePage } from './package-page';

const policy: CancellationPolicy = {
  tiers: [
    { daysBefore: 60, fee: { type: 'percent', value: 5_000 } },
    { daysBefore: 30, fee: { type: 'percent', value: 10_000 } },
  ],
  nonRefundable: [{ kind: 'visa', cents: 15_000, fromDaysBefore: null, label: null }],
};
const WITH = makePackage({ slug: 'with', cancellationPolicy: policy });
const WITHOUT = makePackage({ slug: 'without' });

const openPackage = (pkg: unknown, prefix = '') =>
  renderPage(packagePage, {
    path: `${prefix}/packages/with`,
    params: { slug: 'with' },
    data: [pkg],
  });

function policySection(name: string) {
  const heading = screen.getByRole('heading', { name });
  return heading.closest('section') as HTMLElement;
}

describe('the cancellation policy on the package page', () => {
  it('lists the tiers and the kept components in English', () => {
    openPackage(WITH);
    const items = within(policySection('Cancellation Policy')).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'More than 60 days before departure: no cancellation fee',
      '60 days or fewer before departure: 50% of the price per traveller',
      '30 days or fewer before departure: no refund',
      'Visa: $150.00 per traveller, non-refundable once booked',
    ]);
  });

  it('in French on the French page', () => {
    openPackage(WITH, '/fr');
    const items = within(policySection('Politique d’annulation')).getAllByRole('listitem');
    expect(items[1]?.textContent).toBe(
      '60\u00a0jours ou moins avant le départ\u00a0: 50\u00a0% du prix par voyageur',
    );
    expect(items).toHaveLength(4);
  });

  it('shows nothing new for a package without a policy (or with an empty one)', () => {
    const { unmount } = openPackage(WITHOUT);
    expect(screen.queryByRole('heading', { name: 'Cancellation Policy' })).not.toBeInTheDocument();
    expect(document.querySelector('.cancel-policy')).toBeNull();
    unmount();
    openPackage(makePackage({ cancellationPolicy: { tiers: [], nonRefundable: [] } }));
    expect(document.querySelector('.cancel-policy')).toBeNull();
  });
});

describe('the cancellation policy on the booking form', () => {
  const openBooking = (path: string) => renderPage(bookingPage, { path, data: [[WITH, WITHOUT]] });

  it('states the policy of the package the form is opened for', () => {
    openBooking('/booking?package=with');
    const items = within(policySection('Cancellation Policy')).getAllByRole('listitem');
    expect(items[0]?.textContent).toBe('More than 60 days before departure: no cancellation fee');
  });

  it('in French', () => {
    openBooking('/fr/booking?package=with');
    expect(screen.getByRole('heading', { name: 'Politique d’annulation' })).toBeInTheDocument();
  });

  it('nothing for a package without one, or when no package is chosen', () => {
    const { unmount } = openBooking('/booking?package=without');
    expect(document.querySelector('.cancel-policy')).toBeNull();
    unmount();
    openBooking('/booking');
    expect(document.querySelector('.cancel-policy')).toBeNull();
  });
});
