// What the other wings, the views and the edges use of money's receipts-store store: its use cases
// and reads, one import for them (the store itself stays the money wing's own).
export { claimOriginal, findReceipt, receiptsOfBooking } from './store/receipts-store';
