// The departure form and the admin request bodies about departures (add, edit, copy, seat holds,
// moving a booking). Shared by the admin forms and the server; each message names its field.
import * as yup from 'yup';
import {
  DEPARTURE_CAPACITY_MAX,
  DEPARTURE_FORM_STATUSES,
  DEPARTURE_STATUSES,
  FLIGHT_DIRECTIONS,
  FLIGHT_LEGS_MAX,
  type DepartureFields,
  type FlightLeg,
} from '../model/departures';
import { PRICE_MAX } from './package';
import {
  optionalDate,
  optionalFrenchText,
  optionalInt,
  optionalText,
  refuseForbiddenKeys,
  requiredInt,
  optionalLine,
} from './validation';
import { addDays, isIsoDate } from '../model/dates';
import { optionalCancellationPolicy, optionalPlanTemplate } from './payment-plan';

const requiredDate = (label: string) =>
  yup
    .string()
    .typeError(`${label} must be a date`)
    .transform((v: unknown) => (typeof v === 'string' ? v.trim() : v))
    .required(`${label} is required`)
    .test('iso-date', `${label} must be a valid date (YYYY-MM-DD)`, (v) => isIsoDate(v));

function onOrAfterDeparture(this: yup.TestContext, value: string | null | undefined) {
  const departure: unknown = (this.parent as { departureDate?: unknown }).departureDate;
  return value == null || typeof departure !== 'string' || value >= departure;
}

function onOrBeforeDeparture(this: yup.TestContext, value: string | null | undefined) {
  const departure: unknown = (this.parent as { departureDate?: unknown }).departureDate;
  return value == null || typeof departure !== 'string' || value <= departure;
}

/** A local date and time as a datetime-local field gives it: 2027-03-01T21:40 ('' when unknown). */
const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d$/;

const legTime = (label: string) =>
  optionalText(label, 16).test(
    'date-time',
    `${label} must be a date and time like 2027-03-01T21:40`,
    (v) => !v || (LOCAL_DATE_TIME.test(v) && isIsoDate(v.slice(0, 10))),
  );

const legSchema = yup
  .object({
    direction: yup
      .string()
      .typeError('Direction must be text')
      .oneOf(FLIGHT_DIRECTIONS, `Direction must be one of ${FLIGHT_DIRECTIONS.join(', ')}`)
      .default('outbound'),
    flightNumber: optionalLine('Flight number', 20),
    from: optionalLine('From', 60),
    to: optionalLine('To', 60),
    departsAt: legTime('Departure time'),
    arrivesAt: legTime('Arrival time').test(
      'after-departure',
      'Arrival time cannot be before the departure time',
      function (v) {
        const departs: unknown = (this.parent as { departsAt?: unknown }).departsAt;
        // Both local times, perhaps in different zones: only a day earlier is surely wrong.
        if (!v || typeof departs !== 'string' || !LOCAL_DATE_TIME.test(departs)) return true;
        return !isIsoDate(v.slice(0, 10)) || v.slice(0, 10) >= addDays(departs.slice(0, 10), -1);
      },
    ),
  })
  .transform(refuseForbiddenKeys)
  .typeError('A flight must be an object') as unknown as yup.Schema<FlightLeg>;

const flightsSchema = yup
  .object({
    airline: optionalLine('Airline', 100),
    flightNumbers: optionalLine('Flight numbers', 100),
    departureAirport: optionalLine('Departure airport', 100),
    departureTime: optionalText('Departure time', 5).test(
      'time',
      'Departure time must be a time like 18:45',
      (v) => !v || /^([01]\d|2[0-3]):[0-5]\d$/.test(v),
    ),
    connections: optionalText('Connections', 1000),
    legs: yup
      .array(legSchema)
      .typeError('Flights must be a list')
      .max(FLIGHT_LEGS_MAX, `At most ${FLIGHT_LEGS_MAX} flights`)
      .default(() => [])
      .required() as unknown as yup.Schema<FlightLeg[]>,
  })
  .transform(refuseForbiddenKeys)
  .typeError('Flights must be an object')
  .default(() => ({}));

const pricesSchema = yup
  .object({
    quad: optionalInt('Quad price', 0, PRICE_MAX),
    triple: optionalInt('Triple price', 0, PRICE_MAX),
    double: optionalInt('Double price', 0, PRICE_MAX),
    singleSupplement: optionalInt('Single supplement', 0, PRICE_MAX),
  })
  .transform(refuseForbiddenKeys)
  .typeError('Prices must be an object')
  .default(() => ({}));

const frenchSchema = yup
  .object({
    notes: optionalFrenchText('French notes', 2000),
    connections: optionalFrenchText('French connections', 1000),
  })
  .transform(refuseForbiddenKeys)
  .typeError('French version must be an object')
  .nullable()
  .default(null);

/**
 * A departure as staff enter it (POST/PUT /api/admin/packages/{id}/departures). A blank return
 * date is filled on the server from the package's nights (defaultReturnDate); blank prices and
 * due dates fall back to the package's prices and the settings' payment terms.
 */
export const departureSchema = yup.object({
  departureDate: requiredDate('Departure date'),
  returnDate: optionalDate('Return date').test(
    'after-departure',
    'Return date cannot be before the departure date',
    onOrAfterDeparture,
  ),
  flights: flightsSchema,
  capacity: requiredInt('Capacity', 1, DEPARTURE_CAPACITY_MAX),
  prices: pricesSchema,
  depositDueDate: optionalDate('Deposit due date').test(
    'before-departure',
    'Deposit due date must be on or before the departure date',
    onOrBeforeDeparture,
  ),
  balanceDueDate: optionalDate('Balance due date')
    .test(
      'before-departure',
      'Balance due date must be on or before the departure date',
      onOrBeforeDeparture,
    )
    .test(
      'after-deposit',
      'Balance due date cannot be before the deposit due date',
      function (value) {
        const deposit: unknown = (this.parent as { depositDueDate?: unknown }).depositDueDate;
        return value == null || typeof deposit !== 'string' || value >= deposit;
      },
    ),
  status: yup
    .string()
    .typeError('Status must be text')
    .oneOf(DEPARTURE_STATUSES, `Status must be one of ${DEPARTURE_FORM_STATUSES.join(', ')}`)
    // Cancelling is its own decision (the bookings' refunds, credits and moves), never the form's.
    .test(
      'not-cancelled',
      `Status must be one of ${DEPARTURE_FORM_STATUSES.join(', ')}`,
      (v) => v !== 'cancelled',
    )
    .default('open'),
  notes: optionalText('Notes', 2000),
  fr: frenchSchema,
  /** Its payment plan template; null: the settings' deposit and balance terms. */
  paymentPlan: optionalPlanTemplate(),
  /** Its cancellation policy; null: the package's. */
  cancellationPolicy: optionalCancellationPolicy(),
});
export type DepartureInput = yup.InferType<typeof departureSchema>;

// The schema's output is the model's shape (but for the return date, filled on the server).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _shapeMatches: Same<
  Omit<DepartureInput, 'returnDate'>,
  Omit<DepartureFields, 'returnDate'>
> = true;
void _shapeMatches;

/** POST .../departures/{id}/copy: the same departure on a later date. */
export const copyDepartureSchema = yup.object({
  departureDate: requiredDate('Departure date'),
  returnDate: optionalDate('Return date').test(
    'after-departure',
    'Return date cannot be before the departure date',
    onOrAfterDeparture,
  ),
});
export type CopyDepartureInput = yup.InferType<typeof copyDepartureSchema>;

/** POST /api/admin/departures/{id}/holds: seats staff hold by hand. */
export const seatHoldSchema = yup.object({
  label: yup
    .string()
    .typeError('Label must be text')
    .transform((v: unknown) => (typeof v === 'string' ? v.trim() : v))
    .required('Label is required (who the seats are for)')
    .max(120, 'Label must be at most 120 characters'),
  seats: requiredInt('Seats', 1, DEPARTURE_CAPACITY_MAX),
});
export type SeatHoldInput = yup.InferType<typeof seatHoldSchema>;

/** POST /api/admin/bookings/{id}/move: to another departure (of any package). */
export const moveBookingSchema = yup.object({
  departureId: yup
    .string()
    .typeError('Departure must be text')
    .transform((v: unknown) => (typeof v === 'string' ? v.trim() : v))
    .required('Departure is required')
    .max(200, 'Departure is not valid'),
  skipReason: optionalText('Reason to skip the waiting list', 500),
});
export type MoveBookingInput = yup.InferType<typeof moveBookingSchema>;
