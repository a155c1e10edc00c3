// The admin request bodies of the agency's books (issue 45): a supplier, a departure's cost sheet
// (its locked rates and lines, each with its payment schedule), a payment to a supplier and a
// copy from another departure. The admin's forms validate with the same schemas; amounts are
// typed in dollars (or riyals) as text and become cents here, rates as decimal text.
import * as yup from 'yup';
import {
  COST_CURRENCIES,
  COST_KINDS,
  FOREIGN_CURRENCIES,
  parseRate,
  type CostLine,
  type CostSheet,
  type LockedRates,
  type SupplierFields,
} from '../model/costs';
import { MAX_AMOUNT_CENTS, parseCents } from '../model/payments';
import { ROOMING_ROOM_TYPES } from '../model/rooming';
import { optionalDate, optionalLine, optionalText, requiredLine, trimString } from './validation';

export const COST_LINES_MAX = 60;
export const SCHEDULE_MAX = 12;
export const COST_UNITS_MAX = 10_000;

const currencyField = (label: string) =>
  yup
    .string()
    .typeError(`${label} must be text`)
    .transform(trimString)
    .required(`${label} is required`)
    .oneOf(COST_CURRENCIES, `${label} must be one of ${COST_CURRENCIES.join(', ')}`);

/** An amount in the currency's units ("4500" or "4,500.00"): zero allowed when `zero`. */
function amountText(label: string, { zero = false } = {}) {
  return yup
    .string()
    .typeError(`${label} must be text`)
    .transform(trimString)
    .required(`${label} is required`)
    .test('amount', `${label} must be an amount like 4500 or 4500.00`, (v) => {
      const cents = parseCents(v);
      return cents !== null && (zero ? cents >= 0 : cents > 0) && cents <= MAX_AMOUNT_CENTS;
    });
}

function rateText(label: string) {
  return yup
    .string()
    .typeError(`${label} must be text`)
    .transform(trimString)
    .required(`${label} is required`)
    .test(
      'rate',
      `${label} must be a rate in Canadian dollars per unit, like 0.365 (six decimals at most)`,
      (v) => parseRate(v) !== null,
    );
}

const count = (label: string) =>
  yup
    .number()
    .transform((v: unknown, original: unknown) => (original === '' ? 0 : v))
    .typeError(`${label} must be a number`)
    .integer(`${label} must be a whole number`)
    .min(0, `${label} must be between 0 and ${COST_UNITS_MAX}`)
    .max(COST_UNITS_MAX, `${label} must be between 0 and ${COST_UNITS_MAX}`)
    .default(0);

const requiredDate = (label: string) =>
  optionalDate(label).nonNullable(`${label} is required`).required(`${label} is required`);

/** POST/PUT /api/admin/suppliers… */
export const supplierSchema = yup.object({
  name: requiredLine('Name', 120),
  contact: optionalText('Contact', 300),
  currency: currencyField('Currency'),
  notes: optionalText('Notes', 1000),
});
export type SupplierInput = yup.InferType<typeof supplierSchema>;

export const scheduledPaymentSchema = yup.object({
  id: optionalLine('Payment id', 40),
  label: requiredLine('What is due', 80),
  dueDate: requiredDate('Due date'),
  amount: amountText('Amount due'),
});

export const costLineSchema = yup.object({
  id: optionalLine('Line id', 40),
  kind: yup
    .string()
    .typeError('Kind must be text')
    .required('Kind is required')
    .oneOf(COST_KINDS, `Kind must be one of ${COST_KINDS.join(', ')}`),
  label: requiredLine('Description', 120),
  supplierId: requiredLine('Supplier', 200),
  currency: currencyField('Currency'),
  unitPrice: amountText('Price', { zero: true }),
  quantity: count('Quantity'),
  perTraveller: yup.boolean().typeError('Per traveller must be true or false').default(false),
  stayKey: optionalLine('Stay', 60).when('kind', {
    is: 'hotel',
    then: (s) => s.required('Stay is required for a hotel'),
  }),
  roomType: yup
    .string()
    .typeError('Room type must be text')
    .transform((v: unknown, original: unknown) => (original === '' ? null : v))
    .nullable()
    .default(null)
    .oneOf(
      [...ROOMING_ROOM_TYPES, null],
      `Room type must be one of ${ROOMING_ROOM_TYPES.join(', ')}`,
    )
    .when('kind', {
      is: 'hotel',
      then: (s) =>
        s
          .nonNullable('Room type is required for a hotel')
          .required('Room type is required for a hotel'),
    }),
  rooms: count('Rooms'),
  nights: count('Nights'),
  seats: count('Seats'),
  nameDeadline: optionalDate('Name deadline'),
  ticketingDeadline: optionalDate('Ticketing deadline'),
  schedule: yup
    .array(scheduledPaymentSchema)
    .typeError('Schedule must be a list')
    .max(SCHEDULE_MAX, `At most ${SCHEDULE_MAX} payments per line`)
    .default([]),
});
export type CostLineInput = yup.InferType<typeof costLineSchema>;

/** PUT /api/admin/departures/{id}/costs: the whole sheet (rates and lines); payments stay. */
export const costSheetSchema = yup.object({
  rates: yup
    .object(
      Object.fromEntries(FOREIGN_CURRENCIES.map((c) => [c, rateText(`${c} rate`)])) as Record<
        (typeof FOREIGN_CURRENCIES)[number],
        ReturnType<typeof rateText>
      >,
    )
    .typeError('Rates must be an object')
    .required('Rates are required'),
  lines: yup
    .array(costLineSchema)
    .typeError('Lines must be a list')
    .max(COST_LINES_MAX, `At most ${COST_LINES_MAX} lines`)
    .default([]),
});
export type CostSheetInput = yup.InferType<typeof costSheetSchema>;

/** POST /api/admin/departures/{id}/costs/payments: what was paid to a supplier against a line. */
export const supplierPaymentSchema = yup.object({
  lineId: requiredLine('Line', 40),
  date: requiredDate('Date paid'),
  amount: amountText('Amount paid'),
  currency: currencyField('Currency'),
  rate: rateText('Rate'),
  reference: optionalLine('Reference', 120),
});
export type SupplierPaymentInput = yup.InferType<typeof supplierPaymentSchema>;

/** POST /api/admin/departures/{id}/costs/copy: the sheet of another departure. */
export const copyCostSheetSchema = yup.object({
  fromDepartureId: requiredLine('Departure to copy from', 200),
});

const cents = (text: string) => parseCents(text) ?? 0;

/** The locked rates of a valid body, in millionths. */
export function ratesFromInput(rates: CostSheetInput['rates']): LockedRates {
  return { USD: parseRate(rates.USD) ?? 0, SAR: parseRate(rates.SAR) ?? 0 };
}

/** A valid sheet body as the sheet's rates and lines: ids kept where given, else `newId()`. */
export function sheetFromInput(
  input: CostSheetInput,
  newId: () => string,
): Pick<CostSheet, 'rates' | 'lines'> {
  const lines = input.lines.map((l): CostLine => ({
    id: l.id || newId(),
    kind: l.kind,
    label: l.label,
    supplierId: l.supplierId,
    currency: l.currency,
    unitCents: cents(l.unitPrice),
    quantity: l.quantity,
    perTraveller: l.perTraveller,
    stayKey: l.kind === 'hotel' ? l.stayKey : '',
    roomType: l.kind === 'hotel' ? (l.roomType ?? null) : null,
    rooms: l.kind === 'hotel' ? l.rooms : 0,
    nights: l.kind === 'hotel' ? l.nights : 0,
    seats: l.kind === 'air' ? l.seats : 0,
    nameDeadline: l.kind === 'air' ? l.nameDeadline : null,
    ticketingDeadline: l.kind === 'air' ? l.ticketingDeadline : null,
    schedule: l.schedule.map((s) => ({
      id: s.id || newId(),
      label: s.label,
      dueDate: s.dueDate,
      amountCents: cents(s.amount),
    })),
  }));
  return { rates: ratesFromInput(input.rates), lines };
}

export function supplierFromInput(input: SupplierInput): SupplierFields {
  return { ...input };
}
