/**
 * GET /api/admin/receipts/{number}.pdf: a receipt as the agency's copy (every print is audited);
 * linked from a booking's payments and from the receipts register.
 */
export const receiptPdfPath = (number: string) =>
  `/api/admin/receipts/${encodeURIComponent(number)}.pdf`;
