import type { Departure, FlightLeg } from '@umrah/domain/model/departures';
import { departureSchema, type DepartureInput } from '@umrah/domain/schemas/departure';
import {
  emptyPolicyValues,
  policyFromFormValues,
  policyToFormValues,
  type PolicyFormValues,
} from '../../cancellation-policy/policy-form-values';

/** The departure form: every field as text ('' is blank), the groups as the body's. */
export interface DepartureFormValues {
  departureDate: string;
  returnDate: string;
  flights: {
    airline: string;
    flightNumbers: string;
    departureAirport: string;
    departureTime: string;
    connections: string;
    legs: FlightLeg[];
  };
  capacity: string;
  prices: { quad: string; triple: string; double: string; singleSupplement: string };
  depositDueDate: string;
  balanceDueDate: string;
  status: string;
  notes: string;
  fr: { notes: string; connections: string };
  /** Kept as stored (no field of its own yet), so saving the form keeps it. */
  paymentPlan: Departure['paymentPlan'];
  /** The date's own cancellation policy (off: the package's); the body's `cancellationPolicy`. */
  policy: PolicyFormValues;
}

export const emptyDepartureValues: DepartureFormValues = {
  departureDate: '',
  returnDate: '',
  flights: {
    airline: '',
    flightNumbers: '',
    departureAirport: '',
    departureTime: '',
    connections: '',
    legs: [],
  },
  capacity: '',
  prices: { quad: '', triple: '', double: '', singleSupplement: '' },
  depositDueDate: '',
  balanceDueDate: '',
  status: 'open',
  notes: '',
  fr: { notes: '', connections: '' },
  paymentPlan: null,
  policy: emptyPolicyValues,
};

const text = (v: number | string | null | undefined) => (v == null ? '' : String(v));

/** A stored departure as form values (null prices and dates as blank). */
export function departureToFormValues(d: Departure): DepartureFormValues {
  return {
    departureDate: d.departureDate,
    returnDate: d.returnDate,
    flights: {
      ...emptyDepartureValues.flights,
      ...d.flights,
      legs: d.flights.legs.map((l) => ({ ...l })),
    },
    capacity: text(d.capacity),
    prices: {
      quad: text(d.prices.quad),
      triple: text(d.prices.triple),
      double: text(d.prices.double),
      singleSupplement: text(d.prices.singleSupplement),
    },
    depositDueDate: text(d.depositDueDate),
    balanceDueDate: text(d.balanceDueDate),
    status: d.status,
    notes: d.notes,
    fr: { notes: d.fr?.notes ?? '', connections: d.fr?.connections ?? '' },
    paymentPlan: d.paymentPlan,
    policy: policyToFormValues(d.cancellationPolicy),
  };
}

/**
 * The request body: the same schema as the server casts blanks to null and numbers from text;
 * an untranslated French version (both blank) is none.
 */
export function toDepartureBody(values: DepartureFormValues): DepartureInput {
  const { policy, ...fields } = values;
  const body = departureSchema.cast({
    ...fields,
    cancellationPolicy: policyFromFormValues(policy, 'policy').policy,
  });
  const fr = body.fr && (body.fr.notes.trim() || body.fr.connections.trim()) ? body.fr : null;
  return { ...body, fr };
}
