// Seats staff hold by hand on a departure (a tour leader, an airline block), with a label. They
// count as held like confirmed travellers and are refused when they do not fit.
import type { Departure } from '@umrah/domain/model/departures';
import type { SeatHoldInput } from '@umrah/domain/schemas/departure';
import { addManualHold, removeManualHold } from './store/departures-store';
import * as clock from '../../platform/clock';

export function holdSeats(id: string, input: SeatHoldInput, by: string): Promise<Departure> {
  return addManualHold(id, {
    label: input.label,
    seats: input.seats,
    by,
    at: clock.now().toISOString(),
  });
}

export function releaseHold(id: string, holdId: string): Promise<Departure> {
  return removeManualHold(id, holdId);
}
