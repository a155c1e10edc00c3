// The CSV exports' cells, safe to open in a spreadsheet.

/** A plain decimal number ("-50.00", "12"): a spreadsheet reads it as a number, never a formula. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * Spreadsheet-safe CSV cell: a number as it is; any other value quoted, and formulas defused (a cell starting =, +, - or @ gets a
 * leading '). A plain negative number (a refund, an overpaid balance) is left as it is, so it
 * stays a number the spreadsheet can sum: nothing in it can be evaluated.
 */
export function csvCell(value: unknown): string {
  // A count or amount passed as a number goes unquoted: a number to every spreadsheet.
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
