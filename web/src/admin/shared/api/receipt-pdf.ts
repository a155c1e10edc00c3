/**
 * GET /api/admin/receipts/{number}.pdf: a receipt as the agency's copy (every print is audited);
 * linked from a booking's payments and from the receipts register.
 */
export const receiptPdfPath = (number: string) =>
  `/api/admin/receipts/${encodeURIComponent(number)}.pdf`;

/** GET /api/admin/bookings/{id}/confirmation.pdf: the booking's confirmation (audited). */
export const confirmationPdfPath = (bookingId: string) =>
  `/api/admin/bookings/${encodeURIComponent(bookingId)}/confirmation.pdf`;
