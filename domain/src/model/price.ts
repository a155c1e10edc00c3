/**
 * Formats whole dollars with thousands separators: 1000000 -> '$1,000,000', 0 -> '$0'.
 * Fractions are rounded to the nearest dollar; negatives get a leading '-'
 * ('-$5'). Grouping is done by hand so the output never depends on the
 * runtime's locale data. A non-finite number gives ''.
 */
export function formatPrice(n: number): string {
  if (!Number.isFinite(n)) return '';
  const rounded = Math.round(Math.abs(n));
  const digits = String(rounded);
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${n < 0 && rounded !== 0 ? '-' : ''}$${grouped}`;
}
