/**
 * The response header that carries the cursor of the next page (absent on the last page). The
 * body is the plain list of items, so a caller that knows nothing of paging reads the first page.
 * In the model layer (no yup) so the admin shell's API client does not load yup at sign-in.
 */
export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';

/** Receipts a register page answers unless asked for fewer (at most the max). */
export const RECEIPT_PAGE_DEFAULT = 50;
export const RECEIPT_PAGE_MAX = 200;
