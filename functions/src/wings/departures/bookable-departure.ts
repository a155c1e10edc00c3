// The departure a visitor's booking request names: it must be the package's and upcoming; a
// sold-out or closed one takes only waiting-list requests. A departure kept for a leader's group
// takes requests only through that group's code.
import {
  isListedDeparture,
  isUpcoming,
  waitingListForDeparture,
  waitingListReason,
  type Departure,
} from '@umrah/domain/model/departures';
import { DomainError } from '@umrah/domain/model/errors';
import { findDeparture } from './store/departures-store';
import * as clock from '../../platform/clock';

/** The departure and whether the request is stored as waiting list. */
export async function bookableDeparture(
  packageId: string,
  departureId: string,
  askedWaitingList: boolean,
  groupCode: string | null = null,
  today = clock.today(),
): Promise<{ departure: Departure; waitingList: boolean }> {
  const departure = await findDeparture(departureId);
  if (
    !departure ||
    departure.packageId !== packageId ||
    !isUpcoming(departure, today) ||
    !isListedDeparture(departure) ||
    (departure.privateFor && departure.privateFor !== groupCode)
  ) {
    throw new DomainError('departure_not_bookable');
  }
  const waitingList = waitingListForDeparture(departure, askedWaitingList);
  if (waitingList === null) {
    throw new DomainError('departure_waiting_list_only', {
      reason: waitingListReason(departure) ?? 'full',
    });
  }
  return { departure, waitingList };
}
