// How a rooming list words what is not a name, in its language (the CSV and the PDF alike): room
// types, needs, beds taken, and the group's arrival and departure flights as a hotel reads them
// (the flight that lands before check-in, the last outbound leg, and the one that leaves after
// check-out, the first return leg), with their local times.
import {
  groupArrival,
  groupDeparture,
  legTime,
  type DepartureFlights,
  type FlightLeg,
} from '@umrah/domain/model/departures';
import type { Locale } from '@umrah/domain/model/locale';
import { formatClock } from '@umrah/domain/model/locale-format';
import type { RoomingListRow } from '@umrah/domain/model/rooming-list-export';
import type { Translate } from '@umrah/i18n/translate';

export interface RoomingFlights {
  /** "SV 72 from YYZ, lands at JED 2 Mar 2027 at 17:10" ('' when no outbound leg is entered). */
  arrival: string;
  /** "SV 71 to YYZ, leaves JED 15 Mar 2027 at 02:30" ('' when no return leg is entered). */
  departure: string;
}

export function roomingFlights(
  flights: DepartureFlights,
  t: Translate,
  locale: Locale,
  date: (iso: string) => string,
): RoomingFlights {
  const words = (leg: FlightLeg | null, at: 'arrivesAt' | 'departsAt') => {
    if (!leg) return '';
    const { date: day, time } = legTime(leg[at]);
    const parts = { flight: leg.flightNumber, from: leg.from, to: leg.to };
    if (!day || !time) return t('roomingList.flightNoTime', parts);
    const id = at === 'arrivesAt' ? 'roomingList.flightArrives' : 'roomingList.flightLeaves';
    return t(id, { ...parts, date: date(day), time: formatClock(time, locale) });
  };
  return {
    arrival: words(groupArrival(flights), 'arrivesAt'),
    departure: words(groupDeparture(flights), 'departsAt'),
  };
}

/** How a rooming list words its room types, needs and fullness, in its language. */
export function roomingListWords(t: Translate) {
  return {
    type: (type: RoomingListRow['type']) => t(`roomingList.type.${type}`),
    need: (need: RoomingListRow['needs'][number]) => t(`roomingList.need.${need}`),
    occupancy: (r: Pick<RoomingListRow, 'occupants' | 'capacity' | 'notFull'>) =>
      t(r.notFull ? 'roomingList.notFull' : 'roomingList.occupancy', {
        count: r.occupants,
        capacity: r.capacity,
      }),
  };
}
