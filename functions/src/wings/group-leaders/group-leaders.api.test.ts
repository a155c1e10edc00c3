// Group leaders (issue 46) through the real API: staff add a leader and a private departure for
// their group with prices by group size; three pilgrims book through the group's code (one in
// French); staff confirm, and when the group reaches a set size every confirmed booking of the
// group comes down to the new price, its plan re-spread. The private departure stays off
// /packages, the package page and the sitemap; the group's page is noindex.
import type { Booking } from '@umrah/domain/model/bookings';
import type { Group, GroupLeader } from '@umrah/domain/model/group-leaders';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../platform/firebase/firebase';
import { adminForThisFile } from '../../../test-support/admin-session';
import { putAgencySettings } from '../../../test-support/agency-settings';
import { baseUrl, clearFirestore } from '../../../test-support/emulators';
import { addDeparture, confirmBooking, storePackage } from '../../../test-support/seeded-bookings';
import { bookingFields, daysFromToday, postBooking } from '../../../test-support/submissions';
import { pdfText } from '../../../test-support/pdf-text';

const admin = adminForThisFile();
const soon = daysFromToday(200);
let ip = 0;
const from = () => ({ 'X-Forwarded-For': `203.0.113.${++ip % 250}` });

beforeEach(async () => {
  await clearFirestore();
  await putAgencySettings();
});

async function get(path: string) {
  const res = await fetch(`${baseUrl}${path}`, { redirect: 'manual' });
  return { status: res.status, location: res.headers.get('location'), text: await res.text() };
}

/** A published package with a public date and a date kept for the group. */
async function groupOnPrivateDeparture() {
  const packageId = await storePackage();
  const slug = String((await db().collection('packages').doc(packageId).get()).get('slug'));
  const open = await addDeparture(admin, packageId, { departureDate: daysFromToday(150) });
  const departure = await addDeparture(admin, packageId, {
    departureDate: soon,
    paymentPlan: {
      deposit: { type: 'percent', value: 2_000 },
      instalments: { type: 'dates', dates: [daysFromToday(120)] },
      finalDaysBefore: 45,
    },
  });
  const leader = await admin.request<GroupLeader>('POST', '/api/admin/group-leaders', {
    name: 'Imam Yusuf Diallo',
    organisation: 'Masjid Al-Noor',
    email: 'yusuf@example.com',
    phone: '+1 514 555 0101',
    language: 'fr',
  });
  expect(leader.status, JSON.stringify(leader.body)).toBe(201);
  const group = await admin.request<Group>('POST', '/api/admin/groups', {
    leaderId: leader.body.id,
    departureId: departure.id,
    name: 'Masjid Al-Noor Umrah 2027',
    pricePerTraveller: 3000,
    priceSteps: [
      { minTravellers: 8, pricePerTraveller: 2600 },
      { minTravellers: 5, pricePerTraveller: 2800 },
    ],
    privateDeparture: true,
  });
  expect(group.status, JSON.stringify(group.body)).toBe(201);
  return { packageId, slug, open, departure, leader: leader.body, group: group.body };
}

const readBooking = async (id: string) =>
  (await admin.request<Booking>('GET', `/api/admin/bookings/${id}`)).body;

describe('group leaders and their groups', () => {
  it('staff add a leader and a group; the leader can lead several departures', async () => {
    const { leader, group, packageId } = await groupOnPrivateDeparture();
    expect(group.code).toMatch(/^[A-Z2-9]{6}$/);
    const another = await addDeparture(admin, packageId, { departureDate: daysFromToday(300) });
    const second = await admin.request<Group>('POST', '/api/admin/groups', {
      leaderId: leader.id,
      departureId: another.id,
      name: 'Masjid Al-Noor, autumn',
      pricePerTraveller: 2900,
      priceSteps: [],
      privateDeparture: false,
    });
    expect(second.status).toBe(201);
    const groups = await admin.request<Group[]>('GET', '/api/admin/groups');
    expect(groups.body.filter((g) => g.leaderId === leader.id)).toHaveLength(2);
    const leaders = await admin.request<GroupLeader[]>('GET', '/api/admin/group-leaders');
    expect(leaders.body.map((l) => l.name)).toEqual(['Imam Yusuf Diallo']);
    // A step that does not lower the price is refused, naming the field.
    const bad = await admin.request<{ errors: Record<string, string> }>(
      'POST',
      '/api/admin/groups',
      {
        leaderId: leader.id,
        departureId: another.id,
        name: 'x group',
        pricePerTraveller: 2000,
        priceSteps: [{ minTravellers: 10, pricePerTraveller: 2500 }],
        privateDeparture: false,
      },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors['priceSteps']).toContain('below the price per traveller');
  });

  it('keeps the private departure off /packages, the package page and the sitemap', async () => {
    const { slug, open, departure, group } = await groupOnPrivateDeparture();
    const list = await fetch(`${baseUrl}/api/packages`).then(
      (r) => r.json() as Promise<{ slug: string; departures: { id: string }[] }[]>,
    );
    const ids = list.find((p) => p.slug === slug)?.departures.map((d) => d.id);
    expect(ids).toEqual([open.id]);
    for (const path of ['/packages', `/packages/${slug}`, `/booking?package=${slug}`]) {
      const page = await get(path);
      expect(page.status).toBe(200);
      expect(page.text).not.toContain(departure.id);
    }
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.text).not.toContain(group.code);
    expect(sitemap.text).not.toContain('/booking/group');

    // Its own address and the short code: noindex, the group's name and price.
    expect(await get(`/g/${group.code.toLowerCase()}`)).toMatchObject({
      status: 302,
      location: `/booking/group/${group.code}`,
    });
    expect((await get(`/fr/g/${group.code}`)).location).toBe(`/fr/booking/group/${group.code}`);
    expect((await get(`/g?code=${group.code}`)).location).toBe(`/booking/group/${group.code}`);
    const page = await get(`/booking/group/${group.code}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<meta name="robots" content="noindex"/>');
    expect(page.text).toContain('Masjid Al-Noor Umrah 2027');
    expect(page.text).toContain('$3,000 per traveller');
    expect(page.text).toContain(departure.id);
    const fr = await get(`/fr/booking/group/${group.code}`);
    expect(fr.text).toContain('par voyageur');
    expect((await get('/booking/group/ZZZZZZ')).status).toBe(404);
  });

  it('books through the code, and lowers every confirmed booking once the group passes a size', async () => {
    const { packageId, departure, group } = await groupOnPrivateDeparture();
    // Without the group's code, its date takes no request.
    const outsider = await postBooking(
      bookingFields(packageId, { departureId: departure.id }),
      undefined,
      from(),
    );
    expect(outsider.status).toBe(400);

    const book = async (travellers: number, extra: Record<string, string> = {}) => {
      const res = await postBooking(
        bookingFields(packageId, {
          groupCode: ` ${group.code.toLowerCase()} `,
          numberOfTravelers: String(travellers),
          preferredDate: soon,
          ...extra,
        }),
        undefined,
        from(),
      );
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return String(res.body.id);
    };
    const a = await book(2);
    const b = await book(2, { language: 'fr', fullName: 'Fatou Ndiaye' });
    const c = await book(4);
    const stored = await readBooking(b);
    expect(stored).toMatchObject({
      departureId: departure.id,
      group: { code: group.code, name: 'Masjid Al-Noor Umrah 2027' },
      language: 'fr',
    });

    // Staff's typed total gives way to the group's price: 2 travellers at $3,000.
    const first = await confirmBooking(admin, a, {
      roomType: 'double',
      numberOfTravelers: 2,
      total: '9999',
    });
    expect(first.payment?.totalCents).toBe(600_000);
    expect(first.payment?.groupPrice).toMatchObject({
      pricePerTraveller: 3000,
      minTravellers: null,
    });
    // 4 confirmed: one below the first step (5), still $3,000.
    await confirmBooking(admin, b, { roomType: 'double', numberOfTravelers: 2, total: '6000' });
    expect((await readBooking(a)).payment?.totalCents).toBe(600_000);
    expect((await readBooking(b)).payment?.totalCents).toBe(600_000);
    // 8 confirmed: exactly the second step, $2,600 for all three bookings.
    const third = await confirmBooking(admin, c, {
      roomType: 'quad',
      numberOfTravelers: 4,
      total: '12000',
    });
    expect(third.payment?.totalCents).toBe(1_040_000);
    for (const id of [a, b]) {
      const p = (await readBooking(id)).payment;
      expect(p?.totalCents).toBe(520_000);
      expect(p?.groupPrice).toMatchObject({ pricePerTraveller: 2600, minTravellers: 8 });
      // The plan is re-spread: its instalments still add up to the total, deposit first.
      const schedule = p?.schedule ?? [];
      expect(schedule.reduce((s, i) => s + i.amountCents, 0)).toBe(520_000);
      expect(schedule[0]?.kind).toBe('deposit');
      expect(p?.balanceCents).toBe(520_000 - (p?.depositCents ?? 0));
    }
    // The group's page now quotes the lower price; the pay page says the price and why.
    expect((await get(`/booking/group/${group.code}`)).text).toContain('$2,600 per traveller');
    const payLink = new URL(String(first.payment?.link));
    const pay = await get(payLink.pathname);
    expect(pay.text).toContain('Group price (Masjid Al-Noor Umrah 2027): $2,600 per traveller');
    expect(pay.text).toContain('once 8 travellers were confirmed');
    // And the booking confirmation the pilgrim keeps.
    const pdf = await fetch(`${baseUrl}/api${payLink.pathname}/confirmation.pdf`);
    expect(pdf.status).toBe(200);
    const printed = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(printed).toContain('$2,600.00 per traveller');
    expect(printed).toContain('once 8 travellers were confirmed');
    const frPay = new URL(String((await readBooking(b)).payment?.link));
    expect((await get(frPay.pathname)).text).toContain('Prix de groupe');
  });
});
