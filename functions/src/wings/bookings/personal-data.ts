// The bookings wing's part in privacy requests (privacy/ asks through here, never the store):
// finding what it holds about one mailbox, and erasing a booking's personal fields.
export {
  bookingsOfMailbox,
  correctBookingContact,
  eraseBookingPersonalData,
  readPassportScan,
  receiptsHeldFor,
  type HeldBooking,
} from './store/personal-data';
