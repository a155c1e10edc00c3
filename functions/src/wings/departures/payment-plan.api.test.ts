// A departure's payment plan and cancellation policy, and a package's policy, through the admin
// API: saved, read back as saved, and a bad body refused naming its fields.
import { addDays, todayInTimeZone } from '@umrah/domain/model/dates';
import type { Departure } from '@umrah/domain/model/departures';
import type { Package } from '@umrah/domain/schemas/package';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminForThisFile } from '../../../test-support/admin-session';
import { putAgencySettings } from '../../../test-support/agency-settings';
import { clearFirestore } from '../../../test-support/emulators';
import { aPackage } from '../../../test-support/fixtures';
import { addDeparture, storePackage } from '../../../test-support/seeded-bookings';

const admin = adminForThisFile();
const soon = addDays(todayInTimeZone(), 200);

const plan = {
  deposit: { type: 'percent', value: 2_000 },
  instalments: { type: 'dates', dates: [addDays(soon, -150), addDays(soon, -120)] },
  finalDaysBefore: 45,
};
const policy = {
  tiers: [
    { daysBefore: 60, fee: { type: 'percent', value: 5_000 } },
    { daysBefore: 30, fee: { type: 'percent', value: 10_000 } },
  ],
  nonRefundable: [
    { kind: 'visa', cents: 15_000, fromDaysBefore: null, label: null },
    { kind: 'air', cents: 120_000, fromDaysBefore: 60, label: null },
  ],
};

beforeEach(async () => {
  await clearFirestore();
  await putAgencySettings();
});

const readDeparture = async (id: string) =>
  (await admin.request<Departure>('GET', `/api/admin/departures/${id}`)).body;

describe("a departure's payment plan and cancellation policy", () => {
  it('are saved, read back as saved, changed and cleared', async () => {
    const packageId = await storePackage();
    const d = await addDeparture(admin, packageId, {
      departureDate: soon,
      paymentPlan: plan,
      cancellationPolicy: policy,
    });
    expect(d.paymentPlan).toEqual(plan);
    expect(d.cancellationPolicy).toEqual(policy);
    expect(await readDeparture(d.id)).toMatchObject({
      paymentPlan: plan,
      cancellationPolicy: policy,
    });

    const monthly = { ...plan, instalments: { type: 'monthly' }, finalDaysBefore: 30 };
    const edit = await admin.request<Departure>('PUT', `/api/admin/departures/${d.id}`, {
      departureDate: soon,
      capacity: 40,
      paymentPlan: monthly,
      cancellationPolicy: null,
    });
    expect(edit.status).toBe(200);
    const after = await readDeparture(d.id);
    expect(after.paymentPlan).toEqual({ ...monthly, instalments: { type: 'monthly', dates: [] } });
    expect(after.cancellationPolicy).toBeNull();
  });

  it('a departure saved without them has none (the terms and the package apply)', async () => {
    const d = await addDeparture(admin, await storePackage(), { departureDate: soon });
    expect(d).toMatchObject({ paymentPlan: null, cancellationPolicy: null });
  });

  it('refuses a bad plan or policy, naming each field, and saves nothing', async () => {
    const packageId = await storePackage();
    const res = await admin.request<{ errors: Record<string, string> }>(
      'POST',
      `/api/admin/packages/${packageId}/departures`,
      {
        departureDate: soon,
        capacity: 40,
        paymentPlan: {
          deposit: { type: 'percent', value: 12_000 },
          instalments: { type: 'dates', dates: ['2027-02-30'] },
          finalDaysBefore: 'soon',
        },
        cancellationPolicy: {
          tiers: [{ daysBefore: -1, fee: { type: 'free', value: 0 } }],
          nonRefundable: [{ kind: 'other', cents: 100 }],
        },
      },
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      'paymentPlan.deposit.value': expect.stringContaining('100%'),
      'paymentPlan.instalments.dates[0]': expect.stringContaining('valid date'),
      'paymentPlan.finalDaysBefore': expect.stringContaining('number'),
      'cancellationPolicy.tiers[0].daysBefore': expect.any(String),
      'cancellationPolicy.tiers[0].fee.type': expect.stringContaining('percent, amount'),
      'cancellationPolicy.nonRefundable[0]': 'Name the other non-refundable component',
    });
    const list = await admin.request<unknown[]>(
      'GET',
      `/api/admin/packages/${packageId}/departures`,
    );
    expect(list.body).toHaveLength(0);
  });
});

describe("a package's cancellation policy", () => {
  it('is saved and read back; a package without one has none', async () => {
    const created = await admin.request<Package>(
      'POST',
      '/api/admin/packages',
      aPackage({
        slug: 'with-policy',
        cancellationPolicy: policy as Package['cancellationPolicy'],
      }),
    );
    expect(created.status).toBe(201);
    const list = await admin.request<Package[]>('GET', '/api/admin/packages');
    const read = list.body.find((p) => p.id === created.body.id);
    expect(read?.cancellationPolicy).toEqual(policy);

    const bare = { ...aPackage({ slug: 'without-policy' }) } as Record<string, unknown>;
    delete bare['cancellationPolicy'];
    const none = await admin.request<Package>('POST', '/api/admin/packages', bare);
    expect(none.body.cancellationPolicy).toBeNull();

    const bad = await admin.request<{ errors: Record<string, string> }>(
      'PUT',
      `/api/admin/packages/${created.body.id}`,
      aPackage({
        slug: 'with-policy',
        cancellationPolicy: { tiers: 'all', nonRefundable: [] } as never,
      }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors['cancellationPolicy.tiers']).toBe('Cancellation tiers must be a list');
  });
});
