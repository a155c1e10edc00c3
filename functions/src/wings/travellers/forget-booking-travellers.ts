// A deleted booking's travellers go with it: their passport details and notes have no purpose
// left. Called once the booking is deleted (a failed deletion leaves them as they were).
import { deleteTravellersOfBooking } from './store/travellers-store';

export function forgetBookingTravellers(bookingId: string): Promise<void> {
  return deleteTravellersOfBooking(bookingId);
}
