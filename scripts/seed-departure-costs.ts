// The demo departure's books (issue 45): suppliers, a cost sheet in riyals and US dollars with a
// schedule of supplier payments part paid, so `npm start` shows a margin, the payments due soon
// on the dashboard and an allotment warning (Madinah holds one quad fewer than the bookings
// sold). Made once, with the rest of the demo content, through the costs wing's own use cases.
import { roomsNeeded } from '@umrah/domain/model/costs';
import { addDays, todayInTimeZone } from '@umrah/domain/model/dates';
import { roomingRoomType } from '@umrah/domain/model/room-list';
import { ROOMING_ROOM_TYPES } from '@umrah/domain/model/rooming';
import { parseWith } from '@umrah/domain/schemas/validation';
import {
  costSheetSchema,
  supplierPaymentSchema,
  type CostLineInput,
} from '@umrah/domain/schemas/costs';
import { bookingsOnDepartures } from '../functions/src/wings/bookings/read-bookings';
import { recordSupplierPayment, saveCostSheet } from '../functions/src/wings/costs/cost-sheets';
import { addSupplier } from '../functions/src/wings/costs/suppliers';
import { readDepartureCosts } from '../functions/src/views/read-departure-costs';

const BY = 'seed';

function valid<T>(result: { ok: true; value: T } | { ok: false; message: string }): T {
  if (!result.ok) throw new Error(`Seed cost sheet invalid: ${result.message}`);
  return result.value;
}

/** Writes the demo departure's suppliers, cost sheet and two supplier payments. */
export async function seedDepartureCosts(departureId: string): Promise<void> {
  const today = todayInTimeZone();
  const [makkahHotel, madinahHotel, airline, visaAgent, transport] = await Promise.all([
    addSupplier({
      name: 'Al Safwah Royale Orchid (Makkah)',
      contact: 'groups@example.com · +966 12 555 0101',
      currency: 'SAR',
      notes: 'Group rate per room and night; rooming list 14 days before arrival.',
    }),
    addSupplier({
      name: 'Dar Al Hijra InterContinental (Madinah)',
      contact: 'reservations@example.com',
      currency: 'SAR',
      notes: '',
    }),
    addSupplier({
      name: 'Saudia Groups Desk',
      contact: 'groups.yyz@example.com',
      currency: 'USD',
      notes: 'Names 45 days before departure, tickets 30 days before.',
    }),
    addSupplier({ name: 'Nusuk visa agent', contact: '', currency: 'SAR', notes: '' }),
    addSupplier({ name: 'Hafil Transport', contact: '', currency: 'SAR', notes: '' }),
  ]);
  const bookings = (await bookingsOnDepartures([departureId])).filter(
    (b) => b.status === 'confirmed' || b.status === 'completed',
  );
  const sold = roomsNeeded(
    bookings.flatMap((b) => {
      const roomType = roomingRoomType(b.payment?.roomType ?? b.roomType);
      const travellers = Number(b.payment?.travellers ?? b.numberOfTravelers) || 0;
      return roomType ? [{ roomType, travellers }] : [];
    }),
  );
  const { stays } = await readDepartureCosts(departureId);
  const nightlySar = { quad: '520', triple: '480', double: '450', single: '420' } as const;
  const hotelLines: CostLineInput[] = stays.flatMap((stay, s) =>
    ROOMING_ROOM_TYPES.filter((t) => sold[t] > 0).map((roomType): CostLineInput => ({
      id: '',
      kind: 'hotel',
      label: `${stay.city}, ${roomType} rooms`,
      supplierId: s === 0 ? makkahHotel.id : madinahHotel.id,
      currency: 'SAR',
      unitPrice: nightlySar[roomType],
      quantity: 0,
      perTraveller: false,
      stayKey: stay.key,
      roomType,
      // Madinah's hotel confirmed one quad fewer than sold: the allotment warning.
      rooms: stay.key === 'madinah' && roomType === 'quad' ? sold.quad - 1 : sold[roomType],
      nights: stay.nights,
      seats: 0,
      nameDeadline: null,
      ticketingDeadline: null,
      // The Makkah quads: a deposit paid, the balance due soon.
      schedule:
        s === 0 && roomType === 'quad'
          ? [
              { id: '', label: 'Deposit', dueDate: addDays(today, -10), amount: '5000' },
              {
                id: '',
                label: 'Balance',
                dueDate: addDays(today, 9),
                amount: String(sold.quad * stay.nights * Number(nightlySar.quad) - 5000),
              },
            ]
          : [],
    })),
  );
  const travellers = bookings.reduce(
    (n, b) => n + (Number(b.payment?.travellers ?? b.numberOfTravelers) || 0),
    0,
  );
  const other = (line: Partial<CostLineInput>): CostLineInput => ({
    id: '',
    kind: 'other',
    label: '',
    supplierId: '',
    currency: 'SAR',
    unitPrice: '0',
    quantity: 1,
    perTraveller: false,
    stayKey: '',
    roomType: null,
    rooms: 0,
    nights: 0,
    seats: 0,
    nameDeadline: null,
    ticketingDeadline: null,
    schedule: [],
    ...line,
  });
  const lines: CostLineInput[] = [
    ...hotelLines,
    other({
      kind: 'air',
      label: 'Seat block YYZ–JED–YYZ',
      supplierId: airline.id,
      currency: 'USD',
      unitPrice: '1185.40',
      seats: travellers + 2,
      nameDeadline: addDays(today, 18),
      ticketingDeadline: addDays(today, 33),
      schedule: [
        { id: '', label: 'Deposit', dueDate: addDays(today, -20), amount: '4000' },
        { id: '', label: 'Ticketing', dueDate: addDays(today, 33), amount: '15000' },
      ],
    }),
    other({ kind: 'visa', label: 'Umrah visas', supplierId: visaAgent.id, unitPrice: '300' }),
    other({
      kind: 'transport',
      label: 'Coach: airport, Makkah–Madinah, ziyarat',
      supplierId: transport.id,
      unitPrice: '6500',
      schedule: [{ id: '', label: 'Full payment', dueDate: addDays(today, 5), amount: '6500' }],
    }),
    other({
      kind: 'ziyarat',
      label: 'Ziyarat entries and guide',
      supplierId: transport.id,
      unitPrice: '60',
      perTraveller: true,
    }),
  ];
  const input = valid(
    parseWith(costSheetSchema, { rates: { USD: '1.3925', SAR: '0.3713' }, lines }),
  );
  const saved = await saveCostSheet(departureId, input, BY);
  const quadMakkah = saved.lines.find((l) => l.kind === 'hotel' && l.roomType === 'quad');
  const air = saved.lines.find((l) => l.kind === 'air');
  const pay = async (lineId: string | undefined, body: Record<string, string>) => {
    if (!lineId) return;
    await recordSupplierPayment(
      departureId,
      valid(parseWith(supplierPaymentSchema, { lineId, ...body })),
      BY,
    );
  };
  await pay(quadMakkah?.id, {
    date: addDays(today, -11),
    amount: '5000',
    currency: 'SAR',
    rate: '0.3698',
    reference: 'Wire 20391',
  });
  await pay(air?.id, {
    date: addDays(today, -21),
    amount: '4000',
    currency: 'USD',
    rate: '1.3870',
    reference: 'Saudia deposit INV-88412',
  });
}
