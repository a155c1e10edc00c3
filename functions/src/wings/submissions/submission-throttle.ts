// What the other wings, the views and the edges use of submissions's submission-throttle store: its use cases
// and reads, one import for them (the store itself stays the submissions wing's own).
export { readBookingSlots, readSubmissionSlots } from './store/submission-throttle';
