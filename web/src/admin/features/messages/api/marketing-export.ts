/**
 * GET /api/admin/marketing-contacts/export: the addresses that ticked "Send me news and offers"
 * and have not unsubscribed, as CSV (the admin session's cookie goes with the download).
 */
export const MARKETING_EXPORT_PATH = '/api/admin/marketing-contacts/export';
