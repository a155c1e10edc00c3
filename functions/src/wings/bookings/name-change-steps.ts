// What another wing's name change (travellers/replace-traveller.ts) reads and writes of a booking
// inside the transaction it owns, and the policy that sets the fee.
export { readBookingIn, writeNameChange } from './store/bookings-store';
export { bookingPolicy } from './booking-policy';
